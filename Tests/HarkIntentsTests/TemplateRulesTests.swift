import Foundation
import Testing
@testable import HarkIntents

/// Shared rules `<name>`: defined once, used by any phrase, written once in the grammar.
@Suite struct TemplateRulesTests {
    struct RuleSkill: Skill {
        let name: String
        let shortcuts: [AppShortcut]
        var rules: [String: String] = [:]
    }

    @Test func standardRulesParseAndExpand() throws {
        let template = try Template("[<can_you>] [<please>] set a timer", rules: .standard)
        #expect(template.description == "[<can_you>] [<please>] set a timer")
        #expect(template.words.isSuperset(of: ["could", "would", "kindly", "please", "set"]))
        #expect(template.requiredWords == ["set", "a", "timer"])
        let sayings = Set(template.expansions(limit: 100).map(\.description))
        #expect(sayings.count == 5 * 3)
        #expect(try TemplateParser(rules: .standard).parse(template.description).root == template.root)
        for name in TemplateRules.standardDefinitions.keys {
            #expect(TemplateRules.standard.bodies[name] != nil, "\(name)")
        }
    }

    @Test func unknownRuleIsAnErrorNamingTheRule() {
        #expect(throws: TemplateError.self) { try Template("start <feed>") }
        do {
            _ = try Template("[<please>] start <feed>")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .unknownRule)
            #expect(error.column == 18)
            #expect(error.message.contains("unknown rule <feed>"))
            #expect(error.message.contains("<please>"))
        }
    }

    @Test func rulesMayUseEachOtherButNotThemselves() throws {
        let rules = try TemplateRules.standard.adding(["baby": "the baby | her | him", "feed_baby": "feed <baby>"])
        let template = try Template("[<please>] <feed_baby>", rules: rules)
        #expect(template.requiredWords == ["feed"])
        for definitions in [["loop": "a [<loop>]"], ["a": "x <b>", "b": "y <c>", "c": "z <a>"]] {
            do {
                _ = try TemplateRules.standard.adding(definitions)
                Issue.record("expected recursion to be refused: \(definitions)")
            } catch {
                #expect(error.code == .recursiveRule)
                #expect(error.message.contains("refers to itself"))
            }
        }
        do {
            _ = try TemplateRules.standard.adding(["a": "x <b>", "b": "y <a>"])
        } catch {
            #expect(error.message.contains("<a> → <b> → <a>"))
        }
    }

    @Test(arguments: [
        (["bad": "put {item} away"], TemplateError.Code.invalidSlot),
        (["quiet": "[please]"], .emptyTemplate),
        (["please": "pretty please"], .conflictingRule),
        (["x": "<nope> now"], .unknownRule),
        (["two words": "a"], .unknownRule),
    ])
    func badDefinitionsAreRefused(definitions: [String: String], code: TemplateError.Code) {
        do {
            _ = try TemplateRules.standard.adding(definitions)
            Issue.record("expected \(code)")
        } catch {
            #expect(error.code == code)
        }
        // The same definition again is fine.
        #expect((try? TemplateRules.standard.adding(["please": "please  |  KINDLY"])) != nil)
    }

    @Test func skillRulesReachLaterSkillsAndNameThePhraseOnError() async throws {
        let registry = SkillRegistry()
        try registry.register(RuleSkill(name: "Timers", shortcuts: [
            AppShortcut(intent: SetTimer.self, phrases: ["[<can_you>] set <timer> for {duration}"]),
        ], rules: ["timer": "a timer | the timer | an alarm"]))
        try registry.register(RuleSkill(name: "Other", shortcuts: [
            AppShortcut(intent: NeedsLater.self, phrases: ["count <timer> things"]),
        ]))
        #expect(registry.rules.bodies["timer"] != nil)
        let match = try #require(await registry.route(["could", "you", "set", "an", "alarm", "for", "ten", "minutes"], allowingFillers: false))
        #expect(match.intent.identifier == "SetTimer")
        #expect(match.slots["duration"] == ["ten", "minutes"])

        do {
            try registry.register(RuleSkill(name: "Broken", shortcuts: [
                AppShortcut(intent: Ping.self, phrases: ["ping", "ping <tmer> now"]),
            ]))
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .invalidPhrase)
            #expect(error.message.contains("Broken ▸ Ping ▸ phrase 2"))
            #expect(error.message.contains("unknown rule <tmer>"))
        }
        do {
            try registry.register(RuleSkill(name: "Clash", shortcuts: [AppShortcut(intent: Ping.self, phrases: ["ping"])],
                                            rules: ["timer": "a clock"]))
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .invalidRule)
            #expect(error.message.contains("Skill 'Clash'"))
            #expect(error.message.contains("<timer>"))
        }
        #expect(registry.skills.map(\.name) == ["Timers", "Other"])
        #expect(registry.rules.definitions["timer"] == "a timer | the timer | an alarm")
    }

    @Test func aRuleCanCarryMeaningsAndFillATaggedSlot() async throws {
        let registry = SkillRegistry()
        try registry.register(rules: ["place": "(fridge | refrigerator):fridge | freezer | pantry"])
        try registry.register(RuleSkill(name: "Kitchen", shortcuts: [
            AppShortcut(intent: StoreItem.self, phrases: ["put it in the <place>{place}"]),
        ]))
        let match = try #require(await registry.route(["put", "it", "in", "the", "refrigerator"], allowingFillers: false))
        #expect(match.slots["place"] == ["fridge"])
    }

    @Test func theGrammarDefinesEachRuleOnceAndRefersToIt() async throws {
        let registry = SkillRegistry()
        try registry.register(RuleSkill(name: "Timers", shortcuts: [
            AppShortcut(intent: SetTimer.self, phrases: ["[<please>] set a timer for {duration}", "[<please>] set a timer"]),
            AppShortcut(intent: NeedsLater.self, phrases: ["<tell_me> the count [<please>]"]),
        ]))
        let grammar = try await registry.grammar()
        let lines = grammar.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("<rule_please> = ") } == ["<rule_please> = please | kindly;"])
        #expect(lines.filter { $0.hasPrefix("<rule_tell_me> = ") }.count == 1)
        #expect(!lines.contains { $0.hasPrefix("<rule_can_you>") }, "unused rules are not written")
        #expect(grammar.components(separatedBy: "<rule_please>").count - 1 == 4, "three references and one definition")
        #expect(!grammar.contains("kindly set"))
    }
}

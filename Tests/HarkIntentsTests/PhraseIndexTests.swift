import Synchronization
import Testing
@testable import HarkIntents

/// Registration checks each phrase against an index instead of every earlier phrase: it
/// must still find every collision the pairwise checks found, name the same phrase, and
/// forget a skill that failed to register.
@Suite struct PhraseIndexTests {
    /// A dynamic intent named `identifier` with an optional integer parameter `level`.
    static func intent(_ identifier: String) -> DynamicIntent {
        DynamicIntent(identifier: identifier, title: identifier,
                      parameters: { [DynamicParameter(name: "level", parameter: Parameter<Int>(title: "Level"))] },
                      perform: { _ in .result() })
    }

    static let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"]
    static func name(_ number: Int) -> String {
        "\(words[number / 100 % 10]) \(words[number / 10 % 10]) \(words[number % 10])"
    }

    /// Ten skills of ten intents of ten phrases: words alone, or words and a number.
    static func manySkills() -> [any Skill] {
        (0..<10).map { skill in
            SimpleSkill(name: "Many\(skill)", shortcuts: (0..<10).map { intent in
                let first = (skill * 10 + intent) * 10
                return AppShortcut(dynamic: Self.intent("Many\(skill)_\(intent)"), phrases: (first..<first + 10).map { number in
                    number.isMultiple(of: 2) ? "turn on \(name(number))" : "set \(name(number)) to {level}"
                })
            })
        }
    }

    @Test func aSharedSayingAmongAThousandPhrasesNamesItsOwner() throws {
        let registry = try SkillRegistry(skills: Self.manySkills())
        let late = SimpleSkill(name: "Late", shortcuts: [AppShortcut(dynamic: Self.intent("Late"), phrases: ["turn on \(Self.name(512))"])])
        #expect(throws: RegistrationError.self) { try registry.register(late) }
        do {
            try registry.register(late)
        } catch {
            #expect(error.code == .collision)
            #expect(error.message.contains("Many5 ▸ Many5_1"))
            #expect(error.message.contains("\"turn on \(Self.name(512))\""))
        }
    }

    /// Checking one more phrase against phrases that ship with Hark spells out the sayings only
    /// of those that share its words: a voice shortcut checked against the ~1,100 shipped
    /// phrases used to spell out all of them at every start (1.6 s and 26 MB).
    @Test func aCheckSpellsOutOnlyThePhrasesThatShareItsWords() throws {
        let shipped = Self.manySkills().map { skill in
            var shipping = SimpleSkill(name: skill.name, shortcuts: skill.shortcuts)
            shipping.shipsWithHark = true
            return shipping
        }
        let registry = try SkillRegistry(skills: shipped)
        let worked = { registry.state.withLock { $0.index.phrases.filter(\.shapeIsWorkedOut).map(\.skill) } }
        #expect(worked().isEmpty, "shipped skills are not checked against each other at start")
        try registry.register(SimpleSkill(name: "Mine", shortcuts: [
            AppShortcut(dynamic: Self.intent("Mine"), phrases: ["turn on the kettle", "set the kettle to {level}"]),
        ]))
        #expect(worked() == ["Mine", "Mine"], "\(worked())")
        // A phrase meets only those with the same words: the one it collides with (Many5's
        // "turn on foxtrot bravo charlie") and the one with its words in another order (Many1's
        // "turn on bravo charlie foxtrot"); no other of the thousand is spelled out.
        #expect(throws: RegistrationError.self) {
            try registry.register(SimpleSkill(name: "Late", shortcuts: [
                AppShortcut(dynamic: Self.intent("Late"), phrases: ["turn on \(Self.name(512))"]),
            ]))
        }
        #expect(worked() == ["Many1", "Many5", "Mine", "Mine"], "\(worked())")
    }

    /// Both directions of a literal collision are found among a thousand phrases: words that
    /// an earlier phrase reads with a number, and a number phrase that reads earlier words.
    @Test func literalCollisionsAreFoundInBothDirections() throws {
        let registry = try SkillRegistry(skills: Self.manySkills())
        let spelled = SimpleSkill(name: "Spelled", shortcuts: [
            AppShortcut(dynamic: Self.intent("Spelled"), phrases: ["set \(Self.name(701)) to seven"]),
        ])
        do {
            try registry.register(spelled)
            Issue.record("expected a collision")
        } catch {
            #expect(error.message.contains("Many7 ▸ Many7_0"))
            #expect(error.message.contains("both can be said as \"set \(Self.name(701)) to seven\""))
        }
        let early = SimpleSkill(name: "Early", shortcuts: [
            AppShortcut(dynamic: Self.intent("Early"), phrases: ["dim the hall light to seven"]),
        ])
        try registry.register(early)
        let valued = SimpleSkill(name: "Valued", shortcuts: [
            AppShortcut(dynamic: Self.intent("Valued"), phrases: ["dim the hall light to {level}"]),
        ])
        do {
            try registry.register(valued)
            Issue.record("expected a collision")
        } catch {
            #expect(error.message.contains("Early ▸ Early"))
            #expect(error.message.contains("both can be said as \"dim the hall light to seven\""))
        }
    }

    @Test func aSkillThatFailsLeavesNothingBehind() throws {
        let registry = try SkillRegistry(skills: Self.manySkills())
        let broken = SimpleSkill(name: "Broken", shortcuts: [
            AppShortcut(dynamic: Self.intent("Fresh"), phrases: ["pasta time", "make pasta {level}"]),
            AppShortcut(dynamic: Self.intent("Clash"), phrases: ["turn on \(Self.name(4))"]),
        ])
        #expect(throws: RegistrationError.self) { try registry.register(broken) }
        // Its phrases and its intent names are free again.
        let fixed = SimpleSkill(name: "Fixed", shortcuts: [
            AppShortcut(dynamic: Self.intent("Fresh"), phrases: ["pasta time", "make pasta {level}"]),
        ])
        try registry.register(fixed)
        #expect(registry.skills.map(\.name).suffix(1) == ["Fixed"])
    }
}

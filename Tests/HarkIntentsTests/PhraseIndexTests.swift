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

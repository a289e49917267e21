import Foundation
import HarkIntents
import Testing
@testable import HarkConfig

/// A skills file's top-level `rules:`: shared words its phrases use as `<name>`.
@Suite struct FileSkillRulesTests {
    let yaml = """
        rules:
          light: "light | lights | lamp"
          switch_on: "(turn | switch) on"
        skills:
          - name: Lights
            intents:
              - name: TurnOnLight
                phrases: ["[<can_you>] <switch_on> the {room} <light> [<please>]", "(<switch_on>; the <light>)"]
                slots:
                  room: [kitchen, hall]
                response: "Turning on the {room} light."
          - name: Fan
            intents:
              - name: FanOn
                phrases: ["<switch_on> the fan"]
        """

    func error(_ yaml: String) -> ConfigError? {
        do { _ = try FileSkills.parse(yaml: yaml, path: "skills.yaml", runner: RecordingRunner()); return nil } catch { return error }
    }

    @Test func phrasesUseTheFileRulesAndTheStandardOnes() async throws {
        let skills = try FileSkills.parse(yaml: yaml, path: "skills.yaml", runner: RecordingRunner())
        #expect((skills.first as? FileSkill)?.rules == ["light": "light | lights | lamp", "switch_on": "(turn | switch) on"])
        let registry = try SkillRegistry(skills: skills)
        let sentences = [
            "could you switch on the kitchen lamp please": "TurnOnLight",
            "turn on the hall lights": "TurnOnLight",
            "the lamp switch on": "TurnOnLight",
            "switch on the fan": "FanOn",
        ]
        for (sentence, intent) in sentences {
            let match = await registry.route(sentence.split(separator: " ").map(String.init), allowingFillers: false)
            #expect(match?.intent.identifier == intent, "\(sentence)")
        }
        #expect(try await registry.grammar().contains("<rule_switch_on> = (turn | switch) on;"))
    }

    @Test func anUnknownRuleNamesThePhraseTheRuleAndThePlace() {
        let error = error("""
            skills:
              - name: Lights
                intents:
                  - name: TurnOnLight
                    phrases: ["turn on the <lite>"]
            """)
        #expect(error?.code == .invalidPhrase)
        #expect(error?.line == 5)
        #expect(error?.column == 32)
        #expect(error?.message.contains("Lights ▸ TurnOnLight ▸ phrase 1") == true)
        #expect(error?.message.contains("unknown rule <lite>") == true)
    }

    @Test func aRecursiveRuleIsRefusedWithItsLine() {
        let error = error("""
            rules:
              light: "light | lights"
              room: "the <place>"
              place: "kitchen | <room>"
            skills:
              - name: Lights
                intents:
                  - name: TurnOnLight
                    phrases: ["turn on <light>"]
            """)
        #expect(error?.code == .invalidPhrase)
        #expect(error?.message.hasPrefix("rules ▸ <") == true)
        #expect(error?.message.contains("refers to itself") == true)
        #expect(error?.line == 3 || error?.line == 4)
    }

    @Test(arguments: [
        ("rules: [a, b]\nskills: []", ConfigError.Code.wrongType),
        ("rules:\n  two words: \"a\"\nskills: []", .invalidWords),
        ("rules:\n  please: \"pretty please\"\nskills: []", .invalidPhrase),
        ("rules:\n  slot: \"the {room}\"\nskills: []", .invalidPhrase),
    ])
    func badRulesAreRefused(yaml: String, code: ConfigError.Code) {
        #expect(error(yaml)?.code == code)
    }
}

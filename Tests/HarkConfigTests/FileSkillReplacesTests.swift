import HarkIntents
import Testing
@testable import HarkConfig

/// A skills file's `replaces:` (App Intents' `CustomIntentMigratedAppIntent`): an intent renamed in the
/// file keeps the voice shortcuts stored for its old name; without the key they are reported, never run.
@Suite struct FileSkillReplacesTests {
    /// "warm the house", stored when the intent was `OldHeat` and took `degrees` as an integer.
    static let stored = VoiceShortcutDefinition(id: 7, phrase: "warm the house", intent: "OldHeat",
                                                values: ["degrees": "twenty two"], types: ["degrees": "integer"])

    /// The heating skill with its intent called `name`, and `extra` lines under it.
    func heating(_ name: String, _ extra: String = "") -> String {
        """
        skills:
          - name: Heating
            intents:
              - name: \(name)
                phrases: ["set the heat to {degrees} degrees"]
                slots: {degrees: {type: integer, min: 10, max: 30}}
                response: "Setting the heat to {degrees} degrees."
        \(extra)
        """
    }

    func say(_ text: String, with yaml: String) async throws -> (problems: [VoiceShortcutProblem], outcome: IntentOutcome, said: [String]) {
        let registry = try SkillRegistry(skills: FileSkills.parse(yaml: yaml, path: "skills.yaml", runner: RecordingRunner()))
        let problems = registry.setVoiceShortcuts([Self.stored])
        let conversation = ScriptedConversation(answers: [])
        let outcome = await IntentRunner(registry: registry).handle(text, conversation: conversation)
        return (problems, outcome, await conversation.said)
    }

    @Test func aShortcutStoredForTheOldNameRunsTheIntentThatReplacesIt() async throws {
        let (problems, outcome, said) = try await say("warm the house", with: heating("SetHeat", "        replaces: [OldHeat]"))
        #expect(problems.isEmpty, "\(problems)")
        #expect(said == ["Setting the heat to 22 degrees."])
        #expect(outcome == .completed(intent: "SetHeat", parameters: ["degrees": .int(22)], dialog: "Setting the heat to 22 degrees."))
    }

    @Test func withoutReplacesTheShortcutIsReportedAndNotRun() async throws {
        let (problems, outcome, said) = try await say("warm the house", with: heating("SetHeat"))
        #expect(problems.map(\.code) == [.unknownIntent])
        #expect(problems.first?.message.contains("runs OldHeat, which Hark no longer has") == true, "\(problems)")
        if case .completed = outcome { Issue.record("a shortcut to an intent Hark no longer has ran: \(said)") }
    }

    @Test func oneNameOrAListIsReadAndTheIntentsOwnNameIsRefused() throws {
        let one = try FileSkills.parse(yaml: heating("SetHeat", "        replaces: OldHeat"), path: "skills.yaml", runner: RecordingRunner())
        #expect(one.first?.shortcuts.first?.intent.replacedIdentifiers == ["OldHeat"])
        let two = try FileSkills.parse(yaml: heating("SetHeat", "        replaces: [OldHeat, Thermostat, OldHeat]"), path: "skills.yaml", runner: RecordingRunner())
        #expect(two.first?.shortcuts.first?.intent.replacedIdentifiers == ["OldHeat", "Thermostat"])
        let itself = #expect(throws: ConfigError.self) {
            try FileSkills.parse(yaml: heating("SetHeat", "        replaces: [SetHeat]"), path: "skills.yaml", runner: RecordingRunner())
        }
        #expect(itself?.line == 8 && itself?.message.contains("names the intent itself") == true, "\(String(describing: itself))")
        let spaced = #expect(throws: ConfigError.self) {
            try FileSkills.parse(yaml: heating("SetHeat", "        replaces: [\"old heat\"]"), path: "skills.yaml", runner: RecordingRunner())
        }
        #expect(spaced?.message.contains("'old heat'") == true, "\(String(describing: spaced))")
    }
}

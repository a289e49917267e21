import Foundation
import HarkAssistant
import HarkAudio
import HarkSkills
import HarkSpeech
import Testing
import HarkConfig

/// Wake phrases with words the dictionary lacks: `hark config check` / `hark doctor`
/// report what `hark listen` will do with them, and the assistant prepares them.
@Suite(.serialized) struct WakePhraseCheckTests {
    @Test func madeUpWakeWordPassesTheCheckWithItsDerivedPronunciation() throws {
        let check = Doctor.wakePhraseCheck([Keyphrase("hey zyxqwv")], recognizer: try Recognizer())
        #expect(check.status == .ok)
        #expect(check.detail.contains("zyxqwv ("))
    }

    @Test func unpronounceableWakeWordFailsTheCheckByName() throws {
        let check = Doctor.wakePhraseCheck([Keyphrase("hey _")], recognizer: try Recognizer())
        #expect(check.status == .failed)
        #expect(check.detail.contains("_ cannot be pronounced"))
    }

    @Test func badThresholdFailsTheCheck() throws {
        let check = Doctor.wakePhraseCheck([Keyphrase("hey computer", threshold: 2)], recognizer: try Recognizer())
        #expect(check.status == .failed)
    }

    /// What used to exit 1 at start-up (and loop under systemd) now prepares.
    @Test func assistantPreparesAMadeUpWakeWord() async throws {
        var settings = AssistantSettings()
        settings.wakePhrases = [Keyphrase("hey zyxqwv")]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-wake-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let suite = try SkillSuite(directory: directory, settings: settings.skills)
        let recognizer = try Recognizer()
        let assistant = Assistant(settings: settings, suite: suite, recognizer: recognizer, sink: SilentReplySink(), emit: { _ in })
        try await assistant.prepare()
        #expect(recognizer.pronunciation(of: "zyxqwv") != nil)
        #expect(recognizer.activeSearch == nil || recognizer.activeSearch == .wake)
    }
}

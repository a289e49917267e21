import Foundation
import HarkAudio
import HarkSkills
import HarkSpeech
import Testing
@testable import HarkAssistant

/// The second pass and the fit run when speech pauses, while the rest of the silence
/// timeout passes; the endpoint then takes that reading instead of making it again.
@Suite struct ReadAheadTests {
    static let speechPausedAt = 40
    static let endedAt = 60

    /// Plays a script in which speech pauses (the recognizer reads `paused` there) and the
    /// utterance ends with `ended`; `audioAfterPause` replaces the utterance's audio in between.
    static func run(paused: String, ended: String, audioAfterPause: [Int16]? = nil) async throws -> (Pipeline.Events, ScriptedRecognizer) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-read-ahead-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let settings = AssistantSettings()
        let suite = try SkillSuite(directory: directory, settings: settings.skills)
        let reading = UtteranceScore(text: ended, score: -900, frames: 100, acousticScore: -50_000, wordFrames: 80)
        let recognizer = ScriptedRecognizer(
            script: [
                10: [.speechStarted(at: 0.2)],
                speechPausedAt: [.speechPaused(ScriptedRecognizerTests.hypothesis(paused))],
                endedAt: [.speechEnded(at: 1.2), .hypothesis(ScriptedRecognizerTests.hypothesis(ended))],
            ],
            secondPass: reading, fit: GrammarFit(hypothesis: reading, acousticRatio: -3, coverage: 1))
        recognizer.audioAfterFrame = audioAfterPause.map { [speechPausedAt + 1: $0] } ?? [:]
        return (try await ScriptedRecognizerTests.play(recognizer, suite: suite, settings: settings), recognizer)
    }

    static func readings(_ recognizer: ScriptedRecognizer) -> [String] {
        recognizer.calls.filter { !$0.hasPrefix("setGrammar") && !$0.hasPrefix("setFreeReading") }
    }

    @Test func anUtteranceThatEndsWhereSpeechPausedIsReadOnce() async throws {
        let (events, recognizer) = try await Self.run(paused: "start feeding", ended: "start feeding")
        #expect(events.intents == ["StartFeeding"])
        #expect(Self.readings(recognizer) == ["decode command", "align start feeding"])
    }

    /// Speech resumed after the pause: the utterance that ends is another one, read again at its end.
    @Test func anUtteranceThatWentOnIsReadAgainAtItsEnd() async throws {
        let (events, recognizer) = try await Self.run(paused: "start", ended: "start feeding")
        #expect(events.intents == ["StartFeeding"])
        #expect(Self.readings(recognizer) == ["decode command", "align start feeding", "decode command", "align start feeding"])
    }

    /// The same words over other audio (the recognizer's stretch grew) are no reading of it either.
    @Test func otherAudioIsReadAgain() async throws {
        let longer = [Int16](repeating: 3, count: 4_000) + [Int16](repeating: 1_000, count: 24_000) + [Int16](repeating: 3, count: 4_800)
        let (events, recognizer) = try await Self.run(paused: "start feeding", ended: "start feeding", audioAfterPause: longer)
        #expect(events.intents == ["StartFeeding"])
        #expect(Self.readings(recognizer) == ["decode command", "align start feeding", "decode command", "align start feeding"])
        #expect(recognizer.samplesGiven.suffix(2) == [longer.count, longer.count])
    }

    @Test func aReadingFromBeforeARefusedUtteranceIsNotTakenForTheNext() {
        let hypothesis = ScriptedRecognizerTests.hypothesis("start feeding")
        let reading = Rereading(hypothesis: hypothesis, search: .grammar("command"), whole: [1, 2, 3], audio: [1, 2, 3],
                                result: hypothesis, secondPassAlone: false)
        #expect(reading.isReading(of: hypothesis, search: .grammar("command"), audio: [1, 2, 3]))
        #expect(!reading.isReading(of: hypothesis, search: .grammar("followup"), audio: [1, 2, 3]))
        #expect(!reading.isReading(of: hypothesis, search: .grammar("command"), audio: [1, 2, 4]))
        var other = hypothesis
        other.end = 1.5
        #expect(!reading.isReading(of: other, search: .grammar("command"), audio: [1, 2, 3]))
    }
}

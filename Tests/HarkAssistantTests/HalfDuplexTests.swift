import Synchronization
import Foundation
import HarkAudio
import HarkSkills
import HarkSpeech
import Testing
@testable import HarkAssistant

/// Half duplex: what the microphone captures while Hark speaks is dropped
/// explicitly (a fake synthesizer makes each reply six seconds long; the
/// source is recorded speech, so nothing depends on device buffers or overruns).
@Suite(.serialized) struct HalfDuplexTests {
    /// Every reply is six seconds of silence.
    struct LongReplies: SpeechSynthesizer {
        func synthesize(_ text: String, settings: VoiceSettings) async throws -> [Int16] {
            [Int16](repeating: 0, count: AudioFrame.sampleRate * 6)
        }
    }

    /// Records what was played.
    final class RecordingSink: ReplySink, Sendable {
        private let played = Mutex<[Int]>([])
        /// The length of every sound played, in order.
        var plays: [Int] { played.withLock { $0 } }
        func play(_ samples: [Int16]) async throws { played.withLock { $0.append(samples.count) } }
        func finish() throws {}
    }

    static func samples(_ name: String) throws -> [Int16] {
        try WAVFile.read(path: Pipeline.fixtures.appendingPathComponent(name).path).samples16k
    }

    static func silence(_ seconds: Double) -> [Int16] { [Int16](repeating: 0, count: Int(seconds * Double(AudioFrame.sampleRate))) }

    /// A command, the same said again while the six-second reply plays, and once more after it.
    static func run(halfDuplexGuard: Double) async throws -> (intents: [String], plays: Int, said: [String]) {
        let command = try samples("slt-start-feeding.wav")
        let audio = command + silence(1) + command
            + silence(8) + command + silence(3)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-duplex-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let dictionary = Pipeline.fixtures.deletingLastPathComponent().appendingPathComponent("models/hark.dict").path
        let settings = AssistantSettings()
        let suite = try SkillSuite(directory: directory, settings: settings.skills)
        let events = Pipeline.Events()
        let sink = RecordingSink()
        let assistant = Assistant(
            settings: settings, suite: suite,
            recognizer: try Recognizer(configuration: RecognizerConfiguration(extraDictionaries: [dictionary])),
            synthesizer: LongReplies(), sink: sink, wakeRequired: false, halfDuplexGuard: halfDuplexGuard,
            emit: { events.append($0) })
        try await assistant.prepare()
        try await assistant.run(source: SampleBufferSource(samples: audio))
        return (events.intents, sink.plays.count, events.said)
    }

    @Test func speechDuringAReplyIsNotHeard() async throws {
        let (intents, plays, said) = try await Self.run(halfDuplexGuard: 0.15)
        #expect(intents == ["StartFeeding", "StartFeeding"])
        // The first command is answered; the one said over that answer is not heard; the
        // third finds the feeding running and asks whether to restart, which nobody answers.
        #expect(said.count == plays)
        #expect(said.filter { $0 == "OK, I started the feeding timer." }.count == 1)
        #expect(said.dropFirst().first?.hasSuffix("Restart the timer?") == true, "\(said)")
    }

    /// The same audio without half duplex: the command said over the reply is heard,
    /// so the test above shows the dropping, not a recording that fails to decode.
    @Test func withoutHalfDuplexTheOverlappingCommandIsHeard() async throws {
        let (intents, _, _) = try await Self.run(halfDuplexGuard: 0)
        #expect(intents == ["StartFeeding", "StartFeeding", "StartFeeding"])
    }
}

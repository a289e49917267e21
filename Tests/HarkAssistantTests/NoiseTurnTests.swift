import Foundation
import HarkAssistant
import HarkAudio
import HarkIntents
import Testing

/// Nothing is a turn until it is speech: an utterance in which no word was heard
/// (a breath, a click, the voice-activity detector waking on a quiet room) is
/// dropped without an answer, and listening goes on.
@Suite(.serialized) struct NoiseTurnTests {
    /// A breath between "hey computer" and the command used to be answered with
    /// "Sorry, I didn't catch that." and the command was lost with the turn.
    @Test func aBreathAfterTheWakePhraseDoesNotSpendTheCommandTurn() async throws {
        let events = try await Pipeline.run([Pipeline.fixture("slt-wake-breath-command.wav")])
        #expect(events.wakes == 1)
        #expect(events.all.contains { if case .noise = $0 { true } else { false } })
        #expect(!events.all.contains { if case .rejected = $0 { true } else { false } })
        #expect(!events.all.contains { if case .notUnderstood = $0 { true } else { false } })
        #expect(events.intents == ["StartFeeding"])
        #expect(events.said == ["OK, I started the feeding timer."])
    }

    /// A breath and then nothing: Hark says nothing, and the turn still ends at the
    /// command timeout counted from the wake phrase (noise does not restart it), so a
    /// command long after it needs the wake phrase again.
    @Test func aBreathAloneIsNotAnsweredAndTheTurnEndsOnTime() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-breath-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The fixture up to just before "start feeding": the wake phrase, a pause, the breath, a pause.
        let recording = try WAVFile.read(path: Pipeline.fixtures.appendingPathComponent("slt-wake-breath-command.wav").path)
        let wakeAndBreath = directory.appendingPathComponent("wake-and-breath.wav").path
        try WAVFile.write(samples: Array(recording.samples16k.prefix(AudioFrame.sampleRate * 38 / 10)), to: wakeAndBreath)
        let events = try await Pipeline.run([.file(wakeAndBreath), .silence(7), Pipeline.fixture("slt-start-feeding.wav")])
        #expect(events.wakes == 1)
        #expect(events.all.contains { if case .noise = $0 { true } else { false } })
        #expect(events.said.isEmpty)
        #expect(events.intents.isEmpty)
    }

    /// A breath while Hark waits for the answer to a follow-up question is no answer:
    /// the question is not asked again, and the answer that follows is taken.
    @Test func aBreathIsNoAnswerToAFollowUpQuestion() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-breath-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The breath alone, with a little of the silence around it (2.3 s to 3.2 s of the fixture).
        let recording = try WAVFile.read(path: Pipeline.fixtures.appendingPathComponent("slt-wake-breath-command.wav").path)
        let breath = directory.appendingPathComponent("breath.wav").path
        try WAVFile.write(samples: Array(recording.samples16k[(AudioFrame.sampleRate * 23 / 10)..<(AudioFrame.sampleRate * 32 / 10)]), to: breath)
        let events = try await Pipeline.run([
            Pipeline.fixture("rms-hey-computer.wav"), Pipeline.fixture("rms-set-timer.wav"),
            .file(breath), Pipeline.fixture("rms-ten-minutes.wav"),
        ])
        #expect(events.all.contains { if case .noise = $0 { true } else { false } })
        #expect(events.said == ["For how long?", "Timer set for 10 minutes."])
        #expect(events.parameters(of: "SetTimer") == ["duration": .int(600)])
    }

    /// Command-only mode on a stream that opens with a quiet second and a half: the
    /// detector's first "utterance" holds no word and gets no answer; the command does.
    @Test func aQuietStartIsNoCommand() async throws {
        let events = try await Pipeline.run([.silence(1.5), Pipeline.fixture("slt-start-feeding.wav")], wake: false)
        #expect(events.all.contains { if case .noise = $0 { true } else { false } })
        #expect(events.intents == ["StartFeeding"])
        #expect(events.said == ["OK, I started the feeding timer."])
    }

    /// Speech in which the grammar search finds no word at all is still speech when it
    /// is long and loud: "hey computer" in pink noise at 10 dB SNR, in command-only mode,
    /// is answered "Sorry, I didn't catch that." (its fit is no number), then the command runs.
    /// (The noise and word-score rules are off: in this much noise Hark would ask "Start feeding?" first.)
    @Test func aLongLoudUtteranceWithNoWordsIsStillASentenceNotUnderstood() async throws {
        var settings = AssistantSettings()
        settings.commandSureSignalToNoise = 0  // the noise rule off: the fit still decides
        settings.commandSureWordScore = -1000  // in this much noise the words score low: Hark would ask too
        let events = try await Pipeline.run([Pipeline.fixture("slt-wake-then-command-noisy-10db.wav")], wake: false, settings: settings)
        #expect(!events.all.contains { if case .noise = $0 { true } else { false } })
        #expect(events.all.contains { if case .rejected("", -.infinity, 0, _, _, _) = $0 { true } else { false } })
        #expect(events.said == ["Sorry, I didn't catch that.", "OK, I started the feeding timer."])
        #expect(events.intents == ["StartFeeding"])
    }
}

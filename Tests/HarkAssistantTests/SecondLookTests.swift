import Foundation
import HarkAssistant
import HarkAudio
import HarkSkills
import HarkSpeech
import Testing

/// The second look at speech the stream's keyword search spotted nothing in
/// (`wake.second_look`), through the `SpeechRecognizer` seam: what the assistant
/// hands the look, and that what it spots is judged and wakes Hark as any candidate does.
@Suite struct SecondLookTests {
    struct Quiet: SpeechSynthesizer {
        func synthesize(_ text: String, settings: VoiceSettings) async throws -> [Int16] { [0, 0] }
    }

    /// Plays four seconds of frames through a waking assistant whose recognizer reports, at
    /// frame 150 (3 s), speech from 2 s to `end` with no wake phrase spotted in it.
    static func play(secondLook: Bool, end: Double = 3.0, spots: KeywordDetection?, fit: Double = -3,
                     before: [Int: [RecognitionEvent]] = [:], wakeFits: [Double] = [])
        async throws -> (Pipeline.Events, ScriptedRecognizer) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-look-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var settings = AssistantSettings()
        settings.wakeSecondLook = secondLook
        let suite = try SkillSuite(directory: directory, settings: settings.skills)
        let reading = UtteranceScore(text: "", score: 0, frames: 100)
        let recognizer = ScriptedRecognizer(
            script: before.merging([150: [.speechWithoutWake(from: 2.0, to: end)]]) { $0 + $1 },
            secondPass: reading, fit: GrammarFit(hypothesis: reading, acousticRatio: fit, coverage: 1))
        recognizer.secondLook = spots
        recognizer.wakeFits = wakeFits
        let events = Pipeline.Events()
        let assistant = Assistant(
            settings: settings, suite: suite, recognizer: recognizer, synthesizer: Quiet(),
            sink: SilentReplySink(), wakeRequired: true, emit: { events.append($0) })
        try await assistant.prepare()
        try await assistant.run(source: SampleBufferSource(samples: [Int16](repeating: 0, count: 64_000)))
        return (events, recognizer)
    }

    static let spotted = KeywordDetection(phrase: "hey computer", start: 2.2, end: 2.8)

    @Test func aPhraseTheLookSpotsIsJudgedAndWakes() async throws {
        let (events, recognizer) = try await Self.play(secondLook: true, spots: Self.spotted)
        // The look is given the speech with the 1.5 s of the stream before it: 0.5 s to 3 s.
        let look = try #require(recognizer.calls.first { $0.hasPrefix("look ") })
        let parts = look.split(separator: " ")
        #expect(abs(Int(parts[1])! - 40_000) <= 2 && abs(Double(parts[3])! - 0.5) < 0.001, "\(look)")
        let wakes = events.all.compactMap { event -> WakeEvidence?? in
            if case .wake(_, let at, _, let evidence) = event, at == 2.8 { evidence } else { nil }
        }
        #expect(wakes.count == 1)
        #expect(wakes.first??.secondLook == true)
        // Judged as any candidate: the phrase's span went to the check.
        #expect(recognizer.calls.contains("confidence wake_verify"))
    }

    @Test func aPhraseTheJudgeRefusesDoesNotWake() async throws {
        let (events, recognizer) = try await Self.play(secondLook: true, spots: Self.spotted, fit: -40)
        #expect(recognizer.calls.contains { $0.hasPrefix("look ") })
        #expect(events.wakes == 0)
        #expect(events.all.contains { if case .wakeRejected(_, 2.8, _, _) = $0 { true } else { false } })
    }

    @Test func offOrLongTalkIsNotLookedAtAgain() async throws {
        let (off, offRecognizer) = try await Self.play(secondLook: false, spots: Self.spotted)
        #expect(off.wakes == 0)
        #expect(!offRecognizer.calls.contains { $0.hasPrefix("look ") })
        // Longer than the phrase said on its own (3 s): talk, not looked at.
        let (long, longRecognizer) = try await Self.play(secondLook: true, end: 5.2, spots: Self.spotted)
        #expect(long.wakes == 0)
        #expect(!longRecognizer.calls.contains { $0.hasPrefix("look ") })
    }

    /// Speech the stream's spotter found a candidate in is not judged twice, unless the
    /// candidate's span held no path through the phrase (the spotter fired before its words
    /// had ended): then nothing was judged, and the look reads the whole stretch.
    @Test(arguments: [(-40.0, false), (-Double.infinity, true)])
    func speechWithACandidateIsLookedAtOnlyWhenItsSpanHeldNoPath(candidateFit: Double, looks: Bool) async throws {
        let candidate = KeywordDetection(phrase: "hey computer", start: 1.9, end: 2.3)
        let (events, recognizer) = try await Self.play(secondLook: true, spots: Self.spotted,
                                                       before: [120: [.keyword(candidate)]], wakeFits: [candidateFit])
        #expect(recognizer.calls.contains { $0.hasPrefix("look ") } == looks)
        #expect(events.wakes == (looks ? 1 : 0))
    }
}

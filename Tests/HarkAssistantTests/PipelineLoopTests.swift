import Foundation
import HarkAssistant
import HarkAudio
import HarkSkills
import HarkSpeech
import HarkStore
import Testing

/// The one loop: due alerts come between frames on the audio-driven clock, and the
/// builder wires every pipeline the same way.
@Suite(.serialized) struct PipelineLoopTests {
    static let start = Date(timeIntervalSince1970: 1795442400)  // 2026-11-23 14:00 UTC

    /// Where a ten-minute timer set at `start` rings in ten minutes and a half of silence.
    func firedTimes() async throws -> [Double] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-loop-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let suite = try SkillSuite(directory: directory, clock: ManualClock(start: Self.start))
        _ = try suite.alarms.setTimer(seconds: 600)
        let events = try await Pipeline.run([.silence(630)], start: Self.start, directory: directory)
        return events.all.compactMap { if case .fired(_, _, _, let at) = $0 { at } else { nil } }
    }

    @Test func anAlertRingsAtTheSameAudioMomentOnEveryRun() async throws {
        let first = try await firedTimes()
        let second = try await firedTimes()
        #expect(first.count == 1)
        let at = try #require(first.first)
        // Due at 600 s of audio: rung by the first frame that reaches it, not a recheck later.
        #expect(at >= 600 && at < 600.5)
        #expect(first == second)
    }

    @Test func theBuilderChoosesTheClock() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-builder-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var builder = PipelineBuilder(settings: AssistantSettings(), recognizer: RecognizerConfiguration(),
                                      dataDirectory: directory, clock: .audio(start: Self.start))
        let audio = try builder.makeParts()
        #expect(audio.audioClock?.start == Self.start)
        #expect(audio.suite.scheduler.clock.now == Self.start)
        audio.audioClock?.advance(toAudioTime: 90)
        #expect(audio.suite.scheduler.clock.now == Self.start.addingTimeInterval(90))

        builder.clock = .still(Self.start)
        let still = try builder.makeParts()
        #expect(still.audioClock == nil)
        #expect(still.suite.scheduler.clock.now == Self.start)

        builder.clock = .wall
        let wall = try builder.makeParts()
        #expect(wall.audioClock == nil)
        #expect(abs(wall.suite.scheduler.clock.now.timeIntervalSinceNow) < 60)
    }
}

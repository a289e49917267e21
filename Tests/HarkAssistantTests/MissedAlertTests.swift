import Foundation
import HarkAssistant
import HarkAudio
import HarkSkills
import HarkStore
import Testing

/// An alert that fell due while Hark was off is announced once when it starts again.
@Suite(.serialized) struct MissedAlertTests {
    static let start = Date(timeIntervalSince1970: 1795442400)  // 2026-11-23 14:00 UTC

    /// A data directory holding a one-minute timer set ten minutes before `start`.
    func directoryWithMissedTimer() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-missed-\(UUID().uuidString)").path
        let suite = try SkillSuite(directory: directory, clock: ManualClock(start: Self.start.addingTimeInterval(-600)))
        _ = try suite.alarms.setTimer(seconds: 60)
        return directory
    }

    /// Someone says something that is no response ("pass the salt"); that used to start the
    /// announcement over, so the timer was said twice.
    @Test func aMissedTimerFiresOnceAndIsSaidOnce() async throws {
        let directory = try directoryWithMissedTimer()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let events = try await Pipeline.run([.silence(3), Pipeline.fixture("rms-pass-the-salt.wav"), .silence(40)],
                                            start: Self.start, directory: directory)
        let fired = events.all.filter { if case .fired(_, _, true, _) = $0 { true } else { false } }
        #expect(fired.count == 1)
        #expect(events.said == ["Your 1 minute timer finished at 1:51 PM while I was off."])
        #expect(events.all.contains { if case .alertEnded(_, nil, _) = $0 { true } else { false } })
    }

    /// A ringing alarm still rings again every few seconds until it is answered or times out.
    @Test func aRingingAlarmIsStillRepeatedUntilItTimesOut() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-ring-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let suite = try SkillSuite(directory: directory, clock: ManualClock(start: Self.start))
        _ = try suite.alarms.setTimer(seconds: 5)
        let events = try await Pipeline.run([.silence(40)], start: Self.start, directory: directory)
        let rings = events.said.filter { $0 == "Your 5 second timer is done." }
        // 300 s of ringing do not fit in 40 s of audio: a ring every 6 s from second 5.
        #expect(rings.count >= 5)
        #expect(rings.count <= 7)
    }
}

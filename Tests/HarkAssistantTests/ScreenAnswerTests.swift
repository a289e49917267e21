import Foundation
import HarkAssistant
import HarkAudio
import HarkSkills
import HarkStore
import Testing

/// A ringing alert answered on a screen (the web page's Stop and Snooze): the answer is left
/// in the database by another connection, and the ringing pipeline takes it as if said.
@Suite(.serialized) struct ScreenAnswerTests {
    static let start = Date(timeIntervalSince1970: 1795442400)  // 2026-11-23 14:00 UTC

    func directory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("hark-screen-\(UUID().uuidString)").path
    }

    /// Leaves `answer` for whatever starts ringing, through a connection of its own (as `hark serve` would).
    func answering(_ answer: String, in directory: String) throws -> @Sendable (AssistantEvent) -> Void {
        let screen = try SkillSuite(directory: directory, clock: ManualClock(start: Self.start))
        return { event in
            guard case .fired = event else { return }
            for ringing in (try? screen.scheduler.ringing()) ?? [] {
                _ = try? screen.scheduler.answer(id: ringing.id ?? 0, with: answer)
            }
        }
    }

    @Test func aSnoozePressedOnAScreenSnoozesTheRingingAlarm() async throws {
        let directory = directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let suite = try SkillSuite(directory: directory, clock: ManualClock(start: Self.start))
        let alarm = try suite.alarms.setAlarm(at: Self.start.addingTimeInterval(5), title: "Wake up")
        let events = try await Pipeline.run([.silence(60)], start: Self.start, directory: directory,
                                            observe: try answering("snooze", in: directory))
        // Said once, then snoozed: no second ring in the 60 s, and the alarm is due again 9 minutes on.
        #expect(events.said.filter { $0 == "Alarm. Wake up." }.count == 1, "\(events.said)")
        #expect(events.said.contains("Snoozed for 9 minutes."), "\(events.said)")
        #expect(events.all.contains { if case .alertEnded("alarm", "snooze", _) = $0 { true } else { false } })
        let again = try suite.alarms.alarms()
        #expect(again.count == 1)
        if let fired = again.first?.fireAt {
            #expect(abs(fired.timeIntervalSince(alarm.fireAt) - 9 * 60) < 5, "snoozed to \(fired)")
        }
        #expect(try suite.scheduler.ringing().isEmpty, "nothing rings once it is answered")
        // The answer is donated as one, by its response, and never becomes a suggested shortcut.
        let donated = try suite.donations.all()
        #expect(donated.map { "\($0.intent) \($0.source) \($0.values)" } == ["alert:alarm alert [\"response\": \"snooze\"]"])
        #expect(try suite.donations.suggestions(shortcuts: []).isEmpty)
    }

    @Test func aStopPressedOnAScreenStopsARingingTimerAndNothingElse() async throws {
        let directory = directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let suite = try SkillSuite(directory: directory, clock: ManualClock(start: Self.start))
        _ = try suite.alarms.setTimer(seconds: 5)
        let later = try suite.alarms.setAlarm(at: Self.start.addingTimeInterval(3600), title: "Pick up Sam")
        let events = try await Pipeline.run([.silence(40)], start: Self.start, directory: directory,
                                            observe: try answering("stop", in: directory))
        #expect(events.said.filter { $0 == "Your 5 second timer is done." }.count == 1, "\(events.said)")
        #expect(events.said.contains("Timer stopped."), "\(events.said)")
        #expect(try suite.alarms.alarms().map(\.id) == [later.id], "the other alarm is untouched")
    }

    /// A Stop for something with no "stop" to say (a fake call) silences it without a word.
    @Test func aStopForAnAlertWithoutAStopPhraseEndsItQuietly() async throws {
        let directory = directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let suite = try SkillSuite(directory: directory, clock: ManualClock(start: Self.start))
        _ = try suite.calls.scheduleCall(from: Caller(name: "Mom"), in: 5)
        let events = try await Pipeline.run([.silence(30)], start: Self.start, directory: directory,
                                            observe: try answering("stop", in: directory))
        #expect(events.all.contains { if case .alertEnded(FakeCallService.kind, "stop", _) = $0 { true } else { false } }, "\(events.all)")
        #expect(events.said.filter { $0 == "Incoming call from Mom." }.count == 1, "\(events.said)")
        #expect(!events.said.contains { $0.lowercased().contains("declined") }, "\(events.said)")
        // Silenced, not answered: no response was done, so nothing is donated.
        #expect(try suite.donations.all().isEmpty)
    }
}

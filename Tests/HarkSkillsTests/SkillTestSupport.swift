import Foundation
import HarkIntents
import HarkStore
import HarkTesting
import Testing

/// What every skill test needs: a manual clock, a UTC calendar, an in-memory
/// store with the scheduler's table, and a registry to talk to. Register the
/// skill's service with `registry.register(dependency:)`, then `say(...)`.
struct SkillTestEnvironment {
    let clock: ManualClock
    let calendar: Calendar
    let store: Store
    let scheduler: Scheduler
    let registry: SkillRegistry

    /// 2027-01-15 14:00 UTC, a Friday.
    static let start = date("2027-01-15 14:00")

    /// A Gregorian calendar in UTC.
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    init(skills: [any Skill], migrations: [StoreMigration], start: Date = SkillTestEnvironment.start) throws {
        clock = ManualClock(start: start)
        calendar = Self.utc
        store = try Store.inMemory(migrations: Scheduler.migrations + migrations)
        scheduler = Scheduler(store: store, clock: clock)
        registry = try SkillRegistry(skills: skills)
    }

    /// What Hark said and how the command ended.
    struct Reply {
        let outcome: IntentOutcome
        let said: [String]
    }

    /// Runs typed text as a spoken command; `answers` reply to follow-up questions in order.
    func say(_ text: String, answers: [String?] = []) async -> Reply {
        let conversation = ScriptedConversation(answers: answers)
        let outcome = await IntentRunner(registry: registry).handle(text, conversation: conversation)
        return Reply(outcome: outcome, said: await conversation.said)
    }

    /// "yyyy-MM-dd HH:mm" in UTC.
    static func date(_ text: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        guard let date = formatter.date(from: text) else { preconditionFailure("bad test date \(text)") }
        return date
    }
}

extension SkillTestEnvironment {
    /// Wakes a running scheduler loop (its first pending event is moved to the same time)
    /// and returns once the loop has looked at the schedule and gone back to sleep, so a
    /// check after it sees anything the loop would deliver at this moment.
    static func letSchedulerLook(_ scheduler: Scheduler, clock: ManualClock) async throws {
        let sleeps = clock.sleepsStarted
        let next = try #require(try scheduler.pending().first)
        try scheduler.reschedule(id: try #require(next.id), to: next.fireAt)
        await Eventually.wait { clock.sleepsStarted > sleeps }
        #expect(clock.sleepsStarted > sleeps, "the scheduler loop did not go round")
    }

    /// A fresh temporary directory path (not created), removed by the caller.
    static func temporaryDirectory(_ label: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("hark-\(label)-\(UUID().uuidString)").path
    }
}

extension AlertOutcome {
    /// The dialog of a `.dismiss` outcome ("" when it says nothing); nil for other outcomes.
    var dismissText: String? {
        if case .dismiss(let dialog) = self { return dialog?.full ?? "" }
        return nil
    }
}

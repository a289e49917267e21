import HarkTesting
import Foundation
import Testing
@testable import HarkStore

/// The one watcher of the schedule: what falls due, when, and never twice.
@Suite struct DueEventsTests {
    static func scheduler(_ clock: ManualClock) throws -> Scheduler {
        Scheduler(store: try Store.inMemory(migrations: Scheduler.migrations), clock: clock)
    }

    static func directory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("hark-due-\(UUID().uuidString)").path
    }

    @Test func yieldsAnEventOnlyOnceItsTimeHasComeByTheClock() throws {
        let clock = ManualClock()
        let scheduler = try Self.scheduler(clock)
        try scheduler.schedule(kind: "alarm", title: "ten minutes", at: clock.now.addingTimeInterval(600))
        var due = DueEvents(scheduler: scheduler, missedBefore: clock.now, recheckInterval: 5)
        #expect(try due.poll() == nil)
        clock.advance(by: 599.9)
        #expect(try due.poll() == nil)
        clock.advance(by: 0.1)
        let fired = try #require(try due.poll())
        #expect(fired.event.title == "ten minutes")
        #expect(fired.missed == false)
        try due.delivered(fired)
        #expect(try due.poll() == nil)
        #expect(try scheduler.event(id: fired.event.id!)?.state == .fired)
    }

    @Test func firstPollBringsWhatFellDueWhileStoppedAsMissedInOrder() throws {
        let clock = ManualClock()
        let scheduler = try Self.scheduler(clock)
        try scheduler.schedule(kind: "timer", title: "second", at: clock.now.addingTimeInterval(-60))
        try scheduler.schedule(kind: "timer", title: "first", at: clock.now.addingTimeInterval(-120))
        var due = DueEvents(scheduler: scheduler, missedBefore: clock.now, recheckInterval: 5)
        var titles: [String] = []
        while let fired = try due.poll() {
            #expect(fired.missed)
            titles.append(fired.event.title)
            try due.delivered(fired)
        }
        #expect(titles == ["first", "second"])
    }

    @Test func aChangeThroughThisSchedulerIsSeenAtOnce() throws {
        let clock = ManualClock()
        let scheduler = try Self.scheduler(clock)
        try scheduler.schedule(kind: "alarm", title: "late", at: clock.now.addingTimeInterval(3600))
        var due = DueEvents(scheduler: scheduler, missedBefore: clock.now, recheckInterval: nil)
        #expect(try due.poll() == nil)
        // Sooner than the one the watcher knows of: no recheck interval, only the change tells it.
        try scheduler.schedule(kind: "timer", title: "soon", at: clock.now.addingTimeInterval(1))
        clock.advance(by: 1)
        #expect(try due.poll()?.event.title == "soon")
    }

    @Test func aChangeFromAnotherConnectionIsSeenAtTheRecheck() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let clock = ManualClock()
        let here = Scheduler(store: try Store.open(directory: directory, migrations: Scheduler.migrations), clock: clock)
        let elsewhere = Scheduler(store: try Store.open(directory: directory, migrations: Scheduler.migrations), clock: clock)
        var due = DueEvents(scheduler: here, missedBefore: clock.now, recheckInterval: 5)
        #expect(try due.poll() == nil)
        try elsewhere.schedule(kind: "alarm", title: "from the CLI", at: clock.now.addingTimeInterval(1))
        clock.advance(by: 2)
        // Due by the clock, but this watcher has not read the schedule since.
        #expect(try due.poll() == nil)
        clock.advance(by: 3)
        let fired = try #require(try due.poll())
        #expect(fired.event.title == "from the CLI")
        #expect(fired.missed == false)
        try due.delivered(fired)
        #expect(try due.poll() == nil)
    }

    @Test func twoWatchersNeverYieldTheSameEventTwice() throws {
        let clock = ManualClock()
        let scheduler = try Self.scheduler(clock)
        for minute in 1...6 {
            try scheduler.schedule(kind: "timer", title: "t\(minute)", at: clock.now.addingTimeInterval(Double(minute) * 60))
        }
        var first = DueEvents(scheduler: scheduler, missedBefore: clock.now, recheckInterval: 5)
        var second = DueEvents(scheduler: scheduler, missedBefore: clock.now, recheckInterval: 5)
        var titles: [String] = []
        for _ in 0..<40 {
            clock.advance(by: 15)
            for watcher in [0, 1] {
                let fired = watcher == 0 ? try first.poll() : try second.poll()
                if let fired {
                    titles.append(fired.event.title)
                    try scheduler.delivered(fired)
                }
            }
        }
        #expect(titles.sorted() == ["t1", "t2", "t3", "t4", "t5", "t6"])
    }

    @Test func recheckClaimsWhatAnotherProcessLeftMidRing() throws {
        let clock = ManualClock()
        let store = try Store.inMemory(migrations: Scheduler.migrations)
        let scheduler = Scheduler(store: store, clock: clock)
        var due = DueEvents(scheduler: scheduler, missedBefore: clock.now, recheckInterval: 5)
        #expect(try due.poll() == nil)
        let gone = Scheduler(store: store, clock: clock, owner: ProcessIdentity(pid: 999_999_999, startTime: 1))
        try gone.schedule(kind: "alarm", title: "ringing", at: clock.now)
        _ = try #require(try gone.claimNext())
        // Nothing tells this watcher; until the recheck interval, only recheck() does.
        #expect(try due.poll() == nil)
        due.recheck()
        let fired = try #require(try due.poll())
        #expect(fired.event.title == "ringing")
        #expect(fired.missed)
    }

    @Test func asASequenceItWaitsOnTheClockForTheNextEvent() async throws {
        let clock = ManualClock()
        let scheduler = try Self.scheduler(clock)
        try scheduler.schedule(kind: "alarm", title: "A", at: clock.now.addingTimeInterval(60))
        let task = Task {
            var due = DueEvents(scheduler: scheduler, missedBefore: clock.now)
            return try await due.next()?.event.title
        }
        await Eventually.wait { clock.sleeperCount == 1 }
        clock.advance(by: 60)
        #expect(try await task.value == "A")
    }
}

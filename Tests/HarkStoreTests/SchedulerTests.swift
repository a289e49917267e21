import Foundation
import HarkTesting
import Testing
@testable import HarkStore

@Suite struct SchedulerTests {
    @Test func firesOnTimeInOrderAndOnlyOnce() async throws {
        let clock = ManualClock()
        let scheduler = Scheduler(store: try Store.inMemory(migrations: Scheduler.migrations), clock: clock)
        let start = clock.now
        try scheduler.schedule(kind: "alarm", title: "B", at: start.addingTimeInterval(7200))
        try scheduler.schedule(kind: "alarm", title: "A", at: start.addingTimeInterval(3600))
        let deliveries = Recorded<FiredEvent>()
        let task = Task { try await scheduler.run { deliveries.append($0) } }
        await Eventually.wait { clock.sleeperCount == 1 }
        #expect(deliveries.all.isEmpty)
        clock.advance(by: 3599)
        // Wake the loop at 3599 s (move A to its own time) and wait until it sleeps again.
        let sleeps = clock.sleepsStarted
        let a = try #require(try scheduler.pending().first)
        try scheduler.reschedule(id: a.id!, to: a.fireAt)
        await Eventually.wait { clock.sleepsStarted > sleeps }
        #expect(clock.sleepsStarted > sleeps)
        #expect(deliveries.all.isEmpty)
        clock.advance(by: 1)
        await Eventually.wait { deliveries.all.count == 1 }
        #expect(deliveries.all.map(\.event.title) == ["A"])
        #expect(deliveries.all.first?.missed == false)
        clock.advance(by: 86_400) // a day later: B fires once, A never again
        await Eventually.wait { deliveries.all.count == 2 }
        #expect(deliveries.all.map(\.event.title) == ["A", "B"])
        #expect(try scheduler.pending().isEmpty)
        task.cancel()
        _ = await task.result
    }

    @Test func newSoonerEventWakesTheLoop() async throws {
        let clock = ManualClock()
        let scheduler = Scheduler(store: try Store.inMemory(migrations: Scheduler.migrations), clock: clock)
        try scheduler.schedule(kind: "alarm", title: "late", at: clock.now.addingTimeInterval(10_000))
        let deliveries = Recorded<FiredEvent>()
        let task = Task { try await scheduler.run { deliveries.append($0) } }
        await Eventually.wait { clock.sleeperCount == 1 }
        try scheduler.schedule(kind: "timer", title: "soon", at: clock.now.addingTimeInterval(60))
        await Eventually.wait { clock.sleeperCount == 1 }
        clock.advance(by: 60)
        await Eventually.wait { deliveries.all.count == 1 }
        #expect(deliveries.all.map(\.event.title) == ["soon"])
        task.cancel()
        _ = await task.result
    }

    @Test func cancelledAndRescheduledEvents() async throws {
        let clock = ManualClock()
        let scheduler = Scheduler(store: try Store.inMemory(migrations: Scheduler.migrations), clock: clock)
        let a = try scheduler.schedule(kind: "alarm", title: "A", at: clock.now.addingTimeInterval(60))
        let b = try scheduler.schedule(kind: "alarm", title: "B", at: clock.now.addingTimeInterval(120))
        #expect(try scheduler.cancel(id: a.id!))
        #expect(try scheduler.cancel(id: a.id!) == false)
        #expect(try scheduler.reschedule(id: b.id!, to: clock.now.addingTimeInterval(30))?.fireAt == clock.now.addingTimeInterval(30))
        clock.advance(by: 30)
        let deliveries = Recorded<FiredEvent>()
        try await scheduler.fireDue { deliveries.append($0) }
        #expect(deliveries.all.map(\.event.title) == ["B"])
        #expect(try scheduler.event(id: a.id!)?.state == .cancelled)
    }

    @Test func missedWhileDownFiresOnceAfterRestart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-sched-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let clock = ManualClock()
        do {
            let store = try Store.open(directory: directory, migrations: Scheduler.migrations)
            try Scheduler(store: store, clock: clock).schedule(kind: "alarm", title: "3:10", at: clock.now.addingTimeInterval(600))
        }
        clock.advance(by: 3600) // Hark was down when it was due
        let deliveries = Recorded<FiredEvent>()
        do {
            let scheduler = Scheduler(store: try Store.open(directory: directory, migrations: Scheduler.migrations), clock: clock)
            let task = Task { try await scheduler.run { deliveries.append($0) } }
            await Eventually.wait { deliveries.all.count == 1 }
            task.cancel()
            _ = await task.result
        }
        #expect(deliveries.all.map(\.event.title) == ["3:10"])
        #expect(deliveries.all.first?.missed == true)
        // A second restart delivers nothing again.
        let again = Recorded<FiredEvent>()
        let scheduler = Scheduler(store: try Store.open(directory: directory, migrations: Scheduler.migrations), clock: clock)
        try await scheduler.fireDue { again.append($0) }
        #expect(again.all.isEmpty)
    }
}

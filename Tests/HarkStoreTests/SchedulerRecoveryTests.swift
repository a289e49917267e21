import Foundation
import HarkTesting
import Testing
@testable import HarkStore

/// Events claimed for delivery by a process that stopped before announcing them.
@Suite struct SchedulerRecoveryTests {
    /// A process that has run and exited.
    static func stoppedProcess() throws -> ProcessIdentity {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return ProcessIdentity(pid: process.processIdentifier, startTime: 1)
    }

    static func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("hark-recovery-\(UUID())").path
    }

    @Test func anEventLeftMidRingComesBackAsMissedExactlyOnce() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let clock = ManualClock()
        let stopped = try Self.stoppedProcess()
        do {
            let store = try Store.open(directory: directory, migrations: Scheduler.migrations)
            let scheduler = Scheduler(store: store, clock: clock, owner: stopped)
            try scheduler.schedule(kind: "alarm", title: "A", at: clock.now.addingTimeInterval(60))
            try scheduler.schedule(kind: "alarm", title: "B", at: clock.now.addingTimeInterval(120))
            clock.advance(by: 200)
            let ringing = try #require(try scheduler.claimNext())
            #expect(ringing.event.title == "A")
            #expect(try scheduler.event(id: ringing.event.id!)?.state == .delivering)
            // The process stops mid-ring: A is never marked delivered, B never claimed.
        }
        let restarted = clock.now
        let deliveries = Recorded<FiredEvent>()
        do {
            let scheduler = Scheduler(store: try Store.open(directory: directory, migrations: Scheduler.migrations), clock: clock)
            try await scheduler.fireDue(deliver: { deliveries.append($0) }, missedBefore: restarted)
            #expect(try scheduler.pending().isEmpty)
        }
        #expect(deliveries.all.map(\.event.title) == ["A", "B"])
        #expect(deliveries.all.map(\.missed) == [true, true])
        let again = Recorded<FiredEvent>()
        let scheduler = Scheduler(store: try Store.open(directory: directory, migrations: Scheduler.migrations), clock: clock)
        try await scheduler.fireDue(deliver: { again.append($0) }, missedBefore: clock.now)
        #expect(again.all.isEmpty)
        #expect(try deliveries.all.map { try scheduler.event(id: $0.event.id!)?.state } == [.fired, .fired])
    }

    @Test func aClaimByARunningProcessIsLeftToItUntilItStops() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let clock = ManualClock()
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["60"]
        try sleeper.run()
        defer { if sleeper.isRunning { kill(sleeper.processIdentifier, SIGKILL) } }
        let running = ProcessIdentity(pid: sleeper.processIdentifier, startTime: ProcessIdentity.startTime(of: sleeper.processIdentifier))
        #expect(running.isRunning)
        let store = try Store.open(directory: directory, migrations: Scheduler.migrations)
        let other = Scheduler(store: store, clock: clock, owner: running)
        try other.schedule(kind: "alarm", title: "A", at: clock.now)
        #expect(try other.claimNext()?.event.title == "A")

        let scheduler = Scheduler(store: store, clock: clock)
        #expect(try scheduler.claimNext() == nil)
        kill(sleeper.processIdentifier, SIGKILL) // SIGTERM may be ignored, inherited from the test runner
        sleeper.waitUntilExit()
        #expect(!running.isRunning)
        let recovered = try #require(try scheduler.claimNext())
        #expect(recovered.event.title == "A" && recovered.missed)
        try scheduler.delivered(recovered)
        #expect(try scheduler.claimNext() == nil)
        #expect(try scheduler.event(id: recovered.event.id!)?.state == .fired)
    }

    @Test func aDeliveryThatThrowsStaysClaimed() async throws {
        struct Interrupted: Error {}
        let clock = ManualClock()
        let scheduler = Scheduler(store: try Store.inMemory(migrations: Scheduler.migrations), clock: clock)
        let event = try scheduler.schedule(kind: "alarm", title: "A", at: clock.now)
        await #expect(throws: Interrupted.self) { try await scheduler.fireDue { _ in throw Interrupted() } }
        #expect(try scheduler.event(id: event.id!)?.state == .delivering)
        #expect(try scheduler.event(id: event.id!)?.claimedBy == ProcessIdentity.current.description)
    }

    @Test func identitiesRoundTripAndRejectJunk() {
        #expect(ProcessIdentity("1234/5678") == ProcessIdentity(pid: 1234, startTime: 5678))
        #expect(ProcessIdentity("1234") == ProcessIdentity(pid: 1234, startTime: nil))
        #expect(ProcessIdentity(ProcessIdentity.current.description) == .current)
        #expect(ProcessIdentity("") == nil && ProcessIdentity("12/x") == nil && ProcessIdentity("a/b/c") == nil)
        #expect(ProcessIdentity.current.startTime != nil)
    }
}

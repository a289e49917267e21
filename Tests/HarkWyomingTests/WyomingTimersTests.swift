import Foundation
import HarkIntents
@testable import HarkSkills
import HarkStore
@testable import HarkWyoming
import Testing

/// Hark's timers as Wyoming's timer events, read from the store a few times a second: what a
/// client hears when more than one change falls between two reads (a loaded machine).
@Suite struct WyomingTimersTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// The pizza timer running in scheduler row `row`, set for `seconds`, ringing `endsIn` after `at`.
    static func running(row: Int64, seconds: Int, endsIn: Double, at: Date, title: String = "pizza timer") -> Countdown {
        var event = ScheduledEvent(kind: "timer", title: title, fireAt: at.addingTimeInterval(endsIn),
                                   payload: ["seconds": String(seconds), "name": "pizza"], createdAt: now)
        event.id = row
        return Countdown(event: event, now: at)
    }

    static func paused(row: Int64, seconds: Int, remaining: Int) -> Countdown {
        var timer = PausedTimer(name: "pizza", title: "pizza timer", seconds: seconds, remaining: remaining, pausedAt: now)
        timer.id = row
        return Countdown(paused: timer)
    }

    /// Timers that have read the pizza timer just set for ten minutes, and its Wyoming id.
    static func started() throws -> (WyomingTimers, JSONValue) {
        var timers = WyomingTimers()
        let started = timers.events(for: [Self.running(row: 1, seconds: 600, endsIn: 600, at: Self.now)], now: Self.now)
        #expect(started.map(\.type) == ["timer-started"])
        return (timers, try #require(started.first?.data["id"]))
    }

    @Test func aPauseThenAResumeAreTwoUpdatesOfOneTimer() throws {
        let (start, id) = try Self.started()
        var timers = start
        let later = Self.now.addingTimeInterval(1)
        let pausedEvents = timers.events(for: [Self.paused(row: 1, seconds: 600, remaining: 599)], now: later)
        #expect(pausedEvents.map(\.type) == ["timer-updated"])
        #expect(pausedEvents.first?.data["is_active"] == .bool(false))
        let resumed = timers.events(for: [Self.running(row: 2, seconds: 600, endsIn: 599, at: later)], now: later)
        #expect(resumed.map(\.type) == ["timer-updated"])
        #expect(resumed.first?.data["is_active"] == .bool(true))
        #expect((pausedEvents + resumed).allSatisfy { $0.data["id"] == id })
    }

    /// Paused and resumed between two reads: the running row is another one. It is the same
    /// timer (the same length, no more time left), so both changes are told, not a new timer.
    @Test func aPauseAndAResumeBetweenTwoReadsAreBothTold() throws {
        let (start, id) = try Self.started()
        var timers = start
        let later = Self.now.addingTimeInterval(2)
        let events = timers.events(for: [Self.running(row: 2, seconds: 600, endsIn: 599, at: later)], now: later)
        #expect(events.map(\.type) == ["timer-updated", "timer-updated"])
        #expect(events.map { $0.data["is_active"] } == [.bool(false), .bool(true)])
        #expect(events.allSatisfy { $0.data["id"] == id })
    }

    /// Cancelled and another of the same name set between two reads: two timers.
    @Test func aTimerCancelledAndANewOneSetBetweenTwoReadsAreTwoTimers() throws {
        let (start, id) = try Self.started()
        var timers = start
        let later = Self.now.addingTimeInterval(2)
        let events = timers.events(for: [Self.running(row: 2, seconds: 300, endsIn: 300, at: later)], now: later)
        #expect(Set(events.map(\.type)) == ["timer-started", "timer-cancelled"])
        #expect(events.first { $0.type == "timer-cancelled" }?.data["id"] == id)
        #expect(events.first { $0.type == "timer-started" }?.data["id"] != id)
    }
}

import Synchronization
import Foundation
import HarkSkills
import HarkStore
import Testing

@Suite struct FakeCallCallerTests {
    @Test func defaultCallerExistsWithoutBeingStored() throws {
        let fixture = try FakeCallFixture()
        #expect(try fixture.service.callers() == [Caller(name: "Mom")])
        try fixture.service.addCaller("Boss")
        #expect(try fixture.service.callers().map(\.name) == ["Boss", "Mom"])
    }

    @Test func defaultCallerCanBeGivenAScriptAndRemovedBackToTheDefault() throws {
        let fixture = try FakeCallFixture()
        try fixture.service.addCaller("Mom", script: ["Dinner is ready.", " ", "Come home."])
        #expect(try fixture.service.defaultCaller() == Caller(name: "Mom", script: ["Dinner is ready.", "Come home."]))
        try fixture.service.removeCaller(named: "mom")
        #expect(try fixture.service.defaultCaller() == Caller(name: "Mom"))
        #expect(throws: FakeCallError(.defaultCaller, "Mom is the default caller and always exists; change the default caller in the settings instead.")) {
            try fixture.service.removeCaller(named: "Mom")
        }
    }

    @Test func refusedChangesSayWhy() throws {
        let fixture = try FakeCallFixture()
        try fixture.service.addCaller("Boss")
        #expect(throws: FakeCallError(.duplicateCaller, "There is already a caller called BOSS; remove it first to change it.")) {
            try fixture.service.addCaller("BOSS")
        }
        #expect(throws: FakeCallError(.invalidName, "Caller name \"R2D2\" can't be spoken; use letters and spaces only, with numbers written as words.")) {
            try fixture.service.addCaller("R2D2")
        }
        #expect(throws: FakeCallError(.emptyScript, "A script needs at least one line to say.")) {
            try fixture.service.addCaller("Dad", script: ["  "])
        }
        #expect(throws: FakeCallError(.unknownCaller, "There is no caller called Bob.")) {
            try fixture.service.removeCaller(named: "Bob")
        }
        #expect(throws: FakeCallError(.unknownCaller, "There is no caller called Bob; add it with hark callers add first.")) {
            try fixture.service.addPreset(FakeCallPreset(name: "work", caller: "Bob", delaySeconds: 60, realert: true))
        }
        try fixture.service.addPreset(FakeCallPreset(name: "work", caller: "Boss", delaySeconds: 60, realert: true))
        #expect(throws: FakeCallError(.callerInUse, "The work call preset uses Boss; remove the preset first.")) {
            try fixture.service.removeCaller(named: "Boss")
        }
        #expect(throws: FakeCallError(.duplicatePreset, "There is already a call preset called Work; remove it first to change it.")) {
            try fixture.service.addPreset(FakeCallPreset(name: "Work", caller: "Mom", delaySeconds: 60, realert: true))
        }
        #expect(throws: FakeCallError(.invalidDelay, "A fake call's delay must be from 0 seconds to 24 hours.")) {
            try fixture.service.addPreset(FakeCallPreset(name: "late", caller: "Mom", delaySeconds: 90_000, realert: true))
        }
        try fixture.service.removePreset(named: "WORK")
        #expect(try fixture.service.presets().isEmpty)
        #expect(throws: FakeCallError(.unknownPreset, "There is no call preset called work.")) {
            try fixture.service.removePreset(named: "work")
        }
        try fixture.service.removeCaller(named: "boss")
        #expect(try fixture.service.callers().map(\.name) == ["Mom"])
    }

    @Test func callerChangesInvalidateTheGrammar() throws {
        let counter = ChangeCounter()
        let store = try Store.inMemory(migrations: Scheduler.migrations + FakeCallService.migrations)
        let clock = ManualClock()
        let service = FakeCallService(store: store, scheduler: Scheduler(store: store, clock: clock), clock: clock,
                                      onCallersChanged: { counter.bump() })
        try service.addCaller("Boss")
        try service.addPreset(FakeCallPreset(name: "work", caller: "Boss", delaySeconds: 60, realert: true))
        try service.removePreset(named: "work")
        try service.removeCaller(named: "Boss")
        #expect(counter.count == 4)
    }
}

/// Counts calls (thread-safe).
final class ChangeCounter: Sendable {
    private let value = Mutex(0)
    func bump() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}

public import Foundation
public import HarkStore
import GRDB
import HarkIntents
import HarkLimits

/// Fake incoming calls, an excuse to leave: schedules them (scheduler kind
/// "fake_call"), keeps the callers and call presets, and rings them as alerts.
///
/// The default caller (`settings.fakeCallDefaultCaller`, "Mom") always exists
/// without being stored: it is listed, heard and callable on a fresh database,
/// and `hark callers add Mom --script …` stores it only to give it a script.
///
/// Open the store with `Scheduler.migrations + FakeCallService.migrations`.
/// Register the service as a dependency and set `onCallersChanged` to
/// `registry.invalidate`, so a new caller or preset is heard at once.
public final class FakeCallService: Sendable {
    /// The scheduler kind of fake calls.
    public static let kind = "fake_call"
    /// What answers a ringing call.
    public static let answerPhrases = ["answer", "answer it", "answer the call", "pick up", "hello"]
    /// What declines a ringing call.
    public static let declinePhrases = ["decline", "decline it", "ignore", "ignore it", "reject"]
    /// What ends an answered call early.
    public static let endPhrases = ["hang up", "bye", "goodbye"]
    /// Seconds between rings.
    public static let ringInterval = 5.0

    /// The callers' and presets' tables.
    public static let migrations: [StoreMigration] = [
        StoreMigration("fake-call-v1") { db in
            try db.create(table: "caller") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().unique().collate(.nocase)
                t.column("script", .text)
            }
            try db.create(table: "call_preset") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().unique().collate(.nocase)
                t.column("caller", .text).notNull()
                t.column("delaySeconds", .integer).notNull()
                t.column("realert", .boolean).notNull()
                t.column("script", .text)
            }
        }
    ]

    /// The store callers and presets live in.
    public let store: Store
    /// The scheduler that holds the calls.
    public let scheduler: Scheduler
    /// The time source.
    public let clock: any HarkClock
    /// The user's settings (default caller and delay, ring time, re-alert).
    public let settings: SkillSettings
    /// The eSpeak NG voice the caller speaks with, unlike Hark's own ("en-us+f3").
    public let voice: String
    /// Called after callers or presets change (set to `registry.invalidate`).
    public let onCallersChanged: @Sendable () -> Void
    /// Called with the entity types and name of a deleted caller or preset, so what was done with it is forgotten.
    public let onRecordDeleted: @Sendable (_ types: [String], _ name: String) -> Void

    /// Creates the service over a store migrated with `Scheduler.migrations + FakeCallService.migrations`.
    public init(store: Store, scheduler: Scheduler, clock: any HarkClock, settings: SkillSettings = SkillSettings(),
                voice: String = "en-us+f3", onCallersChanged: @escaping @Sendable () -> Void = {},
                onRecordDeleted: @escaping @Sendable (_ types: [String], _ name: String) -> Void = { _, _ in }) {
        self.store = store
        self.scheduler = scheduler
        self.clock = clock
        self.settings = settings
        self.voice = voice
        self.onCallersChanged = onCallersChanged
        self.onRecordDeleted = onRecordDeleted
    }

    /// The lines a caller without a script says.
    public static func defaultScript(for caller: String) -> [String] {
        ["Hi, it's \(caller). Can you come home now?", "I really need you here.", "OK, see you soon."]
    }

    /// Schedules a call from `caller` in `delay` seconds; `realert` defaults to the setting,
    /// `script` to the caller's lines. A delay outside ``Limits/delaySeconds`` is refused
    /// (`.invalidDelay`, saying the range) and nothing is stored.
    @discardableResult
    public func scheduleCall(from caller: Caller, in delay: TimeInterval, realert: Bool? = nil,
                             script: [String]? = nil, preset: String? = nil) throws -> ScheduledEvent {
        try Self.checkDelay(delay)
        let call = FakeCall(caller: caller.name, script: script ?? caller.lines,
                            realert: realert ?? settings.fakeCallRealert, preset: preset)
        return try scheduler.schedule(kind: Self.kind, title: caller.name, at: clock.now.addingTimeInterval(delay),
                                      payload: call.payload)
    }

    /// Schedules the call a preset describes.
    @discardableResult
    public func scheduleCall(preset: FakeCallPreset) throws -> ScheduledEvent {
        let caller = try caller(named: preset.caller) ?? Caller(name: preset.caller)
        return try scheduleCall(from: caller, in: TimeInterval(preset.delaySeconds), realert: preset.realert,
                                script: preset.script, preset: preset.name)
    }

    /// Throws `.invalidDelay` with the range (``Limits/delaySeconds``) when a call cannot wait `seconds`.
    static func checkDelay(_ seconds: TimeInterval) throws(FakeCallError) {
        guard Limits.delaySeconds.contains(seconds) else { throw FakeCallError(.invalidDelay, Limits.delaySeconds.refusal) }
    }

    /// Fake calls waiting to ring, soonest first.
    public func pendingCalls() throws(StoreError) -> [ScheduledEvent] {
        try scheduler.pending(kind: Self.kind)
    }

    /// Cancels every waiting fake call and returns them.
    @discardableResult
    public func cancelPendingCalls() throws(StoreError) -> [ScheduledEvent] {
        try scheduler.write { db in try Scheduler.cancelPending(kind: Self.kind, db) }
    }

    // MARK: Reaching the service from entity queries

    /// The service entity queries read: the registry's dependency, which the registry
    /// puts in scope while it compiles the grammar and while an intent runs.
    static var current: FakeCallService? {
        IntentDependencies.current.resolve(FakeCallService.self)
    }
}

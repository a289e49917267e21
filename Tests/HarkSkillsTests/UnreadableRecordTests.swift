import Foundation
import GRDB
import HarkIntents
import HarkSkills
import HarkStore
import Synchronization
import Testing

/// Every skill over one in-memory store holding rows Hark never writes (as `sqlite3`
/// or a bad disk would): the skills read the good rows and report the bad ones.
struct GarbageSuite {
    /// The rows a store reported, in order.
    final class Reported: Sendable {
        private let rows = Mutex<[UnreadableRow]>([])
        func add(_ row: UnreadableRow) { rows.withLock { $0.append(row) } }
        var all: [UnreadableRow] { rows.withLock { $0 } }
    }

    let clock = ManualClock(start: SkillTestEnvironment.start)
    let reported = Reported()
    let suite: SkillSuite

    init() throws {
        let reported = self.reported
        let store = try Store.inMemory(migrations: SkillSuite.migrations, onUnreadableRow: { reported.add($0) })
        suite = try SkillSuite(store: store, clock: clock, calendar: SkillTestEnvironment.utc)
    }

    /// Runs raw SQL, as the sqlite3 command line would.
    func sql(_ statements: String) throws {
        try suite.store.write { db in try db.execute(sql: statements) }
    }

    /// The rows reported so far, as "table id column".
    var reports: [String] {
        reported.all.map { "\($0.table) \($0.id.map(String.init) ?? "?") \($0.column ?? "-")" }
    }

    func say(_ text: String) async -> [String] {
        await IntentDependencies.$current.withValue(suite.registry.dependencies) {
            let conversation = ScriptedConversation(answers: [])
            _ = await IntentRunner(registry: suite.registry).handle(text, conversation: conversation)
            return await conversation.said
        }
    }
}

@Suite struct UnreadableRecordTests {
    /// The year-10000 expiry that crashed every command: the other items are still listed and heard.
    @Test func aYear10000ExpiryIsSkippedAndTheOtherItemsStayOnTheList() async throws {
        let garbage = try GarbageSuite()
        let cheese = try garbage.suite.pantry.add("cheese")
        let milk = try garbage.suite.pantry.add("milk")
        try garbage.sql("UPDATE pantry_item SET expiresAt = '10000-01-01 00:00:00.000' WHERE id = \(cheese.id)")
        #expect(try garbage.suite.pantry.items().map(\.name) == ["milk"])
        #expect(try garbage.suite.pantry.item(id: cheese.id) == nil)
        #expect(try garbage.suite.pantry.item(id: milk.id)?.name == "milk")
        #expect(await garbage.say("what's in the fridge") == ["You have milk in the fridge."])
        #expect(garbage.reports == ["pantry_item \(cheese.id) expiresAt"])
    }

    @Test(arguments: [
        ("storage = 'attic'", "storage"), ("name = '3 eggs'", "name"), ("name = x'00ff'", "name"),
        ("addedAt = 'tuesday'", "addedAt"), ("usedAt = 99999999999999", "usedAt"),
    ])
    func anUnreadablePantryItemIsSkipped(change: String, column: String) throws {
        let garbage = try GarbageSuite()
        let bad = try garbage.suite.pantry.add("cheese")
        try garbage.suite.pantry.add("milk")
        try garbage.sql("UPDATE pantry_item SET \(change) WHERE id = \(bad.id)")
        #expect(try garbage.suite.pantry.items(includingUsed: true).map(\.name) == ["milk"])
        #expect(garbage.reports == ["pantry_item \(bad.id) \(column)"])
        #expect(throws: PantryError.self) { try garbage.suite.pantry.markUsed(id: bad.id) }
    }

    /// "when did the baby last eat" answers from the newest feeding that can be read.
    @Test func theLastFeedingIsTheNewestReadableOne() async throws {
        let garbage = try GarbageSuite()
        garbage.clock.advance(to: SkillTestEnvironment.date("2027-01-15 14:05"))
        try garbage.suite.feeding.start()
        garbage.clock.advance(by: 18 * 60)
        _ = try garbage.suite.feeding.finish()
        try garbage.sql("""
            INSERT INTO feeding (startedAt, endedAt, amountMl) VALUES ('2027-01-15 15:00:00.000', NULL, 'lots');
            INSERT INTO feeding (startedAt, endedAt, amountMl) VALUES ('garbage', NULL, NULL);
            INSERT INTO feeding (startedAt, endedAt, amountMl) VALUES ('2027-01-15 15:30:00.000', '2027-01-15 15:40:00.000', 5000);
            """)
        #expect(await garbage.say("when did the baby last eat") == ["The last feeding started at 2 oh 5 PM and lasted 18 minutes."])
        #expect(try garbage.suite.feeding.feedings(on: garbage.clock.now).map(\.amountMl) == [nil])
        #expect(Set(garbage.reports) == ["feeding 2 amountMl", "feeding 3 startedAt", "feeding 4 amountMl"])
        // The unreadable running feeding does not stop a new one from starting and finishing.
        #expect(try garbage.suite.feeding.start().id == 5)
        #expect(try garbage.suite.feeding.finish()?.feeding.id == 5)
    }

    @Test func unreadableCallersAndPresetsAreSkipped() throws {
        let garbage = try GarbageSuite()
        try garbage.suite.calls.addCaller("Bob")
        try garbage.suite.calls.addPreset(FakeCallPreset(name: "work", caller: "Bob", delaySeconds: 600, realert: false))
        try garbage.sql("""
            INSERT INTO caller (name, script) VALUES (x'00ff', NULL);
            INSERT INTO caller (name, script) VALUES ('R2 D2', NULL);
            INSERT INTO call_preset (name, caller, delaySeconds, realert, script) VALUES ('gym', 'Bob', 'soon', 0, NULL);
            INSERT INTO call_preset (name, caller, delaySeconds, realert, script) VALUES ('late', 'Bob', 999999999, 0, NULL);
            INSERT INTO call_preset (name, caller, delaySeconds, realert, script) VALUES ('odd', 'Bob', 60, 'maybe', NULL);
            """)
        #expect(try garbage.suite.calls.callers().map(\.name) == ["Bob", "Mom"])
        #expect(try garbage.suite.calls.presets().map(\.name) == ["work"])
        #expect(Set(garbage.reports) == ["caller 2 name", "caller 3 name", "call_preset 2 delaySeconds",
                                         "call_preset 3 delaySeconds", "call_preset 4 realert"])
    }

    /// Alarms and timers are listed around an event that cannot be read.
    @Test func alarmsAreListedAroundAnUnreadableEvent() async throws {
        let garbage = try GarbageSuite()
        try garbage.suite.alarms.setTimer(seconds: 600)
        let set = await garbage.say("set an alarm for seven pm")
        #expect(set == ["OK, alarm set for 7 PM today."])
        try garbage.sql("""
            INSERT INTO scheduled_event (kind, title, fireAt, payload, state, createdAt)
            VALUES ('timer', '5 minute timer', '2027-01-15 14:05:00.000', '{not json', 'pending', '2027-01-15 14:00:00.000');
            INSERT INTO scheduled_event (kind, title, fireAt, payload, state, createdAt)
            VALUES ('alarm', 'Alarm', '10000-01-01 00:00:00.000', '{}', 'pending', '2027-01-15 14:00:00.000');
            """)
        #expect(try garbage.suite.alarms.timers().map(\.title) == ["10 minute timer"])
        let listed = await garbage.say("what alarms do I have")
        #expect(listed == ["You have 1 alarm: 7 PM today."])
        #expect(garbage.reports == ["scheduled_event 3 payload", "scheduled_event 4 fireAt"])
    }

    /// Each record table in the database has a reader, so doctor checks every row and a new table cannot be forgotten.
    @Test func everyRecordTableHasAReader() throws {
        let garbage = try GarbageSuite()
        #expect(try Set(garbage.suite.store.recordTables()) == Set(SkillSuite.tables.map(\.name)))
    }
}

public import Foundation
import GRDB

/// Answers to a ringing alert given somewhere else than at the microphone: a Stop or Snooze
/// button on the web page (in the ringing process or another), read by the ring loop.
///
/// An answer is one word ("stop", "snooze") stored on the event's row while it is being
/// delivered; the process that claimed the event takes it (reads and clears it) and answers
/// the alert as if the person had said it. A row no longer delivering takes no answer.
extension Scheduler {
    /// The answers column (after every skill's migrations: `SkillSuite.migrations` ends with it).
    public static let answerMigrations: [StoreMigration] = [
        StoreMigration("scheduler-v3-answers") { db in
            try db.alter(table: ScheduledEvent.databaseTableName) { t in
                t.add(column: "answer", .text)
            }
        },
    ]

    /// Events ringing now: claimed for delivery by a process that still runs, earliest first.
    public func ringing() throws(StoreError) -> [ScheduledEvent] {
        try store.read { db in
            try ScheduledEvent.fetchReadable(db, ScheduledEvent
                .filter(Column("state") == ScheduledEvent.State.delivering.rawValue)
                .order(Column("fireAt"), Column("id")))
                .filter { event in event.claimedBy.flatMap(ProcessIdentity.init)?.isRunning == true }
        }
    }

    /// Leaves `answer` for ringing event `id`; false when it is not ringing (any more).
    @discardableResult
    public func answer(id: Int64, with answer: String) throws(StoreError) -> Bool {
        guard try ringing().contains(where: { $0.id == id }) else { return false }
        return try store.write { db in
            try db.execute(sql: "UPDATE scheduled_event SET answer = ? WHERE id = ? AND state = 'delivering'",
                           arguments: [answer, id])
            return db.changesCount > 0
        }
    }

    /// The answer left for an event this process is delivering, cleared as it is read; nil when none.
    public func takeAnswer(for fired: FiredEvent) throws(StoreError) -> String? {
        guard let id = fired.event.id else { return nil }
        let owner = owner.description
        return try store.write { db -> String? in
            let answer = try String.fetchOne(db, sql: """
                SELECT answer FROM scheduled_event WHERE id = ? AND state = 'delivering' AND claimedBy = ?
                """, arguments: [id, owner])
            if answer != nil {
                try db.execute(sql: "UPDATE scheduled_event SET answer = NULL WHERE id = ?", arguments: [id])
            }
            return answer
        }
    }
}

public import Foundation
import GRDB
import HarkIntents
import HarkLimits
public import HarkStore

extension Pantry {
    /// Puts a food away; its expiry comes from the shelf-life table unless given.
    ///
    /// `storage` defaults to the place the food keeps best. The item and its
    /// reminder are written in one transaction. A name longer than
    /// ``Limits/nameCharacters`` or an expiry outside ``Limits/date`` is refused
    /// (`StoreError` `.outOfRange`) and nothing is written.
    @discardableResult
    public func add(_ name: String, storage: PantryStorage? = nil, expiresAt: Date? = nil) throws -> PantryItem {
        let name = try Self.spokenName(name)
        let place = storage ?? ShelfLife.entry(for: ShelfLife.category(of: name)).bestStorage
        let category = ShelfLife.category(of: name, storedIn: place)
        let now = try Limits.date.checkClock(clock.now)
        let expiry = try Limits.date.checkStored(expiresAt.map { calendar.startOfDay(for: $0) }
            ?? startOfDay(daysFromToday: ShelfLife.days(for: category, in: place)))
        let reminder = reminderDate(forExpiry: expiry)
        let (item, _) = try scheduler.write { db -> (PantryItem, ScheduledEvent?) in
            try db.execute(sql: """
                INSERT INTO pantry_item (name, category, storage, addedAt, expiresAt) VALUES (?, ?, ?, ?, ?)
                """, arguments: [name, category.rawValue, place.rawValue, now, expiry])
            let item = PantryItem(id: db.lastInsertedRowID, name: name, category: category, storage: place,
                                  addedAt: now, expiresAt: expiry)
            return (item, try Self.replaceReminder(for: item, at: reminder, now: now, db))
        }
        onItemsChanged()
        return item
    }

    /// Marks an item used up (or thrown out) and cancels its reminder.
    @discardableResult
    public func markUsed(id: Int64) throws -> PantryItem {
        let now = try Limits.date.checkClock(clock.now)
        // Store.write reports any error thrown inside as a database error, so refusals are returned, then thrown.
        let result = try store.write { db -> Result<PantryItem, PantryError> in
            guard var item = try Self.fetchItem(id: id, db) else { return .failure(Self.notFound(id)) }
            guard item.usedAt == nil else {
                return .failure(PantryError(.alreadyUsed, "The \(item.name) \(PantryWording.be(item.name)) already off the list."))
            }
            item.usedAt = now
            try db.execute(sql: "UPDATE pantry_item SET usedAt = ? WHERE id = ?", arguments: [now, id])
            _ = try Self.replaceReminder(for: item, at: nil, now: now, db)
            return .success(item)
        }
        let item = try result.get()
        onItemsChanged()
        return item
    }

    /// Moves an item to another place: its expiry and reminder move with it.
    ///
    /// Into the freezer the clock restarts at the freezer time; out of it, at the
    /// new place's time (thawed food starts over); between fridge and pantry the
    /// expiry never gets later than it was.
    @discardableResult
    public func move(id: Int64, to storage: PantryStorage) throws -> PantryItem {
        guard var item = try item(id: id), item.usedAt == nil else { throw Self.notFound(id) }
        guard item.storage != storage else {
            throw PantryError(.alreadyThere, "The \(item.name) \(PantryWording.be(item.name)) already in the \(storage.word).")
        }
        if daysLeft(item) < 0, let warning = warning(for: item) {
            throw PantryError(.expired, "\(warning) \(PantryWording.itIs(item.name)) not safe to keep.")
        }
        if item.category == .grains { item.category = ShelfLife.category(of: item.name, storedIn: storage) }
        let fresh = startOfDay(daysFromToday: ShelfLife.days(for: item.category, in: storage))
        item.expiresAt = try Limits.date.checkStored(storage == .freezer || item.storage == .freezer ? fresh : min(item.expiresAt, fresh))
        item.storage = storage
        let now = try Limits.date.checkClock(clock.now)
        let reminder = reminderDate(forExpiry: item.expiresAt)
        let moved = item
        _ = try scheduler.write { db -> ScheduledEvent? in
            try db.execute(sql: "UPDATE pantry_item SET storage = ?, category = ?, expiresAt = ? WHERE id = ?",
                           arguments: [moved.storage.rawValue, moved.category.rawValue, moved.expiresAt, moved.id])
            return try Self.replaceReminder(for: moved, at: reminder, now: now, db)
        }
        onItemsChanged()
        return moved
    }

    /// Deletes an item and its reminder (for mistakes; "used" keeps the record).
    public func remove(id: Int64) throws {
        let now = clock.now
        let found = try store.write { db -> String? in
            guard let item = try Self.fetchItem(id: id, db) else { return nil }
            _ = try Self.replaceReminder(for: item, at: nil, now: now, db)
            try db.execute(sql: "DELETE FROM pantry_item WHERE id = ?", arguments: [id])
            return item.name
        }
        guard let found else { throw Self.notFound(id) }
        onItemsChanged()
        onRecordDeleted([PantryItem.typeDisplayName, PantryFood.typeDisplayName], found)
    }

    /// When the reminder for an expiry day rings: the reminder hour the day before, or once
    /// that has passed ("put the fish in the fridge" at 5 PM, keeping one day) the reminder
    /// hour on the expiry day itself; nil once both have passed.
    public func reminderDate(forExpiry expiresAt: Date) -> Date? {
        let expiryDay = calendar.startOfDay(for: expiresAt)
        return [-1, 0].lazy
            .compactMap { self.calendar.date(byAdding: .day, value: $0, to: expiryDay) }
            .compactMap { self.calendar.date(bySettingHour: self.settings.pantryReminderHour, minute: 0, second: 0, of: $0) }
            .first { $0 > self.clock.now }
    }

    /// Whether `event` is the newest reminder ever scheduled for its item (a move replaces it).
    func isLatestReminder(_ event: ScheduledEvent, forItem id: Int64) throws(StoreError) -> Bool {
        guard let eventID = event.id else { return false }
        return try store.read { db in
            try ScheduledEvent.fetchReadable(db, ScheduledEvent.filter(Column("kind") == Self.kind && Column("id") > eventID))
                .allSatisfy { $0.payload["item"] != String(id) }
        }
    }

    /// The pending reminder of an item, if any.
    public func reminder(for item: PantryItem) throws(StoreError) -> ScheduledEvent? {
        try scheduler.pending(kind: Self.kind).first { $0.payload["item"] == String(item.id) }
    }

    /// Inside a transaction: cancels the item's pending reminder and schedules one at `date`, if given.
    static func replaceReminder(for item: PantryItem, at date: Date?, now: Date, _ db: Database) throws -> ScheduledEvent? {
        let pending = try ScheduledEvent.fetchReadable(db, ScheduledEvent
            .filter(Column("kind") == kind && Column("state") == ScheduledEvent.State.pending.rawValue))
        for event in pending where event.payload["item"] == String(item.id) {
            try db.execute(sql: "UPDATE scheduled_event SET state = 'cancelled' WHERE id = ?", arguments: [event.id])
        }
        guard let date else { return nil }
        var event = ScheduledEvent(kind: kind, title: item.name, fireAt: date,
                                   payload: ["item": String(item.id), "name": item.name], createdAt: now)
        try event.insert(db)
        return event
    }

    /// The name as lowercase words, or an error when it cannot be spoken or is longer than ``Limits/nameCharacters``.
    static func spokenName(_ name: String) throws -> String {
        let words: String
        do {
            words = try TemplateParser.words(in: name).joined(separator: " ")
        } catch {
            throw PantryError(.invalidName, "\"\(name)\" can't be spoken; use letters and spaces only, with numbers written as words.")
        }
        try Limits.nameCharacters.checkStored(words.count)
        return words
    }

    static func notFound(_ id: Int64) -> PantryError {
        PantryError(.notFound, "There is no pantry item \(id); run hark pantry list to see the ids.")
    }
}

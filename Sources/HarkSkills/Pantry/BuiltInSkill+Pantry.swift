import HarkStore

extension BuiltInSkill {
    /// The pantry: items in their table; a new item is a new phrase.
    public static let pantry = BuiltInSkill(PantrySkill(), migrations: Pantry.migrations, tables: [.of(PantryItem.self)]) {
        Pantry(store: $0.store, scheduler: $0.scheduler, clock: $0.clock, calendar: $0.calendar, settings: $0.settings,
               onItemsChanged: $0.phrasesChanged, onRecordDeleted: $0.recordDeleted)
    }
}

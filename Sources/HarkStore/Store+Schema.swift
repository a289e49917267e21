import GRDB

/// A database whose schema lost a table or column its migrations made (a flipped byte in
/// `sqlite_master` renames one and still passes `quick_check`) fails every write to that
/// table. It still opens, so the other skills keep working; `hark doctor` reports it and
/// `hark doctor --repair` rebuilds it (``Store/salvage(directory:migrations:now:)``).
extension Store {
    /// What the schema lacks against a new database made by the same migrations
    /// ("pantry_item has lost its column name"), or nil when nothing is missing.
    public func schemaDamage(_ migrations: [StoreMigration]) throws(StoreError) -> String? {
        let expected = try Store.inMemory(migrations: migrations, onUnreadableRow: { _ in })
        let wanted = try expected.read { db in try Self.columnsByTable(db) }
        let present = try read { db in try Self.columnsByTable(db) }
        for (table, columns) in wanted.sorted(by: { $0.key < $1.key }) {
            guard let have = present[table] else { return "table \(table) is missing" }
            let missing = columns.subtracting(have).sorted()
            if !missing.isEmpty {
                return "\(table) has lost its column\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", "))"
            }
        }
        return nil
    }

    /// Every table's column names, SQLite's own tables left out.
    private static func columnsByTable(_ db: Database) throws -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'") {
            result[table] = Set(try db.columns(in: table).map { $0.name.lowercased() })
        }
        return result
    }
}

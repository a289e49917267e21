public import GRDB

/// A record read from one table through a throwing reader, the one definition of
/// a readable row: skills read through it, `hark doctor` checks rows with it and
/// `hark doctor --repair` moves aside the rows it refuses.
public protocol StoredRecord: Sendable {
    /// The table the records live in.
    static var databaseTableName: String { get }
    /// Reads a record from a row of the table; throws what is wrong with the row.
    init(storedRow row: Row) throws(RowProblem)
}

extension StoredRecord {
    /// The readable records of `request`, in its order. Unreadable rows are
    /// skipped and reported to the store (see ``UnreadableRow``); they never stop the others.
    public static func fetchReadable(_ db: Database, _ request: some FetchRequest) throws -> [Self] {
        try readable(Row.fetchCursor(db, request), upTo: .max)
    }

    /// The readable records of an SQL query (which must select the `id` column).
    public static func fetchReadable(_ db: Database, sql: String, arguments: StatementArguments = StatementArguments()) throws -> [Self] {
        try readable(Row.fetchCursor(db, sql: sql, arguments: arguments), upTo: .max)
    }

    /// The first readable record of `request` (unreadable rows before it are skipped and reported).
    public static func fetchFirstReadable(_ db: Database, _ request: some FetchRequest) throws -> Self? {
        try readable(Row.fetchCursor(db, request), upTo: 1).first
    }

    /// The first readable record of an SQL query (which must select the `id` column).
    public static func fetchFirstReadable(_ db: Database, sql: String, arguments: StatementArguments = StatementArguments()) throws -> Self? {
        try readable(Row.fetchCursor(db, sql: sql, arguments: arguments), upTo: 1).first
    }

    /// The record with this id; nil when there is none or it cannot be read (then reported).
    public static func fetchReadable(_ db: Database, id: Int64) throws -> Self? {
        try fetchFirstReadable(db, sql: "SELECT * FROM \(databaseTableName.quotedDatabaseIdentifier) WHERE id = ?", arguments: [id])
    }

    /// What is wrong with `row`, or nil when this type reads it.
    public static func problem(in row: Row) -> RowProblem? {
        do {
            _ = try Self(storedRow: row)
            return nil
        } catch {
            return error
        }
    }

    /// Reads rows until `limit` records are read or the rows run out, reporting each row it skips.
    private static func readable(_ rows: RowCursor, upTo limit: Int) throws -> [Self] {
        var records: [Self] = []
        while records.count < limit, let row = try rows.next() {
            do {
                records.append(try Self(storedRow: row))
            } catch {
                let id = try? row.optional("id", as: Int64.self, "a row id")
                UnreadableRowLog.report(UnreadableRow(table: databaseTableName, id: id, problem: error))
            }
        }
        return records
    }
}

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
        var records: [Self] = []
        let rows = try Row.fetchCursor(db, request)
        while let row = try rows.next() {
            if let record = decodeReporting(row) { records.append(record) }
        }
        return records
    }

    /// The readable records of an SQL query (which must select the `id` column).
    public static func fetchReadable(_ db: Database, sql: String, arguments: StatementArguments = StatementArguments()) throws -> [Self] {
        var records: [Self] = []
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try rows.next() {
            if let record = decodeReporting(row) { records.append(record) }
        }
        return records
    }

    /// The first readable record of `request` (unreadable rows before it are skipped and reported).
    public static func fetchFirstReadable(_ db: Database, _ request: some FetchRequest) throws -> Self? {
        let rows = try Row.fetchCursor(db, request)
        while let row = try rows.next() {
            if let record = decodeReporting(row) { return record }
        }
        return nil
    }

    /// The first readable record of an SQL query (which must select the `id` column).
    public static func fetchFirstReadable(_ db: Database, sql: String, arguments: StatementArguments = StatementArguments()) throws -> Self? {
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try rows.next() {
            if let record = decodeReporting(row) { return record }
        }
        return nil
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

    /// Reads `row`, or reports it and returns nil.
    static func decodeReporting(_ row: Row) -> Self? {
        do {
            return try Self(storedRow: row)
        } catch {
            let id = try? row.optional("id", as: Int64.self, "a row id")
            UnreadableRowLog.report(UnreadableRow(table: databaseTableName, id: id, problem: error))
            return nil
        }
    }
}

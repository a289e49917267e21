public import Foundation
public import GRDB

/// A browser or script paired with the web app (`hark serve`). The store keeps the SHA-256 of
/// its token, never the token, so a copied database opens no session.
public struct WebSession: Sendable, Equatable, FetchableRecord, MutablePersistableRecord, StoredRecord {
    public static let databaseTableName = "web_session"

    /// Row id (nil before insertion).
    public var id: Int64?
    /// The token's SHA-256, 64 lowercase hexadecimal digits.
    public var tokenHash: String
    /// What paired (the browser's user agent, shortened), for `hark web sessions`.
    public var label: String
    /// When it paired.
    public var createdAt: Date
    /// When it was last used (updated at most once a minute).
    public var lastSeenAt: Date

    /// Creates a session (not yet stored).
    public init(tokenHash: String, label: String, createdAt: Date) {
        self.tokenHash = tokenHash
        self.label = label
        self.createdAt = createdAt
        self.lastSeenAt = createdAt
    }

    /// Reads a session from a `web_session` row: the one definition of a readable session.
    public init(storedRow row: Row) throws(RowProblem) {
        tokenHash = try row.text("tokenHash")
        guard Self.isHash(tokenHash) else { throw RowProblem(column: "tokenHash", "is not a SHA-256 in hexadecimal") }
        label = try row.text("label")
        createdAt = try row.date("createdAt")
        lastSeenAt = try row.date("lastSeenAt")
        id = try row.id()
    }

    /// GRDB's reader is the same one.
    public init(row: Row) throws {
        try self.init(storedRow: row)
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["tokenHash"] = tokenHash
        container["label"] = label
        container["createdAt"] = createdAt
        container["lastSeenAt"] = lastSeenAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// Whether `text` is 64 lowercase hexadecimal digits.
    static func isHash(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}

/// The pairing code `hark web pair` printed, while it may still be used: its SHA-256, when it
/// stops working, and how many wrong codes were tried against it.
public struct WebPairingCode: Sendable, Equatable, FetchableRecord, MutablePersistableRecord, StoredRecord {
    public static let databaseTableName = "web_pairing_code"

    /// Row id (nil before insertion).
    public var id: Int64?
    /// The code's SHA-256 in hexadecimal.
    public var codeHash: String
    /// When it was made.
    public var createdAt: Date
    /// When it stops working.
    public var expiresAt: Date
    /// Wrong codes tried while it was pending.
    public var failedAttempts: Int

    /// Creates a code (not yet stored).
    public init(codeHash: String, createdAt: Date, expiresAt: Date) {
        self.codeHash = codeHash
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.failedAttempts = 0
    }

    /// Reads a code from a `web_pairing_code` row.
    public init(storedRow row: Row) throws(RowProblem) {
        codeHash = try row.text("codeHash")
        guard WebSession.isHash(codeHash) else { throw RowProblem(column: "codeHash", "is not a SHA-256 in hexadecimal") }
        createdAt = try row.date("createdAt")
        expiresAt = try row.date("expiresAt")
        failedAttempts = try row.integer("failedAttempts")
        guard failedAttempts >= 0 else { throw RowProblem(column: "failedAttempts", "\(failedAttempts) is negative") }
        id = try row.id()
    }

    /// GRDB's reader is the same one.
    public init(row: Row) throws {
        try self.init(storedRow: row)
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["codeHash"] = codeHash
        container["createdAt"] = createdAt
        container["expiresAt"] = expiresAt
        container["failedAttempts"] = failedAttempts
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension Store {
    /// The web app's sessions and pairing codes, in the same database as the records (a database
    /// made before gets the tables on its next opening), so `hark web pair` in one process pairs a
    /// browser with `hark serve` in another. `SkillSuite.migrations` lists them.
    public static let webAccessMigrations = [StoreMigration("web-access-v1") { db in
        try db.create(table: WebSession.databaseTableName) { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("tokenHash", .text).notNull().unique()
            t.column("label", .text).notNull()
            t.column("createdAt", .datetime).notNull()
            t.column("lastSeenAt", .datetime).notNull()
        }
        try db.create(table: WebPairingCode.databaseTableName) { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("codeHash", .text).notNull()
            t.column("createdAt", .datetime).notNull()
            t.column("expiresAt", .datetime).notNull()
            t.column("failedAttempts", .integer).notNull().defaults(to: 0)
        }
    }]
}

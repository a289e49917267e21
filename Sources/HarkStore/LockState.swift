public import Foundation
public import GRDB

/// Whether Hark is locked and how it is unlocked by voice: one row (`id` 1). The passphrase is kept
/// only as a salted PBKDF2 hash; `answerWords` are its words shuffled among decoys, the vocabulary
/// Hark hears a spoken passphrase with (so the row alone does not say which words or in what order).
public struct LockState: Sendable, Equatable, FetchableRecord, MutablePersistableRecord, StoredRecord {
    public static let databaseTableName = "lock_state"
    /// The one row's id.
    public static let rowID: Int64 = 1

    /// Row id (``rowID``).
    public var id: Int64? = LockState.rowID
    /// Locked by `hark lock` or by voice, until unlocked.
    public var lockedByHand: Bool
    /// Unlocked until then, whatever the configuration says (after a passphrase or `hark unlock`).
    public var unlockedUntil: Date?
    /// The passphrase's PBKDF2-SHA256 in hexadecimal; nil when none is set (then only `hark unlock` unlocks).
    public var passphraseHash: String?
    /// The salt, in hexadecimal.
    public var passphraseSalt: String?
    /// PBKDF2 rounds the hash was made with.
    public var hashRounds: Int
    /// The words a spoken passphrase is heard among (the passphrase's and decoys, sorted).
    public var answerWords: [String]
    /// How many words the passphrase has (a spoken one is heard as exactly that many).
    public var passphraseWordCount: Int
    /// Wrong passphrases since the last right one.
    public var failedAttempts: Int
    /// No passphrase is tried before then (after too many wrong ones).
    public var blockedUntil: Date?
    /// When it last changed.
    public var changedAt: Date

    /// The state of a Hark never locked and with no passphrase.
    public init(changedAt: Date) {
        lockedByHand = false
        hashRounds = 0
        answerWords = []
        passphraseWordCount = 0
        failedAttempts = 0
        self.changedAt = changedAt
    }

    /// Reads the lock from a `lock_state` row: the one definition of a readable lock.
    public init(storedRow row: Row) throws(RowProblem) {
        id = try row.id()
        lockedByHand = try row.bool("lockedByHand")
        unlockedUntil = try row.optionalDate("unlockedUntil")
        passphraseHash = try row.optionalText("passphraseHash")
        passphraseSalt = try row.optionalText("passphraseSalt")
        if (passphraseHash == nil) != (passphraseSalt == nil) {
            throw RowProblem(column: "passphraseSalt", "is set without a hash, or a hash without it")
        }
        if let hash = passphraseHash, !WebSession.isHash(hash) {
            throw RowProblem(column: "passphraseHash", "is not a SHA-256 in hexadecimal")
        }
        hashRounds = try row.integer("hashRounds")
        if passphraseHash != nil, hashRounds < 1 { throw RowProblem(column: "hashRounds", "is not a positive number") }
        answerWords = try row.json("answerWords", as: [String].self, "a JSON list of words")
        passphraseWordCount = try row.integer("passphraseWordCount")
        if passphraseHash != nil, passphraseWordCount < 1 { throw RowProblem(column: "passphraseWordCount", "is not a positive number") }
        failedAttempts = try row.integer("failedAttempts")
        guard failedAttempts >= 0 else { throw RowProblem(column: "failedAttempts", "is negative") }
        blockedUntil = try row.optionalDate("blockedUntil")
        changedAt = try row.date("changedAt")
    }

    /// GRDB's reader is the same one.
    public init(row: Row) throws {
        try self.init(storedRow: row)
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["lockedByHand"] = lockedByHand
        container["unlockedUntil"] = unlockedUntil
        container["passphraseHash"] = passphraseHash
        container["passphraseSalt"] = passphraseSalt
        container["hashRounds"] = hashRounds
        let words = (try? JSONSerialization.data(withJSONObject: answerWords)) ?? Data("[]".utf8)
        container["answerWords"] = String(decoding: words, as: UTF8.self)
        container["passphraseWordCount"] = passphraseWordCount
        container["failedAttempts"] = failedAttempts
        container["blockedUntil"] = blockedUntil
        container["changedAt"] = changedAt
    }
}

extension Store {
    /// The lock's table, after the donations' (a database made before gets it on its next opening).
    /// `SkillSuite.migrations` lists it.
    public static let lockMigrations = [StoreMigration("lock-v1") { db in
        try db.create(table: LockState.databaseTableName) { t in
            t.primaryKey("id", .integer)
            t.column("lockedByHand", .boolean).notNull().defaults(to: false)
            t.column("unlockedUntil", .datetime)
            t.column("passphraseHash", .text)
            t.column("passphraseSalt", .text)
            t.column("hashRounds", .integer).notNull().defaults(to: 0)
            t.column("answerWords", .text).notNull().defaults(to: "[]")
            t.column("passphraseWordCount", .integer).notNull().defaults(to: 0)
            t.column("failedAttempts", .integer).notNull().defaults(to: 0)
            t.column("blockedUntil", .datetime)
            t.column("changedAt", .datetime).notNull()
        }
    }]
}

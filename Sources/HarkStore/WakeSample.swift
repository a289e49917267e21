public import Foundation
public import GRDB

/// One saying of the wake phrase by someone in the household (`hark wake enroll`): its audio,
/// 16 kHz mono 16-bit, trimmed to the speech. Kept as audio, not features, so a later front end
/// can measure it again.
public struct WakeSample: Sendable, Equatable, FetchableRecord, MutablePersistableRecord, StoredRecord {
    public static let databaseTableName = "wake_sample"
    /// Longest saying kept, in samples (3 s).
    public static let maximumSamples = 48_000

    /// Row id.
    public var id: Int64?
    /// The wake phrase said, in words ("hey computer").
    public var phrase: String
    /// The audio, 16 kHz.
    public var samples: [Int16]
    /// When it was enrolled.
    public var createdAt: Date

    /// A new sample.
    public init(phrase: String, samples: [Int16], createdAt: Date) {
        self.phrase = phrase
        self.samples = samples
        self.createdAt = createdAt
    }

    /// Reads a sample from a `wake_sample` row: the one definition of a readable sample.
    public init(storedRow row: Row) throws(RowProblem) {
        id = try row.id()
        phrase = try row.text("phrase")
        guard !phrase.isEmpty else { throw RowProblem(column: "phrase", "is empty") }
        guard case .blob(let data) = try row.storedValue("audio").storage else {
            throw RowProblem(column: "audio", "is not audio (a blob of 16-bit samples)")
        }
        guard data.count % 2 == 0, (2...Self.maximumSamples * 2).contains(data.count) else {
            throw RowProblem(column: "audio", "is \(data.count) bytes, not 16-bit audio of at most 3 s")
        }
        samples = data.withUnsafeBytes { raw in
            (0..<data.count / 2).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)) }
        }
        createdAt = try row.date("createdAt")
    }

    /// GRDB's reader is the same one.
    public init(row: Row) throws {
        try self.init(storedRow: row)
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["phrase"] = phrase
        var data = Data(capacity: samples.count * 2)
        for sample in samples { withUnsafeBytes(of: sample.littleEndian) { data.append(contentsOf: $0) } }
        container["audio"] = data
        container["createdAt"] = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension Store {
    /// The enrolled sayings' table, after the lock's. `SkillSuite.migrations` lists it.
    public static let wakeSampleMigrations = [StoreMigration("wake-samples-v1") { db in
        try db.create(table: WakeSample.databaseTableName) { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("phrase", .text).notNull()
            t.column("audio", .blob).notNull()
            t.column("createdAt", .datetime).notNull()
        }
    }]

    /// Replaces the enrolled sayings of `phrase` with `samples`, in one transaction.
    public func enrollWakePhrase(_ phrase: String, samples: [[Int16]], at date: Date) throws(StoreError) {
        try write { db in
            try WakeSample.filter(Column("phrase") == phrase).deleteAll(db)
            for audio in samples {
                var sample = WakeSample(phrase: phrase, samples: audio, createdAt: date)
                try sample.insert(db)
            }
        }
    }

    /// Every enrolled saying, oldest first (a row that cannot be read is skipped and reported).
    public func wakeSamples() throws(StoreError) -> [WakeSample] {
        try read { db in try WakeSample.fetchReadable(db, WakeSample.order(Column("id"))) }
    }

    /// Forgets every enrolled saying; returns how many there were.
    @discardableResult
    public func forgetWakeSamples() throws(StoreError) -> Int {
        try write { db in try WakeSample.deleteAll(db) }
    }
}

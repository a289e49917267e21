public import Foundation
public import GRDB

/// A voice shortcut the person made: their phrase, the intent it runs (by its stable identifier) and
/// the parameters it fixes, by name, as written ("delay" → "5 minutes"). The registry checks it
/// against the intents Hark has now each time it reads it, so a stored shortcut never runs with a
/// value of the wrong type after an upgrade.
public struct VoiceShortcut: Sendable, Equatable, FetchableRecord, MutablePersistableRecord, StoredRecord {
    public static let databaseTableName = "voice_shortcut"

    /// Row id (nil before insertion).
    public var id: Int64?
    /// The phrase, as written or heard ("Pineapple pizza").
    public var phrase: String
    /// The intent's identifier (`ScheduleFakeCall`).
    public var intent: String
    /// Parameter name → value as written.
    public var values: [String: String]
    /// Parameter name → its type when stored (`SpokenDuration`), so a later Hark tells a renamed or
    /// retyped parameter from a removed one.
    public var types: [String: String]
    /// When it is relevant, as written (`evening`, `06:00-09:00`, `feeding-running`); read by the registry.
    public var relevance: [String] = []
    /// How it was made: `cli`, `voice`, `web` or `suggestion`.
    public var origin: String
    /// When it was made.
    public var createdAt: Date

    /// Creates a shortcut (not yet stored).
    public init(phrase: String, intent: String, values: [String: String] = [:], types: [String: String] = [:], origin: String, createdAt: Date) {
        self.phrase = phrase
        self.intent = intent
        self.values = values
        self.types = types
        self.origin = origin
        self.createdAt = createdAt
    }

    /// Reads a shortcut from a `voice_shortcut` row: the one definition of a readable shortcut.
    public init(storedRow row: Row) throws(RowProblem) {
        phrase = try row.text("phrase")
        guard !phrase.isEmpty else { throw RowProblem(column: "phrase", "is empty") }
        intent = try row.text("intent")
        guard !intent.isEmpty else { throw RowProblem(column: "intent", "is empty") }
        values = try Self.texts(row, "parameterValues")
        types = try Self.texts(row, "parameterTypes")
        relevance = row.hasColumn("relevance") ? try row.json("relevance", as: [String].self, "a JSON list of texts") : []
        origin = try row.text("origin")
        createdAt = try row.date("createdAt")
        id = try row.id()
    }

    /// GRDB's reader is the same one.
    public init(row: Row) throws {
        try self.init(storedRow: row)
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["phrase"] = phrase
        container["intent"] = intent
        container["parameterValues"] = Self.json(values)
        container["parameterTypes"] = Self.json(types)
        let relevance = (try? JSONSerialization.data(withJSONObject: relevance)) ?? Data("[]".utf8)
        container["relevance"] = String(decoding: relevance, as: UTF8.self)
        container["origin"] = origin
        container["createdAt"] = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// A column holding a JSON object of texts.
    static func texts(_ row: Row, _ column: String) throws(RowProblem) -> [String: String] {
        let json = try row.text(column)
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let texts = object as? [String: String] else {
            throw RowProblem(column: column, "is not a JSON object of texts")
        }
        return texts
    }

    /// Texts as a JSON object with sorted keys.
    static func json(_ values: [String: String]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: values, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

extension Store {
    /// The voice shortcuts' table, after the web app's (a database made before gets it on its next
    /// opening). `SkillSuite.migrations` lists it.
    public static let voiceShortcutMigrations = [StoreMigration("voice-shortcuts-v1") { db in
        try db.create(table: VoiceShortcut.databaseTableName) { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("phrase", .text).notNull()
            t.column("intent", .text).notNull()
            t.column("parameterValues", .text).notNull().defaults(to: "{}")
            t.column("parameterTypes", .text).notNull().defaults(to: "{}")
            t.column("origin", .text).notNull()
            t.column("createdAt", .datetime).notNull()
        }
    }]
}

extension Store {
    /// When each voice shortcut is relevant (a JSON list), after the lock's table.
    public static let voiceShortcutRelevanceMigrations = [StoreMigration("voice-shortcuts-relevance-v1") { db in
        try db.alter(table: VoiceShortcut.databaseTableName) { t in
            t.add(column: "relevance", .text).notNull().defaults(to: "[]")
        }
    }]
}

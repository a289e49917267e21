import Foundation
import HarkTesting

/// Seeded garbage for every column of every table of a Hark database, written as
/// SQL for the sqlite3 command line: copies of a good row with one column spoiled,
/// and rows of nothing but garbage. The same seed writes the same rows.
struct GarbageRows {
    /// Values no reader should have to expect, as SQL: wrong storage classes, dates
    /// out of range or malformed, bad JSON, unknown enum values, unspeakable names,
    /// control and bidirectional characters, extreme and non-finite numbers, blobs;
    /// and readable values no skill wrote (a date long past, so spoiled events fall due).
    static let values: [String] = [
        "NULL", "''", "'garbage'", "'10000-01-01 00:00:00.000'", "'2200-06-01 00:00:00.000'", "'1970-01-01 00:00:00.000'",
"'2001-02-03 04:05:06.000'", "1000000000",
        "'2027-13-45 99:99:99.000'", "'{not json'", "'[1,2]'", "'{\"item\":1}'", "'pending'", "'exploded'", "'attic'",
        "'R2 D2'", "char(7) || 'bell'", "'🍼 bottle'", "char(8238) || 'evil'", "replace(hex(zeroblob(600)), '00', 'ab')",
        "-1", "0", "1", "9223372036854775807", "-9223372036854775808", "1.5", "1e308", "1e999", "-1e999",
        "x''", "x'00ff'", "x'7b7d'", "zeroblob(64)",
    ]

    /// A column of a table, from `pragma_table_info`.
    struct Column {
        let name: String
        let notNull: Bool
        let primaryKey: Bool
    }

    private var random: SeededRandom

    /// Garbage drawn from `seed`.
    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// One garbage value; never NULL for a NOT NULL column (SQLite would refuse the row).
    mutating func value(for column: Column) -> String {
        let pool = column.notNull ? Self.values.filter { $0 != "NULL" } : Self.values
        return random.pick(pool)
    }

    /// The SQL that fills `table`: for each column, `copies` copies of its first row with
    /// that column spoiled (unique columns of the copy get a spoken suffix so the copy is
    /// stored), then `randomRows` rows of garbage in every column.
    mutating func sql(table: String, columns: [Column], uniqueColumns: Set<String>, copies: Int, randomRows: Int,
                      counter: inout Int) -> [String] {
        let writable = columns.filter { !$0.primaryKey }
        let names = writable.map { quoted($0.name) }.joined(separator: ", ")
        var statements: [String] = []
        for spoiled in writable {
            for _ in 0..<copies {
                counter += 1
                let suffix = Self.spokenSuffix(counter)
                let expressions = writable.map { column -> String in
                    if column.name == spoiled.name { return value(for: column) }
                    if uniqueColumns.contains(column.name) { return "\(quoted(column.name)) || ' \(suffix)'" }
                    return quoted(column.name)
                }
                statements.append("""
                    INSERT OR IGNORE INTO \(quoted(table)) (\(names)) SELECT \(expressions.joined(separator: ", ")) \
                    FROM \(quoted(table)) WHERE rowid = (SELECT min(rowid) FROM \(quoted(table)));
                    """)
            }
        }
        for _ in 0..<randomRows {
            let values = writable.map { value(for: $0) }
            statements.append("INSERT OR IGNORE INTO \(quoted(table)) (\(names)) VALUES (\(values.joined(separator: ", ")));")
        }
        return statements
    }

    /// "qb", "qc", … "qba": letters only, so a name with it stays speakable.
    static func spokenSuffix(_ number: Int) -> String {
        var number = number
        var letters = ""
        repeat {
            letters = String(UnicodeScalar(UInt8(97 + number % 26))) + letters
            number /= 26
        } while number > 0
        return "q" + letters
    }

    private func quoted(_ name: String) -> String { "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
}

import Foundation
import Testing

/// `make test` fails when a read that traps appears in Sources/.
@Suite struct TrappingReadTests {
    @Test func sourcesHoldNoTrappingReads() throws {
        let root = HarkBinary.packageRoot
        let findings = try TrappingReadScan.scan(directory: root.appendingPathComponent("Sources"), root: root)
        #expect(findings.isEmpty, "Reads that trap:\n\(findings.map(\.description).joined(separator: "\n"))")
    }

    /// The scan sees each kind of trapping read (so an empty result above means something).
    @Test(arguments: [
        ("let x = try! JSONDecoder().decode(T.self, from: data)", "try!"),
        ("let n = value as! Int", "as!"),
        ("let expires: Date = row[\"expiresAt\"]", "row[column]"),
        ("let name: String = firstRow[0]", "row[column]"),
        ("let n = Int(text)!", "force-unwrapped conversion"),
        ("let url = URL(string: String(line))!", "force-unwrapped conversion"),
        ("let event = try ScheduledEvent.fetchOne(db, key: id)!", "force-unwrapped fetch"),
        ("let head = lines.first!", "first/last"),
        ("let text = \"\\(names[Int(number)!]) is \\(value)\"", "force-unwrapped conversion"),
        ("let all = try Feeding.order(Column(\"id\")).fetchAll(db)", "fails this whole fetch"),
        ("let all = try Feeding.fetchAll(db)", "fails this whole fetch"),
        ("let rows = try Row.fetchAll(db, sql: sql)", "raw rows"),
    ])
    func eachTrappingReadIsFound(line: String, message: String) {
        let findings = TrappingReadScan.scan("import GRDB\n\n" + line + "\n", file: "Sources/HarkSkills/Example.swift")
        #expect(!findings.isEmpty && findings.allSatisfy { $0.line == 3 })
        #expect(findings.contains { $0.message.contains(message) }, "\(findings)")
    }

    /// What is not a trapping read: comments, strings, throwing reads, scalar fetches, optional chaining.
    @Test(arguments: [
        "// try! is forbidden, and so is row[\"x\"]",
        "print(\"use try! never\")",
        "print(\"a \\\"quoted\\\" as! and \\(count) row[0]\")",
        "let date = try row.date(\"expiresAt\")",
        "let ok = try Bool.fetchOne(db, sql: \"SELECT 1\") == true",
        "let ids = try Int64.fetchAll(db, sql: \"SELECT id FROM feeding\")",
        "let items = try PantryItem.fetchReadable(db, sql: sql)",
        "let n = Int(text) ?? 0",
        "if a != b { return x! == y }".replacingOccurrences(of: "x! == y", with: "x == y"),
        "let cell = cells[column]",
    ])
    func readsThatCannotTrapAreNotFound(line: String) {
        #expect(TrappingReadScan.scan(line + "\n", file: "Sources/HarkSkills/Example.swift") == [])
    }

    @Test func rawRowFetchesAreAllowedOnlyInTheStoresReader() {
        let line = "let rows = try Row.fetchCursor(db, sql: sql)\n"
        #expect(TrappingReadScan.scan(line, file: "Sources/HarkStore/StoredRecord.swift") == [])
        #expect(TrappingReadScan.scan(line, file: "Sources/HarkSkills/Pantry.swift").count == 1)
    }
}

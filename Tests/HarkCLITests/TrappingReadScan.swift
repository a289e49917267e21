import Foundation

/// Finds reads in Swift source that trap instead of failing: `try!`, `as!`, GRDB's
/// non-throwing `row[…]` subscript, record fetches that one bad row fails whole,
/// and force-unwraps of values parsed or fetched from disk or from a person.
struct TrappingReadScan {
    /// One trapping read: where, and what to write instead.
    struct Finding: CustomStringConvertible, Equatable {
        let file: String
        let line: Int
        let message: String
        var description: String { "\(file):\(line): \(message)" }
    }

    /// Files allowed to fetch raw GRDB rows: the one place that reads them through the records' readers,
    /// and salvage, which copies each row's raw `DatabaseValue`s (never converted, so never trapping).
    static let rowFetchers: Set<String> = ["StoredRecord.swift", "Store+Quarantine.swift", "Store+Salvage.swift"]

    /// Values GRDB fetches one column of, throwing (never trapping) on a value it cannot convert.
    static let scalarTypes: Set<String> = ["String", "Int", "Int32", "Int64", "Bool", "Double", "Date", "Data", "DatabaseValue"]

    private static let rules: [(pattern: String, message: String)] = [
        (#"\btry!"#, "try! traps when the call fails; use try and handle or report the error"),
        (#"\bas!"#, "as! traps on a value of another type; use as? and handle nil"),
        (#"\b\w*[rR]ow\s*\["#, "GRDB's row[column] subscript traps on a value it cannot convert; read through a StoredRecord reader (row.text(_:), row.date(_:), …)"),
        (#"\b(?:Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64|Double|Float|Decimal|URL|UUID|Data|String|Date)\((?:[^()]|\([^()]*\))*\)!"#,
         "a force-unwrapped conversion traps on a value it cannot convert; unwrap with guard let and say what is wrong"),
        (#"\b(?:fetchOne|decode|decodeIfPresent|first|last|randomElement|min|max)\((?:[^()]|\([^()]*\))*\)!"#,
         "a force-unwrapped fetch or lookup traps when nothing is there; unwrap with guard let"),
        (#"\.(?:first|last)!"#, "a force-unwrapped first/last traps on an empty collection; unwrap with guard let"),
    ]

    private static let fetch = #"(\w+|\))\s*\.fetch(All|One|Set|Cursor)\("#

    /// Every finding in the `.swift` files under `directory`, named relative to `root`.
    static func scan(directory: URL, root: URL) throws -> [Finding] {
        guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var findings: [Finding] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let name = String(url.path.dropFirst(root.path.count + 1))
            findings += scan(try String(contentsOf: url, encoding: .utf8), file: name)
        }
        return findings.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// The findings in one file's text.
    static func scan(_ text: String, file: String) -> [Finding] {
        let baseName = (file as NSString).lastPathComponent
        var findings: [Finding] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = code(String(rawLine))
            guard !line.isEmpty else { continue }
            for rule in rules where matches(rule.pattern, in: line).count > 0 {
                findings.append(Finding(file: file, line: index + 1, message: rule.message))
            }
            for match in matches(fetch, in: line) {
                let receiver = match[1]
                if receiver == "Row" {
                    if !rowFetchers.contains(baseName) {
                        findings.append(Finding(file: file, line: index + 1, message: "raw rows are read only through StoredRecord.fetchReadable, whose readers never trap"))
                    }
                } else if !scalarTypes.contains(receiver) {
                    findings.append(Finding(file: file, line: index + 1, message: "one unreadable row fails this whole fetch; use StoredRecord.fetchReadable, which skips and reports it"))
                }
            }
        }
        return findings
    }

    /// The line without comments and string literals' text (their `\(…)` interpolations are kept: they are code).
    static func code(_ line: String) -> String {
        var result = ""
        // Each entry is an open string literal; its value counts the parentheses open in its current interpolation (-1: in the text).
        var strings: [Int] = []
        let chars = Array(line)
        var index = 0
        while index < chars.count {
            let char = chars[index]
            let next: Character? = index + 1 < chars.count ? chars[index + 1] : nil
            if let depth = strings.last, depth < 0 {
                // Inside a literal's text.
                if char == "\\" && next == "(" {
                    strings[strings.count - 1] = 0
                    result.append("(")
                    index += 2
                    continue
                }
                if char == "\\" { index += 2; continue }
                if char == "\"" { strings.removeLast(); result.append(char) }
                index += 1
                continue
            }
            // In code (top level or inside an interpolation).
            if char == "/" && next == "/" { break }
            if char == "\"" {
                strings.append(-1)
                result.append(char)
            } else {
                if !strings.isEmpty {
                    if char == "(" { strings[strings.count - 1] += 1 }
                    if char == ")" {
                        if strings[strings.count - 1] == 0 { strings[strings.count - 1] = -1 } else { strings[strings.count - 1] -= 1 }
                    }
                }
                result.append(char)
            }
            index += 1
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// Each match of `pattern` in `text`, as its capture groups (0 = the whole match).
    static func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (0..<match.numberOfRanges).map { group in
                Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}

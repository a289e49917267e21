import Foundation
import HarkTesting
import Testing

/// docs/ARCHITECTURE.md and the README's layout table name the files, folders,
/// types and threads of the code: each must still exist, so neither document can
/// go stale silently when the code moves.
@Suite struct ArchitectureDocTests {
    static let references = DocReferences(root: RepoFile.root)

    @Test func everyPathTheArchitectureDocCitesExists() throws {
        let spans = DocReferences.codeSpans(in: try RepoFile.text("docs/ARCHITECTURE.md"))
        #expect(spans.filter { $0.hasPrefix("Sources/") }.count >= 30)
        #expect(Self.references.missingPaths(spans) == [])
    }

    @Test func everyTypeMemberAndThreadTheArchitectureDocNamesIsDeclared() throws {
        let spans = DocReferences.codeSpans(in: try RepoFile.text("docs/ARCHITECTURE.md"))
        #expect(Self.references.undeclaredSymbols(spans) == [])
    }

    @Test func everySourcesPathTheReadmeCitesExists() throws {
        let spans = DocReferences.codeSpans(in: try RepoFile.text("README.md"))
        #expect(spans.contains("Sources/HarkAssistant"))
        #expect(Self.references.missingPaths(spans) == [])
    }

    /// Every module has a row in the layout table, and the folders a row names
    /// (`Templates/`, `Feeding/`) are folders of that module.
    @Test func theLayoutTableCoversEveryModuleAndNamesRealFolders() throws {
        let rows = try DocReferences.layoutRows(in: RepoFile.text("README.md"))
        let modules = try FileManager.default.contentsOfDirectory(atPath: RepoFile.path("Sources"))
        let cited = Set(rows.flatMap(\.paths))
        #expect(modules.filter { !cited.contains("Sources/\($0)") }.sorted() == [])
        #expect(cited.filter { !FileManager.default.fileExists(atPath: RepoFile.path($0)) }.sorted() == [])
        #expect(Self.references.missingFolders(in: rows) == [])
    }

    /// The checks can fail: made-up names are reported, real ones are not.
    @Test func staleReferencesAreReported() {
        let spans = ["Sources/HarkAssistant/FrameReader.swift", "Sources/HarkAssistant/Gone.swift", "FrameReader.swift",
                     "Gone.swift", "FrameReader.discard", "FrameReader.vanished", "VanishedType", "hark-capture",
                     "hark-vanished", ".speechStarted", "Sources/HarkSkills/<Skill>/", "ServiceGroup"]
        #expect(Self.references.missingPaths(spans) == ["Sources/HarkAssistant/Gone.swift", "Gone.swift"])
        #expect(Self.references.undeclaredSymbols(spans) == ["FrameReader.vanished", "VanishedType", "hark-vanished"])
        let rows = [DocReferences.LayoutRow(paths: ["Sources/HarkIntents"], folders: ["Templates/", "Vanished/"])]
        #expect(Self.references.missingFolders(in: rows) == ["Sources/HarkIntents/Vanished/"])
    }
}

/// What a document cites, checked against the repository.
struct DocReferences {
    /// One row of the README's layout table: the paths in its first column and the folders its text names.
    struct LayoutRow {
        var paths: [String]
        var folders: [String]
    }

    let root: String
    /// The file names of every Swift source.
    let sourceFiles: Set<String>
    /// Names the sources declare as types (after `class`, `struct`, `enum`, `protocol`, `actor`, `typealias`).
    let types: Set<String>
    /// Names the sources declare as members (after `func`, `var`, `let`, `case`).
    let members: Set<String>
    /// String literals of the sources (thread names).
    let literals: Set<String>
    /// The package's modules (folders of `Sources/`).
    let modules: Set<String>
    /// Names the documents use that the package does not declare (swift-service-lifecycle, the standard library).
    static let external: Set<String> = ["ServiceGroup", "AsyncStream", "AsyncSequence"]

    init(root: String) {
        self.root = root
        let files = FileManager.default.enumerator(atPath: root + "/Sources")?.compactMap { $0 as? String } ?? []
        let swift = files.filter { $0.hasSuffix(".swift") }
        sourceFiles = Set(swift.map { ($0 as NSString).lastPathComponent })
        var types = Set<String>(), members = Set<String>(), literals = Set<String>()
        for file in swift {
            guard let text = try? String(contentsOfFile: root + "/Sources/" + file, encoding: .utf8) else { continue }
            let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            for (keyword, name) in zip(words, words.dropFirst()) {
                switch keyword {
                case "class", "struct", "enum", "protocol", "actor", "typealias": types.insert(String(name))
                case "func", "var", "let", "case": members.insert(String(name))
                default: break
                }
            }
            let quoted = text.split(separator: "\"", omittingEmptySubsequences: false)
            literals.formUnion(quoted.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
        }
        (self.types, self.members, self.literals) = (types, members, literals)
        modules = Set((try? FileManager.default.contentsOfDirectory(atPath: root + "/Sources")) ?? [])
    }

    /// The text of every single-backtick code span, in order.
    static func codeSpans(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("```") }
            .flatMap { line in line.matches(of: #/`([^`]+)`/#).map { String($0.output.1) } }
    }

    /// The rows of the table under `## Layout`.
    static func layoutRows(in readme: String) -> [LayoutRow] {
        guard let start = readme.range(of: "\n## Layout\n") else { return [] }
        let section = readme[start.upperBound...]
        var rows: [LayoutRow] = []
        for line in section.split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count >= 3 else { continue }
            let paths = codeSpans(in: String(cells[1]))
            let folders = codeSpans(in: String(cells[2])).filter { $0.hasSuffix("/") && !$0.contains(".") }
            rows.append(LayoutRow(paths: paths, folders: folders))
        }
        return rows
    }

    /// Cited repository paths (`Sources/…`, `Tests/…`, `docs/…`; up to a `<placeholder>`)
    /// and bare Swift file names that exist nowhere.
    func missingPaths(_ spans: [String]) -> [String] {
        spans.filter { span in
            if span.hasSuffix(".swift") && !span.contains("/") { return !sourceFiles.contains(span) }
            guard ["Sources/", "Tests/", "docs/"].contains(where: span.hasPrefix) else { return false }
            let path = span.split(separator: "<", maxSplits: 1).first.map(String.init) ?? span
            return !FileManager.default.fileExists(atPath: root + "/" + path)
        }
    }

    /// Named types (`FrameReader`), members (`FrameReader.discard`, `.speechStarted`,
    /// `wakeRejected`) and thread names (`hark-capture`) the sources do not declare.
    func undeclaredSymbols(_ spans: [String]) -> [String] {
        spans.filter { span in
            if span.wholeMatch(of: #/hark-[a-z]+/#) != nil { return !literals.contains(span) }
            if span.wholeMatch(of: #/\.?[a-z][A-Za-z0-9]*/#) != nil {
                return !declares(member: String(span.drop { $0 == "." }))
            }
            guard !span.hasSuffix(".swift"),
                  span.wholeMatch(of: #/[A-Z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*/#) != nil else { return false }
            let parts = span.split(separator: ".").map(String.init)
            if parts.count == 1 && (modules.contains(span) || Self.external.contains(span)) { return false }
            return !parts.allSatisfy { $0.first!.isUppercase ? declares(type: $0) : declares(member: $0) }
        }
    }

    /// Folders a layout row names that its module does not have.
    func missingFolders(in rows: [LayoutRow]) -> [String] {
        rows.flatMap { row -> [String] in
            guard row.paths.count == 1, let module = row.paths.first, module.hasPrefix("Sources/") else { return [] }
            return row.folders.map { "\(module)/\($0)" }
                .filter { !FileManager.default.fileExists(atPath: root + "/" + $0) }
        }
    }

    private func declares(type name: String) -> Bool { types.contains(name) }

    private func declares(member name: String) -> Bool { members.contains(name) }
}

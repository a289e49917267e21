import Foundation

/// Files of the repository (docs, dist, bench, fixtures), found from this source file,
/// so every test target reads them the same way wherever the package is checked out.
public enum RepoFile {
    /// The package's root directory.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The absolute path of `relative`, a path inside the repository.
    public static func path(_ relative: String) -> String { root + "/" + relative }

    /// The text of the repository file at `relative`.
    public static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }
}

import Foundation

/// Finds files that ship with Hark (the project dictionary) next to the binary or in the working directory.
enum ProjectFiles {
    /// `models/hark.dict`, looked up via `$HARK_DICT`, the working directory, then the install prefix.
    static var projectDictionary: String? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["HARK_DICT"], !explicit.isEmpty { return explicit }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [
            FileManager.default.currentDirectoryPath + "/models/hark.dict",
            executable.appendingPathComponent("../../models/hark.dict").standardized.path, // .build/<config>/hark
            executable.appendingPathComponent("../share/hark/hark.dict").standardized.path, // /usr/local/bin/hark
            "/usr/local/share/hark/hark.dict",
        ]
        return candidates.first { FileManager.default.isReadableFile(atPath: $0) }
    }
}

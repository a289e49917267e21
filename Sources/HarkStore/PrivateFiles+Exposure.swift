import Foundation

extension PrivateFiles {
    /// A data directory or data file that users other than its owner can reach.
    public struct Exposure: Sendable, Equatable {
        /// The path.
        public let path: String
        /// Its permission bits (e.g. 0o644).
        public let mode: UInt32
        /// Whether it is the data directory (fixed with `chmod 700`) rather than a file (`chmod 600`).
        public let isDirectory: Bool

        /// The mode as `ls` users read it: "755".
        public var octalMode: String { String(mode & 0o777, radix: 8) }
    }

    /// The data directory and Hark's files in it (the database, its side files, the lock,
    /// copies kept aside by `restore`) that group or others can read, write or enter.
    public static func exposures(inDataDirectory directory: String) -> [Exposure] {
        var found: [Exposure] = []
        var info = stat()
        guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return [] }
        if info.st_mode & 0o077 != 0 {
            found.append(Exposure(path: directory, mode: UInt32(info.st_mode & 0o777), isDirectory: true))
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names.sorted() where name.hasPrefix(Store.fileName) {
            let path = (directory as NSString).appendingPathComponent(name)
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o077 != 0 else { continue }
            found.append(Exposure(path: path, mode: UInt32(info.st_mode & 0o777), isDirectory: false))
        }
        return found
    }
}

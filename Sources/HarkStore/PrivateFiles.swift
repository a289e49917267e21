import Foundation

/// Hark's records are private by default: the data directory it creates is 0700 and
/// the database, its side files (`-wal`, `-shm`, `-journal`), the `.lock` file and
/// every backup it writes are 0600, whatever the umask. A directory Hark did not
/// create keeps its mode; `hark doctor` warns when it is open to other users.
public enum PrivateFiles {
    /// The mode of a data directory Hark creates (owner only).
    public static let directoryMode: UInt32 = 0o700
    /// The mode of every file Hark writes in it (owner read and write).
    public static let fileMode: UInt32 = 0o600
    /// The files beside a database that SQLite creates and that hold its data.
    public static let sideFileSuffixes = ["-wal", "-shm", "-journal"]

    /// Creates `directory` (and missing parents) when it does not exist, the directory
    /// itself with mode 0700; returns whether it was created. An existing directory is
    /// left as it is: it may be shared on purpose.
    @discardableResult
    public static func makeDirectory(_ directory: String) throws(StoreError) -> Bool {
        guard !directory.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw StoreError(.unwritable, "The data directory is an empty path; give --data-dir (or data_dir in the config) a directory, e.g. ~/.local/share/hark.")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw StoreError(.unwritable, "\(directory) is a file, not a directory; pick another --data-dir.")
            }
            return false
        }
        let parent = (directory as NSString).deletingLastPathComponent
        do {
            if !parent.isEmpty { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) }
        } catch {
            throw StoreError(.unwritable, "Cannot create the data directory \(directory) (\(error.localizedDescription)); pick another with --data-dir.")
        }
        if mkdir(directory, mode_t(directoryMode)) != 0 {
            let failure = errno
            // Another process made it first: theirs is as private as ours would be.
            if failure == EEXIST { return false }
            throw StoreError(.unwritable, "Cannot create the data directory \(directory) (\(String(cString: strerror(failure)))); pick another with --data-dir.")
        }
        chmod(directory, mode_t(directoryMode))  // mkdir's mode is cut by the umask; 0700 is exact.
        return true
    }

    /// Opens `path` for writing, creating it with mode 0600 when missing, and makes an
    /// existing file 0600 too; returns the descriptor (the caller closes it).
    static func openPrivate(_ path: String, flags: Int32 = O_RDWR | O_CREAT | O_CLOEXEC) throws(StoreError) -> Int32 {
        let descriptor = open(path, flags, mode_t(fileMode))
        guard descriptor >= 0 else {
            throw StoreError(.unwritable, "Cannot create \(path) (\(String(cString: strerror(errno)))); check the data directory's permissions.")
        }
        fchmod(descriptor, mode_t(fileMode))
        return descriptor
    }

    /// Creates `path` as an empty 0600 file when missing, so SQLite (which gives its side
    /// files the database's mode) never makes a file others can read.
    static func createIfMissing(_ path: String) throws(StoreError) {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        close(try openPrivate(path))
    }

    /// Makes the database at `path` and its side files 0600 when they are more open.
    static func restrictDatabase(at path: String) {
        for file in [path] + sideFileSuffixes.map({ path + $0 }) { restrict(file) }
    }

    /// Takes group and other permissions off an existing regular file.
    static func restrict(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o077 != 0 else { return }
        chmod(path, mode_t(fileMode))
    }

    /// Whether `path` is, or links to, a regular file (not a directory, FIFO, socket or device).
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Flushes a file or directory to the disk, so a rename that follows survives a power cut.
    static func sync(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}

extension PrivateFiles {
    /// `base-20270116-073000`, or with `-2`, `-3`… when that name is taken: where a copy
    /// kept aside (a replaced or damaged database) goes without overwriting an earlier one.
    static func freeName(_ base: String, at now: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stamped = base + "-" + formatter.string(from: now)
        var name = stamped
        var number = 1
        while FileManager.default.fileExists(atPath: name) {
            number += 1
            name = stamped + "-\(number)"
        }
        return name
    }
}

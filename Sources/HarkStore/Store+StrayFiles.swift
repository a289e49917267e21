import Foundation

/// What stands where the database and its side files belong, checked before anything
/// reads them: a FIFO there used to block Hark for ever (holding the open lock), and a
/// directory or device named like a side file made every command fail.
extension Store {
    /// The kinds of file that can stand at a path.
    enum FileKind: Equatable {
        case missing, regular, directory, other
    }

    /// The kind of file at `path`, following symbolic links: a link to a missing file is
    /// `.missing` (opening creates its target), a link loop is `.other`.
    static func kind(of path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT ? .missing : .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Makes the paths beside the database at `path` safe to open: a side file (`-wal`, `-shm`,
    /// `-journal`) or the `.lock` that is a FIFO, socket, device, link loop or empty directory
    /// holds no records, so it is removed (SQLite and Hark make regular ones); anything else
    /// there, and a database that is not a regular file, is refused in one sentence.
    static func clearStrayFiles(besideDatabase path: String) throws(StoreError) {
        switch kind(of: path) {
        case .missing, .regular: break
        case .directory:
            throw StoreError(.notADatabase, "\(path) is a directory, not a database; move it away or pick another --data-dir.")
        case .other:
            throw StoreError(.notADatabase, "\(path) is not a regular file (a pipe, socket, device or a loop of links), so not a database; move it away or pick another --data-dir.")
        }
        for side in PrivateFiles.sideFileSuffixes.map({ path + $0 }) + [path + ".lock"] {
            switch kind(of: side) {
            case .missing, .regular: continue
            case .directory:
                if rmdir(side) == 0 { continue }
                throw StoreError(.unwritable, "\(side) is a directory where SQLite keeps a file of its own; move it away, then try again.")
            case .other:
                if unlink(side) == 0 { continue }
                throw StoreError(.unwritable, "\(side) is not a regular file and cannot be removed (\(String(cString: strerror(errno)))); move it away, then try again.")
            }
        }
    }
}

import Foundation
import GRDB

/// A data directory on a read-only file system (a failing disk the kernel remounted
/// read-only, a read-only backup medium) used to refuse every command, even listing the
/// records and `hark backup`. It opens for reading; a write says the file system is read-only.
extension Store {
    /// Whether `directory` lies on a file system mounted read-only.
    static func isOnReadOnlyFileSystem(_ directory: String) -> Bool {
        var info = statvfs()
        return statvfs(directory, &info) == 0 && info.f_flag & UInt(ST_RDONLY) != 0
    }

    /// Opens the existing database at `path` for reading only: nothing is recovered,
    /// migrated or locked (nothing can be written). A database an older Hark wrote, which
    /// would need migrating, is refused, as its tables may not be the ones skills read.
    static func openReadOnly(
        path: String, migrations: [StoreMigration], onUnreadableRow: @escaping @Sendable (UnreadableRow) -> Void
    ) throws(StoreError) -> Store {
        // Nothing stray can be cleared here, and SQLite would block opening a FIFO.
        for side in PrivateFiles.sideFileSuffixes.map({ path + $0 }) where ![.missing, .regular].contains(kind(of: side)) {
            throw StoreError(.unwritable, "\(side) is not a regular file and the file system is read-only, so Hark cannot move it; remount it read-write, then try again.")
        }
        try inspectExistingFile(at: path)
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        let store: Store
        let applied: [String]
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            store = Store(path: path, writer: queue, onUnreadableRow: onUnreadableRow)
            applied = try queue.read { db in
                try db.tableExists("grdb_migrations") ? try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") : []
            }
        } catch {
            throw readOnlyError(path)
        }
        let needed = [baseMigration] + (ownMigrations + migrations).map(\.identifier)
        guard Set(needed).isSubset(of: Set(applied)) else { throw readOnlyError(path) }
        return store
    }

    /// The sentence for a write (or a migration) a read-only file system refuses.
    static func readOnlyError(_ path: String) -> StoreError {
        StoreError(.unwritable, "\(path) is on a read-only file system, so nothing can be saved; remount it read-write (or check the disk), or copy the records off with hark backup FILE.")
    }
}

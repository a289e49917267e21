import Foundation

/// An exclusive lock on `<database>.lock` held while a store is checked and migrated,
/// so processes opening a brand-new data directory at once take turns instead of
/// seeing each other's half-made database. The lock file is 0600 like the database.
final class OpenLock {
    private let descriptor: Int32

    /// Takes the lock, waiting up to `timeout` seconds for another opener to finish.
    init(path: String, timeout: Double = 15) throws(StoreError) {
        let lockPath = path + ".lock"
        let descriptor: Int32
        do {
            descriptor = try PrivateFiles.openPrivate(lockPath)
        } catch where Store.isOnReadOnlyFileSystem((path as NSString).deletingLastPathComponent) {
            throw Store.readOnlyError(path)
        }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let failure = errno
            guard failure == EWOULDBLOCK || failure == EINTR else {
                close(descriptor)
                throw StoreError(.unwritable, "Cannot lock \(lockPath) (\(String(cString: strerror(failure)))).")
            }
            guard Date() < deadline else {
                close(descriptor)
                throw StoreError(.busy, "The database \(path) is busy: another Hark has been opening it for \(Int(timeout)) seconds; try again.")
            }
            usleep(10_000)
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

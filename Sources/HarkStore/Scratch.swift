import Foundation

/// A private working directory beside the database (`.hark-recovery`, `.hark-restore`, `.hark-salvage`)
/// for a copy that is checked before the real database changes. It is made 0700 and
/// removed when the work ends; one a kill left behind is removed on the next open.
struct Scratch {
    /// What the copy is for; each purpose has its own directory.
    enum Purpose: String, CaseIterable {
        /// Rolling back a half-written transaction on a copy first.
        case recovery = ".hark-recovery"
        /// Checking and preparing a backup before it replaces the database.
        case restore = ".hark-restore"
        /// Rebuilding a damaged database from the rows that can still be read.
        case salvage = ".hark-salvage"
    }

    /// The scratch directory.
    let directory: String
    /// The database file inside it.
    var database: String { (directory as NSString).appendingPathComponent(Store.fileName) }

    /// Makes an empty scratch directory next to the database at `path`.
    init(besideDatabase path: String, purpose: Purpose) throws(StoreError) {
        directory = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(purpose.rawValue)
        try? FileManager.default.removeItem(atPath: directory)
        try PrivateFiles.makeDirectory(directory)
    }

    /// Deletes the scratch directory and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Deletes scratch directories a killed process left beside the database at `path`
    /// (call with the open lock held, so none is in use).
    static func removeStale(besideDatabase path: String) {
        let parent = (path as NSString).deletingLastPathComponent
        for purpose in Purpose.allCases {
            try? FileManager.default.removeItem(atPath: (parent as NSString).appendingPathComponent(purpose.rawValue))
        }
    }
}

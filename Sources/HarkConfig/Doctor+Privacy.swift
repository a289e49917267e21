import Foundation
import HarkStore

extension Doctor {
    /// The records are private: warns when the data directory or Hark's files in it
    /// (the database, its side files, the lock, copies kept by restore) are open to
    /// users other than the owner, with the `chmod` that fixes it.
    public func privacyCheck() -> DoctorCheck {
        let directory = environment.dataDirectory
        let exposures = PrivateFiles.exposures(inDataDirectory: directory)
        guard !exposures.isEmpty else {
            return DoctorCheck("data privacy", .ok, "only the owner can read \(directory) and its database files")
        }
        var found: [String] = []
        var fixes: [String] = []
        if let folder = exposures.first(where: \.isDirectory) {
            found.append("\(folder.path) is open to other users (mode \(folder.octalMode))")
            fixes.append("chmod 700 \(folder.path)")
        }
        let files = exposures.filter { !$0.isDirectory }
        if !files.isEmpty {
            let list = files.map { "\(($0.path as NSString).lastPathComponent) (mode \($0.octalMode))" }.joined(separator: ", ")
            found.append("others can read \(list)")
            fixes.append("chmod 600 \((directory as NSString).appendingPathComponent(Store.fileName))*")
        }
        return DoctorCheck("data privacy", .warning,
                           found.joined(separator: "; ") + "; fix with `" + fixes.joined(separator: " && ") + "`.")
    }
}

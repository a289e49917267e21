import Foundation
import HarkConfig

/// A fresh temporary directory for one test, removed when the value goes away.
final class ConfigScratch {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "hark-config-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` inside the directory and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = (path as NSString).appendingPathComponent(name)
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        return file
    }
}

import Foundation
import Testing

/// `hark bench --real DIR` with a wake set and no coffee orders: the coffee part says it is
/// skipped, the wake part plays every clip through Hark and the stock decoder.
@Suite struct RealWakeCommandTests {
    /// A real-speech directory in miniature, made from repository fixtures with sox:
    /// two voices saying "hey computer" as positives, two commands as another wake word's folder.
    static func miniatureDirectory() throws -> String {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("hark-wake-cli-\(UUID().uuidString)")
        let clips = [("computer", "slt-hey-computer"), ("computer", "rms-hey-computer"),
                     ("alexa", "slt-set-alarm"), ("alexa", "rms-what-time")]
        for (folder, fixture) in clips {
            let directory = "\(root)/wake/\(folder)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let sox = Process()
            sox.executableURL = URL(fileURLWithPath: "/usr/bin/sox")
            sox.arguments = [HarkBinary.packageRoot.path + "/audio-fixtures/\(fixture).wav", "\(directory)/\(fixture).flac"]
            try sox.run()
            sox.waitUntilExit()
            #expect(sox.terminationStatus == 0)
        }
        return root
    }

    @Test func wakeSetIsScoredBesideTheStockDecoder() throws {
        let directory = try Self.miniatureDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try HarkBinary.run(["bench", "--real", directory, "--json", "--jobs", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        // One JSON document: the coffee part is left out with its reason, the wake part scored.
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(document?["skipped"] as? [String] == ["Real speech: skipped, \(directory)/coffee is not there (the coffee recordings are not in this checkout)."])
        #expect(document?["coffee"] == nil)
        let summary = document?["wake"] as? [String: Any]
        let hark = summary?["hark"] as? [String: Any], stock = summary?["stock"] as? [String: Any]
        #expect(summary?["phrase"] as? String == "computer")
        #expect(summary?["negativeSets"] as? [String: Int] == ["alexa": 2])
        #expect(hark?["positives"] as? Int == 2)
        #expect(hark?["negatives"] as? Int == 2)
        #expect(stock?["positives"] as? Int == 2)
        #expect(stock?["negatives"] as? Int == 2)
        // Clear synthetic "hey computer" wakes both decoders; commands without the word wake neither.
        #expect(hark?["misses"] as? Int == 0)
        #expect(hark?["falseWakes"] as? Int == 0)
        #expect(stock?["misses"] as? Int == 0)
        #expect(stock?["falseWakes"] as? Int == 0)
        #expect(result.stderr.contains("real speech: 4/4 wake-set clips"))
    }
}

import Foundation
import HarkAudio

/// Real recordings shipped by Debian's `pocketsphinx-testdata`.
enum TestData {
    static let directory = "/usr/share/pocketsphinx/test/data"

    static func path(_ name: String) -> String { directory + "/" + name }

    /// Reads raw 16 kHz 16-bit little-endian mono samples.
    static func rawSamples(_ name: String) throws -> [Int16] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path(name)))
        return data.withUnsafeBytes { raw in
            (0..<(raw.count / 2)).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)) }
        }
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }
}

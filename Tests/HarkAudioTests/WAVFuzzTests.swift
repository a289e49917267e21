import Foundation
import HarkTesting
import Testing
@testable import HarkAudio

/// Mutated copies of the committed fixtures (bit flips, truncations, header fields set to
/// edge values), read in process: each is decoded or refused with one clear sentence,
/// never a trap, and a decoded one is never bigger than its bytes allow. Seeded, so a
/// failure names a case that can be replayed.
@Suite struct WAVFuzzTests {
    static let seed: UInt64 = 0x5EED_0016
    static let fixtures = ["rms-stop.wav", "slt-answer.wav", "kal16-what-time.wav", "awb-start-feeding.wav"]

    typealias Random = SeededRandom

    static func bytes(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("audio-fixtures").appendingPathComponent(name)
        return Array(try Data(contentsOf: url))
    }

    /// Offsets of the `fmt ` and `data` chunks in a well-formed file.
    static func chunks(_ bytes: [UInt8]) -> [String: Int] {
        var offsets: [String: Int] = [:]
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7]) << 24
            offsets[id] = offset
            offset += 8 + size + size % 2
        }
        return offsets
    }

    static let edgeValues: [UInt32] = [0, 1, 2, 3, 7, 8, 12, 24, 0x7F, 0x80, 0xFF, 0x7FFF, 0xFFFE, 0xFFFF, 3_999, 4_000,
                                       8_000, 44_100, 384_000, 384_001, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFE, 0xFFFF_FFFF]

    /// One mutation of `original`, described for the failure message.
    static func mutate(_ original: [UInt8], random: inout Random) -> (bytes: [UInt8], what: String) {
        var bytes = original
        let offsets = chunks(original)
        let fmt = offsets["fmt "] ?? 12, data = offsets["data"] ?? 36
        func put(_ value: UInt32, at offset: Int, width: Int) {
            for index in 0..<width where offset + index < bytes.count { bytes[offset + index] = UInt8((value >> (8 * index)) & 0xFF) }
        }
        switch random.below(6) {
        case 0:
            let flips = 1 + random.below(16)
            for _ in 0..<flips { bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8)) }
            return (bytes, "\(flips) bit flips")
        case 1:
            let flips = 1 + random.below(4)
            for _ in 0..<flips { bytes[random.below(min(64, bytes.count))] ^= UInt8(1 << random.below(8)) }
            return (bytes, "\(flips) bit flips in the header")
        case 2:
            let length = random.below(bytes.count)
            return (Array(bytes.prefix(length)), "truncated to \(length) bytes")
        case 3:
            let length = random.below(min(80, bytes.count))
            return (Array(bytes.prefix(length)), "truncated inside the header to \(length) bytes")
        case 4:
            let fields: [(String, Int, Int)] = [("RIFF size", 4, 4), ("fmt size", fmt + 4, 4), ("format tag", fmt + 8, 2),
                                                ("channels", fmt + 10, 2), ("sample rate", fmt + 12, 4), ("byte rate", fmt + 16, 4),
                                                ("block align", fmt + 20, 2), ("bits", fmt + 22, 2), ("data size", data + 4, 4)]
            let (name, offset, width) = fields[random.below(fields.count)]
            let value = random.below(4) == 0 ? UInt32(truncatingIfNeeded: random.next()) : edgeValues[random.below(edgeValues.count)]
            put(value, at: offset, width: width)
            return (bytes, "\(name) set to \(value)")
        default:
            let ids = ["RIFF", "WAVE", "fmt ", "data", "LIST", "\0\0\0\0"]
            let at = [0, 8, fmt, data][random.below(4)]
            let id = Array(ids[random.below(ids.count)].utf8)
            for index in 0..<4 where at + index < bytes.count { bytes[at + index] = id[index] }
            return (bytes, "chunk id at \(at) replaced")
        }
    }

    @Test(arguments: fixtures)
    func mutatedFixturesAreDecodedOrRefusedInOneSentence(_ name: String) throws {
        let original = try Self.bytes(name)
        var random = Random(seed: Self.seed ^ UInt64(truncatingIfNeeded: name.hashValueStable))
        var decoded = 0, refused = 0
        for number in 0..<60 {
            let (bytes, what) = Self.mutate(original, random: &random)
            do {
                let audio = try WAVFile.read(data: bytes)
                decoded += 1
                // 8-bit mono at 4 kHz is the most samples a byte can become: four at 16 kHz.
                #expect(audio.samples16k.count <= bytes.count * 4 + 16, "\(name) case \(number) (\(what))")
            } catch {
                refused += 1
                #expect(!error.message.isEmpty && !error.message.contains("\n"), "\(name) case \(number) (\(what)): \(error.message)")
                #expect(error.message.hasSuffix("."), "\(name) case \(number) (\(what)): \(error.message)")
            }
        }
        // The mutations reach both sides: files still readable and files refused.
        #expect(decoded > 5)
        #expect(refused > 5)
    }
}

extension String {
    /// A hash that is the same in every run (Swift's `hashValue` is seeded per process).
    var hashValueStable: UInt64 {
        utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}

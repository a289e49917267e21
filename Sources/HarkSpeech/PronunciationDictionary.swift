import Foundation

/// The full pronunciation dictionary (`cmudict-en-us.dict`, 135,000 words) as a
/// read-only index over the file's bytes, so the decoder itself only holds the
/// words its searches use.
///
/// Loading the whole dictionary into PocketSphinx costs about 22 MB of a
/// decoder's 33 MB; this index costs the file (3.6 MB) plus four bytes a line,
/// and is built on the first lookup.
final class PronunciationDictionary {
    /// One entry of the file: the key as written (`the(2)` for a variant) and its phones.
    struct Entry: Equatable {
        var key: String
        var phones: String
    }

    /// The file this index reads.
    let path: String
    private var bytes: [UInt8] = []
    /// Start of every entry line, ordered by base word (variants in file order).
    private var lines: [UInt32] = []
    private var loaded = false

    /// An index over `path`; nothing is read until the first lookup.
    init(path: String) {
        self.path = path
    }

    /// Every pronunciation of `word` (the base entry first, then `word(2)`, …), empty when unknown.
    func entries(of word: String) -> [Entry] {
        load()
        let target = Array(word.utf8)
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if compareBase(at: lines[middle], with: target) < 0 { low = middle + 1 } else { high = middle }
        }
        var found: [Entry] = []
        while low < lines.count, compareBase(at: lines[low], with: target) == 0 {
            found.append(entry(at: lines[low]))
            low += 1
        }
        return found
    }

    /// Whether the dictionary has `word`.
    func contains(_ word: String) -> Bool {
        !entries(of: word).isEmpty
    }

    // MARK: Index

    private func load() {
        guard !loaded else { return }
        loaded = true
        guard let data = FileManager.default.contents(atPath: path) else { return }
        bytes = [UInt8](data)
        var starts: [UInt32] = []
        starts.reserveCapacity(bytes.count / 24)
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
            if index > start, bytes[start] != 0x3B, bytes[start] != 0x23, bytes[start] != 0x20 { // ;;; comments, #
                starts.append(UInt32(start))
            }
            start = index + 1
        }
        // The file is nearly sorted already; the sort is stable, so variants keep their order.
        lines = starts.sorted { compareBase(at: $0, with: $1) < 0 }
    }

    /// Length of the base word at `start`: up to `(`, a space, a tab or the end of the line.
    private func baseLength(at start: UInt32) -> Int {
        var index = Int(start)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x28 || byte == 0x20 || byte == 0x09 || byte == 0x0A { break }
            index += 1
        }
        return index - Int(start)
    }

    private func compareBase(at start: UInt32, with target: [UInt8]) -> Int {
        let length = baseLength(at: start)
        return bytes.withUnsafeBufferPointer { buffer in
            target.withUnsafeBufferPointer { target in
                Self.compare(UnsafeBufferPointer(rebasing: buffer[Int(start)..<Int(start) + length]), target)
            }
        }
    }

    private func compareBase(at first: UInt32, with second: UInt32) -> Int {
        let firstLength = baseLength(at: first), secondLength = baseLength(at: second)
        return bytes.withUnsafeBufferPointer { buffer in
            Self.compare(UnsafeBufferPointer(rebasing: buffer[Int(first)..<Int(first) + firstLength]),
                         UnsafeBufferPointer(rebasing: buffer[Int(second)..<Int(second) + secondLength]))
        }
    }

    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        for index in 0..<min(a.count, b.count) where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }

    private func entry(at start: UInt32) -> Entry {
        var end = Int(start)
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        let line = String(decoding: bytes[Int(start)..<end], as: UTF8.self)
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        return Entry(key: fields.first.map(String.init) ?? "", phones: fields.dropFirst().joined(separator: " "))
    }
}

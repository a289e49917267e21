import Algorithms
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The full pronunciation dictionary (`cmudict-en-us.dict`, 135,000 words) as a
/// read-only index over the file, so the decoder itself only holds the words its
/// searches use.
///
/// Loading the whole dictionary into PocketSphinx costs about 22 MB of a
/// decoder's 33 MB. This index keeps four bytes a line (0.5 MB), sorted by word, and
/// reads the few lines a lookup compares from the file (the file itself, 3.6 MB, is
/// only held while the index is built, on the first lookup). A dictionary that cannot
/// be read, or is cut short later, simply has no more words.
final class PronunciationDictionary {
    /// One entry of the file: the key as written (`the(2)` for a variant) and its phones.
    struct Entry: Equatable {
        var key: String
        var phones: String
    }

    /// The file this index reads.
    let path: String
    /// The open file (owned: closed in `deinit`), or -1.
    private var file: Int32 = -1
    /// Start of every entry line, ordered by base word (variants in file order).
    private var lines: [UInt32] = []
    private var loaded = false

    /// An index over `path`; nothing is read until the first lookup.
    init(path: String) {
        self.path = path
    }

    deinit {
        if file >= 0 { close(file) }
    }

    /// Every pronunciation of `word` (the base entry first, then `word(2)`, …), empty when unknown.
    func entries(of word: String) -> [Entry] {
        load()
        let target = Array(word.utf8)
        var low = lines.partitioningIndex { compareBase(at: $0, with: target) >= 0 }
        var found: [Entry] = []
        while low < lines.count {
            // Each matching line is read once, for the comparison and the entry.
            let text = line(at: lines[low])
            guard Self.compareBase(of: text, with: target) == 0 else { break }
            if let entry = Self.entry(of: text) { found.append(entry) }
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
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        file = descriptor
        guard let bytes = Self.readAll(descriptor) else { return }
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
        lines = bytes.withUnsafeBufferPointer { buffer in
            starts.sorted { Self.compare(Self.base(buffer, at: Int($0)), Self.base(buffer, at: Int($1))) < 0 }
        }
    }

    /// The whole file, read once for the index.
    private static func readAll(_ descriptor: Int32) -> [UInt8]? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size > 0, info.st_size < Int(UInt32.max) else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        let ok = bytes.withUnsafeMutableBytes { buffer -> Bool in
            while filled < buffer.count {
                let got = pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(filled))
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { return false }
                filled += got
            }
            return true
        }
        return ok ? bytes : nil
    }

    /// The line at `start` (up to its newline, at most 512 bytes), read from the file; empty if it cannot be read.
    private func line(at start: UInt32) -> [UInt8] {
        guard file >= 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 512)
        let got = buffer.withUnsafeMutableBytes { pread(file, $0.baseAddress!, $0.count, off_t(start)) }
        guard got > 0 else { return [] }
        let read = buffer[..<got]
        return Array(read.prefix { $0 != 0x0A })
    }

    /// How the base word of the line at `start` sorts against `target`.
    private func compareBase(at start: UInt32, with target: [UInt8]) -> Int {
        Self.compareBase(of: line(at: start), with: target)
    }

    /// How the base word of `text` (a line) sorts against `target`.
    private static func compareBase(of text: [UInt8], with target: [UInt8]) -> Int {
        text.withUnsafeBufferPointer { text in
            target.withUnsafeBufferPointer { compare(base(text, at: 0), $0) }
        }
    }

    /// The base word at `start`: up to `(`, a space, a tab or the end of the line.
    private static func base(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> UnsafeBufferPointer<UInt8> {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x28 || byte == 0x20 || byte == 0x09 || byte == 0x0A { break }
            index += 1
        }
        return UnsafeBufferPointer(rebasing: bytes[start..<index])
    }

    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        for index in 0..<min(a.count, b.count) where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }

    private static func entry(of line: [UInt8]) -> Entry? {
        let text = String(decoding: line, as: UTF8.self)
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        guard let key = fields.first else { return nil }
        return Entry(key: String(key), phones: fields.dropFirst().joined(separator: " "))
    }
}

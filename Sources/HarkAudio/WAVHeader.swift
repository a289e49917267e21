/// Where the samples sit in a WAV file and how they are encoded: the result of
/// walking the RIFF chunks. Parsing never reads past the end and always advances.
struct WAVHeader: Equatable {
    /// The validated sample format.
    let format: WAVFormat
    /// Byte range of the sample data (whole frames only).
    let data: Range<Int>

    /// Upper bound on chunks walked, so a hostile file cannot keep the loop busy.
    static let maximumChunks = 10_000
    /// Size the `data` chunk carries when the writer streamed and never came back to fix it.
    static let streamingSize: UInt32 = 0xFFFF_FFFF

    /// Walks the chunks of `bytes`, skipping the ones Hark does not need.
    /// `origin` names the input in error messages.
    static func parse(_ bytes: [UInt8], origin: WAVOrigin) throws(WAVError) -> WAVHeader {
        let total = bytes.count
        guard total > 0 else {
            throw WAVError(.empty, "\(origin.name) is empty (0 bytes); record or export the audio again.")
        }
        let prefix = total >= 4 ? fourCC(bytes, 0) : ""
        guard prefix == "RIFF" || total < 4 && Array("RIFF".utf8.prefix(total)) == bytes else {
            throw WAVError(.notWAV, "\(origin.name) is not a WAV file (it starts with \(describeMagic(bytes)) instead of RIFF); give a .wav file or convert it with sox.")
        }
        guard total >= 12 else {
            throw WAVError(.truncatedHeader, "\(origin.name) ends after \(total) bytes, inside the 12-byte RIFF header; the file is cut off, record or copy it again.")
        }
        guard fourCC(bytes, 8) == "WAVE" else {
            throw WAVError(.notWAV, "\(origin.name) is a RIFF file of type '\(fourCC(bytes, 8))', not WAVE; give a .wav file or convert it with sox.")
        }

        var format: WAVFormat?
        var data: Range<Int>?
        var position = 12
        var chunks = 0
        scan: while position + 8 <= total {
            chunks += 1
            guard chunks <= maximumChunks else {
                throw WAVError(.invalidChunkSize, "\(origin.name) has more than \(maximumChunks) chunks, which no real WAV file has; the file is corrupt.")
            }
            let id = fourCC(bytes, position)
            let size = UInt32(littleEndianAt: position + 4, in: bytes)
            let body = position + 8
            let remaining = total - body
            switch id {
            case "fmt ":
                guard Int(size) <= remaining else {
                    throw WAVError(.truncatedHeader, "\(origin.name) ends inside its fmt chunk (\(size) bytes declared, \(remaining) present); the file is cut off, record or copy it again.")
                }
                guard format == nil else { break }
                format = try WAVFormatChunk.parse(Array(bytes[body..<body + Int(size)]), origin: origin)
            case "data":
                guard data == nil else { break }
                if size == streamingSize {
                    data = body..<total
                } else {
                    guard Int(size) <= remaining else {
                        throw WAVError(.truncated, "\(origin.name) is truncated: its data chunk declares \(size) bytes but only \(remaining) follow; re-export the file, or recover what is there with `sox --ignore-length \(origin.argument) fixed.wav`.")
                    }
                    data = body..<body + Int(size)
                }
            default:
                guard Int(size) <= remaining else {
                    if format != nil && data != nil { break scan }  // junk after the audio: harmless
                    throw WAVError(.invalidChunkSize, "\(origin.name) has a '\(printable(id))' chunk at byte \(position) declaring \(size) bytes but only \(remaining) follow; the file is corrupt.")
                }
            }
            if let found = data, found.upperBound == total { break scan }
            // Chunks are word-aligned: an odd-sized chunk is followed by one pad byte.
            position = body + Int(size) + Int(size & 1)
        }

        guard let format else {
            throw WAVError(.missingFormat, "\(origin.name) has no fmt chunk, so its sample format is unknown; re-export it as a standard WAV file.")
        }
        guard let data else {
            throw WAVError(.missingData, "\(origin.name) has no data chunk, so it holds no audio; record or export it again.")
        }
        let whole = data.count - data.count % format.blockAlign
        return WAVHeader(format: format, data: data.lowerBound..<data.lowerBound + whole)
    }

    /// The four ASCII characters at `offset`.
    static func fourCC(_ bytes: [UInt8], _ offset: Int) -> String {
        String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    /// A chunk id with non-printable bytes escaped.
    static func printable(_ id: String) -> String {
        String(id.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?" })
    }

    /// The first bytes of a file, as text if printable, otherwise in hex.
    static func describeMagic(_ bytes: [UInt8]) -> String {
        let head = bytes.prefix(4)
        if head.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return "'" + String(decoding: head, as: UTF8.self) + "'"
        }
        return head.map { hex($0) }.joined(separator: " ")
    }

    /// Two-digit hex of a byte.
    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}

extension UInt16 {
    /// Reads a little-endian value at `offset` (the caller checks bounds).
    init(littleEndianAt offset: Int, in bytes: [UInt8]) {
        self = UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }
}

extension UInt32 {
    /// Reads a little-endian value at `offset` (the caller checks bounds).
    init(littleEndianAt offset: Int, in bytes: [UInt8]) {
        self = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
            | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }
}

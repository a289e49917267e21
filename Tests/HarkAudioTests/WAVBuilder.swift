/// Builds WAV files byte by byte, including broken ones, for the reader tests.
enum WAVBuilder {
    /// KSDATAFORMAT_SUBTYPE_* GUID for a format tag.
    static func subformat(_ tag: UInt16) -> [UInt8] {
        le16(tag) + [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71]
    }

    /// A `fmt ` chunk body (16 bytes, or 40 when `subformat` is given).
    static func fmtBody(tag: UInt16 = 1, channels: Int = 1, rate: Int = 16_000, bits: Int = 16,
                        blockAlign: Int? = nil, subformat: [UInt8]? = nil) -> [UInt8] {
        let align = blockAlign ?? channels * ((bits + 7) / 8)
        var body = le16(tag) + le16(UInt16(channels)) + le32(UInt32(rate)) + le32(UInt32(truncatingIfNeeded: rate * align))
            + le16(UInt16(align)) + le16(UInt16(bits))
        if let subformat {
            body += le16(22) + le16(UInt16(bits)) + le32(0) + subformat
        }
        return body
    }

    /// A chunk: id, size, body, and a pad byte when the body is odd-sized.
    static func chunk(_ id: String, _ body: [UInt8], declaredSize: UInt32? = nil) -> [UInt8] {
        Array(id.utf8) + le32(declaredSize ?? UInt32(body.count)) + body + (body.count % 2 == 1 ? [0] : [])
    }

    /// A RIFF/WAVE file around `chunks`.
    static func riff(_ chunks: [UInt8]...) -> [UInt8] {
        let body = chunks.flatMap { $0 }
        return Array("RIFF".utf8) + le32(UInt32(4 + body.count)) + Array("WAVE".utf8) + body
    }

    /// A plain file: fmt then data.
    static func wav(data: [UInt8], tag: UInt16 = 1, channels: Int = 1, rate: Int = 16_000, bits: Int = 16) -> [UInt8] {
        riff(chunk("fmt ", fmtBody(tag: tag, channels: channels, rate: rate, bits: bits)), chunk("data", data))
    }

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    static func pcm16(_ samples: [Int16]) -> [UInt8] { samples.flatMap { le16(UInt16(bitPattern: $0)) } }
    static func pcm24(_ samples: [Int32]) -> [UInt8] { samples.flatMap { le32(UInt32(bitPattern: $0)).prefix(3) } }
    static func pcm32(_ samples: [Int32]) -> [UInt8] { samples.flatMap { le32(UInt32(bitPattern: $0)) } }
    static func float32(_ samples: [Float]) -> [UInt8] { samples.flatMap { le32($0.bitPattern) } }
    static func float64(_ samples: [Double]) -> [UInt8] {
        samples.flatMap { value in (0..<8).map { UInt8((value.bitPattern >> (8 * UInt64($0))) & 0xFF) } }
    }
}

/// Parses and validates the body of a `fmt ` chunk, including WAVE_FORMAT_EXTENSIBLE.
enum WAVFormatChunk {
    /// The last 14 bytes shared by every KSDATAFORMAT_SUBTYPE GUID
    /// (`xxxxxxxx-0000-0010-8000-00AA00389B71`, whose first two bytes are the format tag).
    static let subformatSuffix: [UInt8] = [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71]

    /// Validates a `fmt ` chunk body and returns the format it describes.
    static func parse(_ body: [UInt8], origin: WAVOrigin) throws(WAVError) -> WAVFormat {
        guard body.count >= 16 else {
            throw WAVError(.truncatedHeader, "\(origin.name) has a fmt chunk of \(body.count) bytes, shorter than the 16 every WAV needs; re-export the file.")
        }
        let tag = UInt16(littleEndianAt: 0, in: body)
        let channels = Int(UInt16(littleEndianAt: 2, in: body))
        let sampleRate = Int(UInt32(littleEndianAt: 4, in: body))
        let blockAlign = Int(UInt16(littleEndianAt: 12, in: body))
        let bits = Int(UInt16(littleEndianAt: 14, in: body))

        guard channels > 0 else {
            throw WAVError(.noChannels, "\(origin.name) declares 0 channels, so it holds no audio; the header is corrupt, re-export the file.")
        }
        guard sampleRate > 0 else {
            throw WAVError(.noSampleRate, "\(origin.name) declares a sample rate of 0 Hz; the header is corrupt, re-export the file.")
        }
        guard WAVFormat.supportedSampleRates.contains(sampleRate) else {
            let range = WAVFormat.supportedSampleRates
            throw WAVError(.unsupportedSampleRate, "\(origin.name) declares a sample rate of \(sampleRate) Hz, outside the \(range.lowerBound)–\(range.upperBound) Hz Hark reads; if the header is right, convert it first (for example `sox \(origin.argument) -r 16000 out.wav`).")
        }

        var codec = tag
        if tag == WAVFormat.extensibleTag {
            guard body.count >= 40 else {
                throw WAVError(.truncatedHeader, "\(origin.name) has an extensible fmt chunk of \(body.count) bytes, shorter than the 40 it needs; re-export the file.")
            }
            guard Array(body[26..<40]) == subformatSuffix else {
                throw WAVError(.unsupportedCodec, "\(origin.name) uses an extensible subformat that is not a standard codec GUID; convert it to 16-bit PCM first (for example `sox \(origin.argument) -b 16 -e signed-integer out.wav`).")
            }
            codec = UInt16(littleEndianAt: 24, in: body)
        }

        let encoding: WAVFormat.Encoding
        switch codec {
        case WAVFormat.pcmTag: encoding = bits <= 8 ? .unsignedInteger : .signedInteger
        case WAVFormat.floatTag: encoding = .float
        case WAVFormat.aLawTag: encoding = .aLaw
        case WAVFormat.muLawTag: encoding = .muLaw
        default:
            let id = "0x" + String(codec, radix: 16, uppercase: true).leftPadded(to: 4)
            throw WAVError(.unsupportedCodec, "\(origin.name) is compressed with codec \(id) (\(WAVFormat.codecName(codec))), which Hark cannot decode; convert it to PCM first (for example `ffmpeg -i \(origin.argument) -c:a pcm_s16le out.wav`).")
        }

        guard bits > 0, blockAlign > 0, blockAlign % channels == 0, blockAlign / channels == (bits + 7) / 8 else {
            throw WAVError(.blockAlignMismatch, "\(origin.name) declares \(bits) bits per sample and \(channels) channel(s) but a block align of \(blockAlign) bytes, which do not match; the header is corrupt, re-export the file.")
        }
        let bytes = blockAlign / channels
        let supported = switch encoding {
        case .unsignedInteger: bytes == 1
        case .signedInteger: (2...4).contains(bytes)
        case .float: bytes == 4 || bytes == 8
        case .aLaw, .muLaw: bytes == 1
        }
        guard supported else {
            throw WAVError(.unsupportedBitDepth, "\(origin.name) stores \(bits)-bit \(encoding) samples, which Hark cannot decode; convert it to 16-bit PCM first (for example `sox \(origin.argument) -b 16 -e signed-integer out.wav`).")
        }
        return WAVFormat(formatTag: tag, encoding: encoding, sampleRate: sampleRate, channels: channels, bitsPerSample: bits, blockAlign: blockAlign)
    }
}

private extension String {
    /// The string with leading zeros added up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// The sample format a WAV file was stored in, as its `fmt ` chunk describes it.
public struct WAVFormat: Sendable, Equatable, CustomStringConvertible {
    /// How each sample is encoded.
    public enum Encoding: Sendable, Equatable {
        /// Unsigned integers centred on the middle value (8-bit PCM).
        case unsignedInteger
        /// Two's-complement little-endian integers (16, 24, 32-bit PCM).
        case signedInteger
        /// IEEE 754 little-endian floating point in -1...1 (32 or 64-bit).
        case float
        /// ITU-T G.711 A-law, 8 bits per sample.
        case aLaw
        /// ITU-T G.711 µ-law, 8 bits per sample.
        case muLaw
    }

    /// Sample rates Hark reads: 4 kHz (below any usable speech band) to 384 kHz
    /// (the highest rate common audio interfaces record). Outside this range a
    /// header is almost surely corrupt, and converting to 16 kHz would need an
    /// absurd buffer (1 Hz → 16 kHz multiplies the length by 16,000).
    public static let supportedSampleRates = 4_000...384_000

    /// The format tag from the `fmt ` chunk (1 PCM, 3 float, 6 A-law, 7 µ-law, 0xFFFE extensible).
    public let formatTag: UInt16
    /// How each sample is encoded (for extensible files, taken from the subformat GUID).
    public let encoding: Encoding
    /// Frames per second.
    public let sampleRate: Int
    /// Interleaved channels per frame.
    public let channels: Int
    /// Bits per sample as the `fmt ` chunk states them.
    public let bitsPerSample: Int
    /// Bytes per frame (all channels).
    public let blockAlign: Int

    /// Creates a format description.
    public init(formatTag: UInt16, encoding: Encoding, sampleRate: Int, channels: Int, bitsPerSample: Int, blockAlign: Int) {
        self.formatTag = formatTag
        self.encoding = encoding
        self.sampleRate = sampleRate
        self.channels = channels
        self.bitsPerSample = bitsPerSample
        self.blockAlign = blockAlign
    }

    /// Bytes each sample of one channel occupies in the file.
    public var bytesPerSample: Int { blockAlign / max(channels, 1) }

    /// For example `44100 Hz, 2 ch, 24-bit signedInteger`.
    public var description: String {
        "\(sampleRate) Hz, \(channels) ch, \(bitsPerSample)-bit \(encoding)"
    }

    /// Format tag of integer PCM.
    static let pcmTag: UInt16 = 0x0001
    /// Format tag of IEEE float.
    static let floatTag: UInt16 = 0x0003
    /// Format tag of G.711 A-law.
    static let aLawTag: UInt16 = 0x0006
    /// Format tag of G.711 µ-law.
    static let muLawTag: UInt16 = 0x0007
    /// Format tag of WAVE_FORMAT_EXTENSIBLE.
    static let extensibleTag: UInt16 = 0xFFFE

    /// A human name for a format tag, for error messages.
    static func codecName(_ tag: UInt16) -> String {
        switch tag {
        case 0x0000: "unknown"
        case 0x0002: "Microsoft ADPCM"
        case 0x0011: "IMA ADPCM"
        case 0x0022: "TrueSpeech"
        case 0x0031: "GSM 6.10"
        case 0x0040: "G.721 ADPCM"
        case 0x0050: "MPEG audio"
        case 0x0055: "MP3"
        case 0x00FF: "AAC"
        case 0x0161, 0x0162, 0x0163: "Windows Media Audio"
        case 0x1610: "HE-AAC"
        case 0x2000: "AC-3"
        case 0xF1AC: "FLAC"
        default: "an unknown codec"
        }
    }
}

/// A WAV file decoded into Hark's internal format.
public struct DecodedAudio: Sendable, Equatable {
    /// The format the file was stored in.
    public let format: WAVFormat
    /// Frames (samples per channel) in the file, at its own rate.
    public let frameCount: Int
    /// The audio converted to 16 kHz mono signed 16-bit (channels averaged, band-limited resampling).
    public let samples16k: [Int16]

    /// Creates decoded audio from its original format and converted samples.
    public init(format: WAVFormat, frameCount: Int, samples16k: [Int16]) {
        self.format = format
        self.frameCount = frameCount
        self.samples16k = samples16k
    }

    /// Duration of the original audio in seconds.
    public var duration: Double {
        format.sampleRate > 0 ? Double(frameCount) / Double(format.sampleRate) : 0
    }
}

/// Why reading or writing a WAV file failed.
public struct WAVError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is; compare against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String
        /// The code's name, e.g. `truncated`.
        public var description: String { name }

        /// The path does not exist.
        public static let fileNotFound = Code(name: "fileNotFound")
        /// The path names a directory, not a file.
        public static let isDirectory = Code(name: "isDirectory")
        /// The file exists but could not be read (permissions, I/O error).
        public static let unreadable = Code(name: "unreadable")
        /// The file has no bytes at all.
        public static let empty = Code(name: "empty")
        /// The file does not start with a RIFF/WAVE header.
        public static let notWAV = Code(name: "notWAV")
        /// The file ends inside the RIFF header, a chunk header or the `fmt ` chunk.
        public static let truncatedHeader = Code(name: "truncatedHeader")
        /// The `data` chunk claims more bytes than the file holds.
        public static let truncated = Code(name: "truncated")
        /// A chunk claims a size that cannot fit in the file.
        public static let invalidChunkSize = Code(name: "invalidChunkSize")
        /// There is no `fmt ` chunk.
        public static let missingFormat = Code(name: "missingFormat")
        /// There is no `data` chunk.
        public static let missingData = Code(name: "missingData")
        /// The `fmt ` chunk says zero channels.
        public static let noChannels = Code(name: "noChannels")
        /// The `fmt ` chunk says a sample rate of zero.
        public static let noSampleRate = Code(name: "noSampleRate")
        /// The sample rate is outside ``WAVFormat/supportedSampleRates`` (4 kHz to 384 kHz).
        public static let unsupportedSampleRate = Code(name: "unsupportedSampleRate")
        /// The path names something that is not a regular file (a device, a FIFO, a socket).
        public static let notRegularFile = Code(name: "notRegularFile")
        /// The samples are compressed with a codec Hark does not decode (MP3, ADPCM, …).
        public static let unsupportedCodec = Code(name: "unsupportedCodec")
        /// The codec is supported but not at this sample size (for example 16-bit float).
        public static let unsupportedBitDepth = Code(name: "unsupportedBitDepth")
        /// Bits per sample and channels do not match the block alignment.
        public static let blockAlignMismatch = Code(name: "blockAlignMismatch")
        /// A `silence:SECONDS` entry whose seconds are not a number from 0 to ``AudioPlaylist/longestSilence``.
        public static let invalidSilence = Code(name: "invalidSilence")
        /// Writing the file failed, or the samples cannot be written as asked.
        public static let writeFailed = Code(name: "writeFailed")
    }

    /// What kind of failure this is.
    public let code: Code
    /// One sentence saying what went wrong and what to do about it.
    public let message: String
    /// The message.
    public var description: String { message }

    /// Creates an error with a code and a one-sentence message.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

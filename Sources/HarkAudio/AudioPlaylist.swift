import Foundation

/// Several WAV files (and stretches of silence) played one after another as one
/// continuous stream, the way `hark run --wav a.wav --wav b.wav` hears them.
///
/// Files are read up front; silence is never stored: its frames are made as they are
/// read, so `silence:7300` (two hours) costs no more memory than `silence:1`.
public struct AudioPlaylist: AudioSource {
    /// One entry of the playlist.
    public enum Item: Sendable, Equatable {
        /// A WAV file, converted to 16 kHz mono.
        case file(String)
        /// Silence of this many seconds (0 to ``AudioPlaylist/longestSilence``).
        case silence(Double)

        /// Reads `silence:SECONDS` as silence and anything else as a file path; a `silence:`
        /// entry that is not a usable number of seconds is refused with its own message
        /// (unless a file of that name exists).
        public init(argument: String) throws(WAVError) {
            guard argument.hasPrefix(AudioPlaylist.silencePrefix), !FileManager.default.fileExists(atPath: argument) else {
                self = .file(argument)
                return
            }
            let text = argument.dropFirst(AudioPlaylist.silencePrefix.count)
            guard let seconds = Double(text), seconds.isFinite, (0...AudioPlaylist.longestSilence).contains(seconds) else {
                throw WAVError(.invalidSilence,
                    "'\(argument)' is not a length of silence; write silence:SECONDS with seconds from 0 to \(Int(AudioPlaylist.longestSilence)), like silence:30.")
            }
            self = .silence(seconds)
        }
    }

    /// How a `--wav` entry asks for silence.
    public static let silencePrefix = "silence:"
    /// Longest stretch of silence, in seconds: 366 days, longer than anything Hark schedules is ever ahead.
    public static let longestSilence = 366.0 * 86_400
    /// Silence heard in full at each end of a stretch before frames count as generated
    /// (``AudioFrame/isGeneratedSilence``): the recognizer hears every short gap and settles
    /// into and out of every long one exactly as it would on recorded silence.
    public static let decodedSilenceEdge = 2.0

    /// A piece of the stream: samples read from a file, or a number of silent samples.
    enum Segment: Sendable, Equatable {
        case samples([Int16])
        case silence(Int)

        var count: Int {
            switch self {
            case .samples(let samples): samples.count
            case .silence(let count): count
            }
        }
    }

    /// The entries, in order.
    public let items: [Item]
    /// Silence inserted between entries, in seconds.
    public let gap: Double
    /// Samples per frame.
    public let frameLength: Int
    /// The stream, with neighbouring silences merged into one.
    let segments: [Segment]

    /// Reads every file up front, so a bad one fails before anything is heard.
    public init(_ items: [Item], gap: Double = 0.5, frameLength: Int = AudioFrame.defaultLength) throws(WAVError) {
        precondition(frameLength > 0, "frameLength must be positive")
        self.items = items
        self.gap = gap
        self.frameLength = frameLength
        var segments: [Segment] = []
        func append(_ segment: Segment) {
            guard segment.count > 0 else { return }
            if case .silence(let more) = segment, case .silence(let count)? = segments.last {
                segments[segments.count - 1] = .silence(count + more)
            } else {
                segments.append(segment)
            }
        }
        for (index, item) in items.enumerated() {
            if index > 0 { append(.silence(Self.sampleCount(gap))) }
            switch item {
            case .file(let path): append(.samples(try WAVFile.read(path: path).samples16k))
            case .silence(let seconds): append(.silence(Self.sampleCount(seconds)))
            }
        }
        self.segments = segments
    }

    /// Total length in seconds.
    public var duration: Double { Double(segments.reduce(0) { $0 + $1.count }) / Double(AudioFrame.sampleRate) }

    /// Samples in `seconds` of silence at 16 kHz (0 for negative or non-finite input, at most ``longestSilence``).
    static func sampleCount(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int((Swift.min(seconds, longestSilence) * Double(AudioFrame.sampleRate)).rounded())
    }

    /// Iterates the whole playlist frame by frame; frames may span entries.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let segments: [Segment]
        let frameLength: Int
        let edge = Int(AudioPlaylist.decodedSilenceEdge * Double(AudioFrame.sampleRate))
        var segment = 0
        /// Position inside the current segment.
        var position = 0
        /// Position in the whole stream.
        var offset = 0

        public mutating func next() async throws -> AudioFrame? {
            guard segment < segments.count else { return nil }
            try Task.checkCancellation()
            if case .silence(let count) = segments[segment], position >= edge, count - position - frameLength >= edge {
                // Well inside a long silence: a whole frame of it, marked so it may be skipped.
                return take(AudioFrame(samples: [Int16](repeating: 0, count: frameLength), offset: offset, isGeneratedSilence: true))
            }
            var samples: [Int16] = []
            samples.reserveCapacity(frameLength)
            while samples.count < frameLength, segment < segments.count {
                let wanted = frameLength - samples.count
                switch segments[segment] {
                case .samples(let source):
                    let end = Swift.min(position + wanted, source.count)
                    samples += source[position..<end]
                    advance(by: end - position, in: source.count)
                case .silence(let count):
                    let taken = Swift.min(wanted, count - position)
                    samples += repeatElement(0, count: taken)
                    advance(by: taken, in: count)
                }
            }
            let frame = AudioFrame(samples: samples, offset: offset)
            offset += samples.count
            return frame
        }

        private mutating func take(_ frame: AudioFrame) -> AudioFrame {
            advance(by: frame.samples.count, in: segments[segment].count)
            offset += frame.samples.count
            return frame
        }

        private mutating func advance(by count: Int, in length: Int) {
            position += count
            if position >= length {
                segment += 1
                position = 0
            }
        }
    }

    /// Starts iterating from the first sample.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(segments: segments, frameLength: frameLength)
    }
}

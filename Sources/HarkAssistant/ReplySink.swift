import Foundation
public import HarkAudio

/// Where Hark's voice and sounds go: a playback device or a WAV file.
public protocol ReplySink: AnyObject {
    /// Plays samples (16 kHz mono) and returns when they have been played.
    func play(_ samples: [Int16]) async throws
    /// Finishes the output (writes the file).
    func finish() throws
    /// Starts playing samples and returns while they play (to listen meanwhile: barge-in):
    /// the sound in progress, or nil from a sink that takes no time (a file), whose
    /// replies last as long as their samples in the stream's own time.
    func start(_ samples: [Int16]) async throws -> SoundInProgress?
    /// Stops what ``start(_:)`` started when it returned no ``SoundInProgress`` to stop
    /// (a simulated room's speaker); a sink whose sounds take no time does nothing.
    func stopStarted()
}

extension ReplySink {
    /// Nothing to stop: the sink's sounds take no time.
    public func stopStarted() {}

    /// Plays the samples to the end (they take no time): nil.
    public func start(_ samples: [Int16]) async throws -> SoundInProgress? {
        try await play(samples)
        return nil
    }
}

/// Collects every reply into one WAV file (`hark run --out replies.wav`), with a short pause between replies.
public final class WAVReplySink: ReplySink {
    /// The output path.
    public let path: String
    /// Everything played so far.
    public private(set) var samples: [Int16] = []
    private let pause = [Int16](repeating: 0, count: AudioFrame.sampleRate / 5)

    /// Creates a sink writing to `path` on `finish()`.
    public init(path: String) { self.path = path }

    public func play(_ samples: [Int16]) async throws {
        self.samples += samples + pause
    }

    public func finish() throws {
        try WAVFile.write(samples: samples, sampleRate: AudioFrame.sampleRate, to: path)
    }
}

/// Hark's speaker in an ``EchoRoom`` (the barge-in tests and benchmark): a sound listened
/// over starts in the room, comes back to its microphone and lasts its length in the
/// stream; other replies take no time and leave no echo, as a recording never holds them.
public final class EchoRoomSpeaker: ReplySink {
    /// The room played into.
    public let room: EchoRoom

    /// A speaker in `room`.
    public init(room: EchoRoom) { self.room = room }

    public func play(_ samples: [Int16]) async throws {}

    public func start(_ samples: [Int16]) async throws -> SoundInProgress? {
        room.speakerStarts(samples)
        return nil
    }

    public func stopStarted() { room.speakerStops() }

    public func finish() throws {}
}

/// Discards replies (when no output is wanted).
public final class SilentReplySink: ReplySink {
    /// Creates a sink that drops everything.
    public init() {}
    public func play(_ samples: [Int16]) async throws {}
    public func finish() throws {}
}

/// Plays replies on an ALSA device, opened for each reply and drained before returning.
/// The writing and draining run on a playback thread, so the awaiting task holds no
/// cooperative thread meanwhile; cancelling it stops the sound.
public final class ALSAReplySink: ReplySink {
    /// The ALSA device name.
    public let device: String

    /// Creates a sink on `device` (opened lazily).
    public init(device: String) { self.device = device }

    public func play(_ samples: [Int16]) async throws {
        guard !samples.isEmpty else { return }
        let playback = try ALSAPlayback(device: device, sampleRate: AudioFrame.sampleRate)
        try await playback.playToEnd(samples)
    }

    public func start(_ samples: [Int16]) async throws -> SoundInProgress? {
        guard !samples.isEmpty else { return nil }
        return try ALSAPlayback(device: device, sampleRate: AudioFrame.sampleRate).start(samples)
    }

    public func finish() throws {}
}

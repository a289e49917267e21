import Foundation
import Synchronization

/// A room heard in stream time, where Hark's own sound comes back to its microphone:
/// each sound Hark's speaker starts (``speakerStarts(_:)``) is mixed into the stream
/// from the next sample on, through an ``EchoPath``, and a person's words can be cued
/// to start a while into the n-th sound, at a chosen level above that sound's echo.
/// Frames are made as they are read, so the echo lands exactly where the pipeline
/// played the sound, however long it took to decide to play it. No wall clock: the
/// same run gives the same stream. For the barge-in tests and `hark bench --barge-in`.
public final class EchoRoom: Sendable {
    private struct Cue {
        let sound: Int
        let after: Int
        let samples: [Int16]
        /// dB above the echo; nil: the samples as they are.
        let speechToEcho: Double?
    }

    private struct State {
        /// Samples handed out so far (the next frame's offset).
        var produced = 0
        var sounds: [(start: Int, samples: [Double])] = []
        /// What Hark's speaker played, by index in ``sounds`` (the rest are people).
        var speakerSounds: [Int: [Int16]] = [:]
        var soundsStarted = 0
        var cues: [Cue] = []
        /// The room's noise generator (frames are made once, in order).
        var noise: UInt64 = 0x9E37_79B9_7F4A_7C15
    }

    private let state = Mutex(State())
    /// The way from Hark's speaker to the microphone.
    public let path: EchoPath
    /// Samples in the stream.
    public let length: Int
    /// Peak of the room's own noise, in samples.
    public let noiseFloor: Int

    /// A room `seconds` long whose speaker reaches the microphone through `path`.
    public init(seconds: Double, path: EchoPath, noiseFloor: Int = 32) {
        self.path = path
        length = Int(seconds * Double(AudioFrame.sampleRate))
        self.noiseFloor = noiseFloor
    }

    /// A person says `samples` starting `after` seconds into Hark's `sound`-th sound (counted
    /// from 0), `speechToEcho` dB above that sound's echo over the words' span (RMS).
    public func cue(_ samples: [Int16], after: Double, intoSound sound: Int, speechToEcho: Double) {
        state.withLock { $0.cues.append(Cue(sound: sound, after: Int(after * Double(AudioFrame.sampleRate)), samples: samples, speechToEcho: speechToEcho)) }
    }

    /// A person says `samples`, as loud as they are, starting `after` seconds into Hark's `sound`-th sound.
    public func cue(_ samples: [Int16], after: Double, intoSound sound: Int) {
        state.withLock { $0.cues.append(Cue(sound: sound, after: Int(after * Double(AudioFrame.sampleRate)), samples: samples, speechToEcho: nil)) }
    }

    /// A person says `samples`, as loud as they are, starting `at` seconds into the stream
    /// (whatever Hark plays meanwhile).
    public func say(_ samples: [Int16], at seconds: Double) {
        state.withLock { $0.sounds.append((Int(seconds * Double(AudioFrame.sampleRate)), samples.map(Double.init))) }
    }

    /// Hark's speaker starts playing `samples` at the stream's next sample.
    public func speakerStarts(_ samples: [Int16]) {
        let echo = path.echo(of: samples)
        state.withLock { state in
            let start = state.produced
            state.speakerSounds[state.sounds.count] = samples
            state.sounds.append((start, echo))
            for cue in state.cues where cue.sound == state.soundsStarted {
                var gain = 1.0
                if let speechToEcho = cue.speechToEcho {
                    let span = echo[min(cue.after, echo.count)..<min(echo.count, cue.after + cue.samples.count)]
                    let echoLevel = Self.rms(span)
                    let speechLevel = Self.rms(cue.samples.map(Double.init))
                    gain = speechLevel > 0 ? max(echoLevel, 1) * pow(10, speechToEcho / 20) / speechLevel : 0
                }
                state.sounds.append((start + cue.after, cue.samples.map { Double($0) * gain }))
            }
            state.soundsStarted += 1
        }
    }

    /// Hark's speaker stops: what it was playing ends at the stream's next sample (the
    /// echo already on its way, and the room's reflections of it, still arrive).
    public func speakerStops() {
        state.withLock { state in
            // Every sound the speaker was playing ends now; one that had ended already keeps its echo.
            for (index, samples) in state.speakerSounds {
                let played = state.produced - state.sounds[index].start
                if played < samples.count {
                    state.sounds[index].samples = path.echo(of: Array(samples.prefix(max(0, played))))
                }
            }
            state.speakerSounds.removeAll()
        }
    }

    /// How many sounds Hark's speaker has started.
    public var soundsStarted: Int { state.withLock { $0.soundsStarted } }

    static func rms<S: Collection>(_ values: S) -> Double where S.Element == Double {
        values.isEmpty ? 0 : (values.reduce(0) { $0 + $1 * $1 } / Double(values.count)).squareRoot()
    }

    /// The next frame of the stream, or nil at its end.
    func frame(length frameLength: Int) -> AudioFrame? {
        let (offset, sounds, hiss) = state.withLock { state -> (Int, [(start: Int, samples: [Double])], [Double]) in
            let offset = state.produced
            state.produced += frameLength
            // White noise up to ±noiseFloor: every real microphone hums; exact zeros can open a turn.
            let hiss = (0..<frameLength).map { _ -> Double in
                state.noise = state.noise &* 6364136223846793005 &+ 1442695040888963407
                return noiseFloor > 0 ? Double(Int(state.noise >> 33) % (2 * noiseFloor + 1) - noiseFloor) : 0
            }
            return (offset, state.sounds, hiss)
        }
        guard offset < length else { return nil }
        let count = min(frameLength, length - offset)
        var mix = Array(hiss.prefix(count))
        for sound in sounds {
            for index in 0..<count {
                let position = offset + index - sound.start
                guard position >= 0, position < sound.samples.count else { continue }
                mix[index] += sound.samples[position]
            }
        }
        return AudioFrame(samples: mix.map { Int16(clamping: Int($0.rounded())) }, offset: offset)
    }

    /// The room's microphone: 20 ms frames, made as they are read.
    public var microphone: Microphone { Microphone(room: self) }

    /// The room's microphone, an ``AudioSource``.
    public struct Microphone: AudioSource {
        let room: EchoRoom

        /// Reads the room from its current position.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(room: room) }

        /// Hands out the room's frames.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let room: EchoRoom
            public mutating func next() async throws -> AudioFrame? { room.frame(length: AudioFrame.defaultLength) }
        }
    }
}

// The only file in Hark that imports speexdsp: its preprocessor (noise
// suppression, automatic gain, dereverberation) and its echo canceller, each
// behind a small owner, so no C type reaches a public signature.
import CSpeexDSP

/// Owns one `SpeexPreprocessState` and destroys it in `deinit`.
///
/// Speex works on blocks of a fixed size; ``process(_:)`` takes any number of
/// samples and runs them block by block, in place. A last block shorter than the
/// block size (the end of a recording) is run padded with silence and only its
/// own samples are kept. Not thread-safe: one iterator owns it.
final class SpeexPreprocessor {
    /// Samples per block: 10 ms at 16 kHz, the size Speex's documentation suggests.
    static let blockLength = 160

    private let state: OpaquePointer
    private var block = [Int16](repeating: 0, count: SpeexPreprocessor.blockLength)

    /// A preprocessor with `cleanup`'s settings; nil when speexdsp could not make one
    /// (it allocates, and refuses nothing else at 16 kHz).
    init?(_ cleanup: AudioCleanup) {
        guard let state = speex_preprocess_state_init(Int32(Self.blockLength), Int32(AudioFrame.sampleRate)) else { return nil }
        self.state = state
        set(SPEEX_PREPROCESS_SET_DENOISE, cleanup.denoise ? 1 : 0)
        set(SPEEX_PREPROCESS_SET_NOISE_SUPPRESS, Int32(cleanup.noiseSuppression))
        set(SPEEX_PREPROCESS_SET_AGC, cleanup.gain ? 1 : 0)
        if cleanup.gain {
            // Float builds of speexdsp (Debian's) take the target level as a float.
            var level = Float(cleanup.gainLevel)
            speex_preprocess_ctl(state, SPEEX_PREPROCESS_SET_AGC_LEVEL, &level)
            set(SPEEX_PREPROCESS_SET_AGC_MAX_GAIN, Int32(cleanup.maxGain))
        }
        set(SPEEX_PREPROCESS_SET_DEREVERB, cleanup.dereverb ? 1 : 0)
        // Speex's voice detector is off unless asked for; asking at all prints a warning to standard error.
    }

    deinit { speex_preprocess_state_destroy(state) }

    private func set(_ request: Int32, _ value: Int32) {
        var value = value
        speex_preprocess_ctl(state, request, &value)
    }

    /// Runs `samples` through the preprocessor, block by block, in place.
    func process(_ samples: inout [Int16]) {
        let whole = samples.count - samples.count % Self.blockLength
        samples.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in stride(from: 0, to: whole, by: Self.blockLength) {
                _ = speex_preprocess_run(state, base + start)
            }
        }
        guard whole < samples.count else { return }
        // The short last block runs padded with silence; only its own samples are kept.
        let count = samples.count - whole
        for index in 0..<Self.blockLength { block[index] = index < count ? samples[whole + index] : 0 }
        block.withUnsafeMutableBufferPointer { buffer in _ = speex_preprocess_run(state, buffer.baseAddress) }
        for index in 0..<count { samples[whole + index] = block[index] }
    }
}

/// Owns one `SpeexEchoState` (and the preprocessor that suppresses what echo is left)
/// and destroys them in `deinit`: removes from the microphone's sound the echo of what
/// the speaker played.
///
/// Speex's canceller learns the path from speaker to microphone (delay, the room, the
/// devices' filters) with an adaptive filter as long as ``tailLength``, block by block;
/// it needs each captured block together with the block the speaker played at the same
/// instant. What the filter cannot model (the speaker's distortion, a moving person)
/// is damped by the preprocessor's residual echo suppressor, which reads the
/// canceller's state. Not thread-safe: one reader owns it.
public final class EchoCanceller {
    /// Samples per block: 10 ms at 16 kHz.
    public static let blockLength = 160

    /// The length of echo the filter models, in samples.
    public let tailLength: Int
    /// The same length in seconds.
    public var tailSeconds: Double { Double(tailLength) / Double(AudioFrame.sampleRate) }
    private let echo: OpaquePointer
    private let residual: OpaquePointer
    private var captured = [Int16](repeating: 0, count: EchoCanceller.blockLength)
    private var played = [Int16](repeating: 0, count: EchoCanceller.blockLength)
    private var cleaned = [Int16](repeating: 0, count: EchoCanceller.blockLength)

    /// A canceller modelling `tailSeconds` of echo (a room's echo path: 0.1–0.5 s); nil
    /// when speexdsp could not make one (it allocates, and refuses nothing else at 16 kHz).
    public init?(tailSeconds: Double = 0.25) {
        let tail = max(Self.blockLength, Int((tailSeconds * Double(AudioFrame.sampleRate)).rounded()))
        guard let echo = speex_echo_state_init(Int32(Self.blockLength), Int32(tail)) else { return nil }
        guard let residual = speex_preprocess_state_init(Int32(Self.blockLength), Int32(AudioFrame.sampleRate)) else {
            speex_echo_state_destroy(echo)
            return nil
        }
        self.echo = echo
        self.residual = residual
        tailLength = tail
        var rate = Int32(AudioFrame.sampleRate)
        speex_echo_ctl(echo, SPEEX_ECHO_SET_SAMPLING_RATE, &rate)
        // The preprocessor only suppresses residual echo: no denoising or gain of its own.
        var off: Int32 = 0
        speex_preprocess_ctl(residual, SPEEX_PREPROCESS_SET_DENOISE, &off)
        speex_preprocess_ctl(residual, SPEEX_PREPROCESS_SET_AGC, &off)
        speex_preprocess_ctl(residual, SPEEX_PREPROCESS_SET_DEREVERB, &off)
        speex_preprocess_ctl(residual, SPEEX_PREPROCESS_SET_ECHO_STATE, UnsafeMutableRawPointer(echo))
    }

    deinit {
        speex_preprocess_state_destroy(residual)
        speex_echo_state_destroy(echo)
    }

    /// The microphone's `capturedSamples` with the echo of `playedSamples` removed: the
    /// speaker played `playedSamples[i]` at the instant the microphone captured
    /// `capturedSamples[i]` (missing played samples count as silence). Runs block by
    /// block; a last block shorter than ``blockLength`` runs padded with silence and
    /// only its own samples are returned.
    public func cancel(captured capturedSamples: [Int16], played playedSamples: [Int16]) -> [Int16] {
        var output = [Int16](repeating: 0, count: capturedSamples.count)
        var start = 0
        while start < capturedSamples.count {
            let count = min(Self.blockLength, capturedSamples.count - start)
            for index in 0..<Self.blockLength {
                captured[index] = index < count ? capturedSamples[start + index] : 0
                let playedIndex = start + index
                played[index] = index < count && playedIndex < playedSamples.count ? playedSamples[playedIndex] : 0
            }
            captured.withUnsafeBufferPointer { rec in
                played.withUnsafeBufferPointer { play in
                    cleaned.withUnsafeMutableBufferPointer { out in
                        speex_echo_cancellation(echo, rec.baseAddress, play.baseAddress, out.baseAddress)
                        _ = speex_preprocess_run(residual, out.baseAddress)
                    }
                }
            }
            for index in 0..<count { output[start + index] = cleaned[index] }
            start += count
        }
        return output
    }
}

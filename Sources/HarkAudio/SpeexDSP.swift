// The only file in Hark that imports speexdsp: its preprocessor (noise
// suppression, automatic gain, dereverberation) behind a small owner, so no C
// type reaches a public signature.
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

import Foundation
import HarkSpeech

/// Where `hark transcribe --stats` spent its time.
struct TranscribeTiming {
    /// Length of the decoded audio, in seconds.
    let audioSeconds: Double
    /// Reading, decoding and resampling the WAV file.
    let read: Duration
    /// Loading the model and compiling the grammar or keyphrase.
    let load: Duration
    /// Running the recognizer over every frame.
    let decode: Duration

    /// One line for standard error, e.g. `audio 30.00 s: read and resample 0.120 s, …`.
    ///
    /// The real-time factor counts what grows with the audio (reading, resampling
    /// and decoding), not the one-off model load.
    var summary: String {
        let read = read.seconds, load = load.seconds, decode = decode.seconds
        let rtf = audioSeconds > 0 ? (read + decode) / audioSeconds : 0
        return String(format: "audio %.2f s: read and resample %.3f s, model load %.3f s, decode %.3f s; real-time factor %.3f (read + decode), peak memory %.1f MB",
                      audioSeconds, read, load, decode, rtf, ProcessMemory.peak() ?? .nan)
    }
}

private extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

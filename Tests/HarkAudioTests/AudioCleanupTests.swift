import Foundation
import Testing
@testable import HarkAudio

/// Speex's preprocessor, through ``CleanedAudio``: steady noise is turned down,
/// a voice over it is kept, frames keep their place in the stream, and with every
/// stage off the audio passes untouched.
@Suite struct AudioCleanupTests {
    /// Seeded white noise at about `level` RMS (a uniform spread of ±level·√3).
    func noise(seconds: Double, level: Double, seed: UInt64 = 7) -> [Int16] {
        var state = seed
        return (0..<Int(seconds * Double(AudioFrame.sampleRate))).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let unit = Double(state >> 11) / Double(1 << 53) * 2 - 1
            return Int16(unit * level * 3.0.squareRoot())
        }
    }

    func rms<S: Collection>(_ samples: S) -> Double where S.Element == Int16 {
        (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(samples.count, 1))).squareRoot()
    }

    func cleaned(_ samples: [Int16], _ cleanup: AudioCleanup, frameLength: Int = AudioFrame.defaultLength) async throws -> [AudioFrame] {
        var frames: [AudioFrame] = []
        for try await frame in CleanedAudio(SampleBufferSource(samples: samples, frameLength: frameLength), cleanup: cleanup) {
            frames.append(frame)
        }
        return frames
    }

    @Test func allOffPassesTheSamplesUntouched() async throws {
        let input = noise(seconds: 1, level: 1000)
        let frames = try await cleaned(input, .off)
        #expect(frames.flatMap(\.samples) == input)
    }

    @Test func denoisingTurnsSteadyNoiseDown() async throws {
        let input = noise(seconds: 3, level: 1000)
        let output = try await cleaned(input, AudioCleanup(denoise: true)).flatMap(\.samples)
        // After the first second the noise estimate has settled: the last second is well below the input.
        let reduction = 20 * log10(rms(output.suffix(16_000)) / rms(input.suffix(16_000)))
        #expect(reduction < -6, "noise only \(reduction) dB lower")
        // A stronger suppression setting turns it down further.
        let stronger = try await cleaned(input, AudioCleanup(denoise: true, noiseSuppression: -40)).flatMap(\.samples)
        #expect(rms(stronger.suffix(16_000)) < rms(output.suffix(16_000)))
    }

    @Test func aToneOverTheNoiseIsKept() async throws {
        // Two seconds of noise to learn it from, then a loud 500 Hz tone over the same noise.
        var input = noise(seconds: 3, level: 300)
        for index in 32_000..<48_000 {
            input[index] = Int16(clamping: Int(input[index]) + Int(8000 * sin(2 * Double.pi * 500 * Double(index) / 16_000)))
        }
        let output = try await cleaned(input, AudioCleanup(denoise: true)).flatMap(\.samples)
        let kept = 20 * log10(rms(output[36_000..<48_000]) / rms(input[36_000..<48_000]))
        #expect(kept > -3, "the tone lost \(kept) dB")
    }

    @Test func gainRaisesAQuietVoiceLikeSound() async throws {
        var input = [Int16](repeating: 0, count: 4 * 16_000)
        for index in input.indices {
            input[index] = Int16(300 * sin(2 * Double.pi * 300 * Double(index) / 16_000) * (1 + 0.5 * sin(2 * Double.pi * 3 * Double(index) / 16_000)))
        }
        let output = try await cleaned(input, AudioCleanup(gain: true)).flatMap(\.samples)
        #expect(rms(output.suffix(16_000)) > 2 * rms(input.suffix(16_000)))
    }

    @Test func framesKeepTheirOffsetsAndLengthsWhateverTheirSize() async throws {
        // 250-sample frames are not a multiple of Speex's 160-sample block; the last frame is short.
        let input = noise(seconds: 1.01, level: 500)
        let frames = try await cleaned(input, AudioCleanup(denoise: true, dereverb: true), frameLength: 250)
        let plain = try await cleaned(input, .off, frameLength: 250)
        #expect(frames.map(\.offset) == plain.map(\.offset))
        #expect(frames.map(\.samples.count) == plain.map(\.samples.count))
        #expect(frames.last?.samples.count == input.count % 250)
    }

    @Test func generatedSilencePassesUntouchedAndEachIterationStartsAfresh() async throws {
        let source = CleanedAudio(SilenceThenNoise(noise: noise(seconds: 1, level: 800)), cleanup: AudioCleanup(denoise: true))
        var first: [AudioFrame] = []
        for try await frame in source { first.append(frame) }
        #expect(first.first?.isGeneratedSilence == true)
        #expect(first.first?.samples == [Int16](repeating: 0, count: AudioFrame.defaultLength))
        var second: [AudioFrame] = []
        for try await frame in source { second.append(frame) }
        #expect(second.map(\.samples) == first.map(\.samples))
    }
}

/// One frame of generated silence, then noise.
private struct SilenceThenNoise: AudioSource {
    let noise: [Int16]

    struct AsyncIterator: AsyncIteratorProtocol {
        let noise: [Int16]
        var position = -1

        mutating func next() async throws -> AudioFrame? {
            if position < 0 {
                position = 0
                return AudioFrame(samples: [Int16](repeating: 0, count: AudioFrame.defaultLength), offset: 0, isGeneratedSilence: true)
            }
            guard position < noise.count else { return nil }
            let end = Swift.min(position + AudioFrame.defaultLength, noise.count)
            defer { position = end }
            return AudioFrame(samples: Array(noise[position..<end]), offset: AudioFrame.defaultLength + position)
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(noise: noise) }
}

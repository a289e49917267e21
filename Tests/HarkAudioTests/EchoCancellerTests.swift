import Foundation
import Testing
@testable import HarkAudio

/// Speex's echo canceller: the echo of what the speaker played, taken through a
/// room-like path (delay, a speaker's low-pass, a reflection, attenuation), is
/// removed from the microphone's sound, and a person speaking over it is kept.
@Suite struct EchoCancellerTests {
    static func fixture(_ name: String) throws -> [Int16] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("audio-fixtures/\(name).wav").path
        return try WAVFile.read(path: path).samples16k
    }

    /// `played` as a microphone hears it: 40 ms late, low-passed, with a weaker reflection 7 ms after it.
    static func echo(of played: [Int16], delay: Int, gain: Double) -> [Double] {
        EchoPath(delay: delay, gain: gain, reflections: [(112, 0.4)]).echo(of: played)
    }

    func rms<S: Collection>(_ samples: S) -> Double where S.Element == Int16 {
        (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(samples.count, 1))).squareRoot()
    }

    /// Hark's reply, several seconds of speech, repeated to give the filter time.
    func reply() throws -> [Int16] {
        let speech = try Self.fixture("awb-ordinary-speech")
        return Array(speech.prefix(6 * 16_000))
    }

    @Test func theEchoOfWhatWasPlayedIsRemoved() throws {
        let played = try reply()
        let microphone = Self.echo(of: played, delay: 640, gain: 0.5).map { Int16(clamping: Int($0.rounded())) }
        let canceller = try #require(EchoCanceller(tailSeconds: 0.2))
        let cleaned = canceller.cancel(captured: microphone, played: played)
        #expect(cleaned.count == microphone.count)
        // Once the filter has learnt the path (the first three seconds), the echo is far below what the microphone heard.
        let tail = 3 * 16_000..<played.count
        let reduction = 20 * log10(rms(cleaned[tail]) / rms(microphone[tail]))
        #expect(reduction < -12, "echo only \(reduction) dB lower")
        // Without the canceller's help the same stretch would be as loud as the echo: the figure measures the canceller.
        #expect(rms(microphone[tail]) > 500)
    }

    @Test func aPersonSpeakingOverTheEchoIsKept() throws {
        let played = try reply()
        let person = try Self.fixture("slt-stop")
        let echo = Self.echo(of: played, delay: 640, gain: 0.5)
        // The person speaks from 3 s on, 10 dB above the echo's level.
        let start = 3 * 16_000
        let echoLevel = (echo.reduce(0) { $0 + $1 * $1 } / Double(echo.count)).squareRoot()
        let personLevel = rms(person)
        let scale = echoLevel * pow(10, 10.0 / 20) / personLevel
        var microphone = echo
        for (index, sample) in person.enumerated() where start + index < microphone.count {
            microphone[start + index] += scale * Double(sample)
        }
        let captured = microphone.map { Int16(clamping: Int($0.rounded())) }
        let canceller = try #require(EchoCanceller(tailSeconds: 0.2))
        let cleaned = canceller.cancel(captured: captured, played: played)
        let span = start..<min(start + person.count, captured.count)
        let personAlone = person.prefix(span.count).map { Int16(clamping: Int((scale * Double($0)).rounded())) }
        // Over the person's words the sound keeps the person's level (the canceller's own
        // filters change its waveform a little, so levels are compared, not samples) …
        let kept = 20 * log10(rms(cleaned[span]) / rms(personAlone))
        #expect(abs(kept) < 3, "the person's words changed by \(kept) dB")
        // … while just before them, where only the echo was heard, it was turned well down.
        let before = 2 * 16_000..<start
        let echoOnly = 20 * log10(rms(cleaned[before]) / rms(captured[before]))
        #expect(echoOnly < -6, "echo before the words only \(echoOnly) dB lower")
    }

    @Test func aBlockShorterThanTenMillisecondsIsReturnedWhole() throws {
        let canceller = try #require(EchoCanceller())
        #expect(canceller.cancel(captured: [], played: []).isEmpty)
        let odd = [Int16](repeating: 100, count: 161 + 37)
        // Fewer played samples than captured ones count as silence played.
        #expect(canceller.cancel(captured: odd, played: [1, 2, 3]).count == odd.count)
    }
}

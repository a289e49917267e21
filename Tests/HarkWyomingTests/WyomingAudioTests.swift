import Foundation
import HarkAudio
import HarkIntents
import Testing
@testable import HarkWyoming

@Suite("Wyoming audio formats")
struct WyomingAudioTests {
    static func event(rate: Int, width: Int, channels: Int) -> WyomingEvent {
        WyomingEvent(type: "audio-start", data: ["rate": .int(rate), "width": .int(width), "channels": .int(channels)])
    }

    @Test("Formats Hark cannot convert are refused naming what to send")
    func refused() {
        for (rate, width, channels, hint) in [(16000, 3, 1, "16-bit"), (4000, 2, 1, "Hz"), (16000, 2, 0, "channels"), (200_000, 2, 1, "Hz")] {
            #expect { try WyomingAudioFormat(of: Self.event(rate: rate, width: width, channels: channels)) } throws: {
                ($0 as? WyomingRequestError)?.message.contains(hint) == true
            }
        }
        #expect(throws: WyomingRequestError.self) { try WyomingAudioFormat(of: WyomingEvent(type: "audio-start")) }
    }

    @Test("16 kHz 16-bit mono becomes 20 ms frames as it comes, across odd chunk splits")
    func direct() throws {
        var stream = WyomingAudioStream(format: .hark, maxSeconds: 60)
        let samples = (0..<1000).map { Int16(truncatingIfNeeded: $0 * 37 - 9000) }
        let bytes = WyomingRelay.bytes(samples)
        var frames = try stream.append(Array(bytes[0..<333]))  // an odd byte count: half a sample waits
        frames += try stream.append(Array(bytes[333...]))
        #expect(frames.map(\.samples.count) == [320, 320, 320])
        frames += stream.finish()
        #expect(frames.flatMap(\.samples) == samples)
        #expect(frames.map(\.offset) == [0, 320, 640, 960])
    }

    @Test("Stereo is mixed down, 8- and 32-bit are scaled to 16-bit")
    func widthsAndChannels() throws {
        var stereo = WyomingAudioStream(format: WyomingAudioFormat(rate: 16000, width: 2, channels: 2), maxSeconds: 60)
        let left: [Int16] = [1000, -2000, 3000], right: [Int16] = [3000, 2000, -3000]
        let interleaved = zip(left, right).flatMap { [$0, $1] }
        _ = try stereo.append(WyomingRelay.bytes(interleaved))
        #expect(stereo.finish().flatMap(\.samples) == [2000, 0, 0])

        var eight = WyomingAudioStream(format: WyomingAudioFormat(rate: 16000, width: 1, channels: 1), maxSeconds: 60)
        _ = try eight.append([128, 255, 0])
        #expect(eight.finish().flatMap(\.samples) == [0, 127 << 8, -128 << 8])

        var thirtyTwo = WyomingAudioStream(format: WyomingAudioFormat(rate: 16000, width: 4, channels: 1), maxSeconds: 60)
        let value = Int32(12_345) << 16
        let raw = UInt32(bitPattern: value)
        _ = try thirtyTwo.append([UInt8(raw & 0xff), UInt8(raw >> 8 & 0xff), UInt8(raw >> 16 & 0xff), UInt8(raw >> 24)])
        #expect(thirtyTwo.finish().flatMap(\.samples) == [12_345])
    }

    @Test("Audio at another rate is resampled whole when the stream ends: a tone keeps its pitch and length")
    func resampled() throws {
        var stream = WyomingAudioStream(format: WyomingAudioFormat(rate: 48000, width: 2, channels: 1), maxSeconds: 60)
        let tone: [Int16] = (0..<48000).map { index in
            let phase: Double = 2 * Double.pi * 440 * Double(index) / 48000
            return Int16(8000 * sin(phase))
        }
        #expect(try stream.append(WyomingRelay.bytes(tone)).isEmpty, "held until the end")
        let samples = stream.finish().flatMap(\.samples)
        #expect(abs(samples.count - 16000) <= 2)
        // Zero crossings of a 440 Hz tone over one second: about 880.
        let crossings = zip(samples, samples.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
        #expect(abs(crossings - 880) <= 4, "\(crossings)")
    }

    @Test("A stream longer than the limit is refused")
    func tooLong() throws {
        var stream = WyomingAudioStream(format: .hark, maxSeconds: 1)
        _ = try stream.append(WyomingRelay.bytes([Int16](repeating: 0, count: 15_000)))
        #expect { try stream.append(WyomingRelay.bytes([Int16](repeating: 0, count: 2_000))) } throws: {
            ($0 as? WyomingRequestError)?.code == "audio-too-long"
        }
    }

    @Test("Addresses: tcp and unix, and what is wrong with the rest")
    func endpoints() throws {
        #expect(try WyomingEndpoint(uri: "tcp://127.0.0.1:10700") == .tcp(host: "127.0.0.1", port: 10700))
        #expect(try WyomingEndpoint(uri: "tcp://[::1]:10700") == .tcp(host: "::1", port: 10700))
        #expect(try WyomingEndpoint(uri: "unix:///run/hark.sock") == .unix(path: "/run/hark.sock"))
        #expect(WyomingEndpoint.tcp(host: "::1", port: 5).description == "tcp://[::1]:5")
        for bad in ["tcp://host", "tcp://:10700", "http://host:1", "unix://", "tcp://host:99999"] {
            #expect(throws: WyomingRequestError.self, "\(bad)") { try WyomingEndpoint(uri: bad) }
        }
    }
}

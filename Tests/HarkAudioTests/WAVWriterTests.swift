import Foundation
import Testing
@testable import HarkAudio

/// Writing canonical PCM16 files, and reading them back as a source.
@Suite final class WAVWriterTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "hark-wav-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func encodeWritesTheCanonicalHeader() throws {
        let bytes = try WAVFile.encode(samples: [1, -2], sampleRate: 16_000)
        let expected: [UInt8] = Array("RIFF".utf8) + [40, 0, 0, 0] + Array("WAVEfmt ".utf8) + [16, 0, 0, 0, 1, 0, 1, 0]
            + [0x80, 0x3E, 0, 0] + [0, 0x7D, 0, 0] + [2, 0, 16, 0] + Array("data".utf8) + [4, 0, 0, 0]
            + [1, 0, 0xFE, 0xFF]
        #expect(bytes == expected)
    }

    @Test func writeThenReadRoundTrips() throws {
        let path = directory + "/speech.wav"
        let samples = (0..<5000).map { Int16(truncatingIfNeeded: $0 &* 7919) }
        try WAVFile.write(samples: samples, to: path)
        let audio = try WAVFile.read(path: path)
        #expect(audio.samples16k == samples)
        #expect(audio.format == WAVFormat(formatTag: 1, encoding: .signedInteger, sampleRate: 16_000, channels: 1, bitsPerSample: 16, blockAlign: 2))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == 44 + 10_000)
        // Only the file itself: the temporary was renamed over it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["speech.wav"])
    }

    @Test func writeReplacesAnExistingFile() throws {
        let path = directory + "/reply.wav"
        try WAVFile.write(samples: [Int16](repeating: 9, count: 1000), to: path)
        try WAVFile.write(samples: [1, 2, 3], to: path)
        #expect(try WAVFile.read(path: path).samples16k == [1, 2, 3])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["reply.wav"])
    }

    @Test func stereoAt8kRoundTripsThroughTheReader() throws {
        let path = directory + "/stereo.wav"
        try WAVFile.write(samples: [100, 300, -50, -150], sampleRate: 8000, channels: 2, to: path)
        let audio = try WAVFile.read(path: path)
        #expect(audio.format.channels == 2)
        #expect(audio.format.sampleRate == 8000)
        #expect(audio.frameCount == 2)
        #expect(audio.samples16k.count == 4)
    }

    @Test func writeFailuresAreTyped() throws {
        let noDirectory = try #require(throws: WAVError.self) {
            try WAVFile.write(samples: [1], to: directory + "/missing/out.wav")
        }
        #expect(noDirectory.code == .writeFailed)
        #expect(noDirectory.message.contains("missing/out.wav"))
        let ontoDirectory = try #require(throws: WAVError.self) { try WAVFile.write(samples: [1], to: directory) }
        #expect(ontoDirectory.code == .writeFailed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        #expect(throws: WAVError.self) { try WAVFile.encode(samples: [1, 2, 3], channels: 2) }
        #expect(throws: WAVError.self) { try WAVFile.encode(samples: [1], sampleRate: 0) }
    }

    @Test func wavSourceYieldsTheFileAsFrames() async throws {
        let path = directory + "/frames.wav"
        let samples = (0..<1000).map { Int16($0) }
        try WAVFile.write(samples: samples, to: path)
        let source = try WAVSource(path: path, frameLength: 400)
        var collected: [Int16] = []
        var offsets: [Int] = []
        for try await frame in source {
            collected += frame.samples
            offsets.append(frame.offset)
        }
        #expect(collected == samples)
        #expect(offsets == [0, 400, 800])
        #expect(source.format.sampleRate == 16_000)
    }
}

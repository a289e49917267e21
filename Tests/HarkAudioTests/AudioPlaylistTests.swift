import Foundation
import Testing
@testable import HarkAudio

/// `hark run --wav …`: files and silence played as one stream, silence made as it is read.
@Suite struct AudioPlaylistTests {
    func temporaryWAV(_ samples: [Int16]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-playlist-\(UUID().uuidString).wav").path
        try WAVFile.write(samples: samples, to: path)
        return path
    }

    func frames(_ playlist: AudioPlaylist) async throws -> [AudioFrame] {
        var frames: [AudioFrame] = []
        for try await frame in playlist { frames.append(frame) }
        return frames
    }

    /// The frames are those of the whole stream laid out in memory and cut every
    /// `frameLength` samples, across the joins between entries.
    @Test(arguments: [320, 7, 1000])
    func framesAreTheConcatenatedStreamCutEvenly(_ frameLength: Int) async throws {
        let first = (0..<1234).map { Int16($0 % 300 - 150) }, second = (0..<777).map { Int16(1000 - $0) }
        let a = try temporaryWAV(first), b = try temporaryWAV(second)
        defer { try? FileManager.default.removeItem(atPath: a); try? FileManager.default.removeItem(atPath: b) }
        let playlist = try AudioPlaylist([.file(a), .silence(0.01), .file(b), .silence(0.003)], gap: 0.002, frameLength: frameLength)
        let expected = first + [Int16](repeating: 0, count: 32 + 160 + 32) + second + [Int16](repeating: 0, count: 32 + 48)
        let frames = try await frames(playlist)
        #expect(frames.flatMap(\.samples) == expected)
        #expect(frames.map(\.offset) == Array(stride(from: 0, to: expected.count, by: frameLength)))
        #expect(frames.dropLast().allSatisfy { $0.samples.count == frameLength })
        #expect(frames.allSatisfy { !$0.isGeneratedSilence })
        #expect(abs(playlist.duration - Double(expected.count) / 16_000) < 1e-9)
    }

    /// Two hours of silence are no longer cut to one, and are never held in memory: only
    /// frames well inside the stretch are marked as generated, so the recognizer hears its edges.
    @Test func twoHoursOfSilenceLastTwoHoursAndAreMadeAsRead() async throws {
        let playlist = try AudioPlaylist([.silence(7_300)])
        #expect(playlist.duration == 7_300)
        #expect(playlist.segments == [.silence(7_300 * 16_000)])
        var count = 0, generated = 0, last: AudioFrame?
        var firstGenerated: Double?, lastGenerated: Double?
        for try await frame in playlist {
            count += 1
            if frame.isGeneratedSilence {
                generated += 1
                firstGenerated = firstGenerated ?? frame.startTime
                lastGenerated = frame.endTime
            }
            last = frame
        }
        #expect(count == 7_300 * 50)
        #expect(last?.endTime == 7_300)
        #expect(firstGenerated == AudioPlaylist.decodedSilenceEdge)
        #expect(lastGenerated == 7_300 - AudioPlaylist.decodedSilenceEdge)
        #expect(generated == count - 2 * Int(AudioPlaylist.decodedSilenceEdge) * 50)
    }

    @Test(arguments: ["silence:-5", "silence:abc", "silence:", "silence:nan", "silence:inf", "silence:1e300", "silence:-0.5"])
    func malformedSilenceGetsItsOwnMessage(_ argument: String) {
        #expect(throws: WAVError(.invalidSilence,
            "'\(argument)' is not a length of silence; write silence:SECONDS with seconds from 0 to 31622400, like silence:30.")) {
            try AudioPlaylist.Item(argument: argument)
        }
    }

    @Test func silenceAndFilesAreToldApart() throws {
        #expect(try AudioPlaylist.Item(argument: "silence:0") == .silence(0))
        #expect(try AudioPlaylist.Item(argument: "silence:7300") == .silence(7_300))
        #expect(try AudioPlaylist.Item(argument: "silence:0.25") == .silence(0.25))
        #expect(try AudioPlaylist.Item(argument: "audio-fixtures/rms-stop.wav") == .file("audio-fixtures/rms-stop.wav"))
    }
}

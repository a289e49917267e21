import Foundation
import Testing
@testable import HarkAudio

/// `playToEnd` writes and drains on a playback thread of its own, through ALSA's `file` plugin.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct ALSAPlaybackThreadTests {
    let fixture = ALSAFixture.shared

    @Test func playToEndWritesExactlyThePlayedSamples() async throws {
        let pcm = "hark_playback_thread"
        let samples = ToneGenerator.samples(for: .listening) + fixture.captureSamples
        do {
            let playback = try ALSAPlayback(device: pcm)
            #expect(try await playback.playToEnd(samples) == true)
            #expect(playback.underruns == 0)
        }
        let written = fixture.played(on: pcm)
        #expect(Array(written.prefix(samples.count)) == samples)
        #expect(written.dropFirst(samples.count).allSatisfy { $0 == 0 })
    }

    @Test func aCancelledTaskPlaysNothing() async throws {
        let pcm = "hark_playback_thread_cancel"
        let playback = try ALSAPlayback(device: pcm)
        let played = try await Task { () throws -> Bool in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await playback.playToEnd(ToneGenerator.ringtone(seconds: 6))
        }.value
        #expect(played == false)
        #expect(fixture.played(on: pcm).allSatisfy { $0 == 0 })
    }

}

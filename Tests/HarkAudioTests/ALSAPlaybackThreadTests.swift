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

    /// `start` returns while the sound plays (barge-in listens meanwhile), says when it ended, and writes the same samples.
    @Test func startReturnsAtOnceAndSaysWhenTheSoundEnded() async throws {
        let pcm = "hark_playback_start"
        let samples = ToneGenerator.samples(for: .listening) + fixture.captureSamples
        do {
            let playback = try ALSAPlayback(device: pcm)
            let before = ContinuousClock.now
            let sound = playback.start(samples)
            let deadline = ContinuousClock.now + .seconds(60)
            while sound.endedAt == nil && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
            let ended = try #require(sound.endedAt)
            #expect(ended > before)
            #expect(sound.failure == nil)
        }
        let written = fixture.played(on: pcm)
        #expect(Array(written.prefix(samples.count)) == samples)
    }
}

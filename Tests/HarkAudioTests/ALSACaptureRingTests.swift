import Foundation
import Testing
@testable import HarkAudio

/// The capture thread and its ring, through ALSA's `file` plugin paced to real
/// time: the microphone is read while nobody takes frames, and what a reader
/// leaves too long is dropped and counted, never lost silently.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct ALSACaptureRingTests {
    let fixture = ALSAFixture.shared

    @Test func captureGoesOnWhileNobodyReads() async throws {
        let capture = ALSACapture(device: fixture.endlessCapturePCM, frameLength: 320)
        let iterator = capture.makeAsyncIterator()
        let first = try #require(try await iterator.next())
        let firstInstant = try #require(first.capturedAt)
        try await Task.sleep(for: .milliseconds(600))
        let resumed = ContinuousClock.now
        // Frames captured during the pause waited in the ring, stamped when they were heard.
        var instants: [ContinuousClock.Instant] = []
        for _ in 0..<20 {
            let frame = try #require(try await iterator.next())
            instants.append(try #require(frame.capturedAt))
        }
        #expect(instants.allSatisfy { $0 > firstInstant && $0 < resumed })
        #expect(zip(instants, instants.dropFirst()).allSatisfy { $0 < $1 })
        #expect(capture.statistics.samplesCaptured == 21 * 320)
    }

    @Test func aFullRingDropsTheOldestAndCountsIt() async throws {
        // A ring of 0.1 s (5 frames), left unread for 0.6 s.
        let capture = ALSACapture(device: fixture.endlessCapturePCM, frameLength: 320, bufferSeconds: 0.1)
        let iterator = capture.makeAsyncIterator()
        let first = try #require(try await iterator.next())
        try await Task.sleep(for: .milliseconds(600))
        var offsets: [Int] = [first.offset]
        var instants: [ContinuousClock.Instant] = [try #require(first.capturedAt)]
        for _ in 0..<5 {
            let frame = try #require(try await iterator.next())
            offsets.append(frame.offset)
            instants.append(try #require(frame.capturedAt))
        }
        let statistics = capture.statistics
        #expect(statistics.samplesDropped > 0)
        #expect(statistics.samplesDropped % 320 == 0)
        #expect(statistics.overruns == 0)
        // The frames kept are the newest: what was dropped lies between the first frame and them.
        #expect(instants[1] - instants[0] > .milliseconds(300))
        // Stream offsets count delivered audio only.
        #expect(offsets == Array(stride(from: 0, to: 6 * 320, by: 320)))
    }
}

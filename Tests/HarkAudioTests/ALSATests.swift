import Foundation
import Testing
@testable import HarkAudio

/// Drives the real ALSA capture and playback code through ALSA's `file` plugin.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct ALSATests {
    let fixture = ALSAFixture.shared

    @Test func captureYieldsTheDeviceSamplesExactly() async throws {
        let expected = fixture.captureSamples
        // The device runs in real time; a ring of ten minutes keeps every frame even when
        // the other suites of a full test run keep this task waiting for a minute.
        let capture = ALSACapture(device: fixture.capturePCM, frameLength: 320, bufferSeconds: 600)
        var samples: [Int16] = []
        var offsets: [Int] = []
        for try await frame in capture {
            #expect(frame.samples.count == 320)
            offsets.append(frame.offset)
            samples += frame.samples
            if samples.count >= expected.count { break }
        }
        #expect(samples.count == expected.count)
        #expect(samples == expected)
        #expect(offsets == Array(stride(from: 0, to: expected.count, by: 320)))
        #expect(capture.statistics.samplesCaptured == expected.count)
        #expect(capture.statistics.recoveries == 0)
    }

    @Test func anOverrunIsRecoveredAndCaptureContinues() async throws {
        let capture = ALSACapture(device: fixture.endlessCapturePCM, frameLength: 320)
        var frames = 0
        var offsets: [Int] = []
        for try await frame in capture {
            frames += 1
            offsets.append(frame.offset)
            #expect(frame.samples.count == 320)
            // After ten frames the capture thread's next read fails with -EPIPE, as a real
            // overrun does; the frames it read ahead into the ring come first.
            if frames == 10 { capture.control.injectOverrun() }
            if frames >= 20 && capture.statistics.recoveries > 0 || frames == 1_000 { break }
        }
        #expect(capture.statistics.recoveries == 1)
        #expect(capture.statistics.overruns == 1)
        #expect(capture.statistics.lastRecoveryReason == "Broken pipe")
        #expect(capture.statistics.samplesCaptured == frames * 320)
        // Frame offsets stay continuous across the recovery: lost audio is not invented.
        #expect(offsets == Array(stride(from: 0, to: frames * 320, by: 320)))
    }

    @Test func cancellingTheConsumingTaskEndsAnEndlessCapture() async throws {
        let capture = ALSACapture(device: fixture.endlessCapturePCM)
        let target = fixture.captureSamples.count * 2
        let reachedEndlessPhase = AsyncStream<Void>.makeStream()
        let consumer = Task { () throws -> Int in
            var count = 0
            for try await frame in capture {
                count += frame.samples.count
                if count == target { reachedEndlessPhase.continuation.yield() }
            }
            return count
        }
        for await _ in reachedEndlessPhase.stream { break }
        consumer.cancel()
        let count = try await consumer.value
        #expect(count >= target)
    }

    @Test func stopEndsIterationFromAnotherTask() async throws {
        let capture = ALSACapture(device: fixture.endlessCapturePCM)
        let started = AsyncStream<Void>.makeStream()
        let consumer = Task { () throws -> Int in
            var frames = 0
            for try await _ in capture {
                frames += 1
                if frames == 100 { started.continuation.yield() }
            }
            return frames
        }
        for await _ in started.stream { break }
        capture.stop()
        let frames = try await consumer.value
        #expect(frames >= 100)
        // A stopped capture stays stopped: a new iteration ends at once.
        let again = capture.makeAsyncIterator()
        #expect(try await again.next() == nil)
    }

    @Test func missingCaptureDeviceNamesTheDevice() async throws {
        _ = fixture
        let iterator = ALSACapture(device: "hark_no_such_device").makeAsyncIterator()
        let error = try await #require(throws: AudioDeviceError.self) { try await iterator.next() }
        #expect(error.code == .deviceNotFound)
        #expect(error.device == "hark_no_such_device")
        #expect(error.message.contains("'hark_no_such_device'"))
        #expect(error.message.contains("hark devices"))
        // After an error the iteration is over.
        #expect(try await iterator.next() == nil)
    }

    @Test func missingPlaybackDeviceNamesTheDevice() throws {
        _ = fixture
        let error = try #require(throws: AudioDeviceError.self) { try ALSAPlayback(device: "hark_no_such_speaker") }
        #expect(error.code == .deviceNotFound)
        #expect(error.message.contains("'hark_no_such_speaker'"))
    }

    @Test(arguments: [-16_000, 0, Int(UInt32.max) + 1])
    func impossibleSampleRateIsAFormatError(rate: Int) throws {
        let error = try #require(throws: AudioDeviceError.self) { try ALSAPlayback(device: "hark_playback", sampleRate: rate) }
        #expect(error.code == .unsupportedFormat)
        #expect(error.message.contains("\(rate) Hz"))
    }

    @Test func playbackWritesExactlyThePlayedSamples() throws {
        let pcm = "hark_playback"
        let samples = ToneGenerator.samples(for: .listening) + fixture.captureSamples
        do {
            let playback = try ALSAPlayback(device: pcm)
            #expect(try playback.play(samples) == true)
            try playback.drain()
            #expect(playback.underruns == 0)
        }
        let written = fixture.played(on: pcm)
        #expect(written.count >= samples.count)
        #expect(Array(written.prefix(samples.count)) == samples)
        // Anything after is the silence ALSA pads the last period with.
        #expect(written.dropFirst(samples.count).allSatisfy { $0 == 0 })
    }

    @Test func stopWhileIdleDoesNotSilenceTheNextPlay() throws {
        let pcm = "hark_playback_stop"
        let samples = ToneGenerator.sine(frequency: 440, duration: 0.5)
        do {
            let playback = try ALSAPlayback(device: pcm)
            playback.stop()
            #expect(try playback.play(samples) == true)
            try playback.drain()
        }
        #expect(Array(fixture.played(on: pcm).prefix(samples.count)) == samples)
    }

    @Test func cancelledTaskStopsPlaybackAndDiscardsIt() async throws {
        let pcm = "hark_playback_cancel"
        let playback = try ALSAPlayback(device: pcm)
        let ring = ToneGenerator.ringtone(seconds: 6)
        let played = try await Task { () throws -> Bool in
            withUnsafeCurrentTask { $0?.cancel() }
            return try playback.play(ring)
        }.value
        #expect(played == false)
        try playback.drain()
        #expect(fixture.played(on: pcm).allSatisfy { $0 == 0 })
    }

    @Test func deviceListIncludesConfiguredPCMs() throws {
        _ = fixture
        let devices = AudioDevices.list()
        let names = devices.map(\.name)
        #expect(names.contains("hark_playback"))
        #expect(names.contains("null"))
        let capture = try #require(devices.first { $0.name == fixture.capturePCM })
        #expect(capture.canCapture && capture.canPlay)
        #expect(devices.allSatisfy { !$0.name.isEmpty })
    }
}

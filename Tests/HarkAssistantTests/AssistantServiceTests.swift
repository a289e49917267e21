import Synchronization
import Foundation
import HarkAudio
import HarkSkills
import HarkSpeech
import Logging
import HarkTesting
import Testing
@testable import HarkAssistant

/// The service's recovery from failing sound devices, with scripted capture
/// devices and a recorded sleeper (no ALSA, no waiting, no wall clock).
@Suite(.serialized) struct AssistantServiceTests {
    /// What each opening of the fake microphone does.
    enum Opening: Sendable {
        /// Fails on the first read (unplugged).
        case fail
        /// Delivers these samples, then fails.
        case samplesThenFail([Int16])
    }

    /// A capture device following a script, one entry per opening; once the
    /// script is used up it cancels the service's task and ends.
    final class ScriptedMicrophone: Sendable {
        private let script: Mutex<[Opening]>
        init(_ script: [Opening]) { self.script = Mutex(script) }
        func open() -> Opening? { script.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
    }

    struct FakeCapture: CaptureDevice {
        let opening: Opening?
        func stop() {}
        func makeAsyncIterator() -> Iterator { Iterator(opening: opening) }

        struct Iterator: AsyncIteratorProtocol {
            let opening: Opening?
            var position = 0
            mutating func next() async throws -> AudioFrame? {
                switch opening {
                case nil:
                    withUnsafeCurrentTask { $0?.cancel() }
                    return nil
                case .fail:
                    throw AudioDeviceError(.deviceDisconnected, device: "fake", "The fake microphone was unplugged.")
                case .samplesThenFail(let samples):
                    guard position < samples.count else {
                        throw AudioDeviceError(.deviceDisconnected, device: "fake", "The fake microphone was unplugged.")
                    }
                    let end = Swift.min(position + AudioFrame.defaultLength, samples.count)
                    defer { position = end }
                    return AudioFrame(samples: Array(samples[position..<end]), offset: position)
                }
            }
        }
    }

    /// A speaker that is not there.
    final class BrokenSpeaker: ReplySink, Sendable {
        func play(_ samples: [Int16]) async throws {
            throw AudioDeviceError(.deviceNotFound, device: "no_such_speaker", "ALSA playback device 'no_such_speaker' does not exist.")
        }
        func finish() throws {}
    }

    static func runService(
        _ script: [Opening], wake: Bool = true, sink: @escaping @Sendable () -> any ReplySink = { SilentReplySink() }
    ) async throws -> (sleeps: [Double], events: Pipeline.Events) {
        let microphone = ScriptedMicrophone(script)
        let sleeps = Recorded<Double>()
        let events = Pipeline.Events()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-service-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let dictionary = Pipeline.fixtures.deletingLastPathComponent().appendingPathComponent("models/hark.dict").path
        var settings = AssistantSettings()
        settings.captureDevice = "fake-mic"
        settings.playbackDevice = "fake-speaker"
        let builder = PipelineBuilder(
            settings: settings, recognizer: RecognizerConfiguration(extraDictionaries: [dictionary]),
            dataDirectory: directory, wakeRequired: wake)
        let service = AssistantService(
            builder: builder, logger: Logger(label: "test"), emit: { events.append($0) },
            openCapture: { _ in FakeCapture(opening: microphone.open()) },
            sleep: { sleeps.append($0) },
            makeSink: sink)
        let task = Task { try await service.run() }
        _ = await task.result
        return (sleeps.all, events)
    }

    static func deviceErrors(_ events: Pipeline.Events) -> [String] {
        events.all.compactMap { if case .deviceError(let device, _) = $0 { device } else { nil } }
    }

    @Test func backoffDoublesWhileFailingAndStartsOverOnceAudioFlowed() async throws {
        let silence = [Int16](repeating: 0, count: AudioFrame.sampleRate / 2)
        let (sleeps, events) = try await Self.runService(
            [.fail, .fail, .fail, .samplesThenFail(silence), .fail, .fail])
        #expect(sleeps == [1, 2, 4, 1, 2, 4])
        #expect(Self.deviceErrors(events) == Array(repeating: "microphone", count: 6))
    }

    @Test func backoffIsCappedAtThirtySeconds() {
        var backoff = Backoff()
        let waits = (0..<8).map { _ in backoff.next(afterFrames: false) }
        #expect(waits == [1, 2, 4, 8, 16, 30, 30, 30])
        #expect(backoff.next(afterFrames: true) == 1)
        #expect(backoff.next(afterFrames: false) == 2)
    }

    /// The microphone failing while Hark waits for the answer to a follow-up
    /// question is a microphone failure, not something to apologise for aloud.
    @Test func microphoneFailureDuringAFollowUpIsTheMicrophone() async throws {
        let command = try WAVFile.read(path: Pipeline.fixtures.appendingPathComponent("slt-set-timer.wav").path).samples16k
        let audio = command + [Int16](repeating: 0, count: AudioFrame.sampleRate)
        let (sleeps, events) = try await Self.runService([.samplesThenFail(audio)], wake: false)
        #expect(events.said == ["For how long?"])
        #expect(Self.deviceErrors(events) == ["microphone"])
        #expect(sleeps == [1])
    }

    /// A missing speaker is reported as the speaker, not the microphone, and
    /// Hark does not try to say "that didn't work" through it.
    @Test func speakerFailureIsReportedAsTheSpeakerAndNotSpoken() async throws {
        let command = try WAVFile.read(path: Pipeline.fixtures.appendingPathComponent("slt-start-feeding.wav").path).samples16k
        let audio = command + [Int16](repeating: 0, count: AudioFrame.sampleRate * 2)
        let (sleeps, events) = try await Self.runService([.samplesThenFail(audio)], wake: false, sink: { BrokenSpeaker() })
        #expect(events.intents == ["StartFeeding"])
        #expect(Self.deviceErrors(events) == ["speaker"])
        #expect(!events.said.contains { $0.hasPrefix("Sorry, that didn't work") })
        #expect(sleeps == [1])
    }
}

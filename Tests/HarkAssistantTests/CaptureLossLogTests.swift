import HarkAudio
import Logging
import Synchronization
import Testing
@testable import HarkAssistant

/// Audio the capture lost is logged, never silent: overruns and ring drops each
/// give a warning with how much, and a capture that lost nothing logs no warning.
struct CaptureLossLogTests {
    /// Keeps every message logged through it.
    final class Collected: Sendable {
        let entries = Mutex<[(Logger.Level, String, Logger.Metadata)]>([])
    }

    struct Collector: LogHandler {
        let collected: Collected
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            collected.entries.withLock { $0.append((event.level, event.message.description, event.metadata ?? [:])) }
        }
    }

    @Test func lostAudioIsAWarningWithHowMuch() {
        let collected = Collected()
        let logger = Logger(label: "test") { _ in Collector(collected: collected) }
        var before = CaptureStatistics()
        before.samplesCaptured = 16_000
        var after = before
        after.samplesCaptured = 48_000
        after.samplesDropped = 8_000
        after.recoveries = 1
        after.overruns = 1
        after.lastRecoveryReason = "Broken pipe"
        #expect(AssistantService.logLostAudio(before, since: CaptureStatistics(), logger: logger) == before)
        #expect(collected.entries.withLock { $0.isEmpty })
        #expect(AssistantService.logLostAudio(after, since: before, logger: logger) == after)
        let entries = collected.entries.withLock { $0 }
        #expect(entries.count == 1)
        #expect(entries.first?.0 == .warning)
        #expect(entries.first?.1 == "microphone audio lost")
        #expect(entries.first?.2["dropped_s"] == "0.5")
        #expect(entries.first?.2["overruns"] == "1")
        #expect(entries.first?.2["reason"] == "Broken pipe")
    }

    @Test func theSummaryOfACaptureIsInformation() {
        let collected = Collected()
        let logger = Logger(label: "test") { _ in Collector(collected: collected) }
        var statistics = CaptureStatistics()
        statistics.samplesCaptured = 32_000
        _ = AssistantService.logLostAudio(statistics, since: CaptureStatistics(), logger: logger, summary: true)
        let entries = collected.entries.withLock { $0 }
        #expect(entries.map(\.0) == [.info])
        #expect(entries.first?.2["captured_s"] == "2.0")
    }
}

import Foundation
import HarkSpeech
import HarkTesting
import Testing
import HarkAssistant
@testable import HarkBench

/// The real-speech part on a few real coffee recordings, when they are beside the repository.
@Suite("Real-speech bench")
struct RealSpeechBenchTests {
    static let directory = RepoFile.root + "/../shared/realspeech"
    static var hasRecordings: Bool { FileManager.default.fileExists(atPath: directory + "/coffee/labels.json") }

    static func bench(directory: String, limit: Int?) -> RealSpeechBench {
        let settings = AssistantSettings()
        let configuration = settings.recognizerConfiguration(from: RecognizerConfiguration(extraDictionaries: [RepoFile.path("models/hark.dict")]))
        return RealSpeechBench(options: .init(directory: directory, skillsFile: RepoFile.path("bench/coffee.yaml"),
                                              limit: limit, settings: settings, configuration: configuration, jobs: 1))
    }

    @Test("without the recordings the part is skipped with a reason naming the folder")
    func skipped() {
        let reason = Self.bench(directory: "/nonexistent/realspeech", limit: nil).skipReason
        #expect(reason?.contains("/nonexistent/realspeech/coffee") == true)
    }

    @Test("three real clips play through the pipeline and are mostly right", .enabled(if: hasRecordings))
    func threeClips() async throws {
        let bench = Self.bench(directory: Self.directory, limit: 3)
        #expect(bench.skipReason == nil)
        #expect(try bench.clips().map(\.file) == Array(try Self.bench(directory: Self.directory, limit: nil).clips().map(\.file).prefix(3)))
        let summary = RealSpeechSummary(scores: try await bench.run { _ in }.mapValues(\.score))
        #expect(summary.clips == 3)
        #expect(summary.right >= 2)
        #expect(summary.latencyP50 != nil)
    }
}

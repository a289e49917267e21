import Synchronization
import Foundation
import HarkAssistant
import HarkAudio
import HarkIntents
import HarkSkills
import HarkSpeech

/// Runs the real pipeline (PocketSphinx, eSpeak NG, SQLite) on fixture WAVs, as `hark run` does.
enum Pipeline {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("audio-fixtures")

    static func fixture(_ name: String) -> AudioPlaylist.Item { .file(fixtures.appendingPathComponent(name).path) }

    /// Collects events in order.
    final class Events: Sendable {
        private let list = Mutex<[AssistantEvent]>([])
        func append(_ event: AssistantEvent) { list.withLock { $0.append(event) } }
        var all: [AssistantEvent] { list.withLock { $0 } }
        var said: [String] { all.compactMap { if case .say(let text, _, _) = $0 { text } else { nil } } }
        var intents: [String] { all.compactMap { if case .intent(let intent, _) = $0 { intent } else { nil } } }
        var wakes: Int { all.filter { if case .wake = $0 { true } else { false } }.count }
        func parameters(of intent: String) -> [String: JSONValue]? {
            for event in all { if case .intent(intent, let parameters) = event { return parameters } }
            return nil
        }
    }

    /// Plays the items through a fresh assistant over a fresh data directory; `observe` sees
    /// each event as it happens (to act as another process would at that moment).
    @discardableResult
    static func run(
        _ items: [AudioPlaylist.Item], start: Date = Date(timeIntervalSince1970: 1795442400), // 2026-11-23 14:00 UTC
        wake: Bool = true, directory: String? = nil, replies: String? = nil, settings: AssistantSettings = AssistantSettings(),
        observe: (@Sendable (AssistantEvent) -> Void)? = nil
    ) async throws -> Events {
        let scratch = directory == nil
        let directory = directory ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("hark-pipeline-\(UUID().uuidString)").path
        // A directory made here is removed when the run ends; one passed in is the caller's.
        defer { if scratch { try? FileManager.default.removeItem(atPath: directory) } }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let dictionary = fixtures.deletingLastPathComponent().appendingPathComponent("models/hark.dict").path
        let builder = PipelineBuilder(
            settings: settings, recognizer: RecognizerConfiguration(extraDictionaries: [dictionary]),
            dataDirectory: directory, clock: .audio(start: start), calendar: calendar, wakeRequired: wake)
        let events = Events()
        let sink: any ReplySink = replies.map { WAVReplySink(path: $0) } ?? SilentReplySink()
        let assistant = try builder.build(sink: sink, emit: { events.append($0); observe?($0) })
        try await assistant.prepare()
        try await assistant.run(source: try AudioPlaylist(items))
        try sink.finish()
        return events
    }
}

import Foundation
import HarkAudio
import HarkIntents
import HarkSkills
import HarkSpeech
import HarkStore
import Testing
@testable import HarkAssistant

/// The command grammar at each wake, through the real pipeline (PocketSphinx, SQLite):
/// kept when nothing changed, compiled again when a caller or food was added, whether
/// by this process or through another connection to the same database.
@Suite(.serialized) struct GrammarRefreshTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-refresh-\(UUID().uuidString)").path

    /// A prepared assistant over `directory`, as `hark run` builds it.
    func assistant(events: Pipeline.Events) async throws -> Assistant {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let dictionary = Pipeline.fixtures.deletingLastPathComponent().appendingPathComponent("models/hark.dict").path
        let builder = PipelineBuilder(
            settings: AssistantSettings(), recognizer: RecognizerConfiguration(extraDictionaries: [dictionary]),
            dataDirectory: directory, clock: .audio(start: Date(timeIntervalSince1970: 1795442400)),
            calendar: calendar, wakeRequired: true)
        let assistant = try builder.build(sink: SilentReplySink(), emit: { events.append($0) })
        try await assistant.prepare()
        return assistant
    }

    @Test func callerAddedThroughAnotherConnectionIsInTheGrammarAtTheNextWake() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let events = Pipeline.Events()
        let assistant = try await assistant(events: events)
        #expect(assistant.commandGrammar.contains("grandpa") == false)
        #expect(assistant.suite.registry.compilationCount == 1)
        // Another store on the same file, as `hark callers add` while `hark listen` runs.
        let other = try SkillSuite(directory: directory, clock: ManualClock())
        try other.calls.addCaller("Grandpa")
        try await assistant.run(source: AudioPlaylist([Pipeline.fixture("slt-hey-computer.wav"), Pipeline.fixture("slt-start-feeding.wav")]))
        #expect(events.wakes == 1)
        #expect(events.intents == ["StartFeeding"])
        #expect(assistant.commandGrammar.contains("grandpa"))
        #expect(assistant.suite.registry.compilationCount == 2)
    }

    @Test func nothingChangedBetweenWakesCompilesNothing() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let events = Pipeline.Events()
        let assistant = try await assistant(events: events)
        let grammar = assistant.commandGrammar
        try await assistant.run(source: AudioPlaylist([
            Pipeline.fixture("slt-hey-computer.wav"), Pipeline.fixture("slt-start-feeding.wav"), .silence(60),
            Pipeline.fixture("rms-hey-computer.wav"), Pipeline.fixture("rms-finish-feeding.wav"),
        ]))
        #expect(events.wakes == 2)
        #expect(events.intents == ["StartFeeding", "FinishFeeding"])
        #expect(assistant.suite.registry.compilationCount == 1)
        #expect(assistant.commandGrammar == grammar)
    }

    @Test func pantryFoodAddedInProcessIsInTheGrammarAtTheNextWake() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let events = Pipeline.Events()
        let assistant = try await assistant(events: events)
        #expect(assistant.commandGrammar.contains("gochujang") == false)
        _ = try assistant.suite.pantry.add("gochujang")
        try await assistant.run(source: AudioPlaylist([Pipeline.fixture("slt-hey-computer.wav"), Pipeline.fixture("slt-start-feeding.wav")]))
        #expect(events.wakes == 1)
        #expect(assistant.commandGrammar.contains("gochujang"))
        // What the grammar hears, the router reads back as the food.
        let route = await assistant.suite.registry.route(["put", "gochujang", "in", "the", "fridge"], allowingFillers: false)
        #expect(route?.slots["food"] == ["gochujang"])
    }
}

/// The built-in skills' command grammar gets the same lexicon trees from the shim as from
/// PocketSphinx (CHarkShim's lextree.c), node for node, so searching it lazily hears the same.
@Suite struct BuiltInLexiconTreeTests {
    @Test func theBuiltInGrammarsTreesAreTheLibrarysNodeForNode() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-trees-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let builder = PipelineBuilder(
            settings: AssistantSettings(), recognizer: RecognizerConfiguration(),
            dataDirectory: directory, clock: .audio(start: Date(timeIntervalSince1970: 1795442400)),
            calendar: Calendar(identifier: .gregorian), wakeRequired: true)
        let assistant = try builder.build(sink: SilentReplySink(), emit: { _ in })
        try await assistant.prepare()
        let recognizer = try #require(assistant.recognizer as? Recognizer)
        let grammar = assistant.commandGrammar
        let verification = try Self.verify(grammar, on: recognizer)
        #expect(verification.states > 1000)
        #expect(verification.differingStates == 0)
        #expect(verification.models > 100_000)
    }

    /// Builds `grammar` as a search of its own on the calling thread, in verify mode.
    static func verify(_ grammar: String, on recognizer: Recognizer) throws -> (states: Int, differingStates: Int, models: Int) {
        LexiconTrees.setModeOnThisThread(.verify)
        defer { LexiconTrees.setModeOnThisThread(nil) }
        try recognizer.setGrammar(grammar, name: "verified")
        let result = LexiconTrees.lastVerification
        return (recognizer.graphSize(ofGrammar: "verified")?.searchedStates ?? 0, result.differingStates, result.models)
    }
}

import Foundation
import HarkIntents
import HarkSkills
import Testing

/// A running Hark hears what another process wrote to its database: the grammar it
/// refreshes at a wake holds a caller `hark callers add` stored meanwhile.
@Suite struct GrammarRefreshCommandTests {
    @Test func callerAddedByAnotherProcessIsInTheNextRefreshedGrammar() async throws {
        let directory = try HarkBinary.temporaryDirectory("refresh")
        defer { try? FileManager.default.removeItem(at: directory) }
        let suite = try SkillSuite(directory: directory.path)
        #expect(try await suite.registry.refreshed().grammar.contains("grandpa") == false)
        let added = try HarkBinary.run(["callers", "add", "Grandpa", "--data-dir", directory.path])
        #expect(added.status == 0, "\(added.stderr)")
        let refreshed = try await suite.registry.refreshed()
        #expect(refreshed.grammar.contains("grandpa"))
        #expect(await suite.registry.route(["fake", "call", "from", "grandpa", "in", "two", "minutes"], allowingFillers: false)?
            .intent.identifier == "ScheduleFakeCall")
        // Read again with nothing new: the grammar is kept.
        _ = try await suite.registry.refreshed()
        #expect(suite.registry.compilationCount == 2)
    }
}

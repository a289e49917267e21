import Synchronization
import Testing
@testable import HarkIntents

/// Guests for the grammar-cache tests only: a list that changes behind the registry's back,
/// as a database does when another process writes it.
private let guestList = Mutex<[String]>(["Ada", "Grace"])

private struct Guest: AppEntity {
    static let typeDisplayName = "Guest"
    static let defaultQuery = GuestQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: id) }
}

private struct GuestQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Guest] {
        let all = guestList.withLock { $0 }
        return identifiers.filter(all.contains).map(Guest.init)
    }
    func suggestedEntities() async throws -> [Guest] { guestList.withLock { $0 }.map(Guest.init) }
}

private struct GreetGuest: AppIntent {
    static let title = "Greet a guest"
    @Parameter(title: "Guest", requestValueDialog: "Whom?")
    var guest: Guest
    @Parameter(title: "Minutes")
    var minutes: Int?
    func perform() async throws -> IntentResult { .result(dialog: "Hello, \(guest.id).") }
}

private struct GuestSkill: Skill {
    let name = "Guests"
    var shortcuts: [AppShortcut] {
        [AppShortcut(intent: GreetGuest.self, phrases: ["greet {guest}", "greet {guest} in {minutes} minutes"])]
    }
}

/// The command grammar is kept while nothing it is made of changed, and compiled again
/// as soon as an entity list reads differently, with no `invalidate()` from whoever changed it.
@Suite(.serialized) struct GrammarCacheTests {
    let registry: SkillRegistry
    init() throws {
        guestList.withLock { $0 = ["Ada", "Grace"] }
        registry = try SkillRegistry(skills: [GuestSkill()])
    }

    @Test func nothingChangedKeepsTheCompiledGrammar() async throws {
        let first = try await registry.refreshed()
        #expect(registry.compilationCount == 1)
        for _ in 0..<3 {
            let again = try await registry.refreshed()
            #expect(again.grammar == first.grammar)
        }
        #expect(registry.compilationCount == 1)
        // compiled() hands out the same kept grammar.
        _ = try await registry.compiled()
        #expect(registry.compilationCount == 1)
    }

    @Test func changedEntityListIsCompiledInAtTheNextRefresh() async throws {
        #expect(try await registry.refreshed().grammar.contains("linus") == false)
        guestList.withLock { $0.append("Linus") }
        let refreshed = try await registry.refreshed()
        #expect(refreshed.grammar.contains("linus"))
        #expect(registry.compilationCount == 2)
        // The router reads the new name too: the refreshed grammar is the kept one.
        #expect(await registry.route(["greet", "linus"], allowingFillers: false)?.intent.identifier == "GreetGuest")
        _ = try await registry.refreshed()
        #expect(registry.compilationCount == 2)
    }

    @Test func removedEntityLeavesTheGrammar() async throws {
        #expect(try await registry.refreshed().grammar.contains("grace"))
        guestList.withLock { $0.removeAll { $0 == "Grace" } }
        #expect(try await registry.refreshed().grammar.contains("grace") == false)
        #expect(registry.compilationCount == 2)
    }

    @Test func invalidateStillForcesACompilation() async throws {
        _ = try await registry.refreshed()
        registry.invalidate()
        _ = try await registry.refreshed()
        #expect(registry.compilationCount == 2)
    }

    @Test func registeringASkillCompilesItsPhrasesIn() async throws {
        _ = try await registry.refreshed()
        try registry.register(TestSkill())
        let refreshed = try await registry.refreshed()
        #expect(refreshed.grammar.contains("timer"))
        #expect(registry.compilationCount == 2)
    }
}

import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import Hummingbird

/// The shortcuts page's routes and its part of the API (docs/API.md), over the same checks as
/// `hark shortcuts`: a phrase or value the voice could not use is refused with the reason.
enum ShortcutRoutes {
    static func add(to router: Router<WebRequestContext>, suite: SkillSuite) {
        let book = suite.shortcuts

        router.get("/shortcuts") { _, context -> Response in
            try WebApp.html(try await ShortcutsPage(suite: suite, csrf: context.session?.csrf ?? "").render())
        }
        router.post("/shortcuts") { request, _ -> Response in
            let form = try await WebApp.form(request)
            let origin = form["origin"] == "suggestion" ? "suggestion" : "web"
            _ = try await book.add(phrase: form["phrase"] ?? "", intent: form["intent"] ?? "", values: try Self.values(form["values"] ?? ""), origin: origin)
            return .redirect(to: "/shortcuts", type: .normal)
        }
        router.post("/shortcuts/:id/delete") { _, context -> Response in
            try await book.delete(id: try Self.id(context))
            return .redirect(to: "/shortcuts", type: .normal)
        }

        router.get("/api/shortcuts") { _, _ -> Response in
            try JSONBody.response(try await ShortcutsData(suite: suite))
        }
        router.post("/api/shortcuts") { request, _ -> Response in
            let body = try await JSONBody.decode(AddBody.self, from: request,
                                                 example: #"{"phrase": "pineapple pizza", "intent": "ScheduleFakeCall", "values": {"caller": "Mom", "delay": "5 minutes"}}"#)
            let added = try await book.add(phrase: body.phrase, intent: body.intent, values: body.values ?? [:], origin: "web")
            return try JSONBody.response(ShortcutData(added, problem: nil), status: .created)
        }
        router.delete("/api/shortcuts/:id") { _, context -> Response in
            try await book.delete(id: try Self.id(context))
            return Response(status: .noContent)
        }
    }

    /// "name=value" lines → values; a line without a name and `=` is refused.
    static func values(_ text: String) throws -> [String: String] {
        var values: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let equals = line.firstIndex(of: "="), case let name = line[..<equals].trimmingCharacters(in: .whitespaces), !name.isEmpty else {
                throw HTTPError(.badRequest, message: "Write each value as name=value on its own line (for example delay=5 minutes), not \"\(line.prefix(40))\".")
            }
            values[name] = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
        return values
    }

    /// The `:id` of a shortcut route.
    static func id(_ context: WebRequestContext) throws -> Int64 {
        guard let id = context.parameters.get("id").flatMap({ Int64($0) }) else {
            throw HTTPError(.notFound, message: "No such shortcut; its number is in GET /api/shortcuts.")
        }
        return id
    }

    struct AddBody: Decodable {
        let phrase: String
        let intent: String
        let values: [String: String]?
    }
}

/// The shortcuts page's data (`GET /api/shortcuts`).
struct ShortcutsData: Encodable {
    let shortcuts: [ShortcutData]
    let suggestions: [SuggestionData]

    init(suite: SkillSuite) async throws {
        let book = suite.shortcuts
        let problems = await book.problems()
        let all = try book.all()
        shortcuts = all.map { shortcut in ShortcutData(shortcut, problem: problems.first { $0.shortcut == shortcut.id }?.message) }
        var suggestions: [SuggestionData] = []
        for suggestion in try suite.donations.suggestions(shortcuts: all) {
            suggestions.append(SuggestionData(suggestion, phrase: await book.proposedPhrase(for: suggestion)))
        }
        self.suggestions = suggestions
    }

    /// Intent identifier → title, for every registered intent.
    static func titles(_ registry: SkillRegistry) -> [String: String] {
        Dictionary(registry.skills.flatMap(\.shortcuts).map { ($0.intent.identifier, $0.intent.title) }, uniquingKeysWith: { a, _ in a })
    }

    /// "Schedule a fake call: caller Boss, delay 5 minutes".
    static func summary(intent: String, values: [String: String], titles: [String: String]) -> String {
        let fixed = values.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return (titles[intent] ?? intent) + (fixed.isEmpty ? "" : ": " + fixed)
    }
}

/// One stored shortcut.
struct ShortcutData: Encodable {
    let id: Int64
    let phrase: String
    let intent: String
    let values: [String: String]
    let origin: String
    let createdAt: Date
    /// Why it is not heard now, when it is not.
    let problem: String?

    init(_ shortcut: VoiceShortcut, problem: String?) {
        id = shortcut.id ?? 0
        phrase = shortcut.phrase
        intent = shortcut.intent
        values = shortcut.values
        origin = shortcut.origin
        createdAt = shortcut.createdAt
        self.problem = problem
    }
}

/// One suggestion with its evidence.
struct SuggestionData: Encodable {
    let intent: String
    let values: [String: String]
    let count: Int
    let when: String
    let last: Date
    let phrase: String?

    init(_ suggestion: ShortcutSuggestion, phrase: String?) {
        intent = suggestion.intent
        values = suggestion.values
        count = suggestion.count
        when = suggestion.when
        last = suggestion.last
        self.phrase = phrase
    }
}

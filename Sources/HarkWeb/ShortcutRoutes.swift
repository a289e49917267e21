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
        router.post("/shortcuts/:id") { request, context -> Response in
            let form = try await WebApp.form(request)
            _ = try await Self.replace(id: try Self.id(context), phrase: form["phrase"], values: try Self.values(form["values"] ?? ""), in: book)
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
                                                 example: #"{"phrase": "pineapple pizza", "intent": "ScheduleFakeCall", "values": {"caller": "Mom", "delay": "5 minutes"}, "relevant": ["evening"]}"#)
            let added = try await book.add(phrase: body.phrase, intent: body.intent, values: body.values ?? [:], relevant: body.relevant ?? [], origin: "web")
            return try JSONBody.response(ShortcutSummary(added, problem: nil), status: .created)
        }
        router.put("/api/shortcuts/:id") { request, context -> Response in
            let body = try await JSONBody.decode(EditBody.self, from: request, example: #"{"phrase": "pizza time", "values": {"delay": "10 minutes"}}"#)
            let edited = try await Self.replace(id: try Self.id(context), phrase: body.phrase, values: body.values, relevant: body.relevant, in: book)
            return try JSONBody.response(ShortcutSummary(edited, problem: nil))
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

    /// Gives a shortcut a new phrase and, when `values` is given, exactly those values (the others removed).
    static func replace(id: Int64, phrase: String?, values: [String: String]?, relevant: [String]? = nil,
                        in book: VoiceShortcuts) async throws -> VoiceShortcut {
        var changes: [String: String] = [:]
        if let values {
            guard let old = try book.all().first(where: { $0.id == id }) else {
                throw HTTPError(.notFound, message: "There is no shortcut #\(id); GET /api/shortcuts lists them.")
            }
            for name in old.values.keys where values[name] == nil { changes[name] = "" }
            changes.merge(values) { _, new in new }
        }
        return try await book.edit(id: id, phrase: phrase.flatMap { $0.isEmpty ? nil : $0 }, values: changes, relevant: relevant)
    }

    /// The `:id` of a shortcut route.
    static func id(_ context: WebRequestContext) throws -> Int64 {
        guard let id = context.parameters.get("id").flatMap({ Int64($0) }) else {
            throw HTTPError(.notFound, message: "No such shortcut; its number is in GET /api/shortcuts.")
        }
        return id
    }

    struct EditBody: Decodable {
        let phrase: String?
        let values: [String: String]?
        let relevant: [String]?
    }

    struct AddBody: Decodable {
        let phrase: String
        let intent: String
        let values: [String: String]?
        let relevant: [String]?
    }
}

/// The shortcuts page's data (`GET /api/shortcuts`).
struct ShortcutsData: Encodable {
    let shortcuts: [ShortcutSummary]
    let suggestions: [SuggestionSummary]

    init(suite: SkillSuite) async throws {
        let book = suite.shortcuts
        let problems = await book.problems()
        let all = try book.all()
        shortcuts = all.map { shortcut in ShortcutSummary(shortcut, problem: problems.first { $0.shortcut == shortcut.id }?.message) }
        var suggestions: [SuggestionSummary] = []
        for suggestion in try suite.donations.suggestions(shortcuts: all) {
            suggestions.append(SuggestionSummary(suggestion, days: suite.donations.keepDays, phrase: await book.proposedPhrase(for: suggestion)))
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

/// One suggestion with its evidence.

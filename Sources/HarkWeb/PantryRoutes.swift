import Foundation
import HarkSkills
import Hummingbird

/// The fridge page's routes and its part of the API (docs/API.md), both over ``PantryActions``.
enum PantryRoutes {
    static func add(to router: Router<WebRequestContext>, suite: SkillSuite) {
        let pantry = suite.pantry
        let actions = PantryActions(pantry: pantry)

        // The page and its forms.
        router.get("/fridge") { _, context -> Response in
            try WebApp.html(try WebApp.live(suite) { try FridgePage(pantry: pantry, csrf: context.session?.csrf ?? "", since: $0).render() })
        }
        router.post("/fridge/add") { request, _ -> Response in
            let form = try await WebApp.form(request)
            _ = try actions.add(name: form["name"] ?? "", place: try PantryActions.place(form["place"]), days: try Self.days(form["days"]))
            return .redirect(to: "/fridge", type: .normal)
        }
        router.post("/fridge/:id/move") { request, context -> Response in
            let id = try Self.itemID(context)
            guard let place = try PantryActions.place(try await WebApp.form(request)["place"]) else {
                throw HTTPError(.badRequest, message: "Say where to move it: fridge, freezer or pantry.")
            }
            _ = try actions.move(id: id, to: place)
            return .redirect(to: "/fridge", type: .normal)
        }
        router.post("/fridge/:id/used") { _, context -> Response in
            _ = try actions.markUsed(id: try Self.itemID(context))
            return .redirect(to: "/fridge", type: .normal)
        }
        router.post("/fridge/:id/delete") { _, context -> Response in
            try actions.remove(id: try Self.itemID(context))
            return .redirect(to: "/fridge", type: .normal)
        }

        // The API.
        let api = router.group("api/pantry")
        api.get { _, _ -> Response in
            try JSONBody.response(try PantryData(pantry: pantry))
        }
        api.post { request, _ -> Response in
            let body = try await JSONBody.decode(AddBody.self, from: request, example: #"{"name": "chicken", "place": "freezer", "days": 120}"#)
            let item = try actions.add(name: body.name, place: try PantryActions.place(body.place), days: body.days)
            return try JSONBody.response(PantryItemData(item, pantry: pantry), status: .created)
        }
        api.get("shelf-life") { request, _ -> Response in
            guard let name = request.uri.queryParameters.get("name"), !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw HTTPError(.badRequest, message: "Give the food as ?name=chicken (and optionally &place=freezer).")
            }
            let place = try PantryActions.place(request.uri.queryParameters.get("place"))
            let suggested = PantryActions.suggestion(for: name, in: place)
            return try JSONBody.response(ShelfLifeData(
                name: name, category: suggested.category.rawValue, known: ShelfLife.category(of: name) != .other,
                place: suggested.place.rawValue, days: suggested.days,
                advice: ShelfLife.advice(for: name, in: suggested.place)))
        }
        api.post(":id/move") { request, context -> Response in
            let id = try Self.itemID(context)
            let body = try await JSONBody.decode(MoveBody.self, from: request, example: #"{"place": "freezer"}"#)
            guard let place = try PantryActions.place(body.place) else {
                throw HTTPError(.badRequest, message: "The place must be fridge, freezer or pantry.")
            }
            return try JSONBody.response(PantryItemData(try actions.move(id: id, to: place), pantry: pantry))
        }
        api.post(":id/used") { _, context -> Response in
            try JSONBody.response(PantryItemData(try actions.markUsed(id: try Self.itemID(context)), pantry: pantry))
        }
        api.delete(":id") { _, context -> Response in
            try actions.remove(id: try Self.itemID(context))
            return Response(status: .noContent)
        }
        router.get("/api/recipes") { _, _ -> Response in
            try JSONBody.response(try pantry.suggestions().map(RecipeData.init))
        }
    }

    static func itemID(_ context: WebRequestContext) throws -> Int64 {
        guard let id = context.parameters.get("id", as: Int64.self) else {
            throw HTTPError(.notFound, message: "That food is no longer in the list.")
        }
        return id
    }

    /// A form's days: empty means the suggested shelf life.
    static func days(_ text: String?) throws -> Int? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let days = Int(text) else { throw HTTPError(.badRequest, message: "The shelf life must be a whole number of days, not '\(text.prefix(20))'.") }
        return days
    }

    struct AddBody: Decodable {
        let name: String
        let place: String?
        let days: Int?
    }

    struct MoveBody: Decodable {
        let place: String
    }
}

/// The fridge page's data (`GET /api/pantry`).
struct PantryData: Encodable {
    let fridge: [PantryItemData]
    let freezer: [PantryItemData]
    let pantry: [PantryItemData]

    init(pantry store: Pantry) throws {
        let items = try store.items()
        fridge = items.filter { $0.storage == .fridge }.map { PantryItemData($0, pantry: store) }
        freezer = items.filter { $0.storage == .freezer }.map { PantryItemData($0, pantry: store) }
        pantry = items.filter { $0.storage == .pantry }.map { PantryItemData($0, pantry: store) }
    }
}

/// One item as the API gives it.
struct PantryItemData: Encodable {
    let id: Int64
    let name: String
    let category: String
    let place: String
    let addedAt: Date
    let expiresAt: Date
    let usedAt: Date?
    let daysLeft: Int
    /// `fine`, `soon` (within 3 days), `today` or `expired`.
    let urgency: String
    /// "The milk expires tomorrow.", or nil when it is fine.
    let warning: String?

    init(_ item: PantryItem, pantry: Pantry) {
        id = item.id
        name = item.name
        category = item.category.rawValue
        place = item.storage.rawValue
        addedAt = item.addedAt
        expiresAt = item.expiresAt
        usedAt = item.usedAt
        daysLeft = pantry.daysLeft(item)
        urgency = PantryActions.urgency(daysLeft: daysLeft).rawValue
        warning = pantry.warning(for: item)
    }
}

/// The suggested shelf life of a food (`GET /api/pantry/shelf-life`).
struct ShelfLifeData: Encodable {
    let name: String
    let category: String
    /// Whether Hark knows the food (else `days` is a guess and adding it needs days given).
    let known: Bool
    let place: String
    let days: Int
    let advice: String
}

/// A dish that can be made (`GET /api/recipes`).
struct RecipeData: Encodable {
    let name: String
    let uses: [String]
    let method: String

    init(_ suggestion: RecipeSuggestion) {
        name = suggestion.recipe.name
        uses = suggestion.uses.map(\.name)
        method = suggestion.recipe.method
    }
}

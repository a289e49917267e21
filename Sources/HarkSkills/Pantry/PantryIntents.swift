import Foundation
import HarkIntents
import HarkStore

/// "put the milk in the fridge", "i bought bread": adds a food with its expiry.
struct PutAwayFood: AppIntent {
    static let title = "Put food away"
    static let effect = IntentEffect.adds  // i11: what it does, for confirming doubtful hearings
    static let description = "Adds a food to the pantry list; its expiry comes from the shelf-life table."
    static let storesNewNames = true
    @Dependency var pantry: Pantry
    @Parameter(title: "Food", requestValueDialog: "What are you putting away?")
    var food: PantryFood
    @Parameter(title: "Storage", requestValueDialog: "Fridge, freezer or pantry?")
    var storage: PantryStorage?

    func perform() async throws -> IntentResult {
        if let storage, let stored = try pantry.keptOnlyElsewhere(food.id, than: storage) {
            return try await moveOrAdd(stored, to: storage)
        }
        if let storage, let question = Self.confirmation(putting: food.id, in: storage) {
            try await requestConfirmation(question, refusal: "OK, I didn't put it away.")
        }
        return try added(in: storage)
    }

    private func added(in storage: PantryStorage?) throws -> IntentResult {
        let item = try pantry.add(food.id, storage: storage)
        return .result(dialog: IntentDialog(pantry.keepsSentence(for: item, opening: "OK, the")), value: .int(Int(item.id)))
    }

    /// "Put the bacon in the freezer" said of bacon in the fridge most often means a move, but
    /// it may be new bacon: asked, never guessed. "The bacon is in the fridge. Move it to the
    /// freezer?" — yes moves it; no asks whether to add new bacon there; no again changes nothing.
    private func moveOrAdd(_ stored: PantryItem, to storage: PantryStorage) async throws -> IntentResult {
        let name = stored.name
        var question = "The \(name) \(PantryWording.be(name)) in the \(stored.storage.word). "
            + "Move \(PantryWording.object(name)) to the \(storage.word)?"
        if let hint = Self.bestPlace(of: name, notIn: storage) { question += " " + hint }
        if try await requestYesOrNo(IntentDialog(question)) {
            let moved = try pantry.move(id: stored.id, to: storage)
            return .result(dialog: IntentDialog(pantry.keepsSentence(for: moved, opening: "OK, the", now: " now")),
                           value: .int(Int(moved.id)))
        }
        guard try await requestYesOrNo(IntentDialog("Add new \(name) to the \(storage.word) then?")) else {
            throw IntentCancelled(IntentDialog("OK, the \(name) \(PantryWording.be(name)) still in the \(stored.storage.word)."))
        }
        return try added(in: storage)
    }
}

extension PutAwayFood {
    /// The question asked before storing a known food where it does not keep ("Put the fish
    /// in the pantry? It's best in the fridge."), nil where it does or the food is unknown.
    /// Said on purpose it costs a "yes"; misheard ("he's been crying for an hour" as "keep
    /// the prawns in the cupboard") it keeps a wrong item off the list.
    static func confirmation(putting name: String, in storage: PantryStorage) -> IntentDialog? {
        bestPlace(of: name, notIn: storage).map { IntentDialog("Put the \(name) in the \(storage.word)? \($0)") }
    }

    /// "It's best in the fridge." for a known food in a place it does not keep; nil otherwise.
    static func bestPlace(of name: String, notIn storage: PantryStorage) -> String? {
        let category = ShelfLife.category(of: name, storedIn: storage)
        guard category != .other, !ShelfLife.isRecommended(storage, for: category) else { return nil }
        return "\(PantryWording.itIs(name)) best in the \(ShelfLife.entry(for: category).bestStorage.word)."
    }
}

/// "i used the eggs", "we finished the milk": takes an item off the list.
struct UseFood: AppIntent {
    static let title = "Use up food"
    static let effect = IntentEffect.destroys  // i11: what it does, for confirming doubtful hearings
    static let description = "Marks a pantry item used; with several of the same name, the one expiring first."
    @Dependency var pantry: Pantry
    @Parameter(title: "Item", requestValueDialog: "Which food?")
    var item: PantryItem

    func perform() async throws -> IntentResult {
        let used = try pantry.markUsed(id: item.id)
        return .result(dialog: "OK, the \(used.name) \(PantryWording.be(used.name)) off the list.", value: .int(Int(used.id)))
    }
}

/// "move the chicken to the freezer": the expiry and reminder move with it.
struct MoveFood: AppIntent {
    static let title = "Move food"
    static let effect = IntentEffect.changes  // i11: what it does, for confirming doubtful hearings
    static let description = "Moves a pantry item to another place and recomputes its expiry."
    @Dependency var pantry: Pantry
    @Parameter(title: "Item", requestValueDialog: "Which food?")
    var item: PantryItem
    @Parameter(title: "Storage", requestValueDialog: "Fridge, freezer or pantry?")
    var storage: PantryStorage

    func perform() async throws -> IntentResult {
        let moved = try pantry.move(id: item.id, to: storage)
        return .result(dialog: IntentDialog(pantry.keepsSentence(for: moved, opening: "OK, the", now: " now")),
                       value: .int(Int(moved.id)))
    }
}

/// "what's in the fridge", "what food do we have": what is there, expired items flagged.
struct ListStorage: AppIntent {
    static let title = "What's in a place"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let description = "Lists the foods in the fridge, freezer or pantry (or everywhere), saying which have expired."
    @Dependency var pantry: Pantry
    @Parameter(title: "Storage", requestValueDialog: "Fridge, freezer or pantry?")
    var storage: PantryStorage?

    func perform() async throws -> IntentResult {
        .result(dialog: IntentDialog(try pantry.listing(in: storage)))
    }
}

/// "what's expiring soon", "is anything going bad".
struct ExpiringSoon: AppIntent {
    static let title = "What's expiring"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let description = "Says which foods have expired or expire within three days."
    @Dependency var pantry: Pantry

    func perform() async throws -> IntentResult {
        let warnings = try pantry.expiring().compactMap(pantry.warning(for:))
        guard !warnings.isEmpty else { return .result(dialog: "Nothing expires in the next \(Pantry.soonDays) days.") }
        return .result(dialog: IntentDialog(warnings.joined(separator: " ")))
    }
}

/// "how should i store spinach", "how long does chicken last in the fridge".
struct StorageAdvice: AppIntent {
    static let title = "How to store food"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let description = "Says where a food keeps best and for how long, or how long it keeps in one place."
    @Parameter(title: "Food", requestValueDialog: "Which food?")
    var food: PantryFood
    @Parameter(title: "Storage", requestValueDialog: "Fridge, freezer or pantry?")
    var storage: PantryStorage?

    func perform() async throws -> IntentResult {
        guard food.isKnown else { return .result(dialog: "Sorry, I have no storage advice for \(food.id).") }
        guard let storage else { return .result(dialog: IntentDialog(ShelfLife.advice(for: food.id))) }
        return .result(dialog: IntentDialog(ShelfLife.advice(for: food.id, in: storage)))
    }
}

extension Pantry {
    /// "OK, the milk is in the fridge. It keeps 7 days." — with a hint when the place is not the right one.
    func keepsSentence(for item: PantryItem, opening: String, now: String = "") -> String {
        let name = item.name
        let first = "\(opening) \(name) \(PantryWording.be(name)) in the \(item.storage.word)\(now)."
        let days = PantryWording.days(max(daysLeft(item), 0))
        if item.category == .other {
            return first + " I don't know how long \(PantryWording.subject(name)) \(PantryWording.verb("keeps", name)), so I'll count \(days)."
        }
        guard !ShelfLife.isRecommended(item.storage, for: item.category) else {
            return first + " \(PantryWording.capitalized(PantryWording.subject(name))) \(PantryWording.verb("keeps", name)) \(days)."
        }
        let best = ShelfLife.entry(for: item.category).bestStorage.word
        return first + " \(PantryWording.itIs(name)) best in the \(best); use \(PantryWording.object(name)) within \(days)."
    }
}

extension Pantry {
    /// What is in one place (or every place), expired items said apart:
    /// "You have eggs and cheese in the fridge. The chicken expired 2 days ago."
    func listing(in storage: PantryStorage?) throws(StoreError) -> String {
        let all = try items(in: storage)
        guard !all.isEmpty else {
            return storage.map { "There's nothing in the \($0.word)." } ?? "There's nothing on the list."
        }
        let expired = all.filter { daysLeft($0) < 0 }
        let fresh = all.filter { daysLeft($0) >= 0 }
        var sentences: [String] = []
        for place in storage.map({ [$0] }) ?? PantryStorage.allCases {
            var seen = Set<String>()
            let names = fresh.filter { $0.storage == place }.map(\.name).filter { seen.insert($0).inserted }
            guard !names.isEmpty else { continue }
            let shown = names.count > 8 ? Array(names.prefix(7)) + ["\(names.count - 7) more"] : names
            sentences.append("You have \(PantryWording.list(shown)) in the \(place.word).")
        }
        if fresh.isEmpty, let storage { sentences.append("Nothing in the \(storage.word) is still good.") }
        var seenExpired = Set<String>()
        for item in expired where seenExpired.insert(item.name).inserted {
            guard let warning = warning(for: item) else { continue }
            let place = storage == nil ? " in the \(item.storage.word)" : ""
            sentences.append(warning.replacingOccurrences(of: "The \(item.name) ", with: "The \(item.name)\(place) ", options: .anchored))
        }
        if !expired.isEmpty { sentences.append(expired.count == 1 ? "Throw it out." : "Throw them out.") }
        return sentences.joined(separator: " ")
    }
}

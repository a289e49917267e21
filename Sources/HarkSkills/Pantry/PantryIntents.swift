import HarkIntents

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
        let item = try pantry.add(food.id, storage: storage)
        return .result(dialog: IntentDialog(pantry.keepsSentence(for: item, opening: "OK, the")), value: .int(Int(item.id)))
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

/// "what's in the fridge".
struct ListStorage: AppIntent {
    static let title = "What's in a place"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let description = "Lists the foods in the fridge, freezer or pantry."
    @Dependency var pantry: Pantry
    @Parameter(title: "Storage", requestValueDialog: "Fridge, freezer or pantry?")
    var storage: PantryStorage

    func perform() async throws -> IntentResult {
        var seen = Set<String>()
        let names = try pantry.items(in: storage).map(\.name).filter { seen.insert($0).inserted }
        guard !names.isEmpty else { return .result(dialog: "There's nothing in the \(storage.word).") }
        let shown = names.count > 8 ? Array(names.prefix(7)) + ["\(names.count - 7) more"] : names
        return .result(dialog: "You have \(PantryWording.list(shown)) in the \(storage.word).")
    }
}

/// "what's expiring soon".
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

/// "how should i store spinach".
struct StorageAdvice: AppIntent {
    static let title = "How to store food"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let description = "Says where a food keeps best and for how long."
    @Parameter(title: "Food", requestValueDialog: "Which food?")
    var food: PantryFood

    func perform() async throws -> IntentResult {
        guard food.isKnown else { return .result(dialog: "Sorry, I have no storage advice for \(food.id).") }
        return .result(dialog: IntentDialog(ShelfLife.advice(for: food.id)))
    }
}

extension Pantry {
    /// "OK, the milk is in the fridge. It keeps 7 days." — with a hint when the place is not the right one.
    func keepsSentence(for item: PantryItem, opening: String, now: String = "") -> String {
        let name = item.name
        let first = "\(opening) \(name) \(PantryWording.be(name)) in the \(item.storage.word)\(now)."
        let days = PantryWording.days(max(daysLeft(item), 0))
        guard !ShelfLife.isRecommended(item.storage, for: item.category) else {
            return first + " \(PantryWording.capitalized(PantryWording.subject(name))) \(PantryWording.verb("keeps", name)) \(days)."
        }
        let best = ShelfLife.entry(for: item.category).bestStorage.word
        let theyAre = PantryWording.isPlural(name) ? "They're" : "It's"
        return first + " \(theyAre) best in the \(best); use \(PantryWording.object(name)) within \(days)."
    }
}

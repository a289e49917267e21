/// How long food keeps and where: a table of common foods → category, and of
/// days per category and storage place (see `entries` for the sources).
///
/// Foods outside the table are placed by family ("brie" → cheese, "swordfish" → fish),
/// by their last words ("goat cheese" → cheese), then their other words ("chicken
/// breasts" → poultry), else they count as `other` (5 days in the fridge).
public enum ShelfLife {
    /// Every known food name, lowercase, alphabetical.
    public static var foods: [String] { categoryByFood.keys.sorted() }

    /// The known name for a food as said or typed: "Egg" → "eggs", "strawberry" → "strawberries"; nil when unknown.
    public static func knownName(_ name: String) -> String? {
        let words = normalized(name)
        guard let last = words.last else { return nil }
        for variant in variants(of: last) {
            let candidate = (words.dropLast() + [variant]).joined(separator: " ")
            if categoryByFood[candidate] != nil { return candidate }
        }
        return nil
    }

    /// The category of a food: by the whole name, then by shorter endings of it ("smoked
    /// sea bass" → "sea bass"), then by its other words from the last ("chicken breasts" →
    /// chicken); each is looked up in the food table, then in the family table
    /// (``familyCategory(of:)``: "brie" → cheese, "swordfish" → fish). `other` when none fits.
    public static func category(of name: String) -> Category {
        let words = normalized(name)
        for start in words.indices {
            if let category = lookUp(words[start...].joined(separator: " ")) { return category }
        }
        for word in words.reversed() {
            if let category = lookUp(word) { return category }
        }
        return .other
    }

    /// The category of a name in the food table, else its family.
    static func lookUp(_ name: String) -> Category? {
        if let known = knownName(name), let category = categoryByFood[known] { return category }
        return familyCategory(of: name)
    }

    /// The category of a food kept in `storage`: rice, pasta and other grains kept cold are cooked.
    public static func category(of name: String, storedIn storage: PantryStorage) -> Category {
        let category = category(of: name)
        guard category == .grains, storage != .pantry else { return category }
        return normalized(name).contains("rice") ? .cookedRice : .leftovers
    }

    /// The table entry of a category.
    public static func entry(for category: Category) -> Entry {
        entries[category] ?? entries[.other]!
    }

    /// Whether the place is recommended for the category.
    public static func isRecommended(_ storage: PantryStorage, for category: Category) -> Bool {
        entry(for: category).days(in: storage) != nil
    }

    /// Days the category keeps in `storage`; where that place is not recommended, the
    /// shortest time of its recommended places (the conservative choice).
    public static func days(for category: Category, in storage: PantryStorage) -> Int {
        let entry = entry(for: category)
        return entry.days(in: storage) ?? entry.places.map(\.days).min() ?? 1
    }

    /// Storage advice in one sentence: "Spinach keeps about 5 days in the fridge; don't freeze it raw."
    public static func advice(for name: String) -> String {
        let food = normalized(name).joined(separator: " ")
        let entry = entry(for: category(of: food))
        // Places with the same time are said together: "3 weeks in the pantry or the fridge".
        var groups: [(days: Int, places: [String])] = []
        for place in entry.places {
            if let last = groups.indices.last, groups[last].days == place.days {
                groups[last].places.append("the \(place.storage.word)")
            } else {
                groups.append((place.days, ["the \(place.storage.word)"]))
            }
        }
        let parts = groups.map { "\(PantryWording.days($0.days)) in \($0.places.joined(separator: " or "))" }
        let joined = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " or " + parts[parts.count - 1] : parts[0]
        var sentence = "\(PantryWording.capitalized(food)) \(PantryWording.verb("keeps", food)) about \(joined)"
        if let note = entry.note { sentence += "; " + PantryWording.fill(note, for: food) }
        return sentence + "."
    }

    /// How long a food keeps in one place: "Chicken keeps about 2 days in the fridge." For a place
    /// that is not recommended, says so and where it keeps instead.
    public static func advice(for name: String, in storage: PantryStorage) -> String {
        let food = normalized(name).joined(separator: " ")
        let entry = entry(for: category(of: food))
        let keeps = PantryWording.verb("keeps", food)
        guard let days = entry.days(in: storage) else {
            let best = entry.places[0]
            let doesnt = PantryWording.isPlural(food) ? "don't" : "doesn't"
            var sentence = "\(PantryWording.capitalized(food)) \(doesnt) keep well in the \(storage.word); "
            sentence += "\(PantryWording.subject(food)) \(keeps) about \(PantryWording.days(best.days)) in the \(best.storage.word)"
            if let note = entry.note { sentence += ", and " + PantryWording.fill(note, for: food) }
            return sentence + "."
        }
        return "\(PantryWording.capitalized(food)) \(keeps) about \(PantryWording.days(days)) in the \(storage.word)."
    }

    /// Lowercase words of a name.
    static func normalized(_ name: String) -> [String] {
        name.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "-" }).map(String.init)
    }

    /// The word itself, then its likely plural and singular forms.
    static func variants(of word: String) -> [String] {
        var forms = [word, word + "s", word + "es"]
        if word.hasSuffix("y") { forms.append(word.dropLast() + "ies") }
        if word.hasSuffix("ies") { forms.append(word.dropLast(3) + "y") }
        if word.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("s") { forms.append(String(word.dropLast())) }
        return forms
    }
}

/// How long food keeps and where: a table of common foods → category, and of
/// days per category and storage place (see `entries` for the sources).
///
/// Unknown foods are matched by their last word ("goat cheese" → cheese), then
/// their other words ("chicken breasts" → poultry), else they count as `other`.
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

    /// The category of a food, by name, then its last word, then its other words; `other` when none is known.
    public static func category(of name: String) -> Category {
        if let known = knownName(name), let category = categoryByFood[known] { return category }
        for word in normalized(name).reversed() {
            if let known = knownName(word), let category = categoryByFood[known] { return category }
        }
        return .other
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

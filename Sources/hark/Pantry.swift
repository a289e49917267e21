import ArgumentParser
import Foundation
import HarkIntents
import HarkLimits
import HarkSkills
import HarkStore

extension Hark {
    /// `hark pantry [list|add NAME [--storage fridge] [--expires YYYY-MM-DD]|remove ID] [--json]`.
    struct Pantry: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List, add or remove the foods on the pantry list.",
            discussion: """
                Each food has a place (fridge, freezer or pantry) and an expiry day, by default from the \
                shelf-life table (milk: 7 days in the fridge). Hark reminds you at 8:00 the morning before \
                a food expires.
                """,
            subcommands: [List.self, Add.self, Remove.self, Recipes.self],
            defaultSubcommand: List.self)

        /// Opens the pantry in the configured data directory, with the config's settings.
        static func pantry(_ data: DataOptions) throws -> HarkSkills.Pantry {
            try data.suite().pantry
        }

        /// Reads a place: fridge (refrigerator), freezer or pantry (cupboard).
        static func storage(_ text: String) throws -> PantryStorage {
            let said = text.lowercased()
            guard let place = PantryStorage.allCases.first(where: { place in
                place.rawValue == said || PantryStorage.caseDisplayRepresentations[place]?.synonyms.contains(said) == true
            }) else {
                throw CLIError("'\(text)' is not a place; use fridge, freezer or pantry.")
            }
            return place
        }

        /// Runs `body`, turning the library's refusals into one-sentence command errors.
        static func refusals<T>(_ body: () throws -> T) throws -> T {
            do {
                return try body()
            } catch let error as PantryError {
                throw CLIError(error.message)
            } catch let error as StoreError {
                throw CLIError(error.message)
            }
        }
    }
}

extension Hark.Pantry {
    /// Lists the items.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the foods, soonest-expiring first.")

        @OptionGroup var data: DataOptions

        @Option(help: "Only this place: fridge, freezer or pantry.")
        var storage: String?

        @Flag(help: "Include foods already used.")
        var all = false

        @Flag(help: "Print one JSON object per food.")
        var json = false

        func run() async throws {
            let pantry = try Hark.Pantry.pantry(data)
            let place = try storage.map(Hark.Pantry.storage)
            let items = try Hark.Pantry.refusals { try pantry.items(in: place, includingUsed: all) }
            if items.isEmpty && !json { print("Nothing on the pantry list; add food with hark pantry add.") }
            for item in items {
                print(json ? JSONLine.encode(PantryItemLine(item, daysLeft: pantry.daysLeft(item))) : Self.line(item, pantry: pantry))
            }
        }

        /// "3  milk  fridge  2027-01-22  in 7 days".
        static func line(_ item: PantryItem, pantry: HarkSkills.Pantry) -> String {
            let status: String
            if let used = item.usedAt {
                status = "used \(RecordFormats.dayText(used))"
            } else {
                switch pantry.daysLeft(item) {
                case ..<0: status = "expired \(-pantry.daysLeft(item)) day\(pantry.daysLeft(item) == -1 ? "" : "s") ago"
                case 0: status = "expires today"
                case 1: status = "expires tomorrow"
                case let days: status = "in \(days) days"
                }
            }
            return ["\(item.id)", item.name, item.storage.rawValue, RecordFormats.dayText(item.expiresAt), status]
                .joined(separator: "  ")
        }
    }

    /// Adds an item.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a food; its expiry comes from the shelf-life table unless given.")

        @OptionGroup var data: DataOptions

        @Argument(help: "The food, in letters (\"goat cheese\").")
        var name: String

        @Option(help: "Where it is kept: fridge, freezer or pantry (default: where it keeps best).")
        var storage: String?

        @Option(help: "Its expiry day, as YYYY-MM-DD \(Limits.date.rangeText) (default: from the shelf-life table).")
        var expires: String?

        @Flag(help: "Print the food as JSON.")
        var json = false

        func run() async throws {
            let place = try storage.map(Hark.Pantry.storage)
            let expiry = try expires.map { try RecordFormats.day($0, flag: "--expires") }
            let pantry = try Hark.Pantry.pantry(data)
            let item = try Hark.Pantry.refusals { try pantry.add(name, storage: place, expiresAt: expiry) }
            if json {
                print(JSONLine.encode(PantryItemLine(item, daysLeft: pantry.daysLeft(item))))
            } else {
                print("Added \(item.name) (id \(item.id)) to the \(item.storage.rawValue); it expires \(RecordFormats.dayText(item.expiresAt)).")
            }
        }
    }

    /// Removes an item.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a food entered by mistake (saying \"I used it\" keeps the record).")

        @OptionGroup var data: DataOptions

        @Argument(help: "The food's id (see hark pantry list).")
        var id: Int64

        func run() async throws {
            let pantry = try Hark.Pantry.pantry(data)
            try Hark.Pantry.refusals { try pantry.remove(id: id) }
            print("Removed pantry item \(id).")
        }
    }
}

extension Hark.Pantry {
    /// Lists the dishes the list can make, best first (what "what can I cook" offers).
    struct Recipes: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the dishes the pantry list can make, those using food that expires soonest first.")

        @OptionGroup var data: DataOptions

        @Option(help: "Only dishes for this meal: breakfast, lunch, dinner or snack.")
        var meal: String?

        @Option(name: .customLong("with"), help: "Only dishes that use this food.")
        var food: String?

        @Flag(help: "Print one JSON object per dish.")
        var json = false

        func run() async throws {
            let meal = try self.meal.map { text in
                guard let meal = RecipeMeal(rawValue: text.lowercased()) else {
                    throw CLIError("'\(text)' is not a meal; use breakfast, lunch, dinner or snack.")
                }
                return meal
            }
            let pantry = try Hark.Pantry.pantry(data)
            let found = try Hark.Pantry.refusals { try pantry.suggestions(for: meal, using: food?.lowercased()) }
            if found.isEmpty && !json { print("No dish fits what's on the list; add food with hark pantry add.") }
            for suggestion in found {
                if json {
                    print(JSONLine.encode(RecipeLine(suggestion)))
                } else {
                    let uses = suggestion.uses.map { "\($0.name) (\(RecordFormats.dayText($0.expiresAt)))" }.joined(separator: ", ")
                    print("\(suggestion.recipe.name)  uses \(uses.isEmpty ? "nothing stored" : uses)  \(suggestion.recipe.method)")
                }
            }
        }
    }
}

/// One suggested dish as JSON.
struct RecipeLine: Encodable {
    let dish: String
    let uses: [String]
    let meals: [String]
    let method: String
    let score: Double

    init(_ suggestion: RecipeSuggestion) {
        dish = suggestion.recipe.name
        uses = suggestion.uses.map(\.name)
        meals = suggestion.recipe.meals.map(\.rawValue).sorted()
        method = suggestion.recipe.method
        score = (suggestion.score * 100).rounded() / 100
    }
}

/// One pantry item as JSON.
struct PantryItemLine: Encodable {
    let id: Int64
    let name: String
    let category: String
    let storage: String
    let addedAt: String
    let expiresOn: String
    let daysLeft: Int
    let usedAt: String?

    init(_ item: PantryItem, daysLeft: Int) {
        id = item.id
        name = item.name
        category = item.category.rawValue
        storage = item.storage.rawValue
        addedAt = RecordFormats.timestamp(item.addedAt)
        expiresOn = RecordFormats.dayText(item.expiresAt)
        self.daysLeft = daysLeft
        usedAt = item.usedAt.map(RecordFormats.timestamp)
    }
}

import Foundation
import HarkIntents
@testable import HarkSkills
import Testing

@Suite struct PantryShelfLifeTests {
    @Test(arguments: [
        ("milk", ShelfLife.Category.dairy), ("Egg", .eggs), ("strawberry", .berries), ("goat cheese", .cheese),
        ("cream cheese", .softCheese), ("chicken breasts", .poultry), ("chicken soup", .leftovers),
        ("ground beef", .groundMeat), ("spinach", .leafyGreens), ("tomato", .fruit), ("quinoa", .grains), ("seitan", .other),
    ])
    func categories(name: String, category: ShelfLife.Category) {
        #expect(ShelfLife.category(of: name) == category)
    }

    @Test func grainsKeptColdAreCooked() {
        #expect(ShelfLife.category(of: "rice", storedIn: .pantry) == .grains)
        #expect(ShelfLife.category(of: "rice", storedIn: .fridge) == .cookedRice)
        #expect(ShelfLife.category(of: "pasta", storedIn: .fridge) == .leftovers)
    }

    @Test func daysPerCategoryAndPlace() {
        #expect(ShelfLife.days(for: .dairy, in: .fridge) == 7)
        #expect(ShelfLife.days(for: .dairy, in: .freezer) == 90)
        #expect(ShelfLife.days(for: .poultry, in: .fridge) == 2)
        #expect(ShelfLife.days(for: .poultry, in: .freezer) == 270)
        #expect(ShelfLife.days(for: .leafyGreens, in: .fridge) == 5)
        #expect(ShelfLife.isRecommended(.freezer, for: .leafyGreens) == false)
        #expect(ShelfLife.days(for: .leafyGreens, in: .freezer) == 5)
        #expect(ShelfLife.days(for: .bread, in: .pantry) == 5)
        #expect(ShelfLife.days(for: .bread, in: .freezer) == 90)
        #expect(ShelfLife.days(for: .eggs, in: .fridge) == 35)
        #expect(ShelfLife.entry(for: .bread).bestStorage == .pantry)
        #expect(ShelfLife.Category.allCases.allSatisfy { ShelfLife.entries[$0] != nil })
    }

    @Test func knownNames() {
        #expect(ShelfLife.knownName("Egg") == "eggs")
        #expect(ShelfLife.knownName("potato") == "potatoes")
        #expect(ShelfLife.knownName("cherry") == "cherries")
        #expect(ShelfLife.knownName("quinoa") == nil)
        #expect(ShelfLife.knownName("seitan") == nil)
        #expect(ShelfLife.foods.count >= 60)
    }

    @Test func advice() {
        #expect(ShelfLife.advice(for: "spinach") == "Spinach keeps about 5 days in the fridge; don't freeze it raw.")
        #expect(ShelfLife.advice(for: "bread") == "Bread keeps about 5 days in the pantry or 3 months in the freezer; the fridge makes it stale.")
        #expect(ShelfLife.advice(for: "potatoes") == "Potatoes keep about 3 weeks in the pantry or the fridge; keep them cool and dark.")
        #expect(ShelfLife.advice(for: "apples") == "Apples keep about 7 days in the fridge, 3 days in the pantry or 8 months in the freezer.")
    }

    @Test func wording() {
        #expect(PantryWording.days(1) == "1 day")
        #expect(PantryWording.days(30) == "30 days")
        #expect(PantryWording.days(35) == "5 weeks")
        #expect(PantryWording.days(90) == "3 months")
        #expect(PantryWording.days(365) == "1 year")
        #expect(PantryWording.isPlural("green beans"))
        #expect(PantryWording.isPlural("hummus") == false)
        #expect(PantryWording.verb("expires", "eggs") == "expire")
        #expect(PantryWording.verb("keeps", "milk") == "keeps")
    }

    /// Every word Hark must hear for the pantry and the fake call is in the CMU dictionary or models/hark.dict.
    @Test func everyWordIsInTheDictionary() throws {
        let dictionaries = ["/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict",
                            URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                                .appendingPathComponent("../../models/hark.dict").standardized.path]
        var known = Set<String>()
        for path in dictionaries {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for line in text.split(separator: "\n") where !line.hasPrefix(";") {
                if let word = line.split(separator: " ").first { known.insert(String(word.split(separator: "(").first ?? word)) }
            }
        }
        var phrases = (PantrySkill().shortcuts + FakeCallSkill().shortcuts).flatMap(\.phrases)
        phrases += ShelfLife.foods + FakeCallService.answerPhrases + FakeCallService.declinePhrases
        phrases += FakeCallService.endPhrases + Pantry.dismissPhrases + ["refrigerator", "deep freeze", "cupboard"]
        let words = phrases.flatMap { phrase in
            phrase.replacingOccurrences(of: "\\{[a-z]+\\}", with: " ", options: .regularExpression)
                .split(whereSeparator: { !($0.isLetter || $0 == "'") }).map { $0.lowercased() }
        }
        let missing = Set(words).subtracting(known).sorted()
        #expect(missing.isEmpty, "not in the dictionary: \(missing)")
    }
}

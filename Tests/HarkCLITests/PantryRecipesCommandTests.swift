import Foundation
import Testing

/// `hark pantry recipes` lists what the list can make, best first, as text and JSON.
@Suite struct PantryRecipesCommandTests {
    @Test func recipesFromWhatIsOnTheList() throws {
        let directory = try HarkBinary.temporaryDirectory("recipes")
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = ["--data-dir", directory.path]
        let empty = try HarkBinary.run(["pantry", "recipes"] + data)
        #expect(empty.stdout == "No dish fits what's on the list; add food with hark pantry add.\n")
        for food in ["oats", "milk"] {
            #expect(try HarkBinary.run(["pantry", "add", food] + data).status == 0)
        }
        let text = try HarkBinary.run(["pantry", "recipes"] + data)
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("porridge  uses oats ("), "\(text.stdout)")
        let json = try HarkBinary.run(["pantry", "recipes", "--meal", "breakfast", "--json"] + data)
        let first = try #require(json.stdout.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(object["dish"] as? String == "porridge")
        #expect(object["uses"] as? [String] == ["oats", "milk"])
        let refused = try HarkBinary.run(["pantry", "recipes", "--meal", "elevenses"] + data)
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("'elevenses' is not a meal; use breakfast, lunch, dinner or snack."))
    }
}

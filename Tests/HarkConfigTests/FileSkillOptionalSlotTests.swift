import Foundation
import HarkIntents
import Testing
@testable import HarkConfig

let cafeYAML = """
    skills:
      - name: Cafe
        intents:
          - name: OrderDrink
            phrases:
              - "[i'd like] a [{size}] {drink} [with {milk}]"
              - "a {roast} {drink}"
            slots:
              size: [small, large]
              drink: {values: [latte, mocha], question: "Which drink?"}
              milk: [{value: soy milk, synonyms: [soya milk]}, oat milk]
              roast: {values: [dark roast, light roast], required: false}
              shots: {type: integer, min: 1, max: 3, required: false}
            response: "One [{size} ][{roast} ]{drink}[ with {milk}][, {shots} shots]."
            command: ["/usr/local/bin/order"]
          - name: Tea
            phrases: ["tea [please]", "tea with {sugar} [sugars]"]
            slots:
              sugar: {type: integer, min: 0, max: 3, required: false}
            response: "Tea[ with {sugar} sugars]."
    """

/// Skills-file slots that a command may leave out: `required: false`, or written inside `[ ]`.
@Suite struct FileSkillOptionalSlotTests {
    func run(_ text: String, _ yaml: String = cafeYAML, runner: RecordingRunner = RecordingRunner(),
             answers: [String?] = []) async throws -> (IntentOutcome, [String]) {
        let registry = try SkillRegistry(skills: FileSkills.parse(yaml: yaml, path: "cafe.yaml", runner: runner))
        let conversation = ScriptedConversation(answers: answers)
        let outcome = await IntentRunner(registry: registry).handle(text, conversation: conversation)
        return (outcome, await conversation.said)
    }

    @Test func aBracketedSlotLeftOutIsNotAskedForNorReported() async throws {
        let runner = RecordingRunner()
        let (outcome, said) = try await run("a large latte", runner: runner)
        #expect(said == ["One large latte."])
        #expect(outcome == .completed(intent: "OrderDrink", parameters: ["size": .string("large"), "drink": .string("latte")],
                                      dialog: "One large latte."))
        // A slot left out is not in the command's environment at all (not even empty).
        #expect(runner.calls.map(\.environment) == [["HARK_INTENT": "OrderDrink", "HARK_SLOT_SIZE": "large", "HARK_SLOT_DRINK": "latte"]])
    }

    @Test func everyOptionalSlotSaidIsFilledAndSaid() async throws {
        let runner = RecordingRunner()
        let (_, said) = try await run("i'd like a small mocha with soya milk", runner: runner)
        #expect(said == ["One small mocha with soy milk."])
        #expect(runner.calls.first?.environment["HARK_SLOT_MILK"] == "soy milk")
        #expect(try await run("a dark roast latte").1 == ["One dark roast latte."])
        #expect(try await run("a latte").1 == ["One latte."])
    }

    @Test func aSlotDeclaredOptionalButInNoPhraseIsNeverAsked() async throws {
        // `shots` is in no phrase and `required: false`: the response's section about it is left out.
        let (outcome, said) = try await run("a mocha")
        #expect(said == ["One mocha."])
        #expect(outcome == .completed(intent: "OrderDrink", parameters: ["drink": .string("mocha")], dialog: "One mocha."))
    }

    @Test func requiredSlotsAreStillAskedFor() async throws {
        let yaml = cafeYAML.replacingOccurrences(of: "\"a {roast} {drink}\"", with: "\"a {roast} coffee\"")
        let (outcome, said) = try await run("a dark roast coffee", yaml, answers: ["mocha"])
        #expect(said == ["Which drink?", "One dark roast mocha."])
        #expect(outcome == .completed(intent: "OrderDrink", parameters: ["roast": .string("dark roast"), "drink": .string("mocha")],
                                      dialog: "One dark roast mocha."))
    }

    @Test func requiredTrueKeepsABracketedSlotAsked() async throws {
        let yaml = cafeYAML.replacingOccurrences(of: "size: [small, large]", with: "size: {values: [small, large], required: true, question: \"What size?\"}")
            .replacingOccurrences(of: "\"One [{size} ][{roast} ]", with: "\"One {size} [{roast} ]")
        let (_, said) = try await run("a latte", yaml, answers: ["small"])
        #expect(said == ["What size?", "One small latte."])
    }

    @Test func optionalTypedSlotsKeepTheirBounds() async throws {
        #expect(try await run("tea").1 == ["Tea."])
        #expect(try await run("tea with two sugars").1 == ["Tea with 2 sugars."])
        let (outcome, said) = try await run("tea with nine sugars", answers: ["one"])
        #expect(said == ["Please say a number from 0 to 3.", "What's the sugar?", "Tea with 1 sugars."])
        #expect(outcome == .completed(intent: "Tea", parameters: ["sugar": .int(1)], dialog: "Tea with 1 sugars."))
    }

    @Test func listingsShowWhichSlotsAreOptional() throws {
        let skills = try FileSkills.parse(yaml: cafeYAML, path: "cafe.yaml", runner: RecordingRunner())
        let summary = skills[0].shortcuts[0].intent.parameterSummaries.map { "\($0.name) \($0.required)" }
        // Size and milk are optional by their brackets, roast and shots as declared.
        #expect(Set(summary) == ["size false", "drink true", "milk false", "roast false", "shots false"])
    }

    @Test func aResponseMaySayAnOptionalSlotOnlyInsideASection() {
        let bare = cafeYAML.replacingOccurrences(of: "\"Tea[ with {sugar} sugars].\"", with: "\"Tea with {sugar} sugars.\"")
        let error = #expect(throws: ConfigError.self) { try FileSkills.parse(yaml: bare, path: "cafe.yaml", runner: RecordingRunner()) }
        #expect(error?.code == .invalidResponse)
        #expect(error?.line == 20)
        #expect(error?.message == "Cafe ▸ Tea ▸ response at line 20, column 19 says {sugar} outside [ ], but sugar is optional and may be left out; put it in a section said only when it is filled, like \"[ with {sugar}]\", or declare the slot required: true.")
    }

    @Test func aBrokenSectionPointsAtItsColumn() {
        for (response, column, message) in [
            ("Tea[ with {sugar} sugars.", 23, "the '[' is never closed; add a ']'."),
            ("Tea] with", 23, "the ']' closes no '['; remove it or add the '['."),
            ("Tea[ with [{sugar}]]", 30, "sections in [ ] do not nest; close the first one before opening another."),
            ("Tea[ please].", 23, "the section in [ ] has no {slot}, so it would always be said; remove the brackets."),
            ("Tea with {sugar", 29, "the '{' has no closing '}'; write {slot}."),
        ] {
            let yaml = cafeYAML.replacingOccurrences(of: "\"Tea[ with {sugar} sugars].\"", with: "\"\(response)\"")
            let error = #expect(throws: ConfigError.self) { try FileSkills.parse(yaml: yaml, path: "cafe.yaml", runner: RecordingRunner()) }
            #expect(error?.code == .invalidResponse, "\(response)")
            #expect(error?.column == column, "\(response)")
            #expect(error?.message == "Cafe ▸ Tea ▸ response \"\(response)\" at line 20, column \(column): \(message)")
        }
    }

    @Test func requiredMustBeTrueOrFalse() {
        let yaml = cafeYAML.replacingOccurrences(of: "required: false}\n          shots", with: "required: maybe}\n          shots")
        let error = #expect(throws: ConfigError.self) { try FileSkills.parse(yaml: yaml, path: "cafe.yaml", runner: RecordingRunner()) }
        #expect(error?.code == .wrongType)
        #expect(error?.message.contains("must be true or false, got 'maybe'") == true)
    }
}

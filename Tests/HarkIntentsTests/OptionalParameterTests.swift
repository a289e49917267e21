import Testing
@testable import HarkIntents

enum CupSize: String, AppEnum {
    case small, large
    static let typeDisplayName = "Size"
    static let caseDisplayRepresentations: [CupSize: DisplayRepresentation] = [.small: "Small", .large: "Large"]
}

enum Drink: String, AppEnum {
    case latte, mocha
    static let typeDisplayName = "Drink"
    static let caseDisplayRepresentations: [Drink: DisplayRepresentation] = [.latte: "Latte", .mocha: "Mocha"]
}

/// An order with one required parameter and two optional ones that phrases may leave out.
struct OrderDrink: AppIntent {
    static let title = "Order a drink"
    @Parameter(title: "Drink", requestValueDialog: "Which drink?")
    var drink: Drink
    @Parameter(title: "Size")
    var size: CupSize?
    @Parameter(title: "Shots", validate: { ($0 ?? 1) <= 3 ? nil : "At most three shots." })
    var shots: Int?
    func perform() async throws -> IntentResult {
        let size = size.map { "\($0.rawValue) " } ?? ""
        let shots = shots.map { " with \($0) shots" } ?? ""
        return .result(dialog: "One \(size)\(drink.rawValue)\(shots).")
    }
}

struct SetRange: AppIntent {
    static let title = "Set a range"
    @Parameter(title: "Low") var low: Int
    @Parameter(title: "High") var high: Int
    func perform() async throws -> IntentResult { .result(dialog: "From \(low) to \(high).") }
}

private struct PhrasesSkill: Skill {
    let name: String
    let shortcuts: [AppShortcut]
}

private struct CafeSkill: Skill {
    let name = "Cafe"
    var shortcuts: [AppShortcut] {
        [AppShortcut(intent: OrderDrink.self, phrases: ["a [{size}] {drink} [with {shots} shots]", "order a coffee"])]
    }
}

private let sizes = [SpokenOption(words: "small", meaning: "small"), SpokenOption(words: "large", meaning: "large")]
private let drinks = [SpokenOption(words: "latte", meaning: "latte"), SpokenOption(words: "mocha", meaning: "mocha")]

/// The same order as data, the way a skills file builds it.
private let dynamicOrder = DynamicIntent(
    identifier: "DynamicOrder", title: "Order",
    parameters: {
        [DynamicParameter(name: "drink", title: "Drink", typeName: "drink", choices: drinks, requestValueDialog: "Which drink?"),
         DynamicParameter(name: "size", title: "Size", typeName: "size", choices: sizes, isRequired: false),
         DynamicParameter(name: "shots", parameter: Parameter<Int?>(title: "Shots"))]
    },
    perform: { values in
        .result(dialog: IntentDialog(values.map { "\($0.name)=\($0.isSet ? $0.spokenValue ?? "?" : "absent")" }.joined(separator: " ")))
    })

private struct DynamicCafe: Skill {
    let name = "Dynamic cafe"
    var shortcuts: [AppShortcut] {
        [AppShortcut(dynamic: dynamicOrder, phrases: ["get me a [{size}] {drink} [with {shots} shots]", "get me a drink"])]
    }
}

/// An optional parameter (an `@Parameter` of optional type, or a `DynamicParameter` made
/// optional) that a command leaves out is absent: no question, nothing reported.
@Suite struct OptionalParameterTests {
    let registry: SkillRegistry
    init() throws { registry = try SkillRegistry(skills: [CafeSkill(), DynamicCafe()]) }

    func run(_ text: String, answers: [String?] = []) async -> (IntentOutcome, [String]) {
        let conversation = ScriptedConversation(answers: answers)
        let outcome = await IntentRunner(registry: registry).handle(text, conversation: conversation)
        return (outcome, await conversation.said)
    }

    @Test func optionalParametersLeftOutAreNotAskedFor() async {
        let (outcome, said) = await run("a latte")
        #expect(said == ["One latte."])
        #expect(outcome == .completed(intent: "OrderDrink", parameters: ["drink": .string("latte")], dialog: "One latte."))
    }

    @Test func optionalParametersSaidAreFilled() async {
        let (outcome, said) = await run("a large mocha with two shots")
        #expect(said == ["One large mocha with 2 shots."])
        #expect(outcome == .completed(intent: "OrderDrink",
            parameters: ["drink": .string("mocha"), "size": .string("large"), "shots": .int(2)], dialog: "One large mocha with 2 shots."))
    }

    @Test func aRequiredParameterIsStillAskedFor() async {
        let (outcome, said) = await run("order a coffee", answers: ["latte"])
        #expect(said == ["Which drink?", "One latte."])
        #expect(outcome == .completed(intent: "OrderDrink", parameters: ["drink": .string("latte")], dialog: "One latte."))
    }

    @Test func anOptionalValueSaidWrongIsStillCheckedAndAskedAgain() async {
        let (_, said) = await run("a latte with five shots", answers: ["two"])
        #expect(said == ["At most three shots.", "What's the shots?", "One latte with 2 shots."])
    }

    @Test func dynamicOptionalParametersAreAbsentWhenLeftOut() async {
        let (outcome, said) = await run("get me a mocha")
        #expect(said == ["drink=mocha size=absent shots=absent"])
        #expect(outcome == .completed(intent: "DynamicOrder", parameters: ["drink": .string("mocha")], dialog: "drink=mocha size=absent shots=absent"))
        #expect(await run("get me a small mocha with three shots").1 == ["drink=mocha size=small shots=3"])
        #expect(await run("get me a drink", answers: ["latte"]).1 == ["Which drink?", "drink=latte size=absent shots=absent"])
    }

    @Test func listingsTellOptionalFromRequired() {
        #expect(OrderDrink.parameterSummaries.map { "\($0.name) \($0.required)" } == ["drink true", "size false", "shots false"])
        #expect(dynamicOrder.parameters().map(\.isRequired) == [true, false, false])
    }

    @Test func grammarAndRouterHearPhrasesWithAndWithoutTheOptionalSlots() async throws {
        let grammar = try await registry.grammar()
        #expect(grammar.contains("<p0> = a [<slot_OrderDrink_size>] <slot_OrderDrink_drink> [with <v_integer> shots];"))
        let short = try #require(await registry.route(["a", "latte"], allowingFillers: false))
        #expect(short.slots == ["drink": ["latte"]])
        let long = try #require(await registry.route(["a", "small", "latte", "with", "two", "shots"], allowingFillers: false))
        #expect(long.slots == ["drink": ["latte"], "size": ["small"], "shots": ["two"]])
    }

    @Test func optionalSlotNamesAreThoseWrittenInsideBrackets() throws {
        let template = try Template("[i'd like] a [{size}] {drink} [with ({milk} | {sugar} [and {milk}])] [in a (mug | cup){vessel}]",
                                    parameters: ["size", "drink", "milk", "sugar", "vessel"])
        #expect(template.optionalSlotNames == ["size", "milk", "sugar", "vessel"])
        #expect(try Template("a {drink} | a {size} {drink}", parameters: ["size", "drink"]).optionalSlotNames.isEmpty)
    }

    /// Phrases of one intent may overlap where they read the same (orderings of optional
    /// slots both read "a {drink}"), but not where the same words fill different parameters.
    @Test func phrasesOfOneIntentMayOverlapOnlyWhereTheyMeanTheSame() throws {
        let orderings = PhrasesSkill(name: "Orderings", shortcuts: [
            AppShortcut(intent: OrderDrink.self, phrases: ["a [{size}] [with {shots} shots] {drink}", "a [with {shots} shots] [{size}] {drink}"]),
        ])
        #expect(throws: Never.self) { try SkillRegistry(skills: [orderings]) }
        let swapped = PhrasesSkill(name: "Ranges", shortcuts: [
            AppShortcut(intent: SetRange.self, phrases: ["between {low} and {high}", "range between {high} and {low} | between {high} and {low}"]),
        ])
        let error = #expect(throws: RegistrationError.self) { try SkillRegistry(skills: [swapped]) }
        #expect(error?.code == .collision)
        #expect(error?.message.contains("both can be said as \"between {integer} and {integer}\"") == true)
    }
}

import Testing
@testable import HarkIntents

/// A skill built from data, as a skills file makes it.
private struct DataSkill: Skill {
    let name: String
    let shortcuts: [AppShortcut]
}

private let rooms = [
    SpokenOption(words: "kitchen", meaning: "kitchen"),
    SpokenOption(words: "living room", meaning: "living room"),
    SpokenOption(words: "bedroom", meaning: "bedroom"),
    SpokenOption(words: "bed room", meaning: "bedroom"),
    SpokenOption(words: "guest room", meaning: "guest bedroom"),
    SpokenOption(words: "guest room", meaning: "guest kitchen"),
]

private let turnOn = DynamicIntent(
    identifier: "TurnOnLight", title: "Turn on a light",
    parameters: { [DynamicParameter(name: "room", title: "Room", typeName: "room", choices: rooms,
                                    requestValueDialog: "Which room?")] },
    perform: { values in .result(dialog: "Turning on the \(values[0].spokenValue ?? "?") light.") })

private let heat = DynamicIntent(
    identifier: "SetHeat", title: "Set the heat",
    parameters: { [DynamicParameter(name: "degrees", parameter: Parameter<Int>(
        title: "Degrees", validate: { (10...30).contains($0) ? nil : "Please say a number from 10 to 30." }))] },
    perform: { values in .result(dialog: "Heat at \(values[0].spokenValue ?? "?").", value: values[0].value) })

@Suite struct DynamicIntentTests {
    let registry: SkillRegistry
    init() throws {
        registry = try SkillRegistry(skills: [DataSkill(name: "Home", shortcuts: [
            AppShortcut(dynamic: turnOn, phrases: ["turn on the {room} light", "(switch | turn) the {room} light on", "lights on"]),
            AppShortcut(dynamic: heat, phrases: ["set the heat to {degrees} degrees"]),
        ])])
    }

    func run(_ text: String, answers: [String?] = []) async -> (IntentOutcome, [String]) {
        let conversation = ScriptedConversation(answers: answers)
        let outcome = await IntentRunner(registry: registry).handle(text, conversation: conversation)
        return (outcome, await conversation.said)
    }

    @Test func synonymResolvesToItsValue() async {
        let (outcome, said) = await run("switch the bed room light on")
        #expect(outcome == .completed(intent: "TurnOnLight", parameters: ["room": .string("bedroom")], dialog: "Turning on the bedroom light."))
        #expect(said == ["Turning on the bedroom light."])
    }

    @Test func missingChoiceIsAskedWithItsQuestion() async {
        let (outcome, said) = await run("lights on", answers: ["the attic", "living room"])
        #expect(said == ["Which room?", "Sorry, attic isn't a room I know. Which room?", "Turning on the living room light."])
        #expect(outcome == .completed(intent: "TurnOnLight", parameters: ["room": .string("living room")], dialog: "Turning on the living room light."))
    }

    @Test func sharedWordsAskWhichOne() async {
        let (_, said) = await run("turn on the guest room light", answers: ["the second one"])
        #expect(said == ["Which one: guest bedroom or guest kitchen?", "Turning on the guest kitchen light."])
    }

    @Test func typedParameterKeepsItsValidation() async {
        let (outcome, said) = await run("set the heat to forty degrees", answers: ["twenty two"])
        #expect(said == ["Please say a number from 10 to 30.", "What's the degrees?", "Heat at 22."])
        #expect(outcome == .completed(intent: "SetHeat", parameters: ["degrees": .int(22)], dialog: "Heat at 22."))
    }

    @Test func grammarAndRouterSeeDynamicPhrases() async throws {
        let grammar = try await registry.grammar()
        #expect(grammar.contains("bed room"))
        let match = try #require(await registry.route(["turn", "on", "the", "kitchen", "light"], allowingFillers: false))
        #expect(match.intent.identifier == "TurnOnLight")
        #expect(match.slots == ["room": ["kitchen"]])
    }

    @Test func descriptorListsParameters() {
        let shortcut = registry.skills[0].shortcuts[1]
        #expect(shortcut.intent.identifier == "SetHeat")
        #expect(shortcut.intent.title == "Set the heat")
        #expect(shortcut.intent.parameterSummaries == [ParameterSummary(name: "degrees", title: "Degrees", type: "integer", required: true)])
        #expect(registry.skills[0].shortcuts[0].intent.parameterSummaries.map(\.type) == ["room"])
    }

    @Test func eachRunGetsFreshParameters() async {
        _ = await run("turn on the kitchen light")
        let (outcome, _) = await run("lights on", answers: ["bedroom"])
        #expect(outcome == .completed(intent: "TurnOnLight", parameters: ["room": .string("bedroom")], dialog: "Turning on the bedroom light."))
    }

    @Test func sameIntentNameInAnotherSkillIsRefused() {
        let copy = DataSkill(name: "Garage", shortcuts: [AppShortcut(dynamic: turnOn, phrases: ["garage light on"])])
        #expect(throws: RegistrationError(.duplicateIntent,
            "Skill 'Garage' has an intent named 'TurnOnLight', like skill 'Home'; give each intent its own name.")) {
            try registry.register(copy)
        }
    }

    @Test func unknownSlotInDynamicPhraseNamesIntentAndColumn() {
        let bad = DataSkill(name: "Bad", shortcuts: [AppShortcut(dynamic: heat, phrases: ["heat to {temp}"])])
        #expect(throws: RegistrationError.self) { try SkillRegistry().register(bad) }
        do { try SkillRegistry().register(bad) } catch {
            #expect(error.message.hasPrefix("Bad ▸ SetHeat ▸ phrase 1: \"heat to {temp}\" column 9"))
        }
    }
}

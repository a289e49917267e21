import HarkAssistant
import HarkIntents
import Testing

/// Recorded commands of every skill (several flite voices), decoded by the real
/// recognizer with the grammar compiled from all registered phrases, and routed
/// to the right intent with the right typed parameters.
@Suite struct RecognitionRoutingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let fixture: String
        let intent: String
        let parameters: [String: JSONValue]
        var testDescription: String { fixture }
    }

    static let sevenThirty: JSONValue = .object(["hour": .int(7), "minute": .int(30)])

    static let cases: [Case] = [
        // Feeding log
        Case(fixture: "slt-start-feeding.wav", intent: "StartFeeding", parameters: [:]),
        Case(fixture: "awb-start-feeding.wav", intent: "StartFeeding", parameters: [:]),
        Case(fixture: "kal16-start-feeding.wav", intent: "StartFeeding", parameters: [:]),
        Case(fixture: "rms-finish-feeding.wav", intent: "FinishFeeding", parameters: [:]),
        // Alarms and timers
        Case(fixture: "slt-set-alarm.wav", intent: "SetAlarm", parameters: ["time": sevenThirty]),
        Case(fixture: "rms-set-alarm.wav", intent: "SetAlarm", parameters: ["time": sevenThirty]),
        Case(fixture: "awb-set-alarm.wav", intent: "SetAlarm", parameters: ["time": sevenThirty]),
        Case(fixture: "kal16-set-alarm.wav", intent: "SetAlarm", parameters: ["time": sevenThirty]),
        // Fake call
        Case(fixture: "slt-fake-call.wav", intent: "ScheduleFakeCall", parameters: ["caller": .string("Mom"), "delay": .int(120)]),
        Case(fixture: "rms-fake-call.wav", intent: "ScheduleFakeCall", parameters: ["caller": .string("Mom"), "delay": .int(120)]),
        // Pantry
        Case(fixture: "slt-milk-in-fridge.wav", intent: "PutAwayFood", parameters: ["food": .string("milk"), "storage": .string("fridge")]),
        Case(fixture: "rms-milk-in-fridge.wav", intent: "PutAwayFood", parameters: ["food": .string("milk"), "storage": .string("fridge")]),
        Case(fixture: "slt-whats-in-fridge.wav", intent: "ListStorage", parameters: ["storage": .string("fridge")]),
        Case(fixture: "rms-whats-in-fridge.wav", intent: "ListStorage", parameters: ["storage": .string("fridge")]),
    ]

    /// Routing alone: nothing is confirmed first (DoubtfulHearingTests and the test below cover that).
    static var routingOnly: AssistantSettings { AssistantSettings().askingFirstOff }

    @Test(arguments: cases)
    func recordedCommandRoutesToItsIntent(_ test: Case) async throws {
        let events = try await Pipeline.run([Pipeline.fixture(test.fixture)], wake: false, settings: Self.routingOnly)
        #expect(events.intents == [test.intent])
        #expect(events.parameters(of: test.intent) == test.parameters)
    }

    /// The rms voice's "put milk in the fridge" fits at about -14 (above the reject fit): with
    /// a sure fit above that Hark asks first, and the recording's silence changes nothing.
    @Test func aMarginalRecordingOfAChangeIsConfirmedFirst() async throws {
        var settings = AssistantSettings()
        settings.commandSureFit = -12
        let events = try await Pipeline.run([Pipeline.fixture("rms-milk-in-fridge.wav")], wake: false, settings: settings)
        #expect(events.all.contains(.confirm(intent: "PutAwayFood", reason: "fit")))
        #expect(events.intents.isEmpty)
        #expect(events.said == ["Put food away?", "OK, never mind."])
    }
}

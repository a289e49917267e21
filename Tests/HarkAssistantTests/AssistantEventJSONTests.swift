import Foundation
import HarkAssistant
import HarkIntents
import Testing

/// Every event is a complete JSON object, whatever its numbers.
@Suite struct AssistantEventJSONTests {
    /// Encodes with Foundation's defaults, which throw on a non-finite number.
    func encoded(_ event: AssistantEvent) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(event.json), as: UTF8.self)
    }

    @Test func aNonFiniteFitIsWrittenAsNull() throws {
        let event = AssistantEvent.rejected(text: "", confidence: -.infinity, coverage: .nan, at: 1.2345)
        #expect(try encoded(event) == #"{"at":1.235,"confidence":null,"coverage":null,"event":"rejected","text":""}"#)
    }

    @Test func anOutcomeNamesItsIntentWhenThereIsOne() throws {
        #expect(try encoded(.outcome(intent: "CancelTimer", outcome: "failed"))
                == #"{"event":"outcome","intent":"CancelTimer","outcome":"failed"}"#)
        #expect(try encoded(.outcome(intent: nil, outcome: "not_understood")) == #"{"event":"outcome","outcome":"not_understood"}"#)
    }

    @Test func wordsOnlyTheSecondPassReadSaySo() throws {
        #expect(try encoded(.heard(text: "start feeding", confidence: -3, coverage: 1, at: 2, secondPassAlone: true))
                == #"{"at":2,"confidence":-3,"coverage":1,"event":"heard","second_pass_alone":true,"text":"start feeding"}"#)
        #expect(try encoded(.heard(text: "start feeding", confidence: -3, coverage: 1, at: 2))
                == #"{"at":2,"confidence":-3,"coverage":1,"event":"heard","text":"start feeding"}"#)
    }

    @Test func aDroppedNoiseIsAnEventWithItsVoicedTimeAndLevel() throws {
        #expect(try encoded(.noise(at: 3.56, voiced: 0.2149, level: -61.4))
                == #"{"at":3.56,"event":"noise","level":-61,"voiced":0.215}"#)
    }

    @Test func nonFiniteValuesAnywhereInAValueAreNull() throws {
        let value = JSONValue.object(["a": .array([.double(.infinity), .double(2.5)]), "b": .double(-.nan)])
        let text = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(decoded == .object(["a": .array([.null, .double(2.5)]), "b": .null]))
    }
}

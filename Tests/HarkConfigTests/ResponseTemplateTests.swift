import Testing
@testable import HarkConfig

/// Skills-file responses: `{slot}` placeholders and `[ … ]` sections said only when their slots are filled.
@Suite struct ResponseTemplateTests {
    @Test func sectionsAreSaidOnlyWhenEverySlotInThemIsFilled() throws {
        let response = try ResponseTemplate(parsing: "One [{size} ]{drink}[ with {milk} and {sugar}][, {shots} shots], coming up.")
        #expect(response.fill(["drink": "latte"]) == "One latte, coming up.")
        #expect(response.fill(["drink": "latte", "size": "large", "milk": "soy milk"]) == "One large latte, coming up.")
        #expect(response.fill(["drink": "mocha", "milk": "oat milk", "sugar": "sugar", "shots": "2"])
            == "One mocha with oat milk and sugar, 2 shots, coming up.")
        #expect(response.slotNames == ["size", "drink", "milk", "sugar", "shots"])
        #expect(response.bareSlotNames == ["drink"])
    }

    @Test func gapsLeaveNoDoubleSpacesNorSpacesBeforePunctuation() throws {
        let response = try ResponseTemplate(parsing: "Playing [{genre}] music [in the {room}] .")
        #expect(response.fill([:]) == "Playing music.")
        #expect(response.fill(["room": "kitchen"]) == "Playing music in the kitchen.")
    }

    @Test func plainTextIsUnchanged() throws {
        #expect(try ResponseTemplate(parsing: "Turning on the {room} light.").fill(["room": "living room"]) == "Turning on the living room light.")
        #expect(try ResponseTemplate(parsing: "OK.").fill([:]) == "OK.")
    }
}

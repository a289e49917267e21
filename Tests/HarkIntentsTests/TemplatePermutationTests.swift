import Testing
@testable import HarkIntents

/// `(a; b; c)`: the parts in any order.
@Suite struct TemplatePermutationTests {
    func parse(_ text: String) throws(TemplateError) -> Template {
        try TemplateParser(parameters: ["amount", "time"]).parse(text)
    }

    @Test func partsComeInEveryOrderTheWrittenOneFirst() throws {
        #expect(try parse("(log; {amount})").description == "log {amount} | {amount} log")
        let three = try parse("(turn on; the light; now) please")
        let sayings = three.expansions(limit: 100).map(\.description)
        #expect(sayings.count == 6)
        #expect(sayings.first == "turn on the light now please")
        #expect(Set(sayings).contains("now the light turn on please"))
        #expect(try parse(three.description).root == three.root)
        #expect(try parse("([the] light; on)").expansions(limit: 10).count == 4)
    }

    @Test func theMatcherHearsAnyOrder() throws {
        let matcher = TemplateMatcher(phrases: [
            PhraseEntry(id: "on", template: try parse("(turn on; the (kitchen | hall) light)")),
        ])
        let slots = FormSlotRecognizer(forms: [:], acceptsUnknownNames: false)
        #expect(matcher.match(["the", "hall", "light", "turn", "on"], slots: slots, allowingFillers: false)?.phraseID == "on")
        #expect(matcher.match(["turn", "on", "the", "kitchen", "light"], slots: slots, allowingFillers: false)?.phraseID == "on")
        #expect(matcher.match(["turn", "the", "light", "on"], slots: slots, allowingFillers: false) == nil)
    }

    @Test(arguments: [
        ("(a; b; c; d; e)", TemplateError.Code.invalidPermutation, 1),
        ("[a; b]", .invalidPermutation, 3),
        ("a; b", .invalidPermutation, 2),
        ("(a; )", .emptyAlternative, 3),
        ("(; a)", .emptyAlternative, 2),
        ("({amount}; the {amount})", .duplicateParameter, 1),
    ])
    func badPermutationsAreRefused(text: String, code: TemplateError.Code, column: Int) {
        do {
            _ = try parse(text)
            Issue.record("expected \(code) for \(text)")
        } catch {
            #expect(error.code == code, "\(text): \(error)")
            #expect(error.column == column, "\(text): \(error)")
        }
    }

    @Test func fourPartsAreTwentyFourOrders() throws {
        #expect(try parse("(a; b; c; d)").expansions(limit: 100).count == 24)
    }
}

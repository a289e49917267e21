import HarkIntents
import Testing

@Suite struct TemplateParserTests {
    let parameters: Set<String> = ["time", "caller", "delay", "item", "place", "floor"]

    func parse(_ text: String) throws -> Template {
        try TemplateParser(parameters: parameters).parse(text)
    }

    @Test(arguments: [
        ("Set [an] Alarm for {time}", "set [an] alarm for {time}"),
        ("(start | begin) feeding", "(start | begin) feeding"),
        ("I'm feeding the baby", "i'm feeding the baby"),
        ("what’s  the\ttime", "what's the time"),
        ("fake call from {caller} in {delay}", "fake call from {caller} in {delay}"),
        ("put {item} in the (fridge | freezer){place}", "put {item} in the (fridge | freezer){place}"),
        ("(fridge|refrigerator):fridge", "(fridge | refrigerator):fridge"),
        ("(morning | a m):am", "(morning | a m):am"),
        ("twice:2 o'clock", "twice:2 o'clock"),
        ("stop feeding | feeding (is over | done)", "stop feeding | feeding (is over | done)"),
        ("((a | b) | c) d", "(a | b | c) d"),
        ("(a (b c)) d", "a b c d"),
        ("[[please]] go", "[please] go"),
        ("[a | an] alarm", "[a | an] alarm"),
        ("go (upstairs){floor}", "go (upstairs){floor}"),
        ("go (up stairs):up{floor}", "go (up stairs):up{floor}"),
        ("go [to the]{floor} now", "go [to the]{floor} now"),
        ("go up:UP_1{floor}", "go up:UP_1{floor}"),
        ("(turn (on | off) | switch) it", "(turn (on | off) | switch) it"),
    ])
    func canonicalForm(text: String, canonical: String) throws {
        let template = try parse(text)
        #expect(template.description == canonical)
        #expect(template.text == text)
        #expect(try parse(canonical).root == template.root)
    }

    @Test func buildsTheTree() throws {
        let template = try parse("put {item} in the ((fridge | refrigerator):fridge | freezer){place}")
        let expected: Template.Node = .sequence([
            .word("put"), .slot("item"), .word("in"), .word("the"),
            .tagged(.choice([.meaning(.choice([.word("fridge"), .word("refrigerator")]), "fridge"),
                             .word("freezer")]),
                    slot: "place"),
        ])
        #expect(template.root == expected)
        #expect(template.slotNames == ["item", "place"])
        #expect(template.words == ["put", "in", "the", "fridge", "refrigerator", "freezer"])
    }

    @Test func allowsAParameterInEachAlternative() throws {
        let template = try parse("({time} | at {time}) alarm")
        #expect(template.slotNames == ["time"])
    }

    @Test(arguments: [
        ("", TemplateError.Code.emptyTemplate, 1),
        ("   ", .emptyTemplate, 1),
        ("[please] [now]", .emptyTemplate, 1),
        ("[a] | b", .emptyTemplate, 1),
        ("set alarm for {tme}", .unknownParameter, 15),
        ("(start | begin feeding", .unclosedBracket, 1),
        ("set [an alarm", .unclosedBracket, 5),
        ("alarm for {time", .unclosedBracket, 11),
        ("alarm for {time (", .unclosedBracket, 11),
        ("start feeding)", .unexpectedBracket, 14),
        ("(start feeding]", .unexpectedBracket, 15),
        ("start }", .unexpectedBracket, 7),
        ("(a | )", .emptyAlternative, 4),
        ("(| a)", .emptyAlternative, 2),
        ("a || b", .emptyAlternative, 4),
        ("a |", .emptyAlternative, 3),
        ("| a", .emptyAlternative, 1),
        ("set () alarm", .emptyGroup, 5),
        ("set [ ] alarm", .emptyGroup, 5),
        ("set alarm for 7", .digits, 15),
        ("alarm2", .digits, 6),
        ("wi-fi on", .invalidCharacter, 3),
        ("café", .invalidCharacter, 4),
        ("' s", .invalidCharacter, 1),
        ("stop!", .invalidCharacter, 5),
        ("{}", .invalidSlot, 1),
        ("at {a b}", .invalidSlot, 4),
        ("alarm{time}", .invalidSlot, 6),
        ("{time}{delay}", .invalidSlot, 7),
        ("(a | b){place}{floor}", .invalidSlot, 15),
        ("{time}:x", .invalidMeaning, 7),
        ("fridge:", .invalidMeaning, 7),
        ("a : b", .invalidMeaning, 3),
        ("a:x:y", .invalidMeaning, 4),
        ("(a){place}:x", .invalidMeaning, 11),
        ("{time} or {time}", .duplicateParameter, 11),
        ("(at {time}){time}", .duplicateParameter, 12),
        ("(at {time}) {time}", .duplicateParameter, 13),
    ])
    func reportsErrorsWithColumns(text: String, code: TemplateError.Code, column: Int) {
        let error = #expect(throws: TemplateError.self) { try parse(text) }
        #expect(error?.code == code)
        #expect(error?.column == column)
        #expect(error?.template == text)
    }

    @Test func describesAnErrorWithContext() {
        let error = #expect(throws: TemplateError.self) {
            try TemplateParser(parameters: ["time"]).parse("set alarm for {tme}")
        }
        #expect(error?.description
            == "\"set alarm for {tme}\" column 15: unknown parameter {tme}; this intent's parameters are: time")
        #expect(error?.with(context: "alarms ▸ SetAlarm ▸ phrase 2").description
            == "alarms ▸ SetAlarm ▸ phrase 2: \"set alarm for {tme}\" column 15: unknown parameter {tme}; this intent's parameters are: time")
    }

    @Test func explainsDigits() {
        let error = #expect(throws: TemplateError.self) { try TemplateParser().parse("wake me at 7") }
        #expect(error?.message == "write numbers as words (\"seven\", not \"7\"); the recognizer hears words, not digits")
        let long = #expect(throws: TemplateError.self) { try TemplateParser().parse("wait 25 minutes") }
        #expect(long?.message == "write numbers as words (not \"25\"); the recognizer hears words, not digits")
    }

    @Test func unknownParameterListsNone() {
        let error = #expect(throws: TemplateError.self) { try TemplateParser().parse("call {caller}") }
        #expect(error?.message == "unknown parameter {caller}; this intent has no parameters")
    }

    @Test func splitsSpokenOptions() throws {
        #expect(try TemplateParser.words(in: "Bob O’Brien-Smith") == ["bob", "o'brien", "smith"])
        #expect(try TemplateParser.words(in: " Dr. Who ") == ["dr", "who"])
        let error = #expect(throws: TemplateError.self) { try TemplateParser.words(in: "Mom 2") }
        #expect(error?.code == .digits)
        #expect(error?.column == 5)
        #expect(throws: TemplateError.self) { try TemplateParser.words(in: " - ") }
        let apostrophe = #expect(throws: TemplateError.self) { try TemplateParser.words(in: "o'brien ' x") }
        #expect(apostrophe?.column == 9)
    }

    @Test func listsExpansions() throws {
        let template = try parse("set [an] alarm for {time}")
        #expect(template.expansions().map(\.description) == ["set an alarm for {time}", "set alarm for {time}"])
        let choices = try parse("(a | b) (c | d) [e]")
        #expect(choices.expansions().count == 8)
        #expect(choices.expansions(limit: 3).map(\.description) == ["a c e", "a c", "a d e"])
    }

    @Test func expansionsCarryMeaningsAndTags() throws {
        let template = try parse("put {item} in the ((fridge | refrigerator):fridge | freezer){place}")
        let expansions = template.expansions()
        #expect(expansions.map(\.description) == [
            "put {item} in the fridge", "put {item} in the refrigerator", "put {item} in the freezer",
        ])
        #expect(expansions[1].meanings == ["fridge"])
        #expect(expansions[2].meanings == [])
        let filled = try #require(expansions[1].filled(with: ["item": ["oat", "milk"]]))
        #expect(filled.words == ["put", "oat", "milk", "in", "the", "refrigerator"])
        #expect(filled.slots == [
            "item": SlotFill(words: ["oat", "milk"]),
            "place": SlotFill(words: ["refrigerator"], meaning: "fridge"),
        ])
    }
}

/// Groups nested past any real phrase are refused before anything recurses over them.
@Suite struct TemplateDepthTests {
    @Test func deeplyNestedGroupsAreRefusedWithTheirColumn() {
        for open in ["(", "["] {
            let text = String(repeating: open, count: 2_000) + "a"
            #expect(throws: TemplateError.self) { try Template(text) }
            do {
                _ = try Template(text)
            } catch {
                #expect(error.code == .tooDeep)
                #expect(error.column == 17)
            }
        }
    }

    @Test func sixteenLevelsAreStillRead() throws {
        let text = String(repeating: "(", count: 16) + "a" + String(repeating: ")", count: 16) + " b"
        #expect(try Template(text).requiredWords == ["a", "b"])
    }
}

/// Registration expands each phrase once and takes its first 500 ways for the literal checks,
/// which relies on a smaller limit giving a prefix of a larger one.
@Suite struct TemplateExpansionPrefixTests {
    @Test func aSmallerLimitGivesAPrefix() throws {
        let template = try Template("[please] (set | start) [a | the] (timer | alarm:wake) [for] (one | two | three) [now | later]")
        let all = template.expansions(limit: 1_000)
        #expect(all.count == 2 * 2 * 3 * 2 * 2 * 3 * 3)
        for limit in [1, 7, 50, 143, 400] {
            #expect(template.expansions(limit: limit) == Array(all.prefix(limit)))
        }
    }
}

import Testing
@testable import HarkIntents

/// Text over the command limit is refused at the door, and routing costs grow linearly
/// with the words read, whatever the text (the limit is only the second line of defence).
@Suite struct InputSizeTests {
    @Test func aCommandOverTheLimitIsRefusedWithOneSentenceAndNothingRuns() async throws {
        let registry = try SkillRegistry(skills: [TestSkill()])
        let conversation = ScriptedConversation()
        let text = "set a timer for ten minutes " + String(repeating: "please ", count: 100)
        let outcome = await IntentRunner(registry: registry).handle(text, conversation: conversation)
        let said = await conversation.said
        #expect(said == ["A command must be at most 500 characters; this one has \(text.count)."])
        #expect(outcome == .refused(IntentDialog(said[0])))
    }

    @Test func anAnswerOverTheLimitEndsTheConversationSayingWhy() async throws {
        let registry = try SkillRegistry(skills: [TestSkill()])
        let answer = String(repeating: "ten minutes ", count: 50)
        let conversation = ScriptedConversation(answers: [answer])
        let outcome = await IntentRunner(registry: registry).handle("set a timer", conversation: conversation)
        let refusal = IntentDialog("A command must be at most 500 characters; this one has \(answer.count).")
        #expect(await conversation.said == ["For how long?", refusal.full])
        #expect(outcome == .failed(intent: "SetTimer", dialog: refusal))
    }

    /// Counts the words of every span a matcher asks about: the work of one match.
    final class CountingRecognizer: SlotRecognizer {
        let inner: any SlotRecognizer
        var asked = 0
        init(_ inner: any SlotRecognizer) { self.inner = inner }
        func score(slot: String, words: ArraySlice<String>) -> Double? {
            asked += words.count
            return inner.score(slot: slot, words: words)
        }
        func longestValue(slot: String) -> Int? { inner.longestValue(slot: slot) }
    }

    /// Doubling a sentence that a slot could swallow whole at most doubles the words asked
    /// about; before, every span from the slot's start to the end was asked, so it quadrupled.
    @Test func matchingAsksAboutALinearNumberOfSpans() throws {
        let values = ListSlotRecognizer(["item": ["milk", "oat milk"], "place": ["fridge"]])
        let matcher = TemplateMatcher(phrases: try [
            PhraseEntry(id: "put", template: Template("{item} in the {place}", parameters: ["item", "place"])),
            PhraseEntry(id: "milk", template: Template("[please] {item} milk", parameters: ["item"])),
        ])
        func spans(_ repeats: Int) -> Int {
            let counter = CountingRecognizer(values)
            _ = matcher.matches(Array(repeating: ["oat", "milk", "in", "the"], count: repeats).flatMap { $0 } + ["fridge"], slots: counter)
            return counter.asked
        }
        let small = spans(200), large = spans(400)
        #expect(small > 0)
        #expect(large <= 2 * small + 10)
    }

    /// The router's slots are bounded: a value takes at most a few dozen words, an option or
    /// a name no more than its longest spelling (or a short unknown name), so a 100 kB
    /// sentence is read in linear time; the longest real values still fit.
    @Test func theRouterBoundsEverySlot() async throws {
        let forms: [String: SpokenForm] = [
            "length": .value(.duration),
            "place": .options([SpokenOption(words: "deep freeze", meaning: "freezer")]),
            "who": .names([SpokenOption(words: "mia smith", meaning: "mia")]),
        ]
        let strict = FormSlotRecognizer(forms: forms, acceptsUnknownNames: false)
        let lenient = FormSlotRecognizer(forms: forms, acceptsUnknownNames: true)
        #expect(strict.longestValue(slot: "place") == 2)
        #expect(strict.longestValue(slot: "who") == 2)
        #expect(lenient.longestValue(slot: "who") == FormSlotRecognizer.longestUnknownName)
        #expect(strict.longestValue(slot: "nothing") == 0)
        let longest = "one thousand two hundred and thirty four hours fifty nine minutes and fifty nine seconds"
        #expect(strict.score(slot: "length", words: ArraySlice(longest.split(separator: " ").map(String.init))) == 1)
        #expect(longest.split(separator: " ").count < strict.longestValue(slot: "length")!)

        let registry = try SkillRegistry(skills: [TestSkill()])
        #expect(await registry.route(["set", "a", "timer", "for"] + Array(repeating: "ten", count: 20_000)) == nil)
        #expect(await registry.route(TemplateMatcher.words(in: "set a timer for \(longest)"))?.intent.identifier == "SetTimer")
    }

    @Test func requiredWordsAreThoseEveryWayOfSayingItHas() throws {
        let template = try Template("(start | begin) [the] feeding (now | please now) {time}", parameters: ["time"])
        #expect(template.requiredWords == ["feeding", "now"])
    }
}

/// Invisible characters typed into a command do not make another word of it.
@Suite struct InvisibleCharacterTests {
    @Test func formatCharactersAreRemovedBeforeWordsAreSplit() {
        #expect(SpokenWords.tokenize("call mom\u{200D}") == ["call", "mom"])
        #expect(SpokenWords.tokenize("put mi\u{200B}lk in the \u{202E}fridge\u{FEFF}") == ["put", "milk", "in", "the", "fridge"])
        #expect(SpokenWords.tokenize("set a time\u{00AD}r") == ["set", "a", "timer"])
        #expect(SpokenWords.tokenize("cafe\u{0301}") == ["café"])
    }

    @Test func leadingAndTrailingApostrophesAndDotsAreDropped() {
        #expect(SpokenWords.tokenize("'''tis o'clock'. a.m.") == ["tis", "o'clock", "a.m."])
        #expect(SpokenWords.tokenize(String(repeating: "'", count: 20_000) + "milk" + String(repeating: ".", count: 20_000)) == ["milk"])
    }
}

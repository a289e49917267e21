import HarkIntents
import Testing

@Suite struct TemplateMatcherTests {
    static let parameters: Set<String> = ["time", "caller", "delay", "item", "place", "name"]

    /// Toy slot values: each slot accepts only these phrases.
    static let values = ListSlotRecognizer([
        "time": ["seven", "seven thirty", "half past six"],
        "caller": ["mom", "bob smith"],
        "delay": ["five minutes", "an hour"],
        "item": ["milk", "oat milk"],
    ])

    func matcher(_ phrases: [(String, String)], maxSlotWords: Int = 8) throws -> TemplateMatcher {
        let entries = try phrases.map { id, text in
            PhraseEntry(id: id, template: try Template(text, parameters: Self.parameters))
        }
        return TemplateMatcher(phrases: entries, maxSlotWords: maxSlotWords)
    }

    func words(_ text: String) -> [String] { TemplateMatcher.words(in: text) }

    @Test func fillsASlotTheRecognizerAccepts() throws {
        let matcher = try matcher([("alarm", "set [an] alarm for {time}")])
        let match = try #require(matcher.match(words("set an alarm for seven thirty"), slots: Self.values))
        #expect(match.phraseID == "alarm")
        #expect(match.slots == ["time": SlotFill(words: ["seven", "thirty"])])
        #expect(match.isExact)
        #expect(match.score == 1)
        #expect(match.literalCount == 4)
        #expect(matcher.match(words("set alarm for seven"), slots: Self.values)?.slots["time"]?.words == ["seven"])
        #expect(matcher.match(words("set an alarm for eight"), slots: Self.values) == nil)
    }

    @Test func requiresEveryTemplateWordInOrder() throws {
        let matcher = try matcher([("start", "(start | begin) feeding"), ("stop", "(stop | end) feeding")])
        #expect(matcher.match(words("stop feeding"), slots: Self.values)?.phraseID == "stop")
        #expect(matcher.match(words("begin feeding"), slots: Self.values)?.phraseID == "start")
        #expect(matcher.match(words("start the timer"), slots: Self.values) == nil)
        #expect(matcher.match(words("feeding start"), slots: Self.values) == nil)
        #expect(matcher.match(words("start"), slots: Self.values) == nil)
        #expect(matcher.match(words("start stop feeding"), slots: Self.values) == nil)
        #expect(matcher.matches(words("stop feeding"), slots: Self.values).map(\.phraseID) == ["stop"])
    }

    @Test func skipsFillerWordsInTypedText() throws {
        let matcher = try matcher([("start", "(start | begin) feeding")])
        let match = try #require(matcher.match(words("Um, please can you start the feeding now?"), slots: Self.values))
        #expect(match.phraseID == "start")
        #expect(match.skipped == ["um", "please", "can", "you", "the", "now"])
        #expect(!match.isExact)
        #expect(match.score == (2 + 0.5 * 6) / 8)
        #expect(matcher.match(words("please start the feeding"), slots: Self.values, allowingFillers: false) == nil)
    }

    @Test func prefersTemplateWordsToSkippingThem() throws {
        let matcher = try matcher([("alarm", "set [an] alarm for {time}")])
        let match = try #require(matcher.match(words("please set an alarm for half past six"), slots: Self.values))
        #expect(match.skipped == ["please"])
        #expect(match.literalCount == 4)
        #expect(match.slots["time"]?.words == ["half", "past", "six"])
    }

    @Test func reportsTaggedGroupsAndMeanings() throws {
        let matcher = try matcher([
            ("put", "put {item} in the ((fridge | refrigerator):fridge | freezer){place}"),
            ("wake", "wake me in the (morning | a m):am"),
        ])
        let fridge = try #require(matcher.match(words("put oat milk in the refrigerator"), slots: Self.values))
        #expect(fridge.slots == [
            "item": SlotFill(words: ["oat", "milk"]),
            "place": SlotFill(words: ["refrigerator"], meaning: "fridge"),
        ])
        #expect(fridge.meanings == ["fridge"])
        #expect(fridge.slots["place"]?.value == "fridge")
        let freezer = try #require(matcher.match(words("put milk in the freezer"), slots: Self.values))
        #expect(freezer.slots["place"] == SlotFill(words: ["freezer"]))
        #expect(freezer.slots["place"]?.value == "freezer")
        #expect(freezer.meanings == [])
        let wake = try #require(matcher.match(words("wake me in the a m"), slots: Self.values))
        #expect(wake.meanings == ["am"])
        #expect(wake.slots.isEmpty)
    }

    @Test func leavesOutOptionalTags() throws {
        let matcher = try matcher([("go", "go [to the (attic | cellar){place}]")])
        #expect(matcher.match(words("go"), slots: Self.values)?.slots == [:])
        #expect(matcher.match(words("go to the cellar"), slots: Self.values)?.slots == ["place": SlotFill(words: ["cellar"])])
    }

    @Test func ranksExactThenScoreThenLiteralsThenOrder() throws {
        let anything = ClosureSlotRecognizer { slot, _ in slot == "name" ? 1 : nil }
        let matcher = try matcher([
            ("catchAll", "{name}"), ("stop", "stop feeding"), ("stopAgain", "stop feeding"), ("stopIt", "stop it"),
        ])
        #expect(matcher.matches(words("stop feeding"), slots: anything).map(\.phraseID)
            == ["stop", "stopAgain", "catchAll"])
        #expect(matcher.matches(words("please stop it"), slots: anything).map(\.phraseID) == ["catchAll", "stopIt"])
        let unsure = ClosureSlotRecognizer { _, words in words.count == 1 ? 0.5 : nil }
        let single = try self.matcher([("catchAll", "{name}")])
        #expect(single.match(["bob"], slots: unsure)?.score == 0.5)
    }

    @Test func limitsSlotSpans() throws {
        let long = ListSlotRecognizer(["item": ["a b c"]])
        #expect(try matcher([("get", "get {item}")], maxSlotWords: 2).match(["get", "a", "b", "c"], slots: long) == nil)
        #expect(try matcher([("get", "get {item}")], maxSlotWords: 3).match(["get", "a", "b", "c"], slots: long) != nil)
    }

    @Test func matchesFollowUpAnswers() throws {
        let matcher = TemplateMatcher(phrases: GrammarCompiler.yesNoEntries)
        #expect(matcher.match(words("yes please"), slots: Self.values)?.phraseID == "yes")
        #expect(matcher.match(words("never mind"), slots: Self.values)?.phraseID == "no")
        let value = TemplateMatcher(phrases: [GrammarCompiler.valueEntry(slot: "time"), GrammarCompiler.cancelEntry])
        #expect(value.match(words("make it seven thirty please"), slots: Self.values)?.slots["time"]?.words
            == ["seven", "thirty"])
        #expect(value.match(words("forget it"), slots: Self.values)?.phraseID == "cancel")
    }

    @Test func splitsTypedText() {
        #expect(words("Hey, Hark! What’s the time?") == ["hey", "hark", "what's", "the", "time"])
        #expect(words("  set alarm for 7:30. ") == ["set", "alarm", "for", "7:30"])
        #expect(words("\"quoted\" (words) -- here") == ["quoted", "words", "here"])
    }

    static let propertyTemplates = [
        ("alarm", "set [an | the] alarm (for | at) {time}"),
        ("call", "fake [a] call from {caller} [in {delay}]"),
        ("put", "put {item} in the ((fridge | refrigerator):fridge | freezer){place} [please]"),
        ("feeding", "(I'm | I am) (feeding | nursing):feed the baby | (start | begin) feeding"),
        ("lights", "turn (on:on | off:off) the (lights | lamp):light"),
    ]

    @Test(arguments: propertyTemplates)
    func everyExpansionMatchesItself(id: String, text: String) throws {
        let matcher = try matcher(Self.propertyTemplates)
        let template = try Template(text, parameters: Self.parameters)
        let fills = ["time": ["seven", "thirty"], "caller": ["bob", "smith"], "delay": ["an", "hour"], "item": ["milk"]]
        let expansions = template.expansions()
        #expect(!expansions.isEmpty)
        for expansion in expansions {
            let (sentence, slots) = try #require(expansion.filled(with: fills))
            let match = try #require(matcher.match(sentence, slots: Self.values, allowingFillers: false),
                                     "\(sentence) should match \(id)")
            #expect(match.phraseID == id, "\(sentence)")
            #expect(match.slots == slots, "\(sentence)")
            #expect(match.meanings == expansion.meanings, "\(sentence)")
            #expect(match.isExact && match.score == 1, "\(sentence)")
            for (index, part) in expansion.parts.enumerated() {
                guard case .word = part else { continue }
                var broken = expansion
                broken.parts[index] = .word("banana")
                let (nearMiss, _) = try #require(broken.filled(with: fills))
                #expect(matcher.match(nearMiss, slots: Self.values).map(\.phraseID) != id, "\(nearMiss)")
            }
        }
    }
}

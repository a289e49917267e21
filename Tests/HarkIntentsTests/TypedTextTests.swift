import Testing
@testable import HarkIntents

/// Typed-only phrases and the readings typed text gets that heard text does not.
@Suite struct TypedTextTests {
    private func registry() throws -> SkillRegistry {
        try registry("Typed", [
            AppShortcut(intent: SetTimer.self, phrases: ["set a timer for {duration}"], typedPhrases: ["{duration} timer"]),
            AppShortcut(intent: Ping.self, phrases: ["ping me"], typedPhrases: ["stop pinging"]),
            AppShortcut(intent: StoreItem.self, phrases: ["the item is in the {place}"]),
        ])
    }

    /// A registry of one skill named `name` with `shortcuts`.
    private func registry(_ name: String, _ shortcuts: [AppShortcut]) throws -> SkillRegistry {
        try SkillRegistry(skills: [SimpleSkill(name: name, shortcuts: shortcuts)])
    }

    @Test func aTypedPhraseIsReadButNeverHeard() async throws {
        let registry = try registry()
        let compiled = try await registry.compiled()
        #expect(!compiled.grammar.contains("pinging"))
        #expect(!compiled.vocabulary.contains("pinging"))
        #expect(compiled.grammar.contains("ping me"))
        // Typed, it reaches its intent; as recognizer output (which follows the grammar) it does not.
        #expect(await registry.routeTyped("stop pinging")?.intent.identifier == "Ping")
        #expect(await registry.route(["stop", "pinging"], allowingFillers: false) == nil)
        #expect(await registry.routeTyped("ten minute timer")?.slots["duration"] == ["ten", "minute"])
        #expect(await registry.route(["ten", "minute", "timer"], allowingFillers: false) == nil)
    }

    @Test func aTypedPhraseThatCollidesIsRefusedLikeASpokenOne() {
        #expect(throws: RegistrationError.self) {
            try registry("Clash", [
                AppShortcut(intent: Ping.self, phrases: ["ping me"]),
                AppShortcut(intent: TenMinuteTimer.self, phrases: ["ten minute timer please"], typedPhrases: ["ping me"]),
            ])
        }
    }

    @Test func aNounsContractionIsWrittenOut() async throws {
        let registry = try registry()
        #expect(await registry.routeTyped("the item's in the fridge")?.intent.identifier == "StoreItem")
        #expect(SkillRegistry.expandingNounContractions(["she's", "the", "bread's", "gone"]) == ["she's", "the", "bread", "is", "gone"])
    }

    @Test func oneClauseOfSeveralIsTheCommand() async throws {
        let registry = try registry()
        #expect(await registry.routeTyped("okay I'm back, ping me")?.intent.identifier == "Ping")
        #expect(await registry.routeTyped("I'm off so ping me")?.intent.identifier == "Ping")
        // A clause that takes it back, or clauses reaching different intents, do nothing.
        #expect(await registry.routeTyped("ping me, no wait") == nil)
        #expect(await registry.routeTyped("ping me, don't") == nil)
        #expect(await registry.routeTyped("ping me, set a timer for ten minutes") == nil)
        // Without a comma or a joining word it is one sentence that fits no phrase.
        #expect(await registry.routeTyped("okay I'm back ping me") == nil)
        #expect(SkillRegistry.clauses(of: "so, she's latched - start it. and then stop").map { $0.joined(separator: " ") }
                == ["so", "she's latched", "start it", "and then stop"])
    }

    @Test func otherWordsForTheSameCommandAreReadAfterTheSentenceFailsAsWritten() async throws {
        let registry = try self.registry("Words", [
            AppShortcut(intent: Ping.self, phrases: ["cancel the alarm"]),
            AppShortcut(intent: StoreItem.self, phrases: ["the item is in the {place}"]),
        ])
        for sentence in ["kill the alarm", "nix the alarm", "get rid of the alarm", "scrap the reminder", "delete the alert"] {
            #expect(await registry.routeTyped(sentence)?.intent.identifier == "Ping", "\(sentence)")
        }
        // A place typed in other words is still the place.
        #expect(await registry.routeTyped("the item is in the cupboard")?.slots["place"] == ["pantry"])
        // The rewritten sentence must still be a phrase, whole: these say something else.
        #expect(await registry.routeTyped("kill the alarm clock app") == nil)
        #expect(await registry.routeTyped("i could kill for a coffee") == nil)
    }

    @Test func aTypoOfAPhraseWordIsMendedOnlyWhenOneWordFits() {
        let reading = TypedReading(synonyms: TypedSynonyms(), vocabulary: ["pause", "timer", "feeding", "feedings", "the", "since", "last"])
        #expect(reading.mendingTypos(["puase", "the", "timre"]) == ["pause", "the", "timer"])
        // "feedin" is one edit from "feeding" only; "feedingg" from "feeding" and "feedings": left as typed.
        #expect(reading.mendingTypos(["feedin"]) == ["feeding"])
        #expect(reading.mendingTypos(["feedingg"]) == ["feedingg"])
        // Short words are too often other real words.
        #expect(reading.mendingTypos(["lsat"]) == ["lsat"])
        #expect(reading.mendingTypos(["tim"]) == ["tim"])
        // A word typed without its vowels is the one phrase word it leaves them out of, even when
        // one edit also reaches another ("timrs": "times" or "timers"), and at four letters.
        let vowels = TypedReading(synonyms: TypedSynonyms(), vocabulary: ["alarm", "timer", "timers", "times", "time", "finish", "last", "list"])
        #expect(vowels.mendingTypos(["cancel", "all", "timrs"]) == ["cancel", "all", "timers"])
        #expect(vowels.mendingTypos(["alrm", "timr", "finsh"]) == ["alarm", "timer", "finish"])
        // Two words it could leave vowels out of ("lst": "last" or "list"), or a first letter changed: left as typed.
        #expect(vowels.mendingTypos(["lst", "lrm", "blrm"]) == ["lst", "lrm", "blrm"])
        #expect(TypedReading.leavesOutVowels(of: "reminder", giving: "remindr"))
        #expect(TypedReading.leavesOutVowels(of: "timers", giving: "tmrs"))
        #expect(!TypedReading.leavesOutVowels(of: "feeding", giving: "fdng"))
        #expect(!TypedReading.leavesOutVowels(of: "timer", giving: "time"))
        #expect(TypedReading.isOneEdit("feedign", "feeding"))
        #expect(!TypedReading.isOneEdit("feeding", "feeding"))
        #expect(!TypedReading.isOneEdit("paws", "pause"))
    }

    @Test func oneOrTwoWordsNoPhraseKnowsAreLeftOutWhenNothingElseReads() async throws {
        let registry = try self.registry("Unknown", [
            AppShortcut(intent: Ping.self, phrases: ["how much time is left on the timer", "she's done"]),
            AppShortcut(intent: StoreItem.self, phrases: ["add the item to the {place}"]),
            AppShortcut(intent: ListItems.self, phrases: ["what is in the {place}"]),
        ])
        for sentence in ["what is in the fridge exactly", "what is in the fridge brb", "what is honestly in the fridge"] {
            #expect(await registry.routeTyped(sentence)?.intent.identifier == "ListItems", "\(sentence)")
        }
        // A change is never read with a word left out: it may be another change ("set the alarm later" moves it).
        #expect(await registry.routeTyped("she's done eating") == nil)
        // The word left out names the thing ("a poo"), changes the next word ("shopping list"),
        // is one of too many, or the sentence denies the command: nothing.
        for sentence in ["what is in the zork", "what is in the shopping fridge", "what zork blah flub is in the fridge",
                         "what isn't in the fridge exactly", "what is never in the fridge"] {
            #expect(await registry.routeTyped(sentence) == nil, "\(sentence)")
        }
        // Two known words must stay besides the linking ones.
        #expect(await registry.routeTyped("what honestly") == nil)
    }

    @Test func aCommandSaidWithItIsAboutTheThingAnotherClauseNames() async throws {
        let registry = try self.registry("Pronoun", [
            AppShortcut(intent: Ping.self, phrases: ["cancel [the | that] alarm [tonight]"]),
            AppShortcut(intent: NextPing.self, phrases: ["pause the timer"]),
            AppShortcut(intent: StoreItem.self, phrases: ["start the item"]),
        ])
        #expect(await registry.routeTyped("no alarm tonight, cancel it")?.intent.identifier == "Ping")
        #expect(await registry.routeTyped("i don't need that alarm anymore, get rid of it")?.intent.identifier == "Ping")
        #expect(await registry.routeTyped("the timer, pause it")?.intent.identifier == "NextPing")
        // A denial agrees with cancelling only; another clause that is a command of its own is what "it" undoes.
        #expect(await registry.routeTyped("the timer, don't pause it") == nil)
        #expect(await registry.routeTyped("no timer, pause it") == nil)
        #expect(await registry.routeTyped("start the item, no wait, cancel it") == nil)
        // "that" first takes back what was said before the sentence.
        #expect(await registry.routeTyped("scratch that, i don't want the alarm tonight") == nil)
    }

    @Test func aReadingWithKnownNamesWinsOverOneThatTakesAnUnknownName() async throws {
        let registry = try self.registry("Names", [
            AppShortcut(intent: Ping.self, phrases: ["cancel the feeding alarm"]),
            AppShortcut(intent: CallContact.self, phrases: ["remove {contact}"]),
        ])
        // As written, "the bottle reminder" could be an unknown contact; in other words it is the feeding alarm.
        #expect(await registry.routeTyped("remove the bottle reminder")?.intent.identifier == "Ping")
        #expect(await registry.routeTyped("remove mom")?.intent.identifier == "CallContact")
    }

    @Test func aCommandFollowedByARemarkOfItsOwnIsTheCommand() async throws {
        let registry = try registry()
        #expect(await registry.routeTyped("ping me i'm going out")?.intent.identifier == "Ping")
        #expect(await registry.routeTyped("ping me ugh")?.intent.identifier == "Ping")
        #expect(await registry.routeTyped("the item is in the fridge it was on the counter")?.intent.identifier == "StoreItem")
        // Words that could carry on the phrase are not a remark; nor is one that takes it back.
        #expect(await registry.routeTyped("ping me about lunch") == nil)
        #expect(await registry.routeTyped("ping me i said no") == nil)
        // A remark that is another command makes the sentence nothing.
        let two = try self.registry("Two", [
            AppShortcut(intent: Ping.self, phrases: ["ping me"]),
            AppShortcut(intent: StoreItem.self, phrases: ["it's in the {place}"]),
        ])
        #expect(await two.routeTyped("ping me it's in the fridge") == nil)
        #expect(await two.routeTyped("ping me it's late")?.intent.identifier == "Ping")
    }

    @Test func aCommandInsideTalkIsReadWhenTheTalkAroundItNeitherDeniesNorDoubtsIt() async throws {
        let registry = try self.registry("Talk", [
            AppShortcut(intent: NextPing.self, phrases: ["when is the next ping"]),
            AppShortcut(intent: SetTimer.self, phrases: ["set a timer for {duration}"]),
            AppShortcut(intent: StoreItem.self, phrases: ["the item is in the {place}"]),
        ])
        #expect(await registry.routeTyped("any idea when is the next ping do you reckon")?.intent.identifier == "NextPing")
        #expect(await registry.routeTyped("the oven runs hot so set a timer for ten minutes mate")?.slots["duration"] == ["ten", "minutes"])
        // Denied, doubted, asked about or someone else's words: nothing.
        #expect(await registry.routeTyped("i didn't set a timer for ten minutes at all") == nil)
        #expect(await registry.routeTyped("should we set a timer for ten minutes or what") == nil)
        #expect(await registry.routeTyped("she told me to set a timer for ten minutes") == nil)
        // A question may be asked about (nothing changes by answering it).
        #expect(await registry.routeTyped("do you know when is the next ping")?.intent.identifier == "NextPing")
        // Too little of the sentence, or talk that is another command: nothing.
        #expect(await registry.routeTyped("when is the next ping and what else is new in the world today honestly") == nil)
        #expect(await registry.routeTyped("okay set a timer for ten minutes and the item is in the fridge") == nil)
        // Talk that makes another command with the command's words may be that command: "pause | timer ten minutes".
        let two = try self.registry("Verbs", [
            AppShortcut(intent: SetTimer.self, phrases: ["set a timer for {duration}"], typedPhrases: ["timer {duration}"]),
            AppShortcut(intent: Ping.self, phrases: ["pause the timer"]),
        ])
        #expect(await two.routeTyped("oh well timer ten minutes")?.intent.identifier == "SetTimer")
        #expect(await two.routeTyped("pause timer ten minutes") == nil)
        // Talk that names something a slot knows may be a command about it: "the fridge | set a timer …".
        #expect(await registry.routeTyped("the fridge set a timer for ten minutes ok") == nil)
        #expect(await registry.routeTyped("the cupboard set a timer for ten minutes ok") == nil)  // "cupboard" is "pantry"
        // Only known names: an unknown one is no value inside talk.
        #expect(await registry.routeTyped("well the item is in the garage i think") == nil)
    }

    @Test func butJoinsTwoClauses() async throws {
        let registry = try registry()
        #expect(await registry.routeTyped("I forgot earlier but ping me")?.intent.identifier == "Ping")
        #expect(await registry.routeTyped("ping me but not now") == nil)
    }

    @Test func harkItselfAddressedByNameAtEitherEndIsSkipped() async throws {
        let registry = try registry()
        for sentence in ["hark ping me", "hark, ping me", "hey hark ping me", "ok computer, ping me", "ping me thanks hark"] {
            #expect(await registry.routeTyped(sentence)?.intent.identifier == "Ping", "\(sentence)")
        }
        #expect(await registry.routeTyped("hark") == nil)
        #expect(await registry.routeTyped("thanks hark") == nil)
    }

    @Test func otherAssistantsNamesAndSofteningWordsAreSkipped() async throws {
        let registry = try registry()
        for sentence in ["alexa ping me", "hey siri ping me", "hey could you maybe ping me", "ping me real quick thx"] {
            #expect(await registry.routeTyped(sentence)?.intent.identifier == "Ping", "\(sentence)")
        }
    }

    @Test func aSentenceInAnotherWordOrderIsReadWhenEveryWordIsExplained() async throws {
        let registry = try self.registry("Loose", [
            AppShortcut(intent: NextPing.self, phrases: ["when is the next ping"]),
            AppShortcut(intent: StoreItem.self, phrases: ["move the item to the {place}"]),
            AppShortcut(intent: SetTimer.self, phrases: ["set a timer for {duration}"]),
        ])
        #expect(await registry.routeTyped("next ping when")?.intent.identifier == "NextPing")
        #expect(await registry.routeTyped("the next ping, when is it")?.intent.identifier == "NextPing")
        #expect(await registry.routeTyped("move item into freezer")?.slots["place"] == ["freezer"])
        #expect(await registry.routeTyped("set timer ten minutes")?.slots["duration"] == ["ten", "minutes"])
        // A command that changes something keeps its words' order; a question need not.
        #expect(await registry.routeTyped("item to freezer, move") == nil)
        #expect(await registry.routeTyped("timer ten minutes set") == nil)
        #expect(await registry.routeTyped("for an hour and a half set a timer")?.slots["duration"] == ["an", "hour", "and", "a", "half"])
        // A word the phrase does not explain, a helping verb it does not have, or words
        // that are no value: not read.
        #expect(await registry.routeTyped("next ping when lunch") == nil)
        #expect(await registry.routeTyped("did you set a timer for ten minutes") == nil)
        #expect(await registry.routeTyped("set a timer for lunch") == nil)
        #expect(await registry.routeTyped("don't set a timer for ten minutes") == nil)
    }

    @Test func aClauseIsReadWithoutItsOrderOnlyByTwoWordsOrMore() async throws {
        let registry = try self.registry("Loose", [
            AppShortcut(intent: Ping.self, phrases: ["ping me"]),
            AppShortcut(intent: SetTimer.self, phrases: ["timer for {duration}"]),
        ])
        // The whole sentence may be read by one word of its own...
        #expect(await registry.routeTyped("ten minutes timer")?.intent.identifier == "SetTimer")
        // ...one clause of several may not: "my ten minute timer" is not asking for one.
        #expect(await registry.routeTyped("my ten minutes timer, how long is left") == nil)
    }

    @Test func understandingReadsTypedText() async throws {
        let registry = try registry()
        #expect(await registry.understand("fine, stop pinging")?.intent == "Ping")
    }
}

/// A question: read in any word order.
private struct NextPing: AppIntent {
    static let title = "Next ping"
    static let effect = IntentEffect.reads
    func perform() async throws -> IntentResult { .result(dialog: "Soon.") }
}

/// A question about a place: read with a word no phrase knows left out.
private struct ListItems: AppIntent {
    static let title = "List items"
    static let effect = IntentEffect.reads
    @Parameter(title: "Place")
    var place: Storage = .fridge
    func perform() async throws -> IntentResult { .result(dialog: "Nothing in the \(place.spokenText.lowercased()).") }
}

/// A day named with its part ("tomorrow morning") gives the part to the time.
@Suite struct DayPartTests {
    @Test func thePartOfTheDayMovesOntoTheTime() {
        func moved(_ text: String) -> String { SkillRegistry.movingDayParts(SpokenWords.tokenize(text)).joined(separator: " ") }
        #expect(moved("set an alarm for 7:30 tomorrow morning") == "set an alarm for 7:30 am tomorrow")
        #expect(moved("wake me up friday evening at six") == "wake me up friday at six pm")
        #expect(moved("alarm tomorrow night at ten") == "alarm tomorrow at ten at night")
        // Without a time the part is left out; with its part said already, nothing is added.
        #expect(moved("set an alarm for tomorrow morning") == "set an alarm for tomorrow")
        #expect(moved("at seven pm tomorrow evening") == "at seven pm tomorrow")
        // No day with a part: untouched.
        #expect(moved("she ate this morning at seven") == "she ate this morning at seven")
    }

    @Test func aDelayOrADaySaidFirstIsReadAtTheEnd() {
        func moved(_ text: String) -> String? { SkillRegistry.movingLeadingValue(SpokenWords.tokenize(text))?.joined(separator: " ") }
        #expect(moved("in twenty minutes i want a fake call from mom") == "i want a fake call from mom in twenty minutes")
        #expect(moved("ten minutes from now have mom call me") == "have mom call me in ten minutes")
        #expect(moved("friday, alarm at 6:15") == "alarm at 6:15 friday")
        #expect(moved("on friday set an alarm for seven") == "set an alarm for seven on friday")
        #expect(moved("set an alarm for seven") == nil)
        #expect(moved("in ten minutes") == nil)
    }
}

import HarkIntents
import Testing

@Suite struct GrammarCompilerTests {
    func entry(_ id: String, _ text: String, _ parameters: Set<String> = []) throws -> PhraseEntry {
        PhraseEntry(id: id, template: try Template(text, parameters: parameters))
    }

    @Test func writesAGrammar() throws {
        let compiler = GrammarCompiler(
            phrases: [
                try entry("alarm", "Set [an] alarm for {time}", ["time"]),
                try entry("start", "(start | begin) feeding"),
                try entry("call", "fake call from {caller}", ["caller"]),
            ],
            slots: ["time": .rule("v_time"), "caller": .phrases(["Mom", "Bob Smith", "mom"]), "unused": .body("x")],
            rules: ["v_time": "<v_hour> [o'clock];", "v_hour": "seven | eight"])
        #expect(try compiler.grammar() == """
            #JSGF V1.0;
            grammar hark;
            public <command> = <p0> | <p1> | <p2>;
            <p0> = set [an] alarm for <v_time>;
            <p1> = (start | begin) feeding;
            <p2> = fake call from <slot_caller>;
            <slot_caller> = mom | bob smith;
            <v_hour> = seven | eight;
            <v_time> = <v_hour> [o'clock];

            """)
        #expect(compiler.vocabulary() == [
            "set", "an", "alarm", "for", "start", "begin", "feeding", "fake", "call", "from",
            "mom", "bob", "smith", "seven", "eight", "o'clock",
        ])
    }

    @Test func dropsMeaningsAndTagsAndDeduplicates() throws {
        let compiler = GrammarCompiler(
            phrases: [
                try entry("put", "put {item} in the ((fridge | refrigerator):fridge | freezer | fridge){place}",
                          ["item", "place"]),
                try entry("stop", "(stop | stop) [it | it]"),
                try entry("stop2", "stop [it]"),
                try entry("yes", "(yes | (yeah | yes)) please | yes please"),
            ],
            slots: ["item": .body(" milk | eggs ; ")],
            grammarName: "kitchen")
        #expect(try compiler.grammar() == """
            #JSGF V1.0;
            grammar kitchen;
            public <command> = <p0> | <p1> | <p2>;
            <p0> = put <slot_item> in the (fridge | refrigerator | freezer);
            <p1> = stop [it];
            <p2> = (yes | yeah) please | yes please;
            <slot_item> = milk | eggs;

            """)
    }

    @Test func writesFollowUpGrammars() throws {
        #expect(GrammarCompiler.yesNoGrammar() == """
            #JSGF V1.0;
            grammar hark;
            public <command> = <p0> | <p1>;
            <p0> = yes | yeah | yep | sure | ok | okay | do it | confirm;
            <p1> = no | nope | don't | cancel | never mind | stop;

            """)
        #expect(try GrammarCompiler.slotGrammar(slot: "caller", vocabulary: .phrases(["Mom", "Dad"])) == """
            #JSGF V1.0;
            grammar hark;
            public <command> = <p0> | <p1>;
            <p0> = [it's | it is | make it | the | in | at | for | on | about] <slot_caller> [please];
            <p1> = cancel | never mind | stop | forget it;
            <slot_caller> = mom | dad;

            """)
        let bare = try GrammarCompiler.slotGrammar(
            slot: "delay", vocabulary: .rule("<v_duration>"), rules: ["v_duration": "one minute"], carriers: false)
        #expect(bare.contains("<p0> = <v_duration>;\n"))
        #expect(bare.hasSuffix("<v_duration> = one minute;\n"))
    }

    @Test func leavesOutWhatNeedsAnEmptySlot() throws {
        let compiler = GrammarCompiler(
            phrases: [
                try entry("call", "call {caller}", ["caller"]),
                try entry("ring", "ring (home | {caller})", ["caller"]),
                try entry("stop", "stop [{caller}] now", ["caller"]),
                try entry("hi", "(hi | [{caller}]) there", ["caller"]),
            ],
            slots: ["caller": .phrases([])])
        #expect(try compiler.grammar() == """
            #JSGF V1.0;
            grammar hark;
            public <command> = <p0> | <p1> | <p2>;
            <p0> = ring home;
            <p1> = stop now;
            <p2> = [hi] there;

            """)
        let nothing = GrammarCompiler(phrases: [try entry("call", "call {caller}", ["caller"])], slots: ["caller": .body(" ")])
        #expect(try nothing.grammar() == "#JSGF V1.0;\ngrammar hark;\npublic <command> = <NULL>;\n")
        #expect(try GrammarCompiler(phrases: []).grammar() == "#JSGF V1.0;\ngrammar hark;\npublic <command> = <NULL>;\n")
    }

    @Test func reportsASlotWithoutVocabulary() throws {
        let compiler = GrammarCompiler(phrases: [try entry("call.1", "call {caller} now", ["caller"])])
        let error = #expect(throws: TemplateError.self) { try compiler.grammar() }
        #expect(error?.code == .unknownParameter)
        #expect(error?.column == 6)
        #expect(error?.context == "phrase call.1")
    }

    @Test func reportsAnOptionThatCannotBeSpoken() throws {
        let compiler = GrammarCompiler(
            phrases: [try entry("call", "call {caller}", ["caller"])], slots: ["caller": .phrases(["Mom", "Room 101"])])
        let error = #expect(throws: TemplateError.self) { try compiler.grammar() }
        #expect(error?.code == .digits)
        #expect(error?.column == 6)
        #expect(error?.description.hasPrefix("{caller} option 2: \"Room 101\" column 6: ") == true)
    }

    @Test func lowercasesBuiltTreesAndRejectsUnspeakableWords() throws {
        let built = Template(root: .sequence([.word("Hello"), .word("World’s")]))
        #expect(built.description == "hello world's")
        #expect(try GrammarCompiler(phrases: [PhraseEntry(id: "x", template: built)]).grammar()
            .hasSuffix("<p0> = hello world's;\n"))
        let compiler = GrammarCompiler(phrases: [PhraseEntry(id: "x", template: Template(root: .word("wi-fi")))])
        let error = #expect(throws: TemplateError.self) { try compiler.grammar() }
        #expect(error?.code == .invalidCharacter)
        #expect(error?.message == "\"wi-fi\" can't be heard; words hold only the letters a-z and apostrophes")
    }

    @Test func compilesManyPhrasesQuickly() throws {
        let clock = ContinuousClock()
        var entries: [PhraseEntry] = []
        let start = clock.now
        for index in 0..<500 {
            let word = String(repeating: "a", count: index % 7 + 1) + String(repeating: "b", count: index / 7 + 1)
            entries.append(try entry("p\(index)", "(start | begin) [the] \(word) (timer | clock){place} for {time}",
                                     ["time", "place"]))
        }
        let parsed = clock.now
        let grammar = try GrammarCompiler(phrases: entries, slots: ["time": .rule("v_time")],
                                          rules: ["v_time": "one | two"]).grammar()
        let compiled = clock.now
        // Every phrase ends in <v_time>: one shared group holds all 500, so PocketSphinx copies the value rule once.
        #expect(grammar.split(separator: "\n").count == 3 + 1 + 1)
        #expect(grammar.split(separator: "\n").filter { $0.contains("<v_time>") }.count == 2)
        print("templates: parsed 500 phrases in \(parsed - start), compiled the grammar in \(compiled - parsed)")
    }
}

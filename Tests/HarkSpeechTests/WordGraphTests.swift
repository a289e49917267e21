@testable import HarkSpeech
import HarkAudio
import HarkTesting
import Testing

/// The minimal word graph the grammar search runs on accepts exactly the sentences
/// of the graph sphinxbase built, with fewer states.
@Suite struct WordGraphTests {
    /// Every sentence (as word lists) of at most `length` words the graph accepts, with its cheapest cost.
    func sentences(_ graph: WordGraph, upTo length: Int) -> [[Int]: Int] {
        var result: [[Int]: Int] = [:]
        var best: [[Int]: Int] = [:]
        // (state, words so far, cost so far); empty arcs are followed without a word.
        var stack: [(Int, [Int], Int)] = [(graph.start, [], graph.startCost)]
        while let (state, words, cost) = stack.popLast() {
            let key = [state, -1] + words
            if let known = best[key], known <= cost { continue }
            best[key] = cost
            if let end = graph.accepting[state] { result[words] = min(result[words] ?? .max, cost + end) }
            for arc in graph.arcs[state] {
                if let word = arc.word {
                    if words.count < length { stack.append((arc.to, words + [word], cost + arc.cost)) }
                } else {
                    stack.append((arc.to, words, cost + arc.cost))
                }
            }
        }
        return result
    }

    /// "(a | b) c [d]" as sphinxbase builds it: an empty arc around each alternative and the optional word.
    /// Each alternative costs 1 (half the probability), as sphinxbase weighs them.
    let alternatives = WordGraph(arcs: [
        [.init(word: nil, to: 1, cost: 1), .init(word: nil, to: 2, cost: 1)],
        [.init(word: 0, to: 3)],
        [.init(word: 1, to: 3)],
        [.init(word: nil, to: 4)],
        [.init(word: 2, to: 5)],
        [.init(word: 3, to: 6, cost: 1), .init(word: nil, to: 6, cost: 1)],
        [],
    ], start: 0, accepting: [6: 0])

    @Test func alternativesAndAnOptionalWordShrinkToThreeStatesWithTheSameSentences() throws {
        let minimal = try #require(alternatives.minimized(stateLimit: 100))
        #expect(sentences(minimal, upTo: 5) == [[0, 2]: 2, [1, 2]: 2, [0, 2, 3]: 2, [1, 2, 3]: 2])
        #expect(sentences(minimal, upTo: 5) == sentences(alternatives, upTo: 5))
        #expect(minimal.stateCount == 4)
        #expect(minimal.arcs.allSatisfy { arcs in arcs.allSatisfy { $0.word != nil } })
    }

    @Test func sharedEndingsAreOneState() throws {
        // "turn on the lamp" | "switch on the lamp" | "turn off the lamp", each path its own copy.
        var arcs: [[WordGraph.Arc]] = [[]]
        func path(_ words: [Int]) {
            var from = 0
            for word in words {
                arcs.append([])
                arcs[from].append(.init(word: word, to: arcs.count - 1))
                from = arcs.count - 1
            }
            arcs[from].append(.init(word: nil, to: 1_000))
        }
        path([0, 1, 3, 4]); path([2, 1, 3, 4]); path([0, 5, 3, 4])
        let final = arcs.count
        arcs = arcs.map { $0.map { .init(word: $0.word, to: $0.to == 1_000 ? final : $0.to) } }
        arcs.append([])
        let graph = WordGraph(arcs: arcs, start: 0, accepting: [final: 0])
        let minimal = try #require(graph.minimized(stateLimit: 100))
        #expect(sentences(minimal, upTo: 6) == sentences(graph, upTo: 6))
        // start, after turn/switch (two: "switch off" is not a sentence), after on/off, after the, end.
        #expect(minimal.stateCount == 6)
    }

    @Test func randomGraphsWithLoopsKeepTheirSentencesAndCosts() throws {
        var random = SeededRandom(seed: 7)
        var minimized = 0
        for _ in 0..<300 {
            let count = Int.random(in: 2...9, using: &random)
            var arcs = [[WordGraph.Arc]](repeating: [], count: count)
            for state in 0..<count {
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    let word: Int? = Int.random(in: 0..<4, using: &random) == 0 ? nil : Int.random(in: 0..<3, using: &random)
                    arcs[state].append(.init(word: word, to: Int.random(in: 0..<count, using: &random), cost: Int.random(in: 0...5, using: &random)))
                }
            }
            var accepting: [Int: Int] = [:]
            for state in 0..<count where Bool.random(using: &random) { accepting[state] = Int.random(in: 0...3, using: &random) }
            let graph = WordGraph(arcs: arcs, start: 0, accepting: accepting)
            // Weighted determinisation of a graph with loops need not end: then the graph is kept.
            guard let minimal = graph.minimized(stateLimit: 2_000) else { continue }
            minimized += 1
            #expect(sentences(minimal, upTo: 6) == sentences(graph, upTo: 6))
            #expect(minimal.arcs.allSatisfy { arcs in arcs.allSatisfy { $0.word != nil && $0.cost >= 0 } })
        }
        #expect(minimized > 250)
    }

    @Test func aGraphThatWouldBlowUpIsLeftAlone() {
        #expect(alternatives.minimized(stateLimit: 2) == nil)
    }

    /// Phrases written out whole, as skills write them: sphinxbase gives each its own chain of states.
    static let phrases = """
        #JSGF V1.0;
        grammar lamps;
        <room> = kitchen | hall | bedroom;
        public <command> = turn on the <room> light | switch on the <room> light | turn off the <room> light
            | switch off the <room> light | please turn on the <room> light | please turn off the <room> light;
        """

    @Test func phrasesWrittenOutWholeAreSearchedOnSharedStates() throws {
        let recognizer = try Recognizer()
        try recognizer.setGrammar(Self.phrases, name: "lamps")
        let size = try #require(recognizer.graphSize(ofGrammar: "lamps"))
        #expect(size.searchedStates * 2 < size.builtStates, "\(size)")
        try recognizer.setGrammar(Self.phrases, name: "lamps-built", minimized: false)
        #expect(recognizer.graphSize(ofGrammar: "lamps-built")?.searchedStates == size.builtStates)
    }

    @Test func aChoiceOfRulesIsBuiltOneRuleAtATime() throws {
        let cards = try TestData.text("cards/cards.gram")
        #expect(PocketSphinxDecoder.ruleChoice(in: cards) == ["cards_3", "cards_2", "card", "cards_same_suit", "cards_no_suit"])
        #expect(PocketSphinxDecoder.ruleChoice(in: Self.phrases) == nil)
        #expect(PocketSphinxDecoder.ruleChoice(in: "#JSGF V1.0;\ngrammar g;\n<a> = x;\npublic <b> = <a> | y;\n") == nil)
        let recognizer = try Recognizer()
        var parts = 0
        try recognizer.decoder.forEachBuiltGraph(jsgf: cards) { _ in parts += 1 }
        #expect(parts == 5)
        var whole = 0
        try recognizer.decoder.forEachBuiltGraph(jsgf: Self.phrases) { _ in whole += 1 }
        #expect(whole == 1)
        // sphinxbase's graphs ask for a 5-entry table per state; the shim makes them 11 buckets, not 101.
        let before = PocketSphinxDecoder.smallHashTables
        try recognizer.setGrammar(cards, name: "cards")
        #expect(PocketSphinxDecoder.smallHashTables > before)
    }

    @Test func aSentenceEndingEarlyInTheGraphIsSearchable() throws {
        // The one final state is numbered second, before the states of the longer sentence.
        let recognizer = try Recognizer()
        try recognizer.setGrammar("#JSGF V1.0;\ngrammar g;\npublic <g> = hi | hello there my friend;\n", name: "early")
        let size = try #require(recognizer.graphSize(ofGrammar: "early"))
        #expect(size.searchedStates == 5)
    }

    @Test func realRecordingsReadTheSameOnTheMinimalGraph() throws {
        let recognizer = try Recognizer()
        let cards = try TestData.text("cards/cards.gram")
        try recognizer.setGrammar(cards, name: "cards")
        try recognizer.setGrammar(cards, name: "cards-built", minimized: false)
        for index in 1...5 {
            let samples = try WAVFile.read(path: TestData.path("cards/00\(index).wav")).samples16k
            let minimal = try recognizer.decode(samples, with: .grammar("cards"))
            let built = try recognizer.decode(samples, with: .grammar("cards-built"))
            #expect(minimal.text == built.text, "cards/00\(index).wav")
            #expect(minimal.hasWords)
        }
    }
}

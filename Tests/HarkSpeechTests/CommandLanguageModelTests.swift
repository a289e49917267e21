import Foundation
import Testing
@testable import HarkSpeech

/// The command language model: a proper distribution in ARPA form, and, registered with the
/// real decoder, a reading of a sentence that no phrase holds from pieces of several.
@Suite struct CommandLanguageModelTests {
    /// log10 probabilities and back-off weights of an ARPA text, by n-gram.
    static func parse(_ arpa: String) -> (probability: [[String]: Double], backoff: [[String]: Double]) {
        var probability: [[String]: Double] = [:]
        var backoff: [[String]: Double] = [:]
        var order = 0
        for line in arpa.split(separator: "\n") {
            if line.hasSuffix("-grams:") { order = Int(String(line.dropFirst().prefix(1))) ?? 0; continue }
            let fields = line.split(separator: " ").map(String.init)
            guard order > 0, fields.count >= order + 1, let p = Double(fields[0]) else { continue }
            let gram = Array(fields[1...order])
            probability[gram] = p
            if fields.count == order + 2, let weight = Double(fields[order + 1]) { backoff[gram] = weight }
        }
        return (probability, backoff)
    }

    /// P(word | context) as a back-off model reads the ARPA text.
    static func probability(_ word: String, after context: [String], in model: (probability: [[String]: Double], backoff: [[String]: Double])) -> Double {
        if let p = model.probability[context + [word]] { return pow(10, p) }
        guard !context.isEmpty else { return 0 }
        return pow(10, model.backoff[context] ?? 0) * probability(word, after: Array(context.dropFirst()), in: model)
    }

    static let sentences = [["start", "the", "feeding"], ["start", "a", "timer"], ["stop", "the", "timer"],
                            ["the", "feeding", "is", "over"], ["start", "the", "feeding"]]

    @Test func everyContextsDistributionSumsToOne() {
        let arpa = CommandLanguageModel(sentences: Self.sentences).arpa
        let model = Self.parse(arpa)
        let predicted = Set(Self.sentences.joined()).union(["</s>"])
        for context in [["<s>"], ["start"], ["the"], ["<s>", "start"], ["start", "the"], ["stop", "the"], ["feeding"], ["timer"]] {
            let total = predicted.reduce(0) { $0 + Self.probability($1, after: context, in: model) }
            #expect(abs(total - 1) < 0.001, "context \(context): \(total)")
        }
        // A sequence never seen still has a probability: the model recombines.
        #expect(Self.probability("timer", after: ["stop", "a"], in: model) > 0)
        // Eight words, the sentence end, and the start (never predicted).
        #expect(arpa.hasPrefix("\\data\\\nngram 1=10\n"))
        #expect(arpa.hasSuffix("\\end\\\n"))
    }

    @Test func aScaledModelMultipliesEveryLogProbabilityAndWeight() {
        let model = CommandLanguageModel(sentences: Self.sentences)
        var scaled = ""
        model.write(scale: 0.5) { scaled += $0 }
        let (plain, half) = (Self.parse(model.arpa), Self.parse(scaled))
        #expect(half.probability.count == plain.probability.count)
        for (gram, p) in plain.probability where gram != ["<s>"] {
            #expect(abs(half.probability[gram]! - p / 2) < 0.0001, "\(gram)")
        }
        for (gram, weight) in plain.backoff { #expect(abs(half.backoff[gram]! - weight / 2) < 0.0001, "\(gram)") }
    }

    @Test func theSameSentencesMakeTheSameModel() {
        #expect(CommandLanguageModel(sentences: Self.sentences).arpa == CommandLanguageModel(sentences: Self.sentences).arpa)
        #expect(CommandLanguageModel(sentences: [[String]]()).vocabulary.isEmpty)
    }

    /// No phrase says "go forward ten meters": one goes forward one or two meters, the other back ten.
    static let grammar = """
        #JSGF V1.0;
        grammar pieces;
        public <command> = <p0> | <p1>;
        <p0> = go forward (one | two) meters;
        <p1> = go back ten meters;
        """

    @Test func aSentenceNoPhraseHoldsIsReadFromThePiecesOfSeveral() throws {
        let utterance = try TestData.rawSamples("goforward.raw")
        let recognizer = try Recognizer()
        try recognizer.setGrammar(Self.grammar, name: "pieces")
        try recognizer.listen(for: .grammar("pieces"))
        #expect(try recognizer.readFreely(utterance) == nil)
        try recognizer.setFreeReading(grammars: [Self.grammar])
        let grammarReading = try recognizer.decode(utterance, with: .grammar("pieces"))
        #expect(grammarReading.text != "go forward ten meters")
        let free = try #require(try recognizer.readFreely(utterance))
        #expect(free.text == "go forward ten meters")
        // The session is as it was.
        #expect(recognizer.activeSearch == .grammar("pieces"))
    }

    @Test func wordsSaidInPlaceOfAPhrasesWordsAreHeard() throws {
        let utterance = try TestData.rawSamples("goforward.raw")
        let grammar = """
            #JSGF V1.0;
            grammar back;
            public <command> = go back (one | ten) meters;
            """
        let recognizer = try Recognizer()
        try recognizer.setFreeReading(grammars: [grammar])
        #expect(try recognizer.readFreely(utterance)?.text != "go forward ten meters")
        try recognizer.setFreeReading(grammars: [grammar], words: FreeReadingWords(standIns: ["back": ["forward"]]))
        #expect(try recognizer.readFreely(utterance)?.text == "go forward ten meters")
    }

    @Test func aWordsApostropheSIsSaidAfterTheWord() throws {
        let recognizer = try Recognizer()
        #expect(recognizer.pronunciation(of: "milo's") == nil)
        #expect(recognizer.addPossessive("milo's"))
        #expect(recognizer.pronunciation(of: "milo's") == ["M", "AY", "L", "OW", "Z"])
        #expect(recognizer.addPossessive("hark's") == (recognizer.pronunciation(of: "hark") != nil))
        #expect(!recognizer.addPossessive("zzqx's"))
        #expect(!recognizer.addPossessive("milo"))
        if recognizer.pronunciation(of: "max's") == nil {
            #expect(recognizer.addPossessive("max's"))
            #expect(recognizer.pronunciation(of: "max's")?.suffix(2) == ["IH", "Z"])
        }
    }

    @Test func aGrammarThatDoesNotParseIsAClearError() throws {
        let recognizer = try Recognizer()
        #expect(throws: RecognizerError.self) { try recognizer.setFreeReading(grammars: ["#JSGF V1.0; grammar x; public <a> = (go"]) }
        #expect(try recognizer.readFreely([0, 0, 0]) == nil)
    }
}

/// Sentences a command language model learns, some said after an opening or before a closing.
@Suite struct SentenceWrappingTests {
    @Test func aShareIsOpenedAndAShareClosedTheSameWayEveryTime() {
        let sentence = ["set", "a", "timer"]
        var first = SentenceWrapping(openings: ["can you", "um"], closings: ["please"], opened: 0.3, closed: 0.15)
        var second = SentenceWrapping(openings: ["can you", "um"], closings: ["please"], opened: 0.3, closed: 0.15)
        let wrapped = (0..<2000).map { _ in first.wrap(sentence) }
        #expect(wrapped == (0..<2000).map { _ in second.wrap(sentence) })
        let opened = wrapped.filter { $0.starts(with: ["can", "you"]) || $0.first == "um" }
        let closed = wrapped.filter { $0.last == "please" }
        #expect(abs(Double(opened.count) / 2000 - 0.3) < 0.04)
        #expect(abs(Double(closed.count) / 2000 - 0.15) < 0.03)
        // The sentence itself is always there, whole and in order.
        #expect(wrapped.allSatisfy { wrap in (0...(wrap.count - 3)).contains { Array(wrap[$0..<($0 + 3)]) == sentence } })
        #expect(Set(wrapped.map(\.count)) == [3, 4, 5, 6])
    }

    @Test func aShareOfAPhrasesWordsIsSaidAnotherWayTheLongestFirst() {
        let standIns = ["the baby": ["milo", "the little one"], "the baby's": ["milo's"]]
        var first = SentenceStandIns(standIns, share: 0.3)
        var second = SentenceStandIns(standIns, share: 0.3)
        let sentence = ["when", "did", "the", "baby", "eat"]
        let said = (0..<2000).map { _ in first.apply(sentence) }
        #expect(said == (0..<2000).map { _ in second.apply(sentence) })
        let named = said.filter { $0 == ["when", "did", "milo", "eat"] }.count
        let little = said.filter { $0 == ["when", "did", "the", "little", "one", "eat"] }.count
        #expect(said.filter { $0 == sentence }.count + named + little == 2000)
        #expect(abs(Double(named + little) / 2000 - 0.3) < 0.04)
        #expect(abs(Double(named - little)) < 120)
        // "the baby's" is one run, never "the baby" followed by "'s".
        let whose = (0..<500).map { _ in first.apply(["the", "baby's", "bottle"]) }
        #expect(Set(whose) == [["the", "baby's", "bottle"], ["milo's", "bottle"]])
        // Words with no stand-in are left alone.
        #expect((0..<50).allSatisfy { _ in first.apply(["set", "a", "timer"]) == ["set", "a", "timer"] })
    }

    @Test func nothingToSayAroundLeavesSentencesAlone() {
        var wrapping = SentenceWrapping(openings: [], closings: [" "], opened: 1, closed: 1)
        #expect((0..<50).allSatisfy { _ in wrapping.wrap(["stop"]) == ["stop"] })
    }
}

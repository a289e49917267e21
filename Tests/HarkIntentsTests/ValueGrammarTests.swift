import Foundation
import Testing
@testable import HarkIntents

/// Words PocketSphinx's en-US dictionary can say (alternate pronunciations folded).
let pocketSphinxWords: Set<String>? = {
    let path = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return Set(text.split(separator: "\n").compactMap { line in
        line.split(separator: " ").first.map { word in String(word.split(separator: "(").first ?? word) }
    })
}()

/// Words of `sentence` that `kind`'s parser does not read as one value, or nil if it does.
func parseFailure(_ sentence: String, _ kind: ValueKind) -> String? {
    let words = sentence.split(separator: " ").map(String.init)
    return kind.parse(words: words) == nil ? sentence : nil
}

@Suite struct ValueGrammarTests {
    @Test(arguments: ValueKind.allCases)
    func everySampledSentenceParses(_ kind: ValueKind) {
        let sentences = ValueGrammar.sampleSentences(for: kind, count: 4000, seed: 0x4841_524B)
        #expect(sentences.count == 4000)
        #expect(Set(sentences).count > (kind == .relativeDay ? 25 : 500))
        let failures = sentences.compactMap { parseFailure($0, kind) }
        #expect(failures.isEmpty, "\(failures.count) unparsed, e.g. \(Array(Set(failures)).sorted().prefix(10))")
    }

    @Test(arguments: [ValueKind.timeOfDay, .relativeDay])
    func everySentenceOfSmallGrammarsParses(_ kind: ValueKind) throws {
        let sentences = try #require(ValueGrammar.allSentences(for: kind, limit: 100_000))
        let failures = sentences.compactMap { parseFailure($0, kind) }
        #expect(failures.isEmpty, "\(failures.count) unparsed, e.g. \(failures.prefix(10))")
    }

    @Test func relativeDayGrammarIsExactlyTheseSentences() throws {
        let sentences = try #require(ValueGrammar.allSentences(for: .relativeDay, limit: 1000))
        #expect(sentences.count == 3 + 4 * 7)
        #expect(sentences.contains("the day after tomorrow"))
        #expect(sentences.contains("next friday"))
        #expect(!sentences.contains("friday next"))
    }

    @Test func timeGrammarSizeAndSentences() throws {
        let sentences = try #require(ValueGrammar.allSentences(for: .timeOfDay, limit: 100_000))
        #expect(sentences.count == 14_330)
        // Minutes past or to an hour without "minutes" only as the clock's fives.
        for sentence in ["six to ten", "two to five", "twelve past nine", "one past four"] {
            #expect(!sentences.contains(sentence), "\(sentence)")
        }
        for sentence in ["seven o'clock", "seven oh five p.m.", "quarter to eight", "half past seven in the evening",
                         "twelve midnight", "ten to noon", "nine at night", "twenty one minutes past four",
                         "six minutes to ten", "twenty five past four", "one minute to midnight", "five to six"] {
            #expect(sentences.contains(sentence), "\(sentence)")
        }
        #expect(!sentences.contains("half to seven"))
        #expect(!sentences.contains("seven five"))
    }

    @Test func numberGrammarIsTooLargeToList() {
        #expect(ValueGrammar.allSentences(for: .number, limit: 100_000) == nil)
    }

    @Test(arguments: ValueKind.allCases)
    func everyGrammarWordIsInThePocketSphinxDictionary(_ kind: ValueKind) throws {
        let dictionary = try #require(pocketSphinxWords, "the pocketsphinx-en-us package provides the dictionary")
        let words = ValueGrammar.words(for: kind)
        #expect(!words.isEmpty)
        #expect(words.subtracting(dictionary).isEmpty, "not in dictionary: \(words.subtracting(dictionary).sorted())")
    }

    @Test(arguments: ValueKind.allCases)
    func rulesAreWellFormedAndClosed(_ kind: ValueKind) throws {
        let rules = ValueGrammar.rules(for: kind)
        #expect(rules[ValueGrammar.topRule(for: kind)] != nil)
        for (name, body) in rules {
            #expect(name.hasPrefix("v_"))
            let expression = try #require(JSGFExpression.parse(body), "rule \(name) does not parse: \(body)")
            #expect(expression.references.isSubset(of: Set(rules.keys)), "rule \(name) refers to a missing rule")
            #expect(!body.contains(";") && !body.contains("public"))
        }
    }

    @Test func namedRuleReferencesTheTopRule() {
        let rules = ValueGrammar.rules(for: .duration, ruleName: "minutes")
        #expect(rules["minutes"] == "<v_duration>")
        #expect(rules["v_hours"] == "(an | one) hour | <v_count> hours")
        #expect(ValueGrammar.rules(for: .relativeDay).keys.sorted() == ["v_relative_day", "v_weekday"])
    }

    @Test func grammarDocumentHasOnePublicRule() {
        let grammar = ValueGrammar.grammar(for: .relativeDay)
        #expect(grammar == """
            #JSGF V1.0;
            grammar values;
            public <value> = <v_relative_day>;
            <v_relative_day> = today | tomorrow | the day after tomorrow | [on | next | this] <v_weekday>;
            <v_weekday> = sunday | monday | tuesday | wednesday | thursday | friday | saturday;

            """)
    }

    @Test func samplingIsRepeatableBySeed() {
        let first = ValueGrammar.sampleSentences(for: .duration, count: 50, seed: 7)
        #expect(first == ValueGrammar.sampleSentences(for: .duration, count: 50, seed: 7))
        #expect(first != ValueGrammar.sampleSentences(for: .duration, count: 50, seed: 8))
    }

    @Test func integerSamplesAreWholeNumbers() {
        for sentence in ValueGrammar.sampleSentences(for: .integer, count: 1000, seed: 3) {
            let words = sentence.split(separator: " ").map(String.init)
            #expect(SpokenNumber.parse(words: words)?.intValue != nil, "\(sentence)")
        }
    }

    @Test func wordSaladNeverTrapsAndValuesStayInRange() {
        let vocabulary = ValueKind.allCases.reduce(into: Set<String>()) { $0.formUnion(ValueGrammar.words(for: $1)) }
            .union(["7", "30", "7:30", "19:30", "2.5", "1,200", "-5", "am", "pm", "min", "h", "s",
                    "99999999999999999999", "-99999999999999999999", "9223372036854775808", "1e30", "99999999999999999999.5"]).sorted()
        var generator = SplitMix64(seed: 99)
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 5) + 1
            let words = (0..<length).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }
            for kind in ValueKind.allCases {
                switch kind.parse(words: words) {
                case .timeOfDay(let time)?:
                    #expect((0...23).contains(time.hour) && (0...59).contains(time.minute), "\(words)")
                case .duration(let duration)?:
                    #expect(duration.seconds > 0, "\(words)")
                case .relativeDay(.weekday(let day))?:
                    #expect((1...7).contains(day), "\(words)")
                case .number(let number)?:
                    // Spoken numbers stop at 999,999; typed ones may be larger but stay finite.
                    #expect(number.value.isFinite, "\(words)")
                    if kind == .integer { #expect(number.intValue != nil, "\(words)") }
                    if words.allSatisfy({ $0.first?.isLetter ?? true }) { #expect(abs(number.value) < 1_000_000, "\(words)") }
                default: break
                }
            }
        }
    }
}

import Foundation
import Testing
@testable import HarkSpeech

/// eSpeak-derived pronunciations, checked against the real CMU dictionary.
@Suite struct PronouncerTests {
    static let dictionaryPath = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict"

    /// Phone-level Levenshtein distance.
    static func editDistance(_ a: [String], _ b: [String]) -> Int {
        var row = Array(0...b.count)
        for (i, phone) in a.enumerated() {
            var diagonal = row[0]
            row[0] = i + 1
            for j in b.indices {
                let substitution = diagonal + (phone == b[j] ? 0 : 1)
                diagonal = row[j + 1]
                row[j + 1] = min(row[j + 1] + 1, row[j] + 1, substitution)
            }
        }
        return row[b.count]
    }

    @Test func editDistanceCountsPhoneEdits() {
        #expect(Self.editDistance(["K", "AE", "T"], ["K", "AE", "T"]) == 0)
        #expect(Self.editDistance(["K", "AE", "T"], ["K", "AH", "T", "S"]) == 2)
        #expect(Self.editDistance([], ["A", "B"]) == 2)
        #expect(Self.editDistance(["A"], []) == 1)
    }

    /// About 200 plain entries of the CMU dictionary: every Nth word made only of letters.
    static func dictionarySample(size: Int = 200) throws -> [(word: String, phones: [String])] {
        let text = try String(contentsOfFile: dictionaryPath, encoding: .utf8)
        let entries: [(word: String, phones: [String])] = text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard let word = fields.first, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
            return (String(word), fields.dropFirst().map { $0.filter(\.isLetter) })
        }
        let step = entries.count / size
        return stride(from: step / 2, to: entries.count, by: step).map { entries[$0] }
    }

    @Test func matchesTheCMUDictionaryForMostWords() throws {
        let pronouncer = Pronouncer()
        let sample = try Self.dictionarySample()
        #expect(sample.count >= 195)
        var exact = 0
        var errorRate = 0.0
        for (word, expected) in sample {
            let phones = try pronouncer.pronunciation(for: word)
            let distance = Self.editDistance(phones, expected)
            if distance == 0 { exact += 1 }
            errorRate += Double(distance) / Double(expected.count)
        }
        let exactShare = Double(exact) / Double(sample.count)
        let meanPER = errorRate / Double(sample.count)
        print("eSpeak vs CMU on \(sample.count) words: \(exact) exact (\(exactShare)), mean phone error rate \(meanPER)")
        // Measured with eSpeak NG 1.51: 122 of 200 exact (0.61), mean phone error rate 0.101.
        #expect(exactShare >= 0.55)
        #expect(meanPER <= 0.13)
    }

    @Test(arguments: [("jiwoo", "JH"), ("gochujang", "G"), ("Hark", "HH"), ("kimchi", "K")])
    func wordsMissingFromTheDictionaryGetValidPhones(word: String, first: String) throws {
        let phones = try Pronouncer().pronunciation(for: word)
        print("\(word): \(phones.joined(separator: " "))")
        #expect(phones.first == first)
        #expect(phones.count >= 3)
        #expect(phones.allSatisfy(PhonemeMapper.cmuPhones.contains))
    }

    @Test func commonWordsMatchExactly() throws {
        let pronouncer = Pronouncer()
        #expect(try pronouncer.pronunciation(for: "computer") == ["K", "AH", "M", "P", "Y", "UW", "T", "ER"])
        #expect(try pronouncer.pronunciation(for: "start") == ["S", "T", "AA", "R", "T"])
        #expect(try pronouncer.pronunciation(for: "feeding") == ["F", "IY", "D", "IH", "NG"])
        #expect(try pronouncer.pronunciation(for: "THIRTY") == ["TH", "ER", "T", "IY"])
    }

    @Test(arguments: ["", "   ", "\u{0}\n"])
    func emptyWordIsAnError(word: String) throws {
        let error = #expect(throws: SynthesizerError.self) { try Pronouncer().pronunciation(for: word) }
        #expect(error?.code == .noPronunciation)
    }

    @Test func mapperTranslatesESpeakMnemonics() {
        #expect(PhonemeMapper.cmuPhones(fromESpeak: "dZ|'i:|w|u:") == ["JH", "IY", "W", "UW"])
        #expect(PhonemeMapper.cmuPhones(fromESpeak: "g|'0|tS|u:|dZ|,a|N") == ["G", "AA", "CH", "UW", "JH", "AE", "NG"])
        #expect(PhonemeMapper.cmuPhones(fromESpeak: "b|'V|?|n-") == ["B", "AH", "T", "AH", "N"])
        #expect(PhonemeMapper.cmuPhones(fromESpeak: "T|'3:|r|i h|@|l|'oU") == ["TH", "ER", "IY", "HH", "AH", "L", "OW"])
        #expect(PhonemeMapper.cmuPhones(fromESpeak: "m|'aI|n|A@|r|,I|k") == ["M", "AY", "N", "AA", "R", "IH", "K"])
        #expect(PhonemeMapper.cmuPhones(fromESpeak: "D_@2", separator: "_") == ["DH", "AH"])
    }

    @Test func mapperSkipsUnknownSymbolsAndPauses() {
        #expect(PhonemeMapper.cmuPhones(fromESpeak: "_:|;|Q|y|'l#|i::|R2|") == ["L", "IY"])
        #expect(PhonemeMapper.cmuPhones(fromESpeak: "") == [])
        let everyOutput = PhonemeMapper.table.values.joined()
        #expect(everyOutput.allSatisfy(PhonemeMapper.cmuPhones.contains))
        #expect(PhonemeMapper.cmuPhones.count == 39)
    }
}

import Foundation
import HarkIntents
import HarkSkills
import Testing

/// How the feeding log's phrasings hear parents: the baby's name, and start and
/// finish kept apart so a misheard word cannot end a running feeding.
@Suite struct FeedingPhrasingTests {
    func intent(_ sentence: String, babyName: String? = nil) async throws -> String? {
        let registry = try SkillRegistry(skills: [FeedingSkill(babyName: babyName), AlarmSkill()])
        return await registry.route(SpokenWords.tokenize(sentence), allowingFillers: false)?.intentType.identifier
    }

    @Test(arguments: [
        ("emma is eating", "StartFeeding"), ("feed emma", "StartFeeding"), ("let's feed emma", "StartFeeding"),
        ("i'm going to feed emma", "StartFeeding"), ("emma's done", "FinishFeeding"),
        ("emma finished eating", "FinishFeeding"), ("when did emma last eat", "LastFeeding"),
        ("when was emma last fed", "LastFeeding"), ("how much did emma drink today", "FeedingSummary"),
        ("emma drank ninety", "LogFeedingAmount"), ("i fed emma at three", "LogPastFeeding"),
        ("how long since emma ate", "TimeSinceLastFeeding"), ("when is emma's next feeding", "NextFeeding"),
    ])
    func theBabysNameIsHeardLikeTheBaby(sentence: String, intent: String) async throws {
        #expect(try await self.intent(sentence, babyName: "Emma") == intent, "\(sentence)")
        #expect(try await self.intent(sentence) == nil, "\(sentence) without a name")
    }

    @Test func aTwoWordNameAndAPronounNameAddNothingWrong() async throws {
        #expect(try await intent("feed baby jo", babyName: "Baby Jo") == "StartFeeding")
        #expect(try await intent("feed the baby", babyName: "She") == "StartFeeding")
        #expect(try await intent("feed the baby", babyName: "the baby") == "StartFeeding")
    }

    /// The sentences a start phrasing and a finish phrasing can be.
    func sentences(of intent: String) throws -> [[String]] {
        let shortcut = try #require(FeedingSkill(babyName: "Emma").shortcuts.first { $0.intent.identifier == intent })
        return try shortcut.phrases.flatMap { phrase in
            try TemplateParser().parse(phrase).expansions(limit: 10_000).map { expansion in
                expansion.parts.map { part -> String in
                    if case .word(let word) = part { return word }
                    return "{slot}"
                }
            }
        }
    }

    /// Keys under which two sentences collide when one is the other with one short word
    /// (four letters or fewer) added, or with one word swapped for another that starts
    /// with the same two letters ("start" / "stop").
    func closeKeys(_ words: [String]) -> [String] {
        var keys: [String] = []
        for index in words.indices {
            var shorter = words
            let removed = shorter.remove(at: index)
            if removed.count <= 4 { keys.append("-" + shorter.joined(separator: " ")) }
            var swapped = words
            swapped[index] = "*" + String(words[index].prefix(2))
            keys.append("~" + swapped.joined(separator: " "))
        }
        return keys
    }

    @Test func noStartPhrasingIsOneShortWordFromAFinishPhrasing() throws {
        let starts = try sentences(of: "StartFeeding"), finishes = try sentences(of: "FinishFeeding")
        #expect(starts.count > 100 && finishes.count > 100)
        func check(_ a: [[String]], _ b: [[String]]) -> [String] {
            let whole = Dictionary(a.map { ($0.joined(separator: " "), $0) }, uniquingKeysWith: { x, _ in x })
            var aKeys: [String: [String]] = [:]
            for words in a { for key in closeKeys(words) where key.hasPrefix("~") { aKeys[key] = words } }
            var close: [String] = []
            for words in b {
                for key in closeKeys(words) {
                    // b with a short word removed is a whole a sentence; or a and b differ in one like word.
                    if key.hasPrefix("-"), let hit = whole[String(key.dropFirst())] {
                        close.append(hit.joined(separator: " ") + " / " + words.joined(separator: " "))
                    }
                    if key.hasPrefix("~"), let hit = aKeys[key], hit != words {
                        close.append(hit.joined(separator: " ") + " / " + words.joined(separator: " "))
                    }
                }
            }
            return close
        }
        let close = check(starts, finishes) + check(finishes, starts)
        #expect(close.isEmpty, "start and finish phrasings one short word apart:\n\(close.prefix(20).joined(separator: "\n"))")
    }

    @Test func fifteenPhrasingsPerIntentOnAverage() throws {
        let shortcuts = FeedingSkill().shortcuts
        let total = try shortcuts.reduce(0) { sum, shortcut in
            try sum + shortcut.phrases.reduce(0) { try $0 + TemplateParser(parameters: Set(shortcut.intent.parameterSummaries.map(\.name))).parse($1).expansions(limit: 10_000).count }
        }
        #expect(total / shortcuts.count >= 15)
    }
}

import Foundation
import HarkIntents
import HarkSkills
import Testing

/// The feeding and alarm skills' phrases: they register together without
/// collisions, every word can be heard, and sample sentences reach the right intent.
@Suite struct FeedingAndAlarmPhraseTests {
    /// The two skills under test.
    static var skills: [any Skill] { [FeedingSkill(), AlarmSkill()] }

    /// The CMU dictionary plus the project dictionary.
    static func dictionaryWords() throws -> Set<String> {
        let project = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("models/hark.dict").path
        var words = Set<String>()
        for path in ["/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict", project] {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let word = line.split(separator: " ").first else { continue }
                words.insert(String(word.split(separator: "(").first ?? word))
            }
        }
        return words
    }

    @Test func bothSkillsRegisterTogether() throws {
        let registry = try SkillRegistry(skills: Self.skills)
        #expect(registry.skills.map(\.name) == ["Feeding log", "Alarms and timers"])
        #expect(FeedingSkill().shortcuts.count <= SkillRegistry.maxShortcutsPerSkill)
        #expect(AlarmSkill().shortcuts.count <= SkillRegistry.maxShortcutsPerSkill)
    }

    @Test func theyRegisterBesideTheOtherSkills() throws {
        let registry = try SkillRegistry(skills: Self.skills + [FakeCallSkill(), PantrySkill()])
        #expect(registry.skills.count == 4)
    }

    @Test func everyWordIsInTheDictionary() async throws {
        let registry = try SkillRegistry(skills: Self.skills)
        let vocabulary = try await registry.compiled().vocabulary
        let known = try Self.dictionaryWords()
        #expect(vocabulary.subtracting(known).sorted() == [])
        #expect(vocabulary.contains("milliliters"))
    }

    @Test(arguments: [
        ("start feeding", "StartFeeding"), ("feeding time", "StartFeeding"), ("i'm feeding the baby", "StartFeeding"),
        ("finish feeding", "FinishFeeding"), ("done feeding", "FinishFeeding"), ("the baby finished eating", "FinishFeeding"),
        ("finish the feeding timer", "FinishFeeding"),
        ("when did the baby last eat", "LastFeeding"), ("when is the next feeding", "NextFeeding"),
        ("log one hundred twenty milliliters", "LogFeedingAmount"),
        ("cancel the feeding alarm", "CancelFeedingAlarm"), ("move the feeding alarm to six", "MoveFeedingAlarm"),
        ("wake me up at six thirty", "WakeMeUp"), ("set an alarm for seven pm", "SetAlarm"),
        ("set an alarm for six thirty tomorrow", "SetAlarm"), ("set a timer for twenty minutes", "SetTimer"),
        ("set a ten minute timer", "SetTimer"), ("what alarms do i have", "ListAlarms"),
        ("cancel the seven thirty alarm", "CancelAlarm"), ("cancel my alarm", "CancelAlarm"),
        ("cancel the alarm", "CancelAlarm"), ("stop the timer", "CancelTimer"),
        ("move my alarm to eight", "MoveAlarm"),
    ])
    func sentencesReachTheirIntent(sentence: String, intent: String) async throws {
        let registry = try SkillRegistry(skills: Self.skills)
        let match = await registry.route(SpokenWords.tokenize(sentence), allowingFillers: false)
        #expect(match?.intentType.identifier == intent, "\(sentence)")
    }
}

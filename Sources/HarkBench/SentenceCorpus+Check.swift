public import Foundation
import HarkIntents
import HarkSkills
import HarkStore

/// What one corpus sentence gave, against what it must give.
public struct SentenceCheck: Sendable, Equatable {
    /// The corpus file.
    public var file: String
    /// The sentence.
    public var sentence: String
    /// The intent it must reach (nil: none) and the values it must give.
    public var expectedIntent: String?
    public var expectedSlots: [String: String]
    /// What it reached and gave (nil: no intent).
    public var intent: String?
    public var slots: [String: String]
    /// Parameters whose words did not resolve.
    public var unresolved: [String]

    /// Right: the expected intent (or none) with exactly the expected values.
    public var isRight: Bool { intent == expectedIntent && slots == expectedSlots && unresolved.isEmpty }
    /// Wrong: another intent than the one meant (worse than understanding nothing).
    public var isWrongIntent: Bool { intent != nil && intent != expectedIntent }

    /// One line saying what went wrong.
    public var problem: String {
        func show(_ intent: String?, _ slots: [String: String]) -> String {
            guard let intent else { return "nothing" }
            return slots.isEmpty ? intent : intent + " " + slots.keys.sorted().map { "\($0)=\(slots[$0]!)" }.joined(separator: " ")
        }
        let extra = unresolved.isEmpty ? "" : " (unresolved: \(unresolved.joined(separator: ", ")))"
        return "\(file): \"\(sentence)\" gave \(show(intent, slots))\(extra), wanted \(show(expectedIntent, expectedSlots))"
    }
}

extension SentenceCorpus {
    /// The day every file is checked on: Friday 2027-01-15, 14:00 UTC.
    public static let checkedAt = Date(timeIntervalSince1970: 1_800_000_000)

    /// Checks every sentence in text (the typed path of `hark ask`), each file on a fresh
    /// in-memory store of the built-in skills after its setup sentences. Nothing is performed
    /// for the checked sentences themselves.
    public func check() async throws -> [SentenceCheck] {
        var results: [SentenceCheck] = []
        for file in files {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let suite = try SkillSuite(store: Store.inMemory(migrations: SkillSuite.migrations),
                                       clock: ManualClock(start: Self.checkedAt), calendar: calendar)
            let runner = IntentRunner(registry: suite.registry)
            for sentence in file.setup {
                _ = await runner.handle(sentence, conversation: ScriptedConversation(answers: ["yes"]))
            }
            for entry in file.cases {
                for sentence in entry.sentences {
                    let understood = await suite.registry.understand(sentence)
                    results.append(SentenceCheck(
                        file: file.name, sentence: sentence,
                        expectedIntent: entry.intent, expectedSlots: entry.slots,
                        intent: understood?.intent,
                        slots: (understood?.parameters ?? [:]).mapValues(\.description),
                        unresolved: understood?.unresolved ?? []))
                }
            }
        }
        return results
    }
}

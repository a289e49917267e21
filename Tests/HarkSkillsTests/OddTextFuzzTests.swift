import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import HarkTesting
import Testing

/// Odd typed text through the whole lifecycle with every built-in skill: control
/// characters, NUL, bidirectional marks, zero-width joiners, emoji, combining marks,
/// foreign digits, numbers no parser should take, 100 kB. Each command ends with a
/// clear spoken sentence (or a correct result), none traps, and the records written
/// before the storm are all still there after it. Seeded.
/// The limit catches a hang, not slowness: a test waits its turn among ~1,000 others on two
/// cores, so a minute was spent queueing in a loaded run (red in CI with nothing hung).
@Suite(.timeLimit(.minutes(10))) struct OddTextFuzzTests {
    static let seed: UInt64 = 0x5EED_0016

    typealias Random = SeededRandom

    static let commands = [
        "set a timer for ten minutes", "set a timer", "start feeding", "when did the baby last eat", "log one hundred twenty milliliters",
        "put milk in the fridge", "what's in the fridge", "how should I store spinach", "call me in five minutes",
        "what alarms do I have", "wake me up at six thirty", "when is the next feeding", "cancel the fake call",
        "log -5 milliliters", "set a timer for 1e309 minutes", "set a timer for NaN minutes", "log 99999999999999999999 milliliters",
        "set an alarm for 25:99", "set a timer for ٣ minutes", "log ½ milliliters", "set a timer for 0x10 minutes",
        "log 1,2,3 milliliters", "set a timer for -0 seconds", "wake me up at 7:30:99 pm", "put 1e999 eggs in the freezer",
        "set a timer for 9999999 hours", "fake call from mom in -3 minutes",
    ]
    static let odd = [
        "\u{0}", "\u{1}", "\u{7}", "\u{8}", "\u{1B}[31m", "\u{7F}", "\u{85}", "\r", "\t", "\u{200B}", "\u{200D}", "\u{200E}", "\u{200F}",
        "\u{202A}", "\u{202B}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{FEFF}", "\u{FFFD}", "\u{0301}\u{0301}\u{0301}",
        "😀", "👩‍👩‍👧", "🏳️‍🌈", "１２", "²", "½", "∞", "Ⅻ", "ｓｅｔ", "\u{00A0}", "\u{2003}", "\u{3000}", "'", "\"", "-", ".", ":",
        "a.m.", "o'clock",
    ]

    /// One odd variant of a command.
    static func variant(_ random: inout Random) -> String {
        var scalars = Array(random.pick(commands).unicodeScalars)
        for _ in 0...random.below(3) {
            let insert = Array(random.pick(odd).unicodeScalars)
            // Mostly between words, so the words still reach the skills; sometimes inside one.
            let spaces = scalars.indices.filter { scalars[$0] == " " }
            switch random.below(4) {
            case 0 where !spaces.isEmpty:
                let space = random.pick(spaces)
                scalars.replaceSubrange(space...space, with: insert)
            case 1, 2:
                scalars.insert(contentsOf: insert, at: spaces.isEmpty ? 0 : random.pick(spaces))
            default:
                scalars.insert(contentsOf: insert, at: random.below(scalars.count + 1))
            }
        }
        var text = String(String.UnicodeScalarView(scalars))
        if random.below(10) == 0 { text = text.uppercased() }
        return text
    }

    /// Random scalars from the odd list and a few letters: nothing a skill reads.
    static func garbage(_ random: inout Random) -> String {
        (0...random.below(60)).map { _ in random.below(3) == 0 ? String(random.pick(Array("abcxyz 0123456789"))) : random.pick(odd) }.joined()
    }

    /// No C0/C1 control or invisible format character reaches the speaker.
    static func isSpeakable(_ line: String) -> Bool {
        !line.isEmpty && !line.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }
    }

    @Test func oddTextsAreAnsweredClearlyAndLoseNothing() async throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let clock = ManualClock(start: Date(timeIntervalSince1970: 1_795_442_400))
        let suite = try SkillSuite(store: Store.inMemory(migrations: SkillSuite.migrations), clock: clock, calendar: calendar)
        let runner = IntentRunner(registry: suite.registry)
        for seed in ["put cheese in the fridge", "start feeding", "finish feeding", "wake me up at six thirty"] {
            let outcome = await runner.handle(seed, conversation: ScriptedConversation())
            guard case .completed = outcome else { Issue.record("seeding '\(seed)': \(outcome)"); return }
        }
        let feedingsBefore = try suite.feeding.last()
        let alarmsBefore = try suite.alarms.alarms().map(\.id)

        var random = Random(seed: Self.seed)
        var cases: [(text: String, answers: [String?])] = []
        for _ in 0..<160 { cases.append((Self.variant(&random), [Self.variant(&random), Self.garbage(&random)])) }
        for _ in 0..<30 { cases.append((Self.garbage(&random), [])) }
        cases.append((String(repeating: "put milk ", count: 11_200), []))
        cases.append((String(repeating: "\u{0}", count: 100_000), []))
        cases.append((String(repeating: "😀", count: 30_000), []))
        cases.append(("set a timer", [String(repeating: "ten minutes ", count: 9_000)]))

        for (number, (text, answers)) in cases.enumerated() {
            clock.advance(by: 60)
            let conversation = ScriptedConversation(answers: answers)
            let outcome = await runner.handle(text, conversation: conversation)
            let said = await conversation.said
            let label = "case \(number) \(String(reflecting: String(text.prefix(80)))) → \(outcome)"
            #expect(!said.isEmpty, "\(label): nothing said")
            #expect(said.allSatisfy(Self.isSpeakable), "\(label): said \(said)")
            if text.unicodeScalars.count > 500 { #expect(outcome == .refused(IntentDialog(said.first ?? "")), "\(label)") }
        }

        // Nothing written before is lost, and every record still reads.
        #expect(try suite.pantry.items().contains { $0.name.lowercased() == "cheese" })
        let last = try #require(try suite.feeding.last())
        #expect((last.id ?? 0) >= (feedingsBefore?.id ?? 0))
        #expect(try suite.feeding.feeding(id: try #require(feedingsBefore?.id)) != nil)
        #expect(Set(alarmsBefore).isSubset(of: Set(try suite.alarms.alarms().map(\.id))))
        _ = try suite.scheduler.pending()
    }
}

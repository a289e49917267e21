import Foundation
import HarkSkills
import Testing
import HarkAssistant
@testable import HarkConfig

/// `config check` refuses every value a skill or the store would refuse when it is
/// used, naming the key, where it is, and the usable range.
@Suite struct ConfigLimitTests {
    func message(_ yaml: String) -> String? {
        do { _ = try ConfigFile.parse(yaml: yaml, path: "/etc/hark/config.yaml"); return nil } catch { return error.message }
    }

    /// Each key a skill uses, with a value past its range and the sentence it gets.
    static let refused: [(yaml: String, message: String)] = [
        ("skills: {feeding: {interval_hours: 1e12}}",
         "'skills.feeding.interval_hours' at line 1, column 36 is 1e12; the feeding interval must be from 0.25 to 24 hours."),
        ("skills: {fake_call: {realert_minutes: 1e12}}",
         "'skills.fake_call.realert_minutes' at line 1, column 39 is 1e12; the re-alert time must be from 0.5 to 60 minutes."),
        ("skills: {fake_call: {default_delay_minutes: 100000}}",
         "'skills.fake_call.default_delay_minutes' at line 1, column 45 is 100000; the default call delay must be from 0 to 1440 minutes."),
        ("skills: {fake_call: {ring_seconds: 3600}}",
         "'skills.fake_call.ring_seconds' at line 1, column 36 is 3600; a call's ringing time must be from 5 to 300 seconds."),
        ("skills: {alarms: {snooze_minutes: 0}}",
         "'skills.alarms.snooze_minutes' at line 1, column 35 is 0; a snooze must be from 1 to 60 minutes."),
        ("skills: {alarms: {ring_seconds: 1e9}}",
         "'skills.alarms.ring_seconds' at line 1, column 33 is 1e9; an alarm's ringing time must be from 5 to 3600 seconds."),
        ("listening: {command_timeout: 1e300}",
         "'listening.command_timeout' at line 1, column 30 is 1e300; a listening timeout must be from 1 second to 2 minutes."),
        ("listening: {session_timeout: 0.5}",
         "'listening.session_timeout' at line 1, column 30 is 0.5; a listening timeout must be from 1 second to 2 minutes."),
        ("listening: {max_utterance: 1e300}",
         "'listening.max_utterance' at line 1, column 28 is 1e300; the longest utterance must be from 0.5 to 120 seconds."),
        ("listening: {silence_timeout: 11}",
         "'listening.silence_timeout' at line 1, column 30 is 11; the silence timeout must be from 0.05 to 10 seconds."),
    ]

    @Test(arguments: refused.indices)
    func aValueOutOfRangeNamesTheKeyAndTheRange(_ index: Int) {
        #expect(message(Self.refused[index].yaml) == Self.refused[index].message)
    }

    @Test func aDefaultCallerLongerThanANameIsRefused() {
        let name = String(repeating: "a", count: 81)
        #expect(message("skills: {fake_call: {default_caller: \(name)}}")
            == "'skills.fake_call.default_caller' at line 1, column 38 is 81 characters long; a name must be from 1 to 80 characters.")
    }

    /// A default caller the recognizer cannot hear ("Aunt 2") used to pass config check and
    /// then break the grammar: every `hark ask` was "not understood" and `hark run` refused to start.
    @Test(arguments: ["Aunt 2", "1e308", "🧀", "a|b"])
    func aDefaultCallerThatCannotBeSpokenIsRefused(_ name: String) throws {
        let refusal = try #require(message("skills: {fake_call: {default_caller: \"\(name)\"}}"))
        #expect(refusal.hasPrefix("'skills.fake_call.default_caller' at line 1, column 38: "))
        #expect(refusal.hasSuffix("; write words only, numbers as words."))
    }

    @Test func aSpokenDefaultCallerIsKeptTrimmed() throws {
        let settings = try ConfigFile.parse(yaml: "skills: {fake_call: {default_caller: \"  Aunt Mary \"}}", path: "/etc/hark/config.yaml")
        #expect(settings.skills.fakeCallDefaultCaller == "Aunt Mary")
    }

    @Test func theBoundsThemselvesAreAccepted() throws {
        let settings = try ConfigFile.parse(yaml: """
            listening: {command_timeout: 120, session_timeout: 1, max_utterance: 120, silence_timeout: 0.05}
            skills:
              feeding: {interval_hours: 24}
              alarms: {snooze_minutes: 60, ring_seconds: 5}
              fake_call: {default_delay_minutes: 1440, realert_minutes: 0.5, ring_seconds: 300, default_caller: \(String(repeating: "a", count: 80))}
            """, path: "/etc/hark/config.yaml")
        #expect(settings.skills.feedingIntervalHours == 24)
        #expect(settings.skills.fakeCallDefaultDelayMinutes == 1440)
        #expect(settings.commandTimeout == 120)
    }
}

/// Skills-file numbers and lengths are held to the same limits.
@Suite struct FileSkillLimitTests {
    func message(_ intent: String) -> String? {
        let yaml = "skills:\n  - name: Lights\n    intents:\n"
            + intent.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
        do { _ = try FileSkills.parse(yaml: yaml, path: "skills.yaml", runner: RecordingRunner()); return nil } catch { return error.message }
    }

    @Test func aCommandTimeLimitOutOfRangeIsRefused() {
        #expect(message("- name: On\n  phrases: [lights on]\n  command: [true]\n  timeout: 1e300")
            == "'Lights ▸ On.timeout' at line 7, column 18 is 1e300; a command's time limit must be from 0.1 seconds to 1 hour.")
        #expect(message("- name: On\n  phrases: [lights on]\n  command: [true]\n  timeout: 3600") == nil)
    }

    @Test func slotBoundsOutsideSpokenNumbersAreRefused() {
        #expect(message("- name: Dim\n  phrases: [\"dim to {level}\"]\n  slots: {level: {type: integer, min: 0, max: 1e12}}")
            == "'Lights ▸ Dim.slots.level.max' at line 6, column 53 is 1e12; a number must be from -1000000 to 1000000.")
    }

    @Test func longTextsAreRefused() {
        let response = String(repeating: "ok ", count: 400)
        #expect(message("- name: On\n  phrases: [lights on]\n  response: \"\(response)\"")
            == "'Lights ▸ On.response' at line 6, column 19 is 1200 characters long; a sentence must be from 0 to 1000 characters.")
        let value = String(repeating: "kitchen ", count: 11)
        #expect(message("- name: On\n  phrases: [\"{room} on\"]\n  slots: {room: [\"\(value)\"]}")?
            .hasSuffix("is 88 characters long; a name must be from 1 to 80 characters.") == true)
    }
}

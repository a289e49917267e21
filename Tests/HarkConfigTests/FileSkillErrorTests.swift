import Foundation
import HarkIntents
import Testing
@testable import HarkConfig

/// Every mistake in a skills file names the file, the line and column, the skill and the intent.
@Suite struct FileSkillErrorTests {
    func error(_ yaml: String) -> ConfigError? {
        do { _ = try FileSkills.parse(yaml: yaml, path: "skills.yaml", runner: RecordingRunner()); return nil } catch { return error }
    }

    /// A one-intent file around `intent` (indented to sit under `intents:`).
    func intent(_ body: String) -> String {
        "skills:\n  - name: Lights\n    intents:\n" + body.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
    }

    @Test func templateErrorPointsIntoTheFile() {
        let error = error(intent("""
            - name: TurnOnLight
              phrases: ["turn on the light", "turn on the {rom} light"]
              slots: {room: [kitchen]}
            """))
        #expect(error?.code == .invalidPhrase)
        #expect(error?.line == 5)
        #expect(error?.column == 53)
        #expect(error?.message.hasPrefix("Lights ▸ TurnOnLight ▸ phrase 2 \"turn on the {rom} light\" at line 5, column 53: ") == true)
        #expect(error?.message.contains("rom") == true)
        #expect(error?.description.hasPrefix("skills.yaml: Lights ▸ TurnOnLight") == true)
    }

    @Test func relevanceAndTheLockAreReadAndABadRelevanceIsNamed() throws {
        let skills = try FileSkills.parse(yaml: intent("""
            - name: NightLight
              phrases: ["night light please"]
              relevant: [night, "05:00-06:30", feeding-running]
              restricted_while_locked: true
            """), path: "skills.yaml", runner: RecordingRunner())
        let shortcut = try #require(skills.first?.shortcuts.first)
        #expect(shortcut.relevance.map(\.text) == ["night", "05:00-06:30", "feeding-running"])
        #expect(shortcut.intent.authenticationPolicy == .requiresAuthentication)
        let bad = error(intent("""
            - name: NightLight
              phrases: ["night light please"]
              relevant: teatime
            """))
        #expect(bad?.line == 6 && bad?.message.contains("teatime") == true && bad?.message.contains("feeding-running") == true, "\(String(describing: bad))")
    }

    @Test func digitsInAPhraseAreRefused() {
        let error = error(intent("- name: Channel\n  phrases:\n    - switch to channel 5"))
        #expect(error?.code == .invalidPhrase)
        #expect(error?.line == 6)
        #expect(error?.column == 31)
        #expect(error?.message.hasPrefix("Lights ▸ Channel ▸ phrase 1 \"switch to channel 5\" at line 6, column 31: ") == true)
    }

    @Test func digitsAndPunctuationInValuesAreRefused() {
        let digits = error(intent("- name: TurnOnLight\n  phrases: [\"turn on the {room} light\"]\n  slots:\n    room: [kitchen, \"room 2\"]"))
        #expect(digits?.code == .invalidWords)
        #expect(digits?.line == 7)
        #expect(digits?.column == 33)
        #expect(digits?.message.hasPrefix("Lights ▸ TurnOnLight ▸ slot room: the value \"room 2\" at line 7, column 33: ") == true)
        let punctuation = error(intent("- name: TurnOnLight\n  phrases: [\"turn on the {room} light\"]\n  slots:\n    room: {values: [{value: hall, synonyms: [\"hall!\"]}]}"))
        #expect(punctuation?.code == .invalidWords)
        #expect(punctuation?.message.hasPrefix("Lights ▸ TurnOnLight ▸ slot room: the value \"hall!\" at line 7, column 57: ") == true)
    }

    @Test func unknownKeysAreNamedWithSkillAndIntent() {
        #expect(error(intent("- name: TurnOnLight\n  phrases: [lights on]\n  respnse: OK")) == ConfigError(.unknownKey,
            "unknown key 'Lights ▸ TurnOnLight.respnse' at line 6, column 9; did you mean 'response'?", path: "skills.yaml", line: 6, column: 9))
        #expect(error("skills:\n  - name: Lights\n    intent: []")?.message
            == "unknown key 'Lights.intent' at line 3, column 5; did you mean 'intents'?")
        #expect(error("skill: []")?.message == "unknown key 'skill' at line 1, column 1; did you mean 'skills'?")
    }

    @Test func slotMistakes() {
        let base = "- name: Heat\n  phrases: [\"set the heat to {degrees}\"]\n  slots:\n"
        #expect(error(intent(base + "    degrees: {type: integr}"))?.message
            == "Lights ▸ Heat ▸ slot degrees: unknown type 'integr' at line 7, column 27; did you mean 'integer'?")
        #expect(error(intent(base + "    degrees: {type: integer, min: 30, max: 10}"))?.message
            == "Lights ▸ Heat ▸ slot degrees: max 10 at line 7, column 50 is below min 30; swap them.")
        #expect(error(intent(base + "    degrees: {type: time, min: 1}"))?.message
            == "Lights ▸ Heat ▸ slot degrees: 'min' at line 7, column 38 only applies to type integer or number, not time.")
        #expect(error(intent(base + "    degrees: {title: Degrees}"))?.message
            == "Lights ▸ Heat ▸ slot degrees at line 7, column 20 needs 'values' (a list of words) or 'type' (integer, number, duration, time, day).")
        #expect(error(intent(base + "    degrees: [warm, warm]"))?.message
            == "Lights ▸ Heat ▸ slot degrees: the value \"warm\" at line 7, column 27 is listed twice; keep one.")
        #expect(error(intent("- name: Heat\n  phrases: [\"set the heat\"]\n  slots:\n    2nd: integer"))?.message
            == "Lights ▸ Heat: the slot name '2nd' at line 7, column 11 must be letters, digits and _ starting with a letter, like room.")
    }

    @Test func responseMustUseKnownSlots() {
        #expect(error(intent("- name: Heat\n  phrases: [\"heat on\"]\n  response: \"Heat at {degrees}.\""))?.message
            == "Lights ▸ Heat ▸ response at line 6, column 19 uses {degrees}, which is not a slot of the intent; it has no slots.")
    }

    @Test func namesAndCounts() {
        #expect(error(intent("- name: turn-on\n  phrases: [lights on]"))?.message
            == "Skill 'Lights': the intent name 'turn-on' at line 4, column 15 must be letters, digits and _ starting with a letter, like TurnOnLight.")
        #expect(error(intent("- name: A\n  phrases: [lights on]\n- name: A\n  phrases: [lights off]"))?.message
            == "Skill 'Lights' has a second intent named 'A' at line 6, column 9; give each intent its own name.")
        let eleven = (1...11).map { "- name: I\($0)\n  phrases: [\"light \(["one","two","three","four","five","six","seven","eight","nine","ten","eleven"][$0 - 1])\"]" }.joined(separator: "\n")
        #expect(error(intent(eleven))?.message == "Skill 'Lights' at line 2, column 5 has 11 intents; give it 1 to 10 (split it into two skills).")
        #expect(error("skills:\n  - name: A\n    intents: [{name: X, phrases: [x ray]}]\n  - name: A\n    intents: [{name: Y, phrases: [yellow]}]")?.message
            == "A second skill is named 'A' at line 4, column 5; give each skill its own name.")
        #expect(error(intent("- name: Heat"))?.message == "'Lights ▸ Heat' at line 4, column 9 needs a 'phrases' key; add it.")
        #expect(error(intent("- name: Heat\n  phrases: [heat on]\n  response_from_command: true"))?.message
            == "'Lights ▸ Heat.response_from_command' at line 6, column 32 needs a 'command' in the same intent; add one or remove it.")
    }

    @Test func collisionsInsideAFileAreRegistrationErrors() {
        let error = error(intent("- name: On\n  phrases: [lights on]\n- name: AlsoOn\n  phrases: [\"(lights | lamps) on\"]"))
        #expect(error?.code == .registration)
        #expect(error?.message.contains("Lights ▸ AlsoOn collides with \"lights on\" of Lights ▸ On") == true)
    }

    @Test func fileProblems() {
        #expect(error("")?.message == "The skills file is empty; it needs a 'skills' list.")
        #expect(error("skills:\n  - name: [")?.code == .malformed)
        #expect(throws: ConfigError(.unreadable,
            "The skills file cannot be used: it does not exist; fix the path in skills.files or --skills.", path: "/nonexistent/skills.yaml")) {
            try FileSkills.load(path: "/nonexistent/skills.yaml")
        }
    }
}

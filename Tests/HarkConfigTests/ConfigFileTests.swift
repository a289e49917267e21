import Foundation
import HarkIntents
import HarkSkills
import HarkSpeech
import HarkTesting
import Testing
import HarkAssistant
import HarkAudio
@testable import HarkConfig

@Suite struct ConfigFileTests {
    func parse(_ yaml: String) throws(ConfigError) -> AssistantSettings {
        try ConfigFile.parse(yaml: yaml, path: "/etc/hark/config.yaml")
    }

    func error(_ yaml: String) -> ConfigError? {
        do { _ = try parse(yaml); return nil } catch { return error }
    }

    @Test func emptyFileGivesTheDefaults() throws {
        #expect(try parse("") == AssistantSettings())
        #expect(try parse("# only a comment\n") == AssistantSettings())
        #expect(try parse("voice:\n") == AssistantSettings())
    }

    @Test func theLockKeysReachTheSkillsAndABadScheduleSaysHowToWriteIt() throws {
        let settings = try parse("lock:\n  always: true\n  schedule: \"22:30-06:45\"\n  unlock_minutes: 5\n")
        #expect(settings.skills.lockAlways && settings.skills.unlockMinutes == 5)
        #expect(settings.skills.lockSchedule == DailyHours(start: 22 * 60 + 30, end: 6 * 60 + 45))
        let bad = error("lock:\n  schedule: 10pm-7am\n")?.message ?? ""
        #expect(bad.contains("lock.schedule") && bad.contains("\"22:00-07:00\"") && bad.contains("line 2"), "\(bad)")
        #expect(error("lock:\n  unlock_minutes: 0\n") != nil)
    }

    @Test func everyKeyReachesItsSetting() throws {
        let settings = try parse("""
            wake:
              phrases: [{phrase: "hey computer", threshold: 1e-20}, {phrase: "Okay Hark"}]
              verify: false
              min_fit: -11.5
              min_score: 2.5
            audio: {capture: "plughw:1,0", playback: hw:0, denoise: yes, noise_suppress_db: -25, gain: on, gain_level: 12000, max_gain_db: 20, dereverb: true}
            voice: {name: en-gb, rate: 200, pitch: 40, volume: 150}
            listening: {silence_timeout: 0.5, vad_threshold: 3.5, cross_word_context: no, max_utterance: 12, command_timeout: 7, session_timeout: 9, command_min_fit: -20, command_min_coverage: 0.75, command_partial_coverage: 0.5, command_partial_word_score: -19, trim_to_speech: yes, earcons: no}
            data_dir: /var/lib/hark
            model_dir: models
            skills:
              feeding: {interval_hours: 2.5}
              alarms: {snooze_minutes: 10, ring_seconds: 120}
              fake_call: {default_caller: Dad, default_delay_minutes: 3, realert: false, realert_minutes: 4, ring_seconds: 20}
              pantry: {reminder_hour: 7}
              files: [/etc/hark/skills.yaml, more.yaml]
            """)
        var expected = AssistantSettings()
        expected.wakePhrases = [Keyphrase("hey computer", threshold: 1e-20), Keyphrase("okay hark", threshold: WakeJudge.candidateThreshold)]
        expected.verifyWake = false
        expected.wakeMinimumFit = -11.5
        expected.wakeJudge.threshold = 2.5
        expected.captureDevice = "plughw:1,0"
        expected.playbackDevice = "hw:0"
        expected.audioCleanup = AudioCleanup(denoise: true, noiseSuppression: -25, gain: true, gainLevel: 12000, maxGain: 20, dereverb: true)
        expected.voice = "en-gb"
        expected.rate = 200
        expected.pitch = 40
        expected.volume = 150
        expected.silenceTimeout = 0.5
        expected.vadThreshold = 3.5
        expected.crossWordContext = false
        expected.maxUtterance = 12
        expected.commandTimeout = 7
        expected.sessionTimeout = 9
        expected.commandMinimumFit = -20
        expected.commandMinimumCoverage = 0.75
        expected.commandPartialCoverage = 0.5
        expected.commandPartialWordScore = -19
        expected.trimToSpeech = true
        expected.earcons = false
        expected.dataDirectory = "/var/lib/hark"
        expected.modelDirectory = "/etc/hark/models"
        expected.skills.feedingIntervalHours = 2.5
        expected.skills.snoozeMinutes = 10
        expected.skills.alarmRingSeconds = 120
        expected.skills.fakeCallDefaultCaller = "Dad"
        expected.skills.fakeCallDefaultDelayMinutes = 3
        expected.skills.fakeCallRealert = false
        expected.skills.fakeCallRealertMinutes = 4
        expected.skills.fakeCallRingSeconds = 20
        expected.skills.pantryReminderHour = 7
        expected.skillFiles = ["/etc/hark/skills.yaml", "/etc/hark/more.yaml"]
        #expect(settings == expected)
    }

    @Test func wakePhrasesMayBePlainStrings() throws {
        let settings = try parse("wake:\n  phrases: [hey computer, \"hello hark\"]\n")
        #expect(settings.wakePhrases == [Keyphrase("hey computer", threshold: WakeJudge.candidateThreshold),
                                         Keyphrase("hello hark", threshold: WakeJudge.candidateThreshold)])
    }

    @Test func booleansAndNumbersInEveryYAMLSpelling() throws {
        #expect(try parse("listening: {earcons: off}").earcons == false)
        #expect(try parse("listening: {earcons: \"false\"}").earcons == false)
        #expect(try parse("wake: {verify: Yes}").verifyWake == true)
        #expect(try parse("wake: {min_fit: -1_5}").wakeMinimumFit == -15)
        #expect(try parse("voice: {rate: 2e2}").rate == 200)
    }

    @Test func tildeExpandsToHome() throws {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        #expect(try parse("data_dir: ~/.local/share/hark").dataDirectory == home + "/.local/share/hark")
        #expect(try parse("skills: {files: ~/skills.yaml}").skillFiles == [home + "/skills.yaml"])
    }

    @Test func unknownKeyNamesPathLineAndSuggestion() {
        let error = error("""
            voice:
              rate: 175
            listening:
              silence_timout: 0.7
            """)
        #expect(error == ConfigError(.unknownKey,
            "unknown key 'listening.silence_timout' at line 4, column 3; did you mean 'silence_timeout'?",
            path: "/etc/hark/config.yaml", line: 4, column: 3))
        #expect(error?.description == "/etc/hark/config.yaml: unknown key 'listening.silence_timout' at line 4, column 3; did you mean 'silence_timeout'?")
    }

    @Test func unknownKeyWithoutALikelyTypoListsTheKeys() {
        #expect(error("colour: blue")?.message
            == "unknown key 'colour' at line 1, column 1; the keys here are: wake, audio, voice, listening, wyoming, satellite, web, data_dir, model_dir, skills, shortcuts, lock.")
        #expect(error("skills:\n  feeding: {every: 3}")?.message
            == "unknown key 'skills.feeding.every' at line 2, column 13; the keys here are: interval_hours, baby_name, amount_unit.")
    }

    @Test func wyomingAndSatelliteAddressesAreReadAndChecked() throws {
        let settings = try parse("""
            wyoming: {uri: "tcp://0.0.0.0:10700", max_connections: 3, answer_timeout: 12}
            satellite: {server: "unix:///run/hark/wyoming.sock"}
            """)
        #expect(settings.wyomingURI == "tcp://0.0.0.0:10700")
        #expect(settings.wyomingMaxConnections == 3)
        #expect(settings.wyomingAnswerTimeout == 12)
        #expect(settings.satelliteServer == "unix:///run/hark/wyoming.sock")
        #expect(try parse("") .satelliteServer == nil)
        let noPort = error("wyoming: {uri: \"tcp://kitchen\"}")?.message ?? ""
        #expect(noPort.contains("has no port"), "\(noPort)")
        let http = error("satellite: {server: \"http://kitchen:10700\"}")?.message ?? ""
        #expect(http.contains("not a Wyoming address"), "\(http)")
        #expect(error("wyoming: {max_connections: 0}")?.message.contains("use 1 to 64") == true)
    }

    @Test func wrongTypesSayWhatIsExpected() {
        #expect(error("voice:\n  name: en-us\n  rate: fast") == ConfigError(.wrongType,
            "'voice.rate' at line 3, column 9 must be a whole number, got 'fast'.", path: "/etc/hark/config.yaml", line: 3, column: 9))
        #expect(error("voice: {rate: 175.5}")?.message == "'voice.rate' at line 1, column 15 must be a whole number, got '175.5'.")
        #expect(error("listening: {earcons: maybe}")?.message == "'listening.earcons' at line 1, column 22 must be true or false, got 'maybe'.")
        #expect(error("listening: {silence_timeout: [1]}")?.message == "'listening.silence_timeout' at line 1, column 30 must be a number, got a list.")
        #expect(error("voice: loud")?.message == "'voice' at line 1, column 8 must be a mapping of keys (name, rate, pitch, volume), got 'loud'.")
        #expect(error("audio: {capture: }")?.message == "'audio.capture' at line 1, column 18 must be text, got nothing.")
        #expect(error("wake: {phrases: hey}")?.message == "'wake.phrases' at line 1, column 17 must be a list, got 'hey'.")
    }

    @Test func outOfRangeValuesGiveTheRange() {
        #expect(error("voice: {rate: 500}")?.message == "'voice.rate' at line 1, column 15 is 500; use 80 to 450 words per minute.")
        #expect(error("voice: {pitch: -1}")?.message == "'voice.pitch' at line 1, column 16 is -1; use 0 to 100.")
        #expect(error("voice: {volume: 201}")?.message == "'voice.volume' at line 1, column 17 is 201; use 0 to 200.")
        #expect(error("skills: {pantry: {reminder_hour: 24}}")?.message
            == "'skills.pantry.reminder_hour' at line 1, column 34 is 24; use 0 to 23 (hour of the day).")
        #expect(error("listening: {silence_timeout: 0}")?.message
            == "'listening.silence_timeout' at line 1, column 30 is 0; the silence timeout must be from 0.05 to 10 seconds.")
        #expect(error("skills: {feeding: {interval_hours: -3}}")?.message
            == "'skills.feeding.interval_hours' at line 1, column 36 is -3; the feeding interval must be from 0.25 to 24 hours.")
        #expect(error("listening: {command_min_coverage: 2}")?.message
            == "'listening.command_min_coverage' at line 1, column 35 is 2; use a number from 0 to 1.5.")
        #expect(error("wake:\n  phrases: [{phrase: hey computer, threshold: 2}]")?.message
            == "'wake.phrases[0].threshold' at line 2, column 47 is 2; use a number between 0 and 1 such as 1e-20 (smaller hears the phrase more easily).")
        #expect(error("wake: {phrases: []}")?.message == "'wake.phrases' at line 1, column 17 must list at least one wake phrase.")
        #expect(error("audio: {noise_suppress_db: 10}")?.message == "'audio.noise_suppress_db' at line 1, column 28 is 10; use -60 to -1 dB.")
        #expect(error("audio: {gain_level: 40000}")?.message == "'audio.gain_level' at line 1, column 21 is 40000; use 1000 to 32000.")
    }

    @Test func wakePhraseWordsAreChecked() {
        let error = error("wake:\n  phrases: [\"hey computer 2\"]")
        #expect(error?.code == .invalidWords)
        #expect(error?.line == 2)
        #expect(error?.message.hasPrefix("'wake.phrases[0]' at line 2, column 13: ") == true)
        #expect(error?.message.hasSuffix("in \"hey computer 2\"; write words only, numbers as words.") == true)
        #expect(self.error("wake:\n  phrases: [{threshold: 1e-20}]")?.message
            == "'wake.phrases[0]' at line 2, column 13 needs a 'phrase' key; add it.")
    }

    @Test func malformedYAMLNamesTheLine() {
        let error = error("voice:\n  rate: 175\n pitch: 50\n")
        #expect(error?.code == .malformed)
        #expect(error?.line == 3)
        #expect(error?.message.hasPrefix("The file is not valid YAML at line 3, column 2: ") == true)
        let duplicate = self.error("voice:\n  rate: 175\n  rate: 180\n")
        #expect(duplicate?.code == .malformed)
        #expect(duplicate?.message == "The key 'rate' appears twice in the mapping at line 2; keep one.")
    }

    @Test func missingExplicitFileIsAnError() {
        #expect(throws: ConfigError(.unreadable,
            "The config file cannot be used: it does not exist; fix the path given to --config.", path: "/nonexistent/hark.yaml")) {
            try ConfigFile.load(path: "/nonexistent/hark.yaml")
        }
    }

    @Test func loadReadsAFile() throws {
        let directory = ConfigScratch()
        let path = directory.write("config.yaml", "voice: {rate: 190}\nskills: {files: [skills.yaml]}\n")
        let settings = try ConfigFile.load(path: path)
        #expect(settings.rate == 190)
        #expect(settings.skillFiles == [directory.path + "/skills.yaml"])
    }

    @Test func lookupOrder() {
        let environment = ["HOME": "/home/pi", "XDG_CONFIG_HOME": "/xdg"]
        #expect(ConfigFile.searchPaths(environment: environment) == ["/xdg/hark/config.yaml", "/etc/hark/config.yaml"])
        #expect(ConfigFile.searchPaths(environment: ["HOME": "/home/pi"]) == ["/home/pi/.config/hark/config.yaml", "/etc/hark/config.yaml"])
        // A relative XDG_CONFIG_HOME is invalid (XDG spec) and ignored, not read from the working directory.
        #expect(ConfigFile.searchPaths(environment: ["HOME": "/home/pi", "XDG_CONFIG_HOME": "conf"]) == ["/home/pi/.config/hark/config.yaml", "/etc/hark/config.yaml"])
        #expect(ConfigFile.locate(explicit: "/tmp/x.yaml", environment: environment, fileExists: { _ in false }) == "/tmp/x.yaml")
        #expect(ConfigFile.locate(explicit: nil, environment: environment, fileExists: { _ in true }) == "/xdg/hark/config.yaml")
        #expect(ConfigFile.locate(explicit: nil, environment: environment, fileExists: { $0.hasPrefix("/etc") }) == "/etc/hark/config.yaml")
        #expect(ConfigFile.locate(explicit: nil, environment: environment, fileExists: { _ in false }) == nil)
    }

    @Test func shownSettingsReadBackTheSame() throws {
        var settings = AssistantSettings()
        settings.wakePhrases = [Keyphrase("hey computer", threshold: 1e-25), Keyphrase("okay hark", threshold: 0.001)]
        settings.captureDevice = "plughw:CARD=Device,DEV=0"
        settings.voice = "yes"   // would read back as a boolean if it were not quoted
        settings.silenceTimeout = 0.65
        settings.dataDirectory = "/var/lib/hark"
        settings.skills.fakeCallDefaultCaller = "Grandma O'Brien"
        settings.skillFiles = ["/etc/hark/skills.yaml"]
        let yaml = ConfigFile.yaml(for: settings)
        #expect(try ConfigFile.parse(yaml: yaml, path: "/shown.yaml") == settings)
        #expect(yaml.contains("  rate: 175\n"))
        #expect(yaml.contains("phrases:\n  - {phrase: \"hey computer\", threshold: 1e-25}"))
        #expect(!yaml.contains("model_dir"))
    }

    @Test func docsAndExampleMentionEveryKey() throws {
        let docs = try RepoFile.text("docs/CONFIG.md")
        let example = try RepoFile.text("dist/config.example.yaml")
        for key in ConfigFile.keyPaths {
            #expect(docs.contains("`\(key)`"), "docs/CONFIG.md does not document \(key)")
            #expect(example.contains(key.split(separator: ".").last.map { "\($0):" } ?? key), "dist/config.example.yaml lacks \(key)")
        }
        // The example is valid and holds the defaults.
        #expect(try ConfigFile.load(path: RepoFile.path("dist/config.example.yaml")) == AssistantSettings())
    }
}

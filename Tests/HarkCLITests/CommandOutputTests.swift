import Foundation
import Testing

/// The real `hark` binary, whole output compared (argument-parser style).
@Suite struct CommandOutputTests {
    func data() throws -> String { try HarkBinary.temporaryDirectory("cli").path }

    @Test func askRunsAFollowUpQuestionFromAnswers() throws {
        let result = try HarkBinary.run(["ask", "set a timer", "--answer", "ten minutes", "--data-dir", data()])
        #expect(result.status == 0)
        #expect(result.stdout == "For how long?\n> ten minutes\nTimer set for 10 minutes.\n")
    }

    /// A config that cannot work exits 78 (EX_CONFIG), which the systemd unit does not restart.
    @Test func listenWithAnUnusableSetupExitsWithTheConfigStatus() throws {
        let result = try HarkBinary.run(["listen", "--model-dir", "/nonexistent", "--capture", "null", "--data-dir", data()])
        #expect(result.status == 78)
        #expect(result.stderr == "Error: Acoustic model folder /nonexistent/en-us not found; install pocketsphinx-en-us or pass --model-dir (or set HARK_MODEL_DIR).\n")
    }

    /// A wake word the dictionary lacks gets an eSpeak pronunciation, as `listen` will give it.
    @Test func configCheckReportsDerivedWakeWordPronunciations() throws {
        let directory = try HarkBinary.temporaryDirectory("wake-config")
        let config = directory.appendingPathComponent("config.yaml").path
        try "wake:\n  phrases: [\"hey zyxqwv\"]\n".write(toFile: config, atomically: true, encoding: .utf8)
        let result = try HarkBinary.run(["config", "check", "--config", config])
        #expect(result.status == 0)
        #expect(result.stdout == "OK: \(config)\nOK: wake phrases \"hey zyxqwv\"; pronounced by eSpeak NG rules: zyxqwv (Z IH K S K UH V)\n")
    }

    @Test func askPrintsEachTurnAsJSON() throws {
        let result = try HarkBinary.run(["ask", "set a timer", "--answer", "ten minutes", "--json", "--data-dir", data()])
        #expect(result.stdout == """
            {"event":"say","text":"For how long?"}
            {"event":"heard","text":"ten minutes"}
            {"event":"intent","intent":"SetTimer","parameters":{"duration":600}}
            {"event":"say","text":"Timer set for 10 minutes."}
            {"event":"outcome","intent":"SetTimer","outcome":"completed"}

            """)
    }

    @Test func askReportsTheIntentAndOutcomeWhenAFollowUpMeetsSilence() throws {
        let result = try HarkBinary.run(["ask", "set a timer", "--json", "--data-dir", data()])
        #expect(result.stdout == """
            {"event":"say","text":"For how long?"}
            {"event":"heard","text":null}
            {"event":"say","text":"OK, never mind."}
            {"event":"intent","intent":"SetTimer","parameters":{}}
            {"event":"outcome","intent":"SetTimer","outcome":"timed_out"}

            """)
        #expect(result.status == 3)
    }

    @Test func askReportsNotUnderstoodAsTheOutcome() throws {
        let result = try HarkBinary.run(["ask", "make me a sandwich", "--json", "--data-dir", data()])
        #expect(result.stdout == """
            {"event":"not_understood","text":"make me a sandwich"}
            {"event":"say","text":"Sorry, I didn't catch that."}
            {"event":"outcome","outcome":"not_understood"}

            """)
        #expect(result.status == 2)
    }

    @Test func askReadsAnswersFromStandardInputAndPersists() throws {
        let directory = try data()
        let process = Process()
        process.executableURL = HarkBinary.url
        process.arguments = ["ask", "start feeding", "--data-dir", directory]
        process.currentDirectoryURL = HarkBinary.packageRoot
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        process.waitUntilExit()
        #expect(String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "OK, I started the feeding timer.\n")
        // A second start asks whether to restart; "no" comes from standard input.
        let again = Process()
        again.executableURL = HarkBinary.url
        again.arguments = ["ask", "start feeding", "--data-dir", directory]
        let input = Pipe(), output = Pipe()
        again.standardInput = input
        again.standardOutput = output
        try again.run()
        input.fileHandleForWriting.write(Data("no\n".utf8))
        try input.fileHandleForWriting.close()
        again.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text.hasPrefix("A feeding is already running since "))
        #expect(text.hasSuffix("Restart the timer?\n> no\nOK, I'll keep the timer running.\n"))
        #expect(again.terminationStatus == 3) // cancelled: nothing changed
    }

    @Test func askSaysWhenItDoesNotUnderstand() throws {
        let result = try HarkBinary.run(["ask", "make me a sandwich", "--data-dir", data()])
        #expect(result.stdout == "Sorry, I didn't catch that.\n")
        #expect(result.status == 2)
    }

    @Test func pronounceShowsWhereEachPronunciationComesFrom() throws {
        let result = try HarkBinary.run(["pronounce", "gochujang", "jiwoo", "feeding"])
        #expect(result.stdout == "gochujang\tG OW CH UW JH AA NG\t(dictionary)\njiwoo\tJH IY W UW\t(eSpeak NG)\nfeeding\tF IY D IH NG\t(dictionary)\n")
    }

    @Test func transcribeDecodesARecordingWithAGrammar() throws {
        let result = try HarkBinary.run(["transcribe", "audio-fixtures/slt-set-alarm.wav", "--grammar", "audio-fixtures/demo.gram"])
        #expect(result.status == 0)
        #expect(result.stdout == "set an alarm for seven thirty\n")
    }

    @Test func transcribeSpotsAKeyphraseWithTimes() throws {
        let result = try HarkBinary.run(["transcribe", "audio-fixtures/slt-wake-then-command.wav", "--keyphrase", "hey computer", "--json"])
        #expect(result.stdout.hasPrefix("{\"end\":"))
        #expect(result.stdout.contains("\"phrase\":\"hey computer\""))
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    @Test func errorsAreOneSentenceAndNonZero() throws {
        let missing = try HarkBinary.run(["transcribe", "/nonexistent.wav", "--grammar", "audio-fixtures/demo.gram"])
        #expect(missing.status != 0)
        #expect(missing.stderr == "Error: /nonexistent.wav does not exist; check the path.\n")
        let badModel = try HarkBinary.run(["transcribe", "audio-fixtures/slt-set-alarm.wav", "--grammar", "audio-fixtures/demo.gram",
                                           "--model-dir", "/nonexistent/model"])
        #expect(badModel.status != 0)
        #expect(badModel.stderr.contains("/nonexistent/model"))
        #expect(badModel.stderr.contains("pocketsphinx-en-us"))
        let unknownWord = try HarkBinary.run(["transcribe", "audio-fixtures/slt-set-alarm.wav", "--keyphrase", "hey zorblaxx"])
        #expect(unknownWord.status != 0)
        #expect(unknownWord.stderr.contains("zorblaxx"))
    }
}

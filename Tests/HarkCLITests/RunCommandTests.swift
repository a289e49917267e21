import Foundation
import HarkAudio
import Testing

/// `hark run`: the whole assistant fed from WAV files through the real binary,
/// checked event by event (`--json`) and by the reply WAV it writes.
@Suite struct RunCommandTests {
    /// One `--json` line, decoded.
    typealias Event = [String: Any]

    func events(_ stdout: String) throws -> [Event] {
        try stdout.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require(object as? Event, "not a JSON object: \(line)")
        }
    }

    func fixture(_ name: String) -> String { "audio-fixtures/" + name }

    /// The README's demo as a test: wake + "start feeding", wake + "set a timer", the
    /// follow-up answered by voice, then ten minutes of silence until the timer fires.
    @Test func aSpokenConversationRunsToTheTimerFiring() throws {
        let directory = try HarkBinary.temporaryDirectory("run")
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("replies.wav").path
        let result = try HarkBinary.run([
            "run", "--json", "--start", "2026-11-21T07:00:00Z", "--data-dir", directory.appendingPathComponent("data").path,
            "--wav", fixture("slt-wake-then-command.wav"), "--wav", fixture("rms-hey-computer.wav"),
            "--wav", fixture("rms-set-timer.wav"), "--wav", fixture("rms-ten-minutes.wav"), "--wav", "silence:600",
            "--out", out,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let events = try events(result.stdout)
        let kinds = events.compactMap { $0["event"] as? String }
        #expect(kinds == ["wake", "heard", "intent", "say", "outcome", "wake", "heard", "say", "heard", "intent", "say",
                          "outcome", "fired", "say", "alert_ended"])
        #expect(events.filter { $0["event"] as? String == "outcome" }.map { $0["outcome"] as? String } == ["completed", "completed"])
        let said = events.filter { $0["event"] as? String == "say" }.compactMap { $0["text"] as? String }
        #expect(said == ["OK, I started the feeding timer.", "For how long?", "Timer set for 10 minutes.",
                         "Your 10 minute timer is done."])
        let intents = events.filter { $0["event"] as? String == "intent" }
        #expect(intents.map { $0["intent"] as? String } == ["StartFeeding", "SetTimer"])
        // Typed parameters: the duration is a number of seconds, not a string.
        let duration = (intents.last?["parameters"] as? [String: Any])?["duration"]
        #expect((duration as? NSNumber)?.intValue == 600 && !(duration is String))
        // The timer fires ten minutes after it was set, on the audio's clock.
        let setAt = try #require(events[10]["at"] as? Double)
        let firedAt = try #require(events[12]["at"] as? Double)
        #expect(abs(firedAt - setAt - 600) < 1)
        #expect(events[12]["kind"] as? String == "timer")
        #expect(events[12]["missed"] as? Bool == false)

        // The reply WAV holds Hark's voice: 16 kHz mono, seconds of it, and not silence.
        let replies = try WAVFile.read(path: out)
        #expect(replies.samples16k.count > 16_000 * 3)
        let peak = replies.samples16k.map { Int($0).magnitude }.max() ?? 0
        #expect(peak > 1_000)
    }

    /// With the sound cleaned up (Speex denoise, gain, dereverb from the config) a command is
    /// still heard and run, and Speex writes nothing to standard error on the way.
    @Test func cleanedUpSoundIsStillHeardAndQuiet() throws {
        let directory = try HarkBinary.temporaryDirectory("run-cleanup")
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("config.yaml")
        try "audio: {denoise: true, gain: true, dereverb: true}\n".write(to: config, atomically: true, encoding: .utf8)
        let result = try HarkBinary.run([
            "run", "--json", "--config", config.path, "--start", "2026-11-21T07:00:00Z",
            "--data-dir", directory.appendingPathComponent("data").path, "--wav", fixture("slt-wake-then-command.wav"),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let events = try events(result.stdout)
        #expect(events.compactMap { $0["event"] as? String }.prefix(3) == ["wake", "heard", "intent"])
        #expect(events.first { $0["event"] as? String == "intent" }?["intent"] as? String == "StartFeeding")
    }

    /// Speech no phrase covers is rejected, said out loud, and runs no intent.
    @Test func outOfGrammarSpeechIsRejectedNotGuessed() throws {
        let directory = try HarkBinary.temporaryDirectory("run-oog")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try HarkBinary.run(["run", "--json", "--no-wake", "--data-dir", directory.path,
                                         "--wav", fixture("slt-pass-the-salt.wav")])
        #expect(result.status == 0, "\(result.stderr)")
        let events = try events(result.stdout)
        #expect(!events.contains { $0["event"] as? String == "intent" })
        #expect(events.contains { $0["event"] as? String == "rejected" || $0["event"] as? String == "not_understood" })
        #expect(events.contains { $0["event"] as? String == "say" && $0["text"] as? String == "Sorry, I didn't catch that." })
    }

    /// A breath after the wake phrase is no turn: `--json` reports it as `noise` (a
    /// complete event, never a bare `{}`), Hark says nothing about it, and the command
    /// that follows is still heard in the same turn.
    @Test func aBreathIsNoTurnAndEveryLineIsAnEvent() throws {
        let directory = try HarkBinary.temporaryDirectory("run-breath")
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["run", "--wav", fixture("slt-wake-breath-command.wav")]
        let json = try HarkBinary.run(arguments + ["--json", "--data-dir", directory.appendingPathComponent("json").path])
        #expect(json.status == 0, "\(json.stderr)")
        let events = try events(json.stdout)
        #expect(events.map { $0["event"] as? String } == ["wake", "noise", "heard", "intent", "say", "outcome"], "\(json.stdout)")
        #expect(events.allSatisfy { ($0["at"] as? Double)?.isFinite ?? !$0.keys.contains("at") })
        let text = try HarkBinary.run(arguments + ["--data-dir", directory.appendingPathComponent("text").path])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(!text.stdout.contains("didn't catch"))
        #expect(text.stdout.hasSuffix("Hark: OK, I started the feeding timer.\n"))
    }

    /// A skills file compiles into the same grammar: the sentence rejected above becomes a
    /// command once a file-defined intent covers it, slot value and response included.
    @Test func aSkillsFileExtendsWhatHarkHearsByVoice() throws {
        let directory = try HarkBinary.temporaryDirectory("run-skills")
        defer { try? FileManager.default.removeItem(at: directory) }
        let skills = directory.appendingPathComponent("table.yaml")
        try """
        skills:
          - name: Table
            intents:
              - name: PassItem
                phrases: ["[can you] pass me the {item}"]
                slots:
                  item: [salt, pepper, bread]
                response: "Here is the {item}."
        """.write(to: skills, atomically: true, encoding: .utf8)
        for voice in ["slt", "rms"] {
            let result = try HarkBinary.run(["run", "--json", "--no-wake", "--data-dir", directory.appendingPathComponent(voice).path,
                                             "--skills", skills.path, "--wav", fixture("\(voice)-pass-the-salt.wav")])
            #expect(result.status == 0, "\(result.stderr)")
            let events = try events(result.stdout)
            let intent = events.first { $0["event"] as? String == "intent" }
            #expect(intent?["intent"] as? String == "PassItem", "\(voice): \(result.stdout)")
            #expect((intent?["parameters"] as? [String: Any])?["item"] as? String == "salt")
            #expect(events.contains { $0["event"] as? String == "say" && $0["text"] as? String == "Here is the salt." })
        }
    }

    /// Bad input to `run` is one clear sentence and a non-zero exit, never a crash.
    @Test func aTruncatedWAVIsAClearError() throws {
        let directory = try HarkBinary.temporaryDirectory("run-bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = try Data(contentsOf: HarkBinary.packageRoot.appendingPathComponent(fixture("slt-stop.wav")))
        let truncated = directory.appendingPathComponent("cut.wav")
        try whole.prefix(30).write(to: truncated)
        let result = try HarkBinary.run(["run", "--data-dir", directory.path, "--wav", truncated.path])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains("cut.wav"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}

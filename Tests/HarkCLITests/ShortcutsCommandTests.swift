import Foundation
import Testing

/// `hark shortcuts`: voice shortcuts made on the command line, then said in a WAV through
/// `hark run` (the same pipeline as a microphone) or typed to `hark ask`.
@Suite struct ShortcutsCommandTests {
    func fixture(_ name: String) -> String { "audio-fixtures/" + name }

    func lines(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
        }
    }

    @Test(arguments: ["slt", "rms"]) func aShortcutAddedOnTheCommandLineIsHeardInSpeech(voice: String) throws {
        let directory = try HarkBinary.temporaryDirectory("shortcuts")
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = ["--data-dir", directory.path]
        #expect(try HarkBinary.run(["callers", "add", "Boss"] + data).status == 0)
        let added = try HarkBinary.run(["shortcuts", "add", "Pineapple pizza", "--intent", "schedule a fake call",
                                        "--set", "caller=Boss", "--set", "delay=5 minutes", "--json"] + data)
        #expect(added.status == 0, "\(added.stderr)")
        let stored = try #require(try lines(added.stdout).first)
        #expect(stored["intent"] as? String == "ScheduleFakeCall" && stored["phrase"] as? String == "Pineapple pizza")
        #expect(stored["values"] as? [String: String] == ["caller": "Boss", "delay": "5 minutes"])
        #expect(try HarkBinary.run(["shortcuts", "add", "bottle time", "--intent", "StartFeeding"] + data).status == 0)

        let run = try HarkBinary.run(["run", "--json"] + data + [
            "--wav", fixture("\(voice)-hey-computer.wav"), "--wav", fixture("\(voice)-pineapple-pizza.wav"),
            "--wav", fixture("\(voice)-hey-computer.wav"), "--wav", fixture("\(voice)-bottle-time.wav"),
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let events = try lines(run.stdout)
        let intents = events.filter { $0["event"] as? String == "intent" }
        #expect(intents.map { $0["intent"] as? String } == ["ScheduleFakeCall", "StartFeeding"], "\(run.stdout)")
        let parameters = try #require(intents.first?["parameters"] as? [String: Any])
        #expect(parameters["caller"] as? String == "Boss" && (parameters["delay"] as? NSNumber)?.intValue == 300)
        let said = events.filter { $0["event"] as? String == "say" }.compactMap { $0["text"] as? String }
        #expect(said == ["OK, Boss will call you in 5 minutes.", "OK, I started the feeding timer."])
        // What the feeding shortcut did is in the records.
        #expect(try HarkBinary.run(["feedings", "--json"] + data).stdout.contains("\"startedAt\""))
    }

    /// "make a shortcut for that" in one `hark run`: the phrase is heard with free dictation, said back,
    /// said again, stored, and then works, in two flite voices.
    @Test(arguments: ["slt", "rms"]) func aShortcutMadeByVoiceIsSavedAndThenWorks(voice: String) throws {
        let directory = try HarkBinary.temporaryDirectory("shortcuts-voice")
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = ["--data-dir", directory.path]
        let wake = fixture("\(voice)-hey-computer.wav"), pizza = fixture("\(voice)-pineapple-pizza.wav")
        let run = try HarkBinary.run(["run", "--json"] + data + [
            "--wav", wake, "--wav", fixture("\(voice)-fake-call.wav"),
            "--wav", wake, "--wav", fixture("\(voice)-make-shortcut.wav"), "--wav", pizza, "--wav", pizza,
            "--wav", wake, "--wav", pizza,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let events = try lines(run.stdout)
        let outcomes = events.filter { $0["event"] as? String == "outcome" }.compactMap { $0["intent"] as? String }
        #expect(outcomes == ["ScheduleFakeCall", "MakeShortcut", "ScheduleFakeCall"], "\(run.stdout)")
        let said = events.filter { $0["event"] as? String == "say" }.compactMap { $0["text"] as? String }
        #expect(said.contains("I heard \"pineapple pizza\". Say it again to confirm."), "\(said)")
        #expect(said.contains("OK. Say \"pineapple pizza\" to schedule a fake call with caller Mom and delay 2 minutes."), "\(said)")
        let list = try HarkBinary.run(["shortcuts", "list", "--json"] + data)
        let stored = try #require(try lines(list.stdout).first)
        #expect(stored["phrase"] as? String == "pineapple pizza" && stored["origin"] as? String == "voice")
        #expect(stored["values"] as? [String: String] == ["caller": "Mom", "delay": "2 minutes"])
    }

    /// A habit found through the real pipeline on `hark run`'s clock: the same fake call said on three
    /// evenings is offered aloud after the third; "yes" (said) makes the shortcut, and it then works.
    /// Unanswered, the offer is not repeated, and `hark shortcuts suggestions` lists it with its evidence.
    @Test(arguments: ["slt", "rms"]) func aHabitSaidOnThreeEveningsIsOfferedAndYesMakesTheShortcut(voice: String) throws {
        let fake = fixture("\(voice)-fake-call.wav"), day = "silence:86400"
        let evenings = ["--wav", fake, "--wav", day, "--wav", fake, "--wav", day, "--wav", fake]
        let start = ["--no-wake", "--start", "2027-01-15T19:00:00Z"]
        func said(_ stdout: String) throws -> [String] {
            try lines(stdout).filter { $0["event"] as? String == "say" }.compactMap { $0["text"] as? String }
        }

        let answered = try HarkBinary.temporaryDirectory("habit-yes")
        defer { try? FileManager.default.removeItem(at: answered) }
        let data = ["--data-dir", answered.path]
        let run = try HarkBinary.run(["run", "--json"] + start + data + evenings + ["--wav", fixture("\(voice)-yes.wav"), "--wav", day, "--wav", fake])
        #expect(run.status == 0, "\(run.stderr)")
        let replies = try said(run.stdout)
        let offers = replies.filter { $0.hasPrefix("You often schedule a fake call with caller Mom and delay 2 minutes") }
        #expect(offers.count == 1 && offers[0].hasSuffix("Say yes to make \"mom call\" do that."), "\(replies)")
        #expect(replies.contains("OK, say \"mom call\" next time."), "\(replies)")
        let stored = try #require(try lines(try HarkBinary.run(["shortcuts", "list", "--json"] + data).stdout).first)
        #expect(stored["phrase"] as? String == "mom call" && stored["origin"] as? String == "suggestion")
        #expect(stored["values"] as? [String: String] == ["caller": "Mom", "delay": "2 minutes"])
        let asked = try HarkBinary.run(["ask", "mom call"] + data)
        #expect(asked.status == 0 && asked.stdout.contains("OK, Mom will call you in 2 minutes."), "\(asked.stdout)\(asked.stderr)")

        let unanswered = try HarkBinary.temporaryDirectory("habit-silent")
        defer { try? FileManager.default.removeItem(at: unanswered) }
        let silent = ["--data-dir", unanswered.path]
        let quiet = try HarkBinary.run(["run", "--json"] + start + silent + evenings + ["--wav", day, "--wav", fake])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(try said(quiet.stdout).filter { $0.hasPrefix("You often") }.count == 1, "offered once, not after the fourth")
        #expect(try lines(try HarkBinary.run(["shortcuts", "list", "--json"] + silent).stdout).isEmpty)
        let listed = try HarkBinary.run(["shortcuts", "suggestions"] + silent)
        #expect(listed.status == 0 && listed.stdout.contains("ScheduleFakeCall (caller: Mom, delay: 2 minutes): 4 times in 28 days"), "\(listed.stdout)")
        #expect(listed.stdout.contains("hark shortcuts add \"mom call\" --intent ScheduleFakeCall --set caller=Mom --set delay=\"2 minutes\""), "\(listed.stdout)")
        let json = try #require(try lines(try HarkBinary.run(["shortcuts", "suggestions", "--json"] + silent).stdout).first)
        #expect(json["count"] as? Int == 4 && json["offered"] as? Bool == true && json["phrase"] as? String == "mom call", "\(json)")
    }

    /// A new phrase that sounds like a known one (said by eSpeak NG to the command grammar) is refused
    /// with the phrase it sounds like, though no phrase is written that way.
    @Test(arguments: ["slt", "rms"]) func aPhraseThatSoundsLikeAKnownOneIsRefusedByVoice(voice: String) throws {
        let directory = try HarkBinary.temporaryDirectory("shortcuts-near")
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = ["--data-dir", directory.path]
        let eating = fixture("\(voice)-finish-eating.wav")
        let run = try HarkBinary.run(["run", "--json"] + data + [
            "--wav", fixture("\(voice)-hey-computer.wav"), "--wav", fixture("\(voice)-fake-call.wav"),
            "--wav", fixture("\(voice)-hey-computer.wav"), "--wav", fixture("\(voice)-make-shortcut.wav"), "--wav", eating,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let said = try lines(run.stdout).filter { $0["event"] as? String == "say" }.compactMap { $0["text"] as? String }
        #expect(said.contains("\"finish eating\" sounds too much like \"finish feeding\". Choose other words."), "\(said)")
        #expect(try HarkBinary.run(["shortcuts", "list", "--json"] + data).stdout.isEmpty)
    }

    @Test func badShortcutsGetOneSentenceAndStoreNothing() throws {
        let directory = try HarkBinary.temporaryDirectory("shortcuts-bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = ["--data-dir", directory.path]
        let cases: [([String], String)] = [
            (["add", "quick egg", "--intent", "BoilAnEgg"], "no intent \"BoilAnEgg\""),
            (["add", "quick egg", "--intent", "SetTimer", "--set", "duration=purple"], "duration \"purple\""),
            (["add", "quick egg", "--intent", "SetTimer", "--set", "minutes=7"], "no parameter \"minutes\""),
            (["add", "quick egg", "--intent", "SetTimer", "--set", "duration"], "NAME=VALUE"),
            (["add", "", "--intent", "SetTimer"], "empty"),
            (["add", "egg 4 me", "--intent", "SetTimer"], "digits"),
            (["add", "egg", "--intent", "SetTimer"], "too short"),
            (["add", "start feeding", "--intent", "SetTimer"], "Feeding log ▸ StartFeeding"),
            // A caller nobody saved is one by name ("caller=Boss" calls as Boss); a number is none.
            (["add", "call the boss", "--intent", "ScheduleFakeCall", "--set", "caller=42"], "caller \"42\""),
            (["edit", "7", "--phrase", "quick egg"], "no shortcut #7"),
            (["delete", "quick egg"], "no shortcut \"quick egg\""),
        ]
        for (arguments, words) in cases {
            let result = try HarkBinary.run(["shortcuts"] + arguments + data)
            #expect(result.status != 0, "\(arguments) was accepted: \(result.stdout)")
            #expect(result.stderr.contains(words), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "one sentence: \(arguments): \(result.stderr)")
        }
        let list = try HarkBinary.run(["shortcuts", "list", "--json"] + data)
        #expect(list.status == 0 && list.stdout.isEmpty, "\(list.stdout)")
    }

    /// A shortcut whose intent is gone, said aloud through `hark run`, answers with why it does nothing
    /// (in both flite voices), and runs nothing.
    @Test(arguments: ["slt", "rms"]) func aBrokenShortcutSaidAloudSaysWhy(voice: String) throws {
        let directory = try HarkBinary.temporaryDirectory("shortcuts-broken")
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = ["--data-dir", directory.path]
        let added = try HarkBinary.run(["shortcuts", "add", "pineapple pizza", "--intent", "PlayMusic", "--set", "genre=jazz",
                                        "--skills", "dist/skills.example.yaml"] + data)
        #expect(added.status == 0, "\(added.stderr)")
        let run = try HarkBinary.run(["run", "--json", "--no-wake", "--wav", fixture("\(voice)-pineapple-pizza.wav")] + data)
        #expect(run.status == 0, "\(run.stderr)")
        let events = try lines(run.stdout)
        let said = events.filter { $0["event"] as? String == "say" }.compactMap { $0["text"] as? String }
        #expect(said == ["The shortcut \"pineapple pizza\" runs PlayMusic, which Hark no longer has; delete it or make it again for another intent."],
                "\(run.stdout)")
        #expect(!events.contains { $0["event"] as? String == "intent" })
    }

    @Test func shortcutsAreEditedDeletedAndReportedWhenTheirIntentIsGone() throws {
        let directory = try HarkBinary.temporaryDirectory("shortcuts-edit")
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = ["--data-dir", directory.path]
        let skills = ["--skills", "dist/skills.example.yaml"]
        #expect(try HarkBinary.run(["shortcuts", "add", "quick egg", "--intent", "SetTimer", "--set", "duration=7 minutes"] + data).status == 0)
        let music = try HarkBinary.run(["shortcuts", "add", "dinner party", "--intent", "PlayMusic", "--set", "genre=jazz"] + skills + data)
        #expect(music.status == 0, "\(music.stderr)")
        #expect(try HarkBinary.run(["ask", "dinner party"] + skills + data).stdout == "Playing jazz music.\n")

        // Edited: a new value, then the value removed, so it is asked for.
        let edited = try HarkBinary.run(["shortcuts", "edit", "1", "--set", "duration=3 minutes"] + data)
        #expect(edited.status == 0 && edited.stdout.contains("duration: 3 minutes"), "\(edited.stderr)")
        #expect(try HarkBinary.run(["ask", "quick egg"] + data).stdout == "Timer set for 3 minutes.\n")

        // Without the skills file, the PlayMusic shortcut is reported (list, doctor), never run, and the rest works.
        let list = try HarkBinary.run(["shortcuts", "list"] + data)
        #expect(list.stdout.contains("#2 \"dinner party\" → PlayMusic") && list.stdout.contains("not heard: The shortcut \"dinner party\" runs PlayMusic, which Hark no longer has"),
                "\(list.stdout)")
        let doctor = try HarkBinary.run(["doctor"] + data)
        #expect(doctor.stdout.contains("shortcuts: 1 heard, 1 not") && doctor.stdout.contains("#2: The shortcut \"dinner party\""), "\(doctor.stdout)")
        let asked = try HarkBinary.run(["ask", "dinner party"] + data)
        #expect(!asked.stdout.contains("Playing"), "\(asked.stdout)")
        // Typed, its phrase says why it does nothing; at start-up hark run names it on standard error, one line.
        #expect(asked.stdout.hasPrefix("The shortcut \"dinner party\" runs PlayMusic, which Hark no longer has") && asked.status == 2,
                "\(asked.stdout)")
        let run = try HarkBinary.run(["run", "--json", "--no-wake", "--wav", "silence:1"] + data)
        #expect(run.status == 0, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("not heard") }
        #expect(warnings == ["warning: voice shortcut #2 \"dinner party\" is not heard: The shortcut \"dinner party\" runs PlayMusic, which Hark no longer has; delete it or make it again for another intent."],
                "\(run.stderr)")
        _ = try lines(run.stdout)
        #expect(try HarkBinary.run(["ask", "quick egg"] + data).stdout == "Timer set for 3 minutes.\n")

        #expect(try HarkBinary.run(["shortcuts", "delete", "Dinner Party"] + data).stdout.contains("Deleted #2"))
        #expect(try HarkBinary.run(["shortcuts", "delete", "#1"] + data).status == 0)
        #expect(try HarkBinary.run(["shortcuts", "list"] + data).stdout.contains("No shortcuts yet"))
    }
}

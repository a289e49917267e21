import Foundation
import Testing

/// `hark lock` and `hark unlock`, and the spoken passphrase: a restricted intent said in a WAV through
/// `hark run` is refused while locked and runs after "unlock" and the passphrase, said in the same run.
@Suite struct LockCommandTests {
    func fixture(_ name: String) -> String { "audio-fixtures/" + name }

    func events(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
        }
    }

    func outcomes(_ events: [[String: Any]]) -> [String] {
        events.filter { $0["event"] as? String == "outcome" }.map { "\($0["intent"] ?? "-") \($0["outcome"] ?? "-")" }
    }

    @Test(arguments: ["slt", "rms"]) func aRestrictedIntentIsRefusedWhileLockedAndRunsAfterTheSpokenPassphrase(voice: String) throws {
        let directory = try HarkBinary.temporaryDirectory("lock")
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = ["--data-dir", directory.path]
        let set = try HarkBinary.run(["lock", "set-passphrase"] + data, input: "purple garden umbrella\n")
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try HarkBinary.run(["lock"] + data).status == 0)
        let status = try HarkBinary.run(["lock", "status", "--json"] + data)
        #expect(status.stdout.contains("\"locked\":true") && status.stdout.contains("\"passphrase\":true"), "\(status.stdout)")

        let wake = fixture("\(voice)-hey-computer.wav")
        let run = try HarkBinary.run(["run", "--json"] + data + [
            "--wav", wake, "--wav", fixture("\(voice)-feeding-summary.wav"),
            "--wav", wake, "--wav", fixture("\(voice)-unlock.wav"), "--wav", fixture("\(voice)-passphrase.wav"),
            "--wav", wake, "--wav", fixture("\(voice)-feeding-summary.wav"),
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let all = try events(run.stdout)
        #expect(outcomes(all) == ["FeedingSummary locked", "UnlockHark completed", "FeedingSummary completed"], "\(run.stdout)")
        let said = all.filter { $0["event"] as? String == "say" }.compactMap { $0["text"] as? String }
        #expect(said == ["Unlock Hark first. Say unlock, then your passphrase.", "What's the passphrase?", "Unlocked.", "No feedings yet today."])
        // The passphrase is heard, never shown.
        #expect(!run.stdout.contains("purple") && !run.stderr.contains("purple"))
        #expect(all.contains { $0["event"] as? String == "heard" && $0["text"] as? String == "(secret)" })
        #expect(try HarkBinary.run(["lock", "status", "--json"] + data).stdout.contains("\"locked\":false"))
    }

    @Test func aWrongSpokenPassphraseKeepsHarkLocked() throws {
        let directory = try HarkBinary.temporaryDirectory("lock-wrong")
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = ["--data-dir", directory.path]
        #expect(try HarkBinary.run(["lock", "set-passphrase"] + data, input: "yellow kitchen window\n").status == 0)
        #expect(try HarkBinary.run(["lock"] + data).status == 0)
        let run = try HarkBinary.run(["run", "--json"] + data + [
            "--wav", fixture("rms-hey-computer.wav"), "--wav", fixture("rms-unlock.wav"), "--wav", fixture("rms-passphrase.wav"),
            "--wav", fixture("rms-hey-computer.wav"), "--wav", fixture("rms-feeding-summary.wav"),
        ])
        let all = try events(run.stdout)
        let said = all.filter { $0["event"] as? String == "say" }.compactMap { $0["text"] as? String }
        #expect(said.first == "What's the passphrase?")
        #expect(said.dropFirst().first != "Unlocked.", "\(run.stdout)")
        #expect(outcomes(all).last == "FeedingSummary locked", "\(run.stdout)")
        let status = try HarkBinary.run(["lock", "status", "--json"] + data).stdout
        #expect(status.contains("\"locked\":true"), "\(status)")
    }

    @Test func badPassphrasesGetOneSentenceAndStoreNothing() throws {
        let directory = try HarkBinary.temporaryDirectory("lock-bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = ["--data-dir", directory.path]
        let cases: [(String, String)] = [("open sesame\n", "too short"), ("", "No passphrase was given"),
                                         ("1234 5678 9999\n", "numbers as words"), ("rain rain rain rain\n", "one word repeated")]
        for (input, words) in cases {
            let result = try HarkBinary.run(["lock", "set-passphrase"] + data, input: input)
            #expect(result.status != 0, "\(input) was accepted")
            #expect(result.stderr.contains(words) && result.stderr.split(separator: "\n").count <= 2, "\(input): \(result.stderr)")
        }
        #expect(try HarkBinary.run(["lock", "status", "--json"] + data).stdout == "{\"locked\":false,\"passphrase\":false}\n")
    }

    @Test func aSkillsFileIntentMarkedRestrictedIsRefusedWhileLocked() throws {
        let directory = try HarkBinary.temporaryDirectory("lock-skills")
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = ["--data-dir", directory.path]
        let file = directory.appendingPathComponent("skills.yaml")
        try """
            skills:
              - name: Diary
                intents:
                  - name: ReadDiary
                    restricted_while_locked: true
                    phrases: ["read my diary"]
                    response: "Dear diary."
                  - name: WeatherNow
                    phrases: ["what's the weather like"]
                    response: "Sunny."
            """.write(to: file, atomically: true, encoding: .utf8)
        let skills = ["--skills", file.path]
        #expect(try HarkBinary.run(["ask", "read my diary"] + skills + data).stdout == "Dear diary.\n")
        #expect(try HarkBinary.run(["lock"] + data).status == 0)
        let refused = try HarkBinary.run(["ask", "read my diary", "--json"] + skills + data)
        #expect(refused.status == 2 && refused.stdout.contains("\"outcome\":\"locked\""), "\(refused.stdout)")
        #expect(try HarkBinary.run(["ask", "what's the weather like"] + skills + data).stdout == "Sunny.\n")
        let unlocked = try HarkBinary.run(["unlock"] + data)
        #expect(unlocked.status == 0 && unlocked.stdout == "Unlocked.\n", "\(unlocked.stdout)")
        #expect(try HarkBinary.run(["ask", "read my diary"] + skills + data).stdout == "Dear diary.\n")
    }
}

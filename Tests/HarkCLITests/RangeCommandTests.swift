import Foundation
import Testing

/// Every door of the real binary refuses an out-of-range value with one sentence
/// that names the flag or key and the usable range, exits non-zero, and writes nothing.
@Suite final class RangeCommandTests {
    let root: URL
    let data: String

    init() throws {
        root = try HarkBinary.temporaryDirectory("ranges")
        data = root.appendingPathComponent("data").path
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func hark(_ arguments: [String]) throws -> HarkBinary.Result {
        try HarkBinary.run(arguments + ["--data-dir", data])
    }

    func config(_ yaml: String) throws -> String {
        let path = root.appendingPathComponent("config-\(UUID().uuidString).yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The probe's case: the year 10000 was accepted, and every later command then crashed.
    @Test func anExpiryInTheYear10000IsRefusedAndLaterCommandsWork() throws {
        let added = try hark(["pantry", "add", "cheese", "--expires", "10000-01-01"])
        #expect(added.status != 0)
        #expect(added.stdout == "")
        #expect(added.stderr == "Error: --expires is 10000-01-01; a date must be from 2000 to 2099.\n")
        let list = try hark(["pantry", "list", "--all", "--json"])
        #expect(list.status == 0)
        #expect(list.stdout == "")
        #expect(try hark(["alarms", "--json"]).stdout == "")
        #expect(try hark(["pantry", "add", "cheese", "--expires", "2099-12-31"]).status == 0)
        #expect(try hark(["pantry", "add", "cheese", "--expires", "2100-01-01"]).stderr
            == "Error: --expires is 2100-01-01; a date must be from 2000 to 2099.\n")
        #expect(try hark(["pantry", "list", "--json"]).stdout.split(separator: "\n").count == 1)
    }

    /// The probe's case: this file passed `config check`, then "finish feeding" stored an empty time.
    @Test func aHugeFeedingIntervalFailsConfigCheckAndEveryCommand() throws {
        let path = try config("skills:\n  feeding:\n    interval_hours: 1e12\n")
        let check = try HarkBinary.run(["config", "check", "--config", path])
        #expect(check.status != 0)
        #expect(check.stderr.contains("'skills.feeding.interval_hours' at line 3, column 21 is 1e12; the feeding interval must be from 0.25 to 24 hours."))
        let ask = try hark(["ask", "finish feeding", "--config", path])
        #expect(ask.status != 0)
        #expect(ask.stderr.contains("the feeding interval must be from 0.25 to 24 hours."))
        #expect(!FileManager.default.fileExists(atPath: data))
    }

    @Test(arguments: [
        ("skills:\n  fake_call:\n    realert_minutes: 1e12\n",
         "'skills.fake_call.realert_minutes' at line 3, column 22 is 1e12; the re-alert time must be from 0.5 to 60 minutes."),
        ("skills:\n  fake_call:\n    default_delay_minutes: 100000\n",
         "'skills.fake_call.default_delay_minutes' at line 3, column 28 is 100000; the default call delay must be from 0 to 1440 minutes."),
        ("listening:\n  max_utterance: 1e300\n",
         "'listening.max_utterance' at line 2, column 18 is 1e300; the longest utterance must be from 0.5 to 120 seconds."),
    ])
    func configCheckNamesTheKeyAndTheRange(yaml: String, message: String) throws {
        let check = try HarkBinary.run(["config", "check", "--config", try config(yaml)])
        #expect(check.status != 0)
        #expect(check.stderr.contains(message), "\(check.stderr)")
    }

    @Test func aStartFarInTheFutureIsRefusedBeforeAnythingIsOpened() throws {
        let run = try hark(["run", "--wav", "silence:1", "--start", "3000-01-01T00:00:00Z", "--no-wake"])
        #expect(run.status != 0)
        #expect(run.stderr == "Error: --start is 3000-01-01T00:00:00Z; a date must be from 2000 to 2099.\n")
        #expect(!FileManager.default.fileExists(atPath: data))
    }

    @Test func recordFlagsAndArgumentsAreHeldToTheirRanges() throws {
        #expect(try hark(["ask", "start feeding"]).status == 0)
        let amount = try hark(["feedings", "amount", "1", "5000"])
        #expect(amount.status != 0)
        #expect(amount.stderr == "Error: The amount is 5000 ml; a feeding amount must be from 1 to 1000 milliliters.\n")
        #expect(try hark(["feedings", "--json"]).stdout.contains("amountMl") == false)

        let day = try hark(["feedings", "--date", "1999-12-31"])
        #expect(day.stderr == "Error: --date is 1999-12-31; a date must be from 2000 to 2099.\n")

        let preset = try hark(["callers", "presets", "add", "work", "--delay", "3 days"])
        #expect(preset.status != 0)
        #expect(preset.stderr == "Error: --delay is 3 days; a fake call's delay must be from 0 seconds to 24 hours.\n")
        #expect(try hark(["callers", "presets", "--json"]).stdout == "")

        let longName = Array(repeating: "aunt mary", count: 10).joined(separator: " ")
        let caller = try hark(["callers", "add", longName])
        #expect(caller.status != 0)
        #expect(caller.stderr == "Error: A name must be from 1 to 80 characters.\n")
        #expect(try hark(["callers", "--json"]).stdout.split(separator: "\n").count == 1)

        let title = try hark(["alarms", "add", "07:30", "--title", Array(repeating: "take pills", count: 10).joined(separator: " ")])
        #expect(title.status != 0)
        #expect(title.stderr == "Error: An alarm title must be from 1 to 80 characters.\n")
        #expect(try hark(["alarms", "--json"]).stdout == "")
    }

    @Test func benchJobsAreACountWithABound() throws {
        let bench = try HarkBinary.run(["bench", "--jobs", "100000"])
        #expect(bench.status != 0)
        #expect(bench.stderr.hasPrefix("Error: --jobs is 100000; the number of jobs must be from 1 to 64.\n"))
    }

    @Test func spokenValuesOutOfRangeAreSaidAndNotStored() throws {
        let timer = try hark(["ask", "set a timer for 500 hours"])
        #expect(timer.stdout.hasPrefix("A timer must be from 1 second to 24 hours.\nFor how long?\n"))
        let call = try hark(["ask", "fake call from mom in 3 days"])
        #expect(call.stdout.hasPrefix("A fake call's delay must be from 0 seconds to 24 hours.\nIn how long?\n"))
        #expect(try hark(["alarms", "--json"]).stdout == "")
    }
}

/// Names and titles typed with newlines or tabs used to be stored as typed: lists broke
/// across lines, replies said "Aunt\nMary", and the caller's script split in the middle of
/// her name. They are stored on one line.
@Suite struct OneLineNameCommandTests {
    @Test func namesAndTitlesAreStoredOnOneLine() throws {
        let root = try HarkBinary.temporaryDirectory("one-line")
        defer { try? FileManager.default.removeItem(at: root) }
        let data = root.appendingPathComponent("data").path
        let caller = try HarkBinary.run(["callers", "add", "Aunt\nMary", "--data-dir", data])
        #expect(caller.stdout == "Added caller Aunt Mary.\n", "\(caller.stderr)")
        let preset = try HarkBinary.run(["callers", "presets", "add", "work\t call", "--caller", "aunt mary", "--data-dir", data])
        #expect(preset.stdout.hasPrefix("Added call preset work call: Aunt Mary in 5 minutes"), "\(preset.stderr)")
        let alarm = try HarkBinary.run(["alarms", "add", "07:00", "--title", "wake\n\tup", "--data-dir", data])
        #expect(alarm.status == 0, "\(alarm.stderr)")
        let alarms = try HarkBinary.run(["alarms", "--data-dir", data])
        #expect(alarms.stdout.hasSuffix("  wake up\n") && alarms.stdout.split(separator: "\n").count == 1, "\(alarms.stdout)")
        let call = try HarkBinary.run(["ask", "fake call from aunt mary in five minutes", "--data-dir", data])
        #expect(call.stdout == "OK, Aunt Mary will call you in 5 minutes.\n")
    }
}

extension RangeCommandTests {
    /// The delay range starts at 0 seconds, so a preset can say "now" or "0s" as the help says.
    @Test(arguments: ["0s", "0", "now", "0 minutes"])
    func aPresetWithNoDelayIsStored(_ delay: String) throws {
        let added = try hark(["callers", "presets", "add", "escape", "--delay", delay])
        #expect(added.status == 0, "\(added.stderr)")
        let listed = try hark(["callers", "presets", "--json"])
        #expect(listed.stdout.contains("\"delaySeconds\":0"), "\(listed.stdout)")
        let refused = try hark(["callers", "presets", "add", "later", "--delay", "0x"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("is not a length of time"))
    }
}

import Foundation
import Testing

/// `hark feedings`, `alarms`, `callers` and `pantry` read the same config as `hark ask`.
@Suite struct RecordCommandTests {
    /// A config whose data directory and default caller differ from the defaults.
    func config() throws -> (path: String, data: String) {
        let root = try HarkBinary.temporaryDirectory("records")
        let data = root.appendingPathComponent("data").path
        let path = root.appendingPathComponent("config.yaml").path
        try "data_dir: \(data)\nskills:\n  fake_call:\n    default_caller: Grandma\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return (path, data)
    }

    @Test func recordsComeFromTheConfigsDataDirectory() throws {
        let (path, data) = try config()
        #expect(try HarkBinary.run(["ask", "start feeding", "--config", path]).stdout == "OK, I started the feeding timer.\n")
        let feedings = try HarkBinary.run(["feedings", "--config", path])
        #expect(feedings.status == 0)
        #expect(feedings.stdout.hasPrefix("1  ") && feedings.stdout.hasSuffix("-running\n"))
        #expect(FileManager.default.fileExists(atPath: data))
        #expect(try HarkBinary.run(["feedings", "--config", path, "--data-dir", data]).stdout == feedings.stdout)
    }

    @Test func recordCommandsUseTheConfigsSkillSettings() throws {
        let (path, _) = try config()
        let callers = try HarkBinary.run(["callers", "--config", path])
        #expect(callers.stdout == "Grandma (default): Hi, it's Grandma. Can you come home now? | I really need you here. | OK, see you soon.\n")
    }

    @Test func anInvalidConfigIsAOneSentenceError() throws {
        let root = try HarkBinary.temporaryDirectory("records-bad")
        let path = root.appendingPathComponent("config.yaml").path
        try "skills:\n  pantry:\n    reminder_hour: 25\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try HarkBinary.run(["pantry", "--config", path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("'skills.pantry.reminder_hour' at line 3, column 20 is 25; use 0 to 23 (hour of the day)."))
    }

    @Test func processesOpeningAFreshDataDirectoryAtOnceAllSucceed() throws {
        let data = try HarkBinary.temporaryDirectory("records-race").appendingPathComponent("data").path
        let processes = (0..<6).map { _ in
            let process = Process()
            process.executableURL = HarkBinary.url
            process.arguments = ["callers", "--data-dir", data]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = Pipe()
            return process
        }
        for process in processes { try process.run() }
        var failures: [String] = []
        for process in processes {
            let stderr = (process.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failures.append(String(decoding: stderr, as: UTF8.self)) }
        }
        #expect(failures == [])
    }

    @Test func alarmTitlesAreCheckedAndDuplicatesRefused() throws {
        let (path, _) = try config()
        let bad = try HarkBinary.run(["alarms", "add", "19:00", "--title", "R2D2 !!", "--config", path])
        #expect(bad.status != 0)
        #expect(bad.stdout == "")
        #expect(bad.stderr == "Error: Alarm title \"R2D2 !!\" can't be spoken; use letters and spaces only, with numbers written as words.\n")
        let first = try HarkBinary.run(["alarms", "add", "03:00", "--title", "Take pills", "--config", path])
        #expect(first.status == 0)
        let again = try HarkBinary.run(["alarms", "add", "03:00", "--title", "Take pills", "--config", path])
        #expect(again.status != 0)
        #expect(again.stderr.hasPrefix("Error: You already have an alarm at 3 AM"))
        #expect(try HarkBinary.run(["alarms", "--config", path]).stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
    }

    /// The seconds a listed timer has left: "10 minutes left", "9 minutes and 47 seconds left", "1 minute and 1 second left".
    static func secondsLeft(_ line: String) -> Int? {
        guard let match = line.firstMatch(of: /(\d+) minutes?(?: and (\d+) seconds?)? left/) else { return nil }
        return (Int(match.1) ?? 0) * 60 + (match.2.flatMap { Int($0) } ?? 0)
    }

    @Test func pausedTimersAndTheFeedingReminderCanBeDeleted() throws {
        let data = try HarkBinary.temporaryDirectory("records-delete").appendingPathComponent("data").path
        func hark(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
            let result = try HarkBinary.run(arguments + ["--data-dir", data])
            return (result.status, result.stdout, result.stderr)
        }
        var setAt = ContinuousClock.now
        for sentence in ["start feeding", "finish feeding", "set a pizza timer for ten minutes", "pause the pizza timer"] {
            if sentence.hasPrefix("set") { setAt = .now }
            #expect(try hark(["ask", sentence]).status == 0, "\(sentence)")
        }
        let listed = try hark(["alarms"]).stdout.split(separator: "\n").map(String.init)
        let elapsed = (ContinuousClock.now - setAt) / .seconds(1)
        #expect(listed.count == 2, "\(listed)")
        let reminder = try #require(listed.first { $0.contains("  feeding  ") })
        let paused = try #require(listed.first { $0.contains("paused timer") })
        // Paused in a separate process a moment after it was set: under ten minutes by no more than
        // the wall time the processes took (a loaded machine takes seconds to start each one).
        #expect(paused.hasPrefix("p") && paused.hasSuffix(" left  pizza timer") && paused.contains("  paused timer  "), "\(paused)")
        let left = try #require(Self.secondsLeft(paused), "\(paused)")
        #expect(left <= 600 && Double(left) >= 600 - elapsed.rounded(.up) - 1, "\(paused), \(elapsed) s after it was set")
        let json = try hark(["alarms", "--json"]).stdout
        #expect(json.contains("\"pausedId\":"), "\(json)")

        let pausedID = String(paused.prefix { $0 != " " })
        #expect(try hark(["alarms", "delete", pausedID]).stdout == "Deleted paused timer \(pausedID).\n")
        let again = try hark(["alarms", "delete", pausedID])
        #expect(again.status != 0)
        #expect(again.stderr == "Error: There is no paused timer with id \(pausedID); list them with hark alarms.\n")
        let reminderID = String(reminder.prefix { $0 != " " })
        #expect(try hark(["alarms", "delete", reminderID]).status == 0)
        #expect(try hark(["alarms"]).stdout == "No alarms or timers.\n")
        #expect(try hark(["ask", "when is the next feeding"]).stdout == "No feeding alarm is set.\n")

        let bad = try hark(["alarms", "delete", "soon"])
        #expect(bad.status != 0)
        #expect(bad.stderr.hasPrefix("Error: 'soon' is not an id"))
    }
}

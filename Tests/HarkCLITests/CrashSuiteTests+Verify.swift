import HarkTesting
import Foundation

extension CrashSuiteTests {
    /// Every command works on `directory` (nothing killed now), and every write `ledger`
    /// says was acknowledged is there, and every acknowledged removal is gone.
    static func verify(_ directory: String, _ ledger: CrashLedger, runner: KilledProcess,
                       timing: inout RunTiming) async -> (checked: Int, problems: [String]) {
        var problems: [String] = []
        var checked = 0
        func lines(_ arguments: [String]) async -> [[String: Any]] {
            guard let outcome = try? await runner.run(arguments + ["--data-dir", directory]) else {
                problems.append("hark \(arguments.joined(separator: " ")) could not be started")
                return []
            }
            timing.add(outcome)
            if outcome.hung { problems.append("hark \(arguments.joined(separator: " ")) hung") }
            guard outcome.acknowledged, outcome.stderr.isEmpty else {
                problems.append("hark \(arguments.joined(separator: " ")) failed after the kills (\(outcome.status)): \(outcome.stderr)")
                return []
            }
            return outcome.stdout.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
        }
        func expect(_ condition: Bool, _ problem: @autoclosure () -> String) {
            checked += 1
            if !condition { problems.append(problem()) }
        }

        let callers = Set(await lines(["callers", "--json"]).compactMap { $0["name"] as? String })
        for (name, known) in ledger.callers where known != .unknown {
            expect(callers.contains(name) == (known == .present), "caller \(name) should be \(known)")
        }
        let presets = Set(await lines(["callers", "presets", "--json"]).compactMap { $0["name"] as? String })
        for (name, known) in ledger.presets where known != .unknown {
            expect(presets.contains(name) == (known == .present), "preset \(name) should be \(known)")
        }
        let foods = Dictionary(await lines(["pantry", "--json", "--all"]).compactMap { item in
            (item["id"] as? Int).map { ($0, item["name"] as? String ?? "") }
        }, uniquingKeysWith: { first, _ in first })
        for (id, food) in ledger.foods where food.known != .unknown {
            expect((foods[id] == food.name) == (food.known == .present), "food \(id) \(food.name) should be \(food.known)")
        }
        let events = await lines(["alarms", "--json"])
        let alarms = Dictionary(events.filter { $0["kind"] as? String == "alarm" }.compactMap { event in
            (event["id"] as? Int).map { ($0, event["title"] as? String ?? "") }
        }, uniquingKeysWith: { first, _ in first })
        for (id, alarm) in ledger.alarms where alarm.known != .unknown {
            expect((alarms[id] == alarm.title) == (alarm.known == .present), "alarm \(id) \(alarm.title) should be \(alarm.known)")
        }
        let timers = events.filter { $0["kind"] as? String == "timer" }.count
        expect(timers >= ledger.timers, "\(ledger.timers) timers were acknowledged, \(timers) are pending")
        _ = await lines(["feedings"])
        _ = await lines(["ask", "when did the baby last eat"])

        let counts = (try? SQLiteShell.run(directory + "/hark.sqlite", """
            SELECT count(*), count(endedAt), (SELECT count(*) FROM scheduled_event WHERE kind = 'feeding' AND state = 'pending') FROM feeding;
            """)) ?? ""
        let numbers = counts.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "|").compactMap { Int($0) }
        if numbers.count == 3 {
            expect(numbers[0] >= ledger.feedingsStarted, "\(ledger.feedingsStarted) feedings were started, \(numbers[0]) are stored")
            expect(numbers[1] >= ledger.feedingsFinished, "\(ledger.feedingsFinished) feedings were finished, \(numbers[1]) are stored as finished")
            if ledger.feedingReminder { expect(numbers[2] >= 1, "the acknowledged feeding reminder is not pending") }
        } else {
            problems.append("sqlite3 could not count the feedings: \(counts)")
        }
        return (checked, problems)
    }
}

import HarkTesting
import Foundation
import Testing

/// Writers killed with SIGKILL at seeded random moments: during the first creation of
/// a data directory (`creationProbes`), during the migration of an older Hark's
/// database, and during every skill's writes. Afterwards every command still works and every acknowledged
/// write is there. Real `hark` processes, several data directories at once.
@Suite struct CrashSuiteTests {
    static let seed: UInt64 = 16
    static let lanes = 4
    static let segmentsPerLane = 2
    static let runsPerSegment = 24
    static let creationProbesPerLane = 4

    /// What the whole suite saw, for the figures and the assertions.
    struct Tally {
        var runs = 0, killed = 0, acknowledged = 0, checked = 0, hotJournals = 0, segments = 0
        var problems: [String] = []
        mutating func add(_ other: Tally) {
            runs += other.runs; killed += other.killed; acknowledged += other.acknowledged
            checked += other.checked; hotJournals += other.hotJournals; segments += other.segments
            problems += other.problems
        }
    }

    // A guard against a hang, not a speed check: 2 minutes was exceeded by a suite twice the size on a loaded
    // machine, and 5 by two test suites side by side on two cores (14.5 minutes, 2026-11-26).
    @Test(.timeLimit(.minutes(30)))
    func writersKilledAtRandomLoseNoAcknowledgedWrite() async throws {
        let root = try HarkBinary.temporaryDirectory("crash")
        let runner = try KilledProcess(scratch: root)
        let template = root.appendingPathComponent("older-hark")
        try await Self.makeOlderHarkDatabase(in: template.path, runner: runner)

        let tally = await withTaskGroup(of: Tally.self) { group in
            for lane in 0..<Self.lanes {
                group.addTask {
                    await Self.runLane(lane, root: root, template: template.path, runner: runner)
                }
            }
            var total = Tally()
            for await part in group { total.add(part) }
            return total
        }
        print("crash suite: \(tally.runs) runs, \(tally.killed) killed mid-run, \(tally.hotJournals) hot journals left, "
              + "\(tally.acknowledged) acknowledged writes, \(tally.checked) checks over \(tally.segments) data directories")
        #expect(tally.problems.isEmpty, "\(tally.problems.prefix(10).joined(separator: "\n"))")
        #expect(tally.runs >= 200)
        #expect(tally.killed > 0 && tally.acknowledged > 0)  // the kills landed both before and after commits
        if tally.problems.isEmpty { try? FileManager.default.removeItem(at: root) }
    }

    /// An older Hark's database (no callers, presets or pantry yet) with one finished feeding.
    static func makeOlderHarkDatabase(in directory: String, runner: KilledProcess) async throws {
        for text in ["start feeding", "finish feeding"] {
            let outcome = try await runner.run(["ask", text, "--data-dir", directory])
            #expect(outcome.acknowledged, "\(outcome.stderr)")
        }
        let database = directory + "/hark.sqlite"
        _ = try SQLiteShell.run(database, """
            DROP TABLE caller; DROP TABLE call_preset; DROP TABLE pantry_item;
            DELETE FROM grdb_migrations WHERE identifier IN ('fake-call-v1', 'pantry-v1');
            PRAGMA journal_mode = DELETE;
            """)
    }

    /// One lane: data directory after data directory, each killed into `runsPerSegment`
    /// times and then checked. Kill delays are spread over a little more than a whole
    /// run as timed by the lane's own unkilled runs (under the same load), so kills land
    /// while the store opens, creates, migrates and writes, and some after the commit.
    static func runLane(_ lane: Int, root: URL, template: String, runner: KilledProcess) async -> Tally {
        var random = SeededRandom(seed: seed &* 1_000 &+ UInt64(lane))
        var tally = Tally()
        var timing = RunTiming()
        for _ in 0..<2 {
            if let outcome = try? await runner.run(["callers", "--data-dir", root.appendingPathComponent("lane\(lane)-warm-up").path]) {
                timing.add(outcome)
            }
        }
        tally.add(await creationProbes(lane, count: creationProbesPerLane, root: root, runner: runner,
                                       random: &random, timing: &timing))
        for segment in 0..<segmentsPerLane {
            let directory = root.appendingPathComponent("lane\(lane)-\(segment)").path
            var ledger = CrashLedger()
            if segment % 2 == 1 {
                // Migration: the first command brings an older Hark's database up to date.
                try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try? FileManager.default.copyItem(atPath: template + "/hark.sqlite", toPath: directory + "/hark.sqlite")
                ledger.feedingsStarted = 1
                ledger.feedingsFinished = 1
                ledger.feedingReminder = true
            }
            for run in 0..<runsPerSegment {
                let write = CrashLedger.Write.allCases[random.below(CrashLedger.Write.allCases.count)]
                let serial = (lane * segmentsPerLane + segment) * runsPerSegment + run
                let (chosen, arguments) = ledger.arguments(for: write, serial: serial, random: &random)
                // From a quarter of a run (the process is still loading) to well past its end.
                let delay = timing.median * (0.2 + 1.4 * Double(random.below(1_000)) / 1_000)
                tally.runs += 1
                guard let outcome = try? await runner.run(arguments + ["--data-dir", directory], killAfter: delay) else {
                    tally.problems.append("hark \(arguments) could not be started")
                    continue
                }
                if outcome.crashed { tally.problems.append("hark \(arguments) crashed with signal \(outcome.status): \(outcome.stderr)") }
                if outcome.killed {
                    tally.killed += 1
                    if isHotJournal(directory + "/hark.sqlite-journal") { tally.hotJournals += 1 }
                }
                if let problem = ledger.record(chosen, arguments, outcome) { tally.problems.append(problem) }
                timing.add(outcome)
            }
            let checks = await verify(directory, ledger, runner: runner, timing: &timing)
            tally.checked += checks.checked
            tally.problems += checks.problems.map { "\(directory): \($0)" }
            tally.acknowledged += ledger.acknowledged
            tally.segments += 1
        }
        return tally
    }

    /// How long a lane's recent unkilled runs take (recent, as the machine's load changes).
    struct RunTiming {
        private var durations: [Duration] = []
        mutating func add(_ outcome: KilledProcess.Outcome) {
            guard !outcome.signalled else { return }
            durations.append(outcome.duration)
            if durations.count > 9 { durations.removeFirst() }
        }
        var median: Duration {
            durations.isEmpty ? .milliseconds(250) : durations.sorted()[durations.count / 2]
        }
    }

    static func isHotJournal(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 8)) == Data([0xD9, 0xD5, 0x05, 0xF9, 0x20, 0xA1, 0x63, 0xD7])
    }
}

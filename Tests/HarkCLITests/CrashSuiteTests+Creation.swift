import HarkTesting
import Foundation

extension CrashSuiteTests {
    /// Kills of a first command in brand-new data directories, where the issue's brick
    /// happened (a kill 34 ms into the first command). Kill delays cluster around the
    /// moment the store is created; afterwards another write must work, and both callers
    /// must be listed (the first only when its command was acknowledged).
    static func creationProbes(_ lane: Int, count: Int, root: URL, runner: KilledProcess,
                               random: inout SeededRandom, timing: inout RunTiming) async -> Tally {
        var tally = Tally()
        for probe in 0..<count {
            let directory = root.appendingPathComponent("lane\(lane)-new-\(probe)").path
            let tag = CrashLedger.letters(lane * 100 + probe)
            let first = ["callers", "add", "Caller first \(tag)", "--data-dir", directory]
            let delay = timing.median * (0.2 + 0.9 * Double(random.below(1_000)) / 1_000)
            tally.runs += 1
            tally.segments += 1
            guard let outcome = try? await runner.run(first, killAfter: delay) else {
                tally.problems.append("hark \(first) could not be started")
                continue
            }
            timing.add(outcome)
            if outcome.crashed { tally.problems.append("hark \(first) crashed with signal \(outcome.status)") }
            if outcome.killed {
                tally.killed += 1
                if isHotJournal(directory + "/hark.sqlite-journal") { tally.hotJournals += 1 }
            } else if !outcome.acknowledged {
                tally.problems.append("hark \(first.joined(separator: " ")) failed: \(outcome.stderr)")
            }
            if outcome.acknowledged { tally.acknowledged += 1 }
            let added = try? await runner.run(["callers", "add", "Caller after \(tag)", "--data-dir", directory])
            let listed = (try? await runner.run(["callers", "--data-dir", directory]))?.stdout ?? ""
            tally.checked += outcome.acknowledged ? 2 : 1
            if added?.acknowledged != true || !listed.contains("Caller after \(tag)")
                || (outcome.acknowledged && !listed.contains("Caller first \(tag)")) {
                tally.problems.append("\(directory): after a kill \(outcome.duration) into its first command, "
                                      + "adding a caller gave \(added?.stderr ?? "nothing"), listing gave \(listed)")
            }
        }
        return tally
    }
}

import Foundation
import Testing

/// The fault suite for stored data: garbage rows written with the sqlite3 command line
/// into every table, then the real `hark` commands. None may crash or hang; each
/// succeeds (or says why in one sentence) and still shows the good rows; `hark doctor`
/// names every unreadable row, `--repair` moves them into quarantine, and afterwards
/// doctor passes with every row still in the file.
@Suite(.serialized) struct GarbageRowsTests {
    /// The seed of the garbage (set HARK_FAULT_SEED to replay another).
    static let seed = UInt64(ProcessInfo.processInfo.environment["HARK_FAULT_SEED"] ?? "") ?? 16

    /// A data directory with good records of every kind, made through the commands themselves.
    struct Records {
        let data: String
        let database: String
        let config: String

        init() throws {
            let root = try HarkBinary.temporaryDirectory("garbage")
            data = root.appendingPathComponent("data").path
            database = data + "/hark.sqlite"
            // Doctor checks devices too: ALSA's null devices always open, so only the records can fail it.
            config = root.appendingPathComponent("config.yaml").path
            try "audio:\n  capture: \"null\"\n  playback: \"null\"\n".write(toFile: config, atomically: true, encoding: .utf8)
            for arguments in [["pantry", "add", "milk"], ["pantry", "add", "cheese", "--storage", "freezer"],
                              ["callers", "add", "Bob"], ["callers", "presets", "add", "work", "--caller", "Bob", "--delay", "10m"],
                              ["ask", "start feeding"], ["ask", "finish feeding"], ["ask", "set a timer for ten minutes"],
                              ["ask", "set an alarm for seven pm"], ["web", "pair"],
                              ["shortcuts", "add", "bottle time", "--intent", "StartFeeding"], ["lock"], ["unlock"]] {
                let result = try hark(arguments)
                guard result.succeeded else { throw BoundedRun.SQLiteFailure(description: "setup \(arguments): \(result.stderr)") }
            }
        }

        func hark(_ arguments: [String]) throws -> BoundedRun {
            try BoundedRun.run(HarkBinary.url, arguments + ["--data-dir", data], in: HarkBinary.packageRoot, timeout: 30)
        }

        @discardableResult
        func sql(_ statements: String) throws -> String { try BoundedRun.sqlite3(database, statements) }

        /// Every table but SQLite's own and the migration list, from sqlite_master: a new table is covered without editing this test.
        func tables() throws -> [String] {
            try sql("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations' ORDER BY name")
                .split(separator: "\n").map(String.init)
        }

        func rowCounts() throws -> [String: Int] {
            var counts: [String: Int] = [:]
            for table in try tables() { counts[table] = Int(try sql("SELECT count(*) FROM \"\(table)\"").trimmingCharacters(in: .whitespacesAndNewlines)) }
            return counts
        }

        /// Writes the seeded garbage into every table; returns how many rows went in.
        func spoil(seed: UInt64) throws -> Int {
            var garbage = GarbageRows(seed: seed)
            var counter = 0
            var statements = ["BEGIN;"]
            for table in try tables() {
                let columns = try sql("SELECT name, \"notnull\", pk FROM pragma_table_info('\(table)')").split(separator: "\n").map { line in
                    let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                    return GarbageRows.Column(name: fields[0], notNull: fields[1] == "1", primaryKey: fields[2] != "0")
                }
                let unique = Set(try sql("""
                    SELECT ii.name FROM pragma_index_list('\(table)') AS il, pragma_index_info(il.name) AS ii WHERE il."unique" = 1
                    """).split(separator: "\n").map(String.init))
                statements += garbage.sql(table: table, columns: columns, uniqueColumns: unique, copies: 3, randomRows: 3, counter: &counter)
            }
            let before = try rowCounts().values.reduce(0, +)
            try sql((statements + ["COMMIT;"]).joined(separator: "\n"))
            return try rowCounts().values.reduce(0, +) - before
        }
    }

    /// A command and what its output must still show.
    struct Command: CustomStringConvertible {
        let arguments: [String]
        let shows: [String]
        var description: String { "hark " + arguments.joined(separator: " ") }
    }

    static let commands: [Command] = [
        Command(arguments: ["feedings"], shows: ["1  "]),
        Command(arguments: ["feedings", "--json"], shows: ["\"id\":1,"]),
        Command(arguments: ["alarms"], shows: ["10 minute timer", "alarm"]),
        Command(arguments: ["pantry", "list"], shows: ["milk", "cheese"]),
        Command(arguments: ["pantry", "list", "--json"], shows: ["\"milk\""]),
        Command(arguments: ["callers"], shows: ["Bob:", "Mom (default)"]),
        Command(arguments: ["callers", "presets"], shows: ["work"]),
        Command(arguments: ["ask", "when did the baby last eat"], shows: ["The last feeding started at"]),
        Command(arguments: ["ask", "what's in the fridge"], shows: ["milk"]),
        Command(arguments: ["ask", "what alarms do I have"], shows: ["You have"]),
        Command(arguments: ["ask", "when is the next feeding"], shows: ["next feeding"]),
        Command(arguments: ["run", "--wav", "silence:1", "--no-wake"], shows: []),
        Command(arguments: ["web", "sessions"], shows: []),
    ]

    /// `--start` a month from now (ISO 8601).
    static let monthFromNow = ISO8601DateFormatter().string(from: Date().addingTimeInterval(30 * 86_400))

    /// Runs every command; each must exit 0 (no signal, no hang) and show its good rows.
    /// Returns the standard error of all of them.
    /// The lines of `stderr` but the start-up reports of stored shortcuts that are not heard.
    static func withoutUnheardShortcuts(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { !($0.hasPrefix("warning: voice shortcut #") && $0.contains(" is not heard: ")) }
    }

    static func runCommands(_ records: Records, phase: String) throws -> String {
        var errors = ""
        for command in commands {
            let result = try records.hark(command.arguments)
            #expect(result.ending == .exited(0), "\(phase): \(command) ended \(result.ending): \(result.stderr.suffix(600))")
            for text in command.shows {
                #expect(result.stdout.contains(text), "\(phase): \(command) no longer shows \(text): \(result.stdout)")
            }
            errors += result.stderr
        }
        return errors
    }

    /// Runs the assistant a month on, in a copy of the data directory (it fires and so changes
    /// the records): everything readable falls due, so each skill's alert runs on what the garbage left.
    static func runAMonthOn(_ records: Records, phase: String) throws {
        let copy = records.data + "-\(phase.filter(\.isLetter))"
        try FileManager.default.copyItem(atPath: records.data, toPath: copy)
        let result = try BoundedRun.run(HarkBinary.url, ["run", "--wav", "silence:900", "--no-wake", "--start", monthFromNow, "--data-dir", copy],
                                        in: HarkBinary.packageRoot, timeout: 60)
        #expect(result.ending == .exited(0), "\(phase): run a month on ended \(result.ending): \(result.stderr.suffix(600))")
        #expect(result.stdout.contains("fired: timer 10 minute timer"), "\(phase): \(result.stdout.prefix(600))")
    }

    /// Starts `hark listen` (ALSA's null devices) in a copy of the data directory: it must
    /// start listening and stop cleanly on SIGTERM, whatever rows it skips.
    static func listenStarts(_ records: Records, phase: String) throws {
        let copy = records.data + "-listen-\(phase.filter(\.isLetter))"
        try FileManager.default.copyItem(atPath: records.data, toPath: copy)
        let process = Process()
        process.executableURL = HarkBinary.url
        process.arguments = ["listen", "--capture", "null", "--playback", "null", "--data-dir", copy, "--json"]
        process.currentDirectoryURL = HarkBinary.packageRoot
        process.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        process.standardError = err
        try process.run()
        // The log line "listening" (standard error) comes once the assistant is prepared and the device is open.
        let stderr = ListenTests.read(err.fileHandleForReading, until: { $0.contains("listening") }, bound: .seconds(30))
        process.terminate()
        process.waitUntilExit()
        #expect(stderr.contains("listening"), "\(phase): listen did not start: \(stderr.suffix(600))")
        #expect(process.terminationReason == .exit && process.terminationStatus == 0,
                "\(phase): listen ended \(process.terminationReason == .exit ? "with status" : "by signal") \(process.terminationStatus)")
    }

    /// "table row id" of each doctor line matching `pattern` (captures: table, id).
    static func rows(in output: String, _ pattern: String) -> Set<String> {
        Set(TrappingReadScan.matches(pattern, in: output).map { "\($0[1]) \($0[2])" })
    }

    @Test func garbageInEveryTableNeverStopsHarkAndRepairLosesNothing() throws {
        let started = Date()
        let records = try Records()
        let inserted = try records.spoil(seed: Self.seed)
        #expect(inserted >= 80, "only \(inserted) garbage rows went in")

        // Every command still works and shows the good rows; each skipped row is a one-line warning.
        let warnings = try Self.runCommands(records, phase: "with garbage")
        try Self.runAMonthOn(records, phase: "with garbage")
        try Self.listenStarts(records, phase: "with garbage")
        // A readable shortcut the registry refuses (garbage phrase, unknown intent) is named at
        // start-up as not heard (issue 12); every other line is a skipped row.
        let warningLines = Self.withoutUnheardShortcuts(warnings)
        #expect(!warningLines.isEmpty)
        #expect(warningLines.allSatisfy { $0.hasPrefix("Warning: skipped unreadable row ") && $0.hasSuffix("run hark doctor --repair to move it aside.") },
                "\(warningLines.filter { !$0.hasPrefix("Warning: skipped unreadable row ") }.prefix(5))")

        // Doctor names each unreadable row and fails.
        let doctor = try records.hark(["doctor", "--config", records.config])
        #expect(doctor.ending == .exited(1), "doctor ended \(doctor.ending)")
        let failing = Self.rows(in: doctor.stdout, #"FAIL records: (\S+) row (\d+) cannot be read \("#)
        let spoiledTables = Set(failing.map { String($0.split(separator: " ")[0]) })
        #expect(spoiledTables == ["call_preset", "caller", "donation", "feeding", "lock_state", "offered_suggestion", "pantry_item", "paused_timer", "scheduled_event",
                                  "voice_shortcut", "wake_sample", "web_pairing_code", "web_session"],
                "\(doctor.stdout)")

        // Repair moves exactly those rows into quarantine, in one go, and deletes nothing.
        let before = try records.rowCounts()
        let repair = try records.hark(["doctor", "--repair", "--config", records.config])
        #expect(repair.ending != .timedOut && repair.ending != .signalled(4))
        let moved = Self.rows(in: repair.stdout, #"OK   repair: moved (\S+) row (\d+) into the quarantine table \("#)
        #expect(moved == failing)
        let after = try records.rowCounts()
        #expect(after.values.reduce(0, +) == before.values.reduce(0, +), "rows were lost: \(before) → \(after)")
        #expect(after["quarantine"] == (before["quarantine"] ?? 0) + moved.count)
        for row in moved {
            let parts = row.split(separator: " ")
            let left = try records.sql("SELECT count(*) FROM \"\(parts[0])\" WHERE rowid = \(parts[1])")
            let aside = try records.sql("SELECT count(*) FROM quarantine WHERE source_table = '\(parts[0])' AND source_id = \(parts[1])")
            #expect(left == "0\n" && aside == "1\n", "\(row): \(left) left, \(aside) in quarantine")
        }

        // Afterwards doctor passes on the records, and every command runs without a warning.
        let fixed = try records.hark(["doctor", "--config", records.config])
        #expect(!fixed.stdout.contains("FAIL records"))
        #expect(fixed.stdout.contains("OK   records: every row of call_preset, caller, donation, feeding, lock_state, offered_suggestion, pantry_item, paused_timer, scheduled_event, voice_shortcut, wake_sample, web_pairing_code, web_session can be read; \(after["quarantine"] ?? 0) rows set aside in the quarantine table"))
        #expect(fixed.ending == .exited(fixed.stdout.contains("FAIL ") ? 1 : 0))
        #expect(Self.withoutUnheardShortcuts(try Self.runCommands(records, phase: "after repair")).isEmpty)
        try Self.runAMonthOn(records, phase: "after repair")

        let seconds = Date().timeIntervalSince(started)
        // Printed, not asserted: the time is a figure, and a loaded machine doubles it.
        print("garbage rows: seed \(Self.seed), \(inserted) rows in \(try records.tables().count) tables, \(moved.count) quarantined, \(String(format: "%.1f", seconds)) s")
    }

    /// A row in the migration list that no Hark wrote: every command says what to do, none crashes.
    @Test func garbageInTheMigrationListIsAClearRefusal() throws {
        let records = try Records()
        try records.sql("INSERT INTO grdb_migrations VALUES ('from-the-future'), (x'00ff')")
        for command in Self.commands {
            let result = try records.hark(command.arguments)
            #expect(result.ending == .exited(1), "\(command) ended \(result.ending)")
            #expect(result.stderr.contains("was written by a newer Hark; upgrade Hark rather than lose data."), "\(command): \(result.stderr)")
        }
    }
}

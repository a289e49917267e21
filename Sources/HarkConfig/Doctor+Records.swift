public import Foundation
import HarkSkills
import HarkStore

/// The records check and repair: every stored row must be readable by the reader
/// its skill reads it with (``SkillSuite/tables``); `--repair` moves the rows that
/// are not into the quarantine table, so nothing is deleted.
extension Doctor {
    /// One FAIL per unreadable row (table, id, column and why), or one OK naming the tables checked.
    public func recordChecks() -> [DoctorCheck] {
        let name = "records"
        let store: Store
        do {
            store = try openRecords()
        } catch {
            return [DoctorCheck(name, .skipped, "the database does not open (see the database check)")]
        }
        do {
            if let damage = try store.schemaDamage(SkillSuite.migrations) {
                return [DoctorCheck(name, .failed, "the database is damaged (\(damage)); run hark doctor --repair to rebuild it from what can still be read (the damaged file is kept).")]
            }
            let unreadable = try store.unreadableRows(in: SkillSuite.tables)
            let unchecked = try Self.uncheckedTables(store)
            var checks = unreadable.map {
                DoctorCheck(name, .failed, "\($0.table) \($0.rowName) cannot be read (\($0.problem)); run hark doctor --repair to move it into the \(Store.quarantineTable) table.")
            }
            checks += unchecked.map { DoctorCheck(name, .warning, "table \($0) is not checked: no reader knows it; upgrade Hark.") }
            if unreadable.isEmpty {
                let tables = SkillSuite.tables.map(\.name).sorted().joined(separator: ", ")
                let quarantined = try store.quarantinedCount()
                let aside = quarantined == 0 ? "" : "; \(quarantined) row\(quarantined == 1 ? "" : "s") set aside in the \(Store.quarantineTable) table"
                checks.insert(DoctorCheck(name, .ok, "every row of \(tables) can be read\(aside)"), at: 0)
            }
            return checks
        } catch {
            return [DoctorCheck(name, .failed, error.message)]
        }
    }

    /// `hark doctor --repair`: moves every unreadable row into the quarantine table in
    /// one transaction and says what moved (one line per row).
    /// A damaged database (cut short, bytes flipped, a broken schema) is first rebuilt from
    /// the rows that can still be read, the damaged file kept beside it (``Store/salvage``).
    public func repairRecords(now: Date = Date()) -> [DoctorCheck] {
        let name = "repair"
        var checks: [DoctorCheck] = []
        do {
            if let salvage = try Store.salvage(directory: environment.dataDirectory, migrations: SkillSuite.migrations, now: now) {
                checks += Self.salvageChecks(salvage)
            }
        } catch {
            return [DoctorCheck(name, .failed, "\(error.message) Nothing was moved.")]
        }
        do {
            let moved = try openRecords().quarantineUnreadableRows(in: SkillSuite.tables, now: now)
            if moved.isEmpty && checks.isEmpty { return [DoctorCheck(name, .ok, "no unreadable rows to move")] }
            return checks + moved.map {
                DoctorCheck(name, .ok, "moved \($0.table) \($0.rowName) into the \(Store.quarantineTable) table (\($0.problem))")
            }
        } catch {
            return checks + [DoctorCheck(name, .failed, "\(error.message) Nothing was moved.")]
        }
    }

    /// What rebuilding a damaged database did, in one line, plus a warning per table cut short.
    static func salvageChecks(_ salvage: SalvageOutcome) -> [DoctorCheck] {
        let counts = salvage.copied.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let kept = counts.isEmpty ? "no row could be read" : "kept the rows that could be read (\(counts))"
        let refused = salvage.quarantined == 0 ? "" : "; \(salvage.quarantined) row\(salvage.quarantined == 1 ? "" : "s") went to the \(Store.quarantineTable) table"
        var checks = [DoctorCheck("repair", .ok, "the database was damaged: rebuilt it and \(kept)\(refused); the damaged file is kept at \(salvage.damagedCopy)")]
        checks += salvage.damagedTables.map {
            DoctorCheck("repair", .warning, "\($0) stopped at a damaged page, so some of its rows may be missing; restore a backup with hark restore FILE if you have one")
        }
        return checks
    }

    /// The store, opened with every migration; its readers' warnings are left to the checks.
    private func openRecords() throws(StoreError) -> Store {
        try Store.open(directory: environment.dataDirectory, migrations: SkillSuite.migrations, onUnreadableRow: { _ in })
    }

    /// Record tables in the file that no reader in ``SkillSuite/tables`` knows.
    static func uncheckedTables(_ store: Store) throws(StoreError) -> [String] {
        let known = Set(SkillSuite.tables.map(\.name))
        return try store.recordTables().filter { !known.contains($0) }
    }
}

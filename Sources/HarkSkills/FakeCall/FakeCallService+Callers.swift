import Foundation
import GRDB
import HarkIntents
import HarkLimits
public import HarkStore

extension FakeCallService {
    /// Every caller: the stored ones that can be read and the default caller, by name.
    public func callers() throws(StoreError) -> [Caller] {
        var callers = try store.read { db in
            try Caller.fetchReadable(db, sql: "SELECT * FROM caller ORDER BY name COLLATE NOCASE")
        }
        let fallback = settings.fakeCallDefaultCaller
        if !fallback.isEmpty, !callers.contains(where: { $0.name.caseInsensitiveCompare(fallback) == .orderedSame }) {
            callers.append(Caller(name: fallback))
            callers.sort { $0.name.lowercased() < $1.name.lowercased() }
        }
        return callers
    }

    /// The caller with this name (ignoring case), the default caller included.
    public func caller(named name: String) throws(StoreError) -> Caller? {
        try callers().first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// The default caller from the settings, with its stored script if it has one.
    public func defaultCaller() throws(StoreError) -> Caller {
        try caller(named: settings.fakeCallDefaultCaller) ?? Caller(name: settings.fakeCallDefaultCaller)
    }

    /// Stores a caller; `script` gives its own lines (nil: the default script).
    @discardableResult
    public func addCaller(_ name: String, script: [String]? = nil) throws -> Caller {
        let name = try Self.spokenName(name, kind: "Caller")
        let script = try Self.checked(script)
        // Store.write reports any error thrown inside as a database error, so refusals are returned, then thrown.
        let inserted = try store.write { db -> Bool in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM caller WHERE name = ? COLLATE NOCASE", arguments: [name]) == true {
                return false
            }
            try db.execute(sql: "INSERT INTO caller (name, script) VALUES (?, ?)", arguments: [name, script?.joined(separator: "\n")])
            return true
        }
        guard inserted else {
            throw FakeCallError(.duplicateCaller, "There is already a caller called \(name); remove it first to change it.")
        }
        onCallersChanged()
        return Caller(name: name, script: script)
    }

    /// Removes a stored caller. The default caller only loses its script; a caller a preset uses stays.
    public func removeCaller(named name: String) throws {
        let defaultName = settings.fakeCallDefaultCaller
        let problem = try store.write { db -> FakeCallError? in
            if let preset = try String.fetchOne(db, sql: "SELECT name FROM call_preset WHERE caller = ? COLLATE NOCASE LIMIT 1", arguments: [name]) {
                return FakeCallError(.callerInUse, "The \(preset) call preset uses \(name); remove the preset first.")
            }
            try db.execute(sql: "DELETE FROM caller WHERE name = ? COLLATE NOCASE", arguments: [name])
            guard db.changesCount == 0 else { return nil }
            if name.caseInsensitiveCompare(defaultName) == .orderedSame {
                return FakeCallError(.defaultCaller, "\(defaultName) is the default caller and always exists; change the default caller in the settings instead.")
            }
            return FakeCallError(.unknownCaller, "There is no caller called \(name).")
        }
        if let problem { throw problem }
        onCallersChanged()
        onRecordDeleted([Caller.typeDisplayName], name)
    }

    /// Every call preset that can be read, by name.
    public func presets() throws(StoreError) -> [FakeCallPreset] {
        try store.read { db in
            try FakeCallPreset.fetchReadable(db, sql: "SELECT * FROM call_preset ORDER BY name COLLATE NOCASE")
        }
    }

    /// The preset with this name, ignoring case.
    public func preset(named name: String) throws(StoreError) -> FakeCallPreset? {
        try presets().first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// Stores a preset; its caller must exist.
    @discardableResult
    public func addPreset(_ preset: FakeCallPreset) throws -> FakeCallPreset {
        var preset = preset
        preset.name = try Self.spokenName(preset.name, kind: "Preset")
        preset.script = try Self.checked(preset.script)
        guard let caller = try caller(named: preset.caller) else {
            throw FakeCallError(.unknownCaller, "There is no caller called \(preset.caller); add it with hark callers add first.")
        }
        preset.caller = caller.name
        try Self.checkDelay(TimeInterval(preset.delaySeconds))
        let stored = preset
        let inserted = try store.write { db -> Bool in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM call_preset WHERE name = ? COLLATE NOCASE", arguments: [stored.name]) == true {
                return false
            }
            try db.execute(sql: "INSERT INTO call_preset (name, caller, delaySeconds, realert, script) VALUES (?, ?, ?, ?, ?)",
                           arguments: [stored.name, stored.caller, stored.delaySeconds, stored.realert, stored.script?.joined(separator: "\n")])
            return true
        }
        guard inserted else {
            throw FakeCallError(.duplicatePreset, "There is already a call preset called \(stored.name); remove it first to change it.")
        }
        onCallersChanged()
        return stored
    }

    /// Removes a preset.
    public func removePreset(named name: String) throws {
        let removed = try store.write { db -> Bool in
            try db.execute(sql: "DELETE FROM call_preset WHERE name = ? COLLATE NOCASE", arguments: [name])
            return db.changesCount > 0
        }
        guard removed else { throw FakeCallError(.unknownPreset, "There is no call preset called \(name).") }
        onCallersChanged()
        onRecordDeleted([FakeCallPreset.typeDisplayName], name)
    }

    /// Script lines trimmed; an empty script given explicitly is an error, and so are more lines
    /// than ``Limits/scriptLines`` or a line longer than ``Limits/sentenceCharacters`` (`.outOfRange`).
    static func checked(_ script: [String]?) throws -> [String]? {
        guard let script else { return nil }
        let lines = script.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        guard !lines.isEmpty else { throw FakeCallError(.emptyScript, "A script needs at least one line to say.") }
        try Limits.scriptLines.checkStored(lines.count)
        for line in lines { try Limits.sentenceCharacters.checkStored(line.count) }
        return lines
    }

    /// The name trimmed, checked to be speakable words no longer than ``Limits/nameCharacters``.
    static func spokenName(_ name: String, kind: String) throws -> String {
        let trimmed = StoredName.oneLine(name)
        do {
            _ = try TemplateParser.words(in: trimmed)
        } catch {
            throw FakeCallError(.invalidName, "\(kind) name \"\(name)\" can't be spoken; use letters and spaces only, with numbers written as words.")
        }
        try Limits.nameCharacters.checkStored(trimmed.count)
        return trimmed
    }
}

public import GRDB
public import HarkStore
import HarkLimits

extension FakeCallPreset: StoredRecord {
    /// The call presets' table.
    public static let databaseTableName = "call_preset"

    /// Reads a preset from a `call_preset` row: the one definition of a readable preset.
    /// Its names must be speakable and its delay one a fake call may have.
    public init(storedRow row: Row) throws(RowProblem) {
        let delay = try row.integer("delaySeconds")
        guard Limits.delaySeconds.contains(Double(delay)) else {
            throw RowProblem(column: "delaySeconds", "\(delay) is outside the delays a fake call has (\(Limits.delaySeconds.rangeText))")
        }
        self.init(name: try StoredName.read(row, "name"), caller: try StoredName.read(row, "caller"),
                  delaySeconds: delay, realert: try row.bool("realert"), script: try StoredName.script(row, "script"))
    }
}

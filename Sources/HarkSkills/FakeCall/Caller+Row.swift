public import GRDB
public import HarkStore

extension Caller: StoredRecord {
    /// The callers' table.
    public static let databaseTableName = "caller"

    /// Reads a caller from a `caller` row: the one definition of a readable caller.
    /// Its name must be speakable and its script lines sentences Hark can say.
    public init(storedRow row: Row) throws(RowProblem) {
        self.init(name: try StoredName.read(row, "name"), script: try StoredName.script(row, "script"))
    }
}

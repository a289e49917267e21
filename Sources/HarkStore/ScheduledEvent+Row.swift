public import GRDB

extension ScheduledEvent {
    /// Reads an event from a `scheduled_event` row: the one definition of a readable
    /// event. Its times must be dates Hark uses, its payload a JSON object of texts
    /// and its state one Hark knows.
    public init(storedRow row: Row) throws(RowProblem) {
        let stateText = try row.text("state")
        guard let state = State(rawValue: stateText) else {
            throw RowProblem(column: "state", "\(Row.shown(stateText.databaseValue)) is not a state (pending, delivering, fired or cancelled)")
        }
        let kind = try row.text("kind")
        guard !kind.isEmpty else { throw RowProblem(column: "kind", "is empty") }
        self.init(kind: kind, title: try row.text("title"), fireAt: try row.date("fireAt"),
                  payload: try row.json("payload", as: [String: String].self, "a JSON object of texts"),
                  createdAt: try row.date("createdAt"))
        self.id = try row.id()
        self.state = state
        self.firedAt = try row.optionalDate("firedAt")
        self.claimedBy = try row.optionalText("claimedBy")
    }

    /// GRDB's reader is the same one, so no fetch decodes an event differently.
    public init(row: Row) throws {
        try self.init(storedRow: row)
    }
}

public import GRDB
public import HarkStore

extension PantryItem: StoredRecord {
    /// The pantry's table.
    public static let databaseTableName = "pantry_item"

    /// Reads an item from a `pantry_item` row: the one definition of a readable item.
    /// Its name must be speakable, its place one Hark knows and its dates ones Hark
    /// uses; an unknown category reads as "other".
    public init(storedRow row: Row) throws(RowProblem) {
        let place = try row.text("storage")
        guard let storage = PantryStorage(rawValue: place) else {
            throw RowProblem(column: "storage", "\(Row.shown(place.databaseValue)) is not a place (fridge, freezer or pantry)")
        }
        self.init(id: try row.id(), name: try StoredName.read(row, "name"),
                  category: ShelfLife.Category(rawValue: try row.text("category")) ?? .other,
                  storage: storage, addedAt: try row.date("addedAt"), expiresAt: try row.date("expiresAt"),
                  usedAt: try row.optionalDate("usedAt"))
    }
}

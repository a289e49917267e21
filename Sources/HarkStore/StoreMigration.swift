public import GRDB

/// One versioned schema change. Migrations run once each, in the order given,
/// inside a transaction; identifiers must never change once shipped.
public struct StoreMigration: Sendable {
    /// A stable identifier, e.g. "feeding-v1".
    public let identifier: String
    /// The schema change.
    public let migrate: @Sendable (Database) throws -> Void

    /// Creates a migration.
    public init(_ identifier: String, migrate: @escaping @Sendable (Database) throws -> Void) {
        self.identifier = identifier
        self.migrate = migrate
    }
}

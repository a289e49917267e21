import Crypto
public import Foundation
import GRDB
public import HarkStore

/// Makes the 6-digit code that pairs a browser with the web app: printed by `hark web pair`, said
/// by Hark when asked ("pair a phone"). The store keeps only its SHA-256; a new code replaces a pending one.
public struct WebPairing: Sendable {
    /// The database.
    public let store: Store
    /// The time source.
    public let clock: any HarkClock

    /// How long a pairing code works.
    public static let codeLifetime: TimeInterval = 10 * 60

    /// Pairing over `store`.
    public init(store: Store, clock: any HarkClock) {
        self.store = store
        self.clock = clock
    }

    /// Makes a new code, replacing any pending one: six digits from the system's secure generator.
    public func newCode() throws(StoreError) -> (code: String, expiresAt: Date) {
        var generator = SystemRandomNumberGenerator()
        let code = String(format: "%06d", Int.random(in: 0..<1_000_000, using: &generator))
        let now = clock.now
        let record = WebPairingCode(codeHash: Self.hash(code), createdAt: now, expiresAt: now.addingTimeInterval(Self.codeLifetime))
        try store.write { db in
            var stored = record
            try WebPairingCode.deleteAll(db)
            try stored.insert(db)
        }
        return (code, record.expiresAt)
    }

    /// SHA-256 of `text` in lowercase hexadecimal.
    public static func hash(_ text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}

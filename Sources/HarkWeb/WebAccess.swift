import Crypto
public import Foundation
import GRDB
public import HarkStore
import HarkSkills

/// Who may use the web app: a browser pairs once with a 6-digit code that `hark web pair`
/// prints, and gets a long random token (kept by the browser as a cookie, or sent by a script as
/// `Authorization: Bearer`). The store keeps only SHA-256 hashes of codes and tokens, in the same
/// database as the records, so `hark web pair` and `hark web revoke` in one process act on
/// `hark serve` in another.
public struct WebAccess: Sendable {
    /// The database.
    public let store: Store
    /// The time source.
    public let clock: any HarkClock

    /// How long a pairing code works.
    public static let codeLifetime: TimeInterval = WebPairing.codeLifetime
    /// Wrong codes tried before the pending code stops working (a new one must be made).
    public static let allowedFailures = 5
    /// A session unused for this long ends.
    public static let idleLifetime: TimeInterval = 180 * 86_400
    /// How long a session's last use may be out of date (so a page view is not always a write).
    static let touchInterval: TimeInterval = 60

    /// Access over `store`.
    public init(store: Store, clock: any HarkClock) {
        self.store = store
        self.clock = clock
    }

    /// A pairing code just made.
    public struct PairingCode: Sendable, Equatable {
        /// Six digits, e.g. "042917".
        public let code: String
        /// When it stops working.
        public let expiresAt: Date
    }

    /// Makes a new pairing code, replacing any pending one.
    public func newPairingCode() throws(StoreError) -> PairingCode {
        let issued = try WebPairing(store: store, clock: clock).newCode()
        return PairingCode(code: issued.code, expiresAt: issued.expiresAt)
    }

    /// What came of a code tried on the pairing page.
    public enum PairingOutcome: Sendable, Equatable {
        /// Paired: the new session's token (shown to the browser once, stored only hashed).
        case paired(token: String)
        /// The code is not the pending one; `triesLeft` more may be tried before it stops working.
        case wrongCode(triesLeft: Int)
        /// No code is pending (none was made, it expired, it was used, or too many wrong ones were tried).
        case noPendingCode
    }

    /// Tries `code` against the pending pairing code, in one transaction: the right code is used
    /// up and opens a session labelled `label`; a wrong one counts against the code.
    public func pair(code: String, label: String) throws(StoreError) -> PairingOutcome {
        let now = clock.now
        let digits = code.filter { !$0.isWhitespace }
        let tried = Self.hash(digits)
        let token = Self.newToken()
        let label = String(label.prefix(120))
        return try store.write { db -> PairingOutcome in
            try WebPairingCode.filter(Column("expiresAt") <= now).deleteAll(db)
            guard var pending = try WebPairingCode.fetchFirstReadable(db, WebPairingCode.order(Column("id").desc)) else {
                return .noPendingCode
            }
            guard Self.sameDigest(pending.codeHash, tried), digits.count == 6 else {
                pending.failedAttempts += 1
                if pending.failedAttempts >= Self.allowedFailures {
                    try pending.delete(db)
                    return .wrongCode(triesLeft: 0)
                }
                try pending.update(db)
                return .wrongCode(triesLeft: Self.allowedFailures - pending.failedAttempts)
            }
            try WebPairingCode.deleteAll(db)
            var session = WebSession(tokenHash: Self.hash(token), label: label, createdAt: now)
            try session.insert(db)
            return .paired(token: token)
        }
    }

    /// The session `token` opens, or nil (unknown, revoked, or unused too long). Its last use is
    /// brought up to date at most once a minute.
    public func session(token: String) throws(StoreError) -> WebSession? {
        guard Self.isWellFormedToken(token) else { return nil }
        let hash = Self.hash(token)
        let now = clock.now
        guard let found = try store.read({ db in try WebSession.fetchFirstReadable(db, WebSession.filter(Column("tokenHash") == hash)) }) else {
            return nil
        }
        if now.timeIntervalSince(found.lastSeenAt) > Self.idleLifetime {
            _ = try? store.write { db in try WebSession.filter(Column("tokenHash") == hash).deleteAll(db) }
            return nil
        }
        if now.timeIntervalSince(found.lastSeenAt) > Self.touchInterval || now < found.lastSeenAt {
            // A busy store must not turn a page away: the touch is only bookkeeping.
            _ = try? store.write { db in
                try db.execute(sql: "UPDATE web_session SET lastSeenAt = ? WHERE tokenHash = ?", arguments: [now, hash])
            }
        }
        return found
    }

    /// Every paired session, most recently used first.
    public func sessions() throws(StoreError) -> [WebSession] {
        try store.read { db in try WebSession.fetchReadable(db, WebSession.order(Column("lastSeenAt").desc)) }
    }

    /// Ends every session and voids any pending code; returns how many sessions ended.
    @discardableResult
    public func revokeAll() throws(StoreError) -> Int {
        try store.write { db in
            try WebPairingCode.deleteAll(db)
            return try WebSession.deleteAll(db)
        }
    }

    /// The anti-forgery token of a session: every form and every changing request made with the
    /// session's cookie must carry it. Derived from the secret token, so it needs no storage and
    /// another site cannot know it.
    public static func csrfToken(for token: String) -> String {
        String(hash("hark-csrf:" + token).prefix(32))
    }

    /// Whether `sent` is `token`'s anti-forgery token (compared in constant time).
    static func isCSRFToken(_ sent: String, for token: String) -> Bool {
        sameDigest(csrfToken(for: token), sent)
    }

    /// SHA-256 of `text`'s UTF-8, in lowercase hexadecimal.
    static func hash(_ text: String) -> String {
        WebPairing.hash(text)
    }

    /// A new session token: 32 random bytes from the system's secure generator, base64url (43 characters).
    static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    static func isWellFormedToken(_ token: String) -> Bool {
        token.utf8.count == 43 && token.utf8.allSatisfy { byte in
            (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte) || byte == 45 || byte == 95
        }
    }

    /// Equal strings, compared without stopping at the first difference.
    static func sameDigest(_ a: String, _ b: String) -> Bool {
        let (x, y) = (Array(a.utf8), Array(b.utf8))
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

import CryptoExtras
public import Foundation
import GRDB
public import HarkIntents
public import HarkStore

/// Whether Hark is locked now, and locking and unlocking it (SiriKit's IntentsRestrictedWhileLocked).
///
/// Hark is locked by hand (`hark lock`, "lock Hark"), all the time (`lock.always`) or on a daily schedule
/// (`lock.schedule`). A passphrase or `hark unlock` unlocks it: one locked by hand stays unlocked,
/// one locked by configuration for `lock.unlock_minutes`. The state is one row, so it survives a
/// restart; a lock whose row cannot be read counts as locked (`hark unlock` writes a good one).
public struct DeviceLock: Sendable {
    /// The database.
    public let store: Store
    /// The clock the lock reads.
    public let clock: any HarkClock
    /// The calendar the schedule is read in.
    public let calendar: Calendar
    /// The lock settings (always, schedule, unlock minutes).
    public let settings: SkillSettings

    /// Fewest words a passphrase may have.
    public static let minimumWords = 3
    /// Fewest letters a passphrase may have, all words together.
    public static let minimumLetters = 12
    /// Wrong passphrases allowed before the next has to wait.
    public static let freeAttempts = 3
    /// The first wait after too many wrong passphrases; each further one doubles it, up to ``longestWait``.
    public static let firstWait: TimeInterval = 30
    /// The longest wait between passphrase attempts.
    public static let longestWait: TimeInterval = 3600
    /// PBKDF2-SHA256 rounds a new passphrase is hashed with (OWASP's minimum for SHA-256 is 600,000;
    /// fewer keep an unlock under a second on a Raspberry Pi, and attempts are rate-limited).
    public static let hashRounds = 210_000
    /// Decoy words a spoken passphrase is heard among.
    public static let decoyCount = 150

    /// Creates the lock over a store.
    public init(store: Store, clock: any HarkClock, calendar: Calendar = .current, settings: SkillSettings = SkillSettings()) {
        self.store = store
        self.clock = clock
        self.calendar = calendar
        self.settings = settings
    }

    /// The stored state (a never-locked one when none is stored yet).
    public func state() throws(StoreError) -> LockState {
        try store.read { db in try LockState.fetchReadable(db, id: LockState.rowID) } ?? LockState(changedAt: clock.now)
    }

    /// The stored row, read once: the state (a never-locked one when no row is stored), or nil when the
    /// row is there but cannot be read (the reader reports it) or the store cannot be read.
    private func readState() -> LockState? {
        try? store.read { db -> LockState? in
            if let state = try LockState.fetchReadable(db, id: LockState.rowID) { return state }
            let rows = try Int.fetchOne(db, sql: "SELECT count(*) FROM lock_state WHERE id = ?", arguments: [LockState.rowID]) ?? 0
            return rows > 0 ? nil : LockState(changedAt: clock.now)
        } ?? nil
    }

    /// Whether the stored row is there but cannot be read.
    private func rowIsUnreadable() -> Bool {
        (try? store.read { db -> Bool in
            let rows = try Int.fetchOne(db, sql: "SELECT count(*) FROM lock_state WHERE id = ?", arguments: [LockState.rowID]) ?? 0
            return try rows > 0 && LockState.fetchReadable(db, id: LockState.rowID) == nil
        }) ?? false
    }

    /// The lock now: whether it is locked, and why.
    public func status() -> LockStatus {
        let now = clock.now
        guard let state = readState() else {
            return LockStatus(locked: true, reason: "its lock state cannot be read (hark unlock writes a new one)", hasPassphrase: false,
                              unlockedUntil: nil, blockedUntil: nil)
        }
        let byConfig: String? = settings.lockAlways ? "lock.always is set"
            : settings.lockSchedule.flatMap { $0.contains(now, calendar: calendar) ? "it locks from \($0.description) (lock.schedule)" : nil }
        let unlocked = state.unlockedUntil.map { $0 > now } ?? false
        let reason: String? = unlocked ? nil : state.lockedByHand ? "it was locked by hand" : byConfig
        return LockStatus(locked: reason != nil, reason: reason ?? "", hasPassphrase: state.passphraseHash != nil,
                          unlockedUntil: unlocked && byConfig != nil ? state.unlockedUntil : nil,
                          blockedUntil: state.blockedUntil.flatMap { $0 > now ? $0 : nil })
    }

    /// Whether restricted intents are refused now.
    public func isLocked() -> Bool { status().locked }

    /// What a restricted intent answers while Hark is locked: how it can be unlocked now. Without a
    /// passphrase "say unlock" would lead nowhere, so the commands that unlock it are named instead.
    public static func lockedDialog(hasPassphrase: Bool) -> IntentDialog {
        hasPassphrase ? "Unlock Hark first. Say unlock, then your passphrase."
            : "Unlock Hark first: run hark unlock, or set a passphrase with hark lock set-passphrase."
    }

    /// Locks Hark until it is unlocked (an earlier unlock's minutes end now).
    public func lock() throws(StoreError) {
        try change { state in
            state.lockedByHand = true
            state.unlockedUntil = nil
        }
    }

    /// Unlocks Hark without a passphrase (`hark unlock`: whoever runs it has the device already).
    /// A row that could not be read is replaced, passphrase and all.
    public func unlock() throws(StoreError) {
        if rowIsUnreadable() {
            try store.write { db in _ = try LockState.deleteOne(db, key: LockState.rowID) }
        }
        try change { state in
            state.lockedByHand = false
            state.unlockedUntil = clock.now.addingTimeInterval(settings.unlockMinutes * 60)
            state.failedAttempts = 0
            state.blockedUntil = nil
        }
    }

    /// Sets the spoken passphrase: at least ``minimumWords`` words and ``minimumLetters`` letters, letters
    /// only. Keeps its salted hash and its words among `decoys` (the words it will be heard among).
    public func setPassphrase(_ text: String, decoys: some Collection<String>) throws(LockError) {
        let words = try Self.passphraseWords(text)
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let hash: String
        do { hash = try Self.hash(words, salt: salt, rounds: Self.hashRounds) } catch { throw .badPassphrase("The passphrase could not be hashed: \(error).") }
        let pool = Set(decoys.map { $0.lowercased() }).subtracting(words).filter { $0.count >= 2 && $0.allSatisfy(\.isLetter) }
        let chosen = Array(pool).shuffled(using: &generator).prefix(Self.decoyCount)
        do {
            try change { state in
                state.passphraseHash = hash
                state.passphraseSalt = Self.hex(salt)
                state.hashRounds = Self.hashRounds
                state.answerWords = Array(Set(words).union(chosen)).sorted()
                state.passphraseWordCount = words.count
                state.failedAttempts = 0
                state.blockedUntil = nil
            }
        } catch {
            throw LockError.store(error)
        }
    }

    /// Removes the passphrase (Hark then unlocks only by `hark unlock`).
    public func clearPassphrase() throws(StoreError) {
        try change { state in
            state.passphraseHash = nil
            state.passphraseSalt = nil
            state.hashRounds = 0
            state.answerWords = []
            state.passphraseWordCount = 0
        }
    }

    /// The words a spoken passphrase is heard among, and how many it has; empty when none is set.
    public func answerWords() -> (words: [String], count: Int) {
        guard let state = try? state() else { return ([], 0) }
        return (state.answerWords, state.passphraseWordCount)
    }

    /// Tries a passphrase (words as heard or typed): right unlocks and forgets earlier wrong ones; wrong
    /// counts, and after ``freeAttempts`` each try waits longer. Never says which word was wrong.
    public func tryPassphrase(_ words: [String]) throws(LockError) -> UnlockAttempt {
        let now = clock.now
        let state: LockState
        do { state = try self.state() } catch { throw LockError.store(error) }
        guard let stored = state.passphraseHash, let saltText = state.passphraseSalt, let salt = Self.bytes(hex: saltText) else {
            return .noPassphrase
        }
        if let blocked = state.blockedUntil, blocked > now { return .blocked(until: blocked) }
        let heard = words.map { $0.lowercased() }
        let right = (try? Self.hash(heard, salt: salt, rounds: state.hashRounds)) == stored
        do {
            if right {
                try unlock()
                return .unlocked
            }
            var failures = state.failedAttempts + 1
            var blocked: Date?
            if failures >= Self.freeAttempts {
                let wait = min(Self.longestWait, Self.firstWait * pow(2, Double(failures - Self.freeAttempts)))
                blocked = now.addingTimeInterval(wait)
                failures = min(failures, 64)
            }
            try change { [failures, blocked] state in
                state.failedAttempts = failures
                state.blockedUntil = blocked
            }
            return blocked.map { .blocked(until: $0) } ?? .wrong
        } catch {
            throw LockError.store(error)
        }
    }

    /// Reads, changes and writes the one row in one transaction.
    private func change(_ body: @escaping @Sendable (inout LockState) -> Void) throws(StoreError) {
        let now = clock.now
        try store.write { db in
            var state = try LockState.fetchReadable(db, id: LockState.rowID) ?? LockState(changedAt: now)
            body(&state)
            state.changedAt = now
            try state.save(db)
        }
    }

    /// The passphrase's words, or why it cannot be one.
    static func passphraseWords(_ text: String) throws(LockError) -> [String] {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.contains(where: \.isNumber) {
            throw .badPassphrase("A passphrase is said, so write numbers as words (\"two\", not \"2\").")
        }
        if let odd = trimmed.first(where: { !($0.isLetter || $0 == " " || $0 == "'" || $0 == "-") }) {
            throw .badPassphrase("A passphrase holds words only, not \"\(odd)\".")
        }
        let words = trimmed.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
        let letters = words.reduce(0) { $0 + $1.filter(\.isLetter).count }
        guard words.count >= minimumWords, letters >= minimumLetters else {
            throw .badPassphrase("That passphrase is too short: use at least \(minimumWords) words and \(minimumLetters) letters, words you can say clearly (\"purple garden umbrella\").")
        }
        guard Set(words).count > 1 else { throw .badPassphrase("A passphrase of one word repeated is easy to guess; use different words.") }
        return words
    }

    /// PBKDF2-SHA256 of the words joined by spaces, in hexadecimal.
    static func hash(_ words: [String], salt: [UInt8], rounds: Int) throws -> String {
        let key = try KDF.Insecure.PBKDF2.deriveKey(from: Array(words.joined(separator: " ").utf8), salt: salt, using: .sha256,
                                                    outputByteCount: 32, unsafeUncheckedRounds: rounds)
        return key.withUnsafeBytes { hex(Array($0)) }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    static func bytes(hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }
}

/// The lock now, as `hark lock status` and "is Hark locked" say it.
public struct LockStatus: Sendable, Equatable {
    /// Whether restricted intents are refused.
    public let locked: Bool
    /// Why it is locked ("it was locked by hand"); empty when unlocked.
    public let reason: String
    /// Whether a spoken passphrase can unlock it.
    public let hasPassphrase: Bool
    /// When an unlock of a configured lock ends.
    public let unlockedUntil: Date?
    /// When passphrases may be tried again, after too many wrong ones.
    public let blockedUntil: Date?
}

/// What came of a passphrase.
public enum UnlockAttempt: Sendable, Equatable {
    /// Right: Hark is unlocked.
    case unlocked
    /// Wrong; more tries are allowed now.
    case wrong
    /// Too many wrong ones: no passphrase is tried before this time.
    case blocked(until: Date)
    /// No passphrase is set.
    case noPassphrase
}

/// Why the lock could not do what was asked.
public enum LockError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The passphrase is too short, or not words.
    case badPassphrase(String)
    /// The database refused.
    case store(StoreError)

    /// One sentence saying what to do.
    public var description: String {
        switch self {
        case .badPassphrase(let message): message
        case .store(let error): error.message
        }
    }
}

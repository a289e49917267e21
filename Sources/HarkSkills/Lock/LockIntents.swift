import Foundation
public import HarkStore
public import HarkIntents

/// "lock hark": restricted intents are refused until Hark is unlocked.
struct LockHark: AppIntent {
    static let isDiscoverable = false  // not a habit to suggest or make a shortcut of
    static let title = "Lock Hark"
    static let effect = IntentEffect.changes
    static let description = "Locks Hark: reading the feeding history, deleting shortcuts and pairing need the passphrase until it is unlocked."
    @Dependency var lock: DeviceLock

    func perform() async throws -> IntentResult {
        try lock.lock()
        let unlock = lock.status().hasPassphrase ? "say unlock and your passphrase" : "run hark unlock (no passphrase is set)"
        return .result(dialog: IntentDialog("Locked. To unlock, \(unlock)."))
    }
}

/// "unlock": asks the passphrase, heard among decoy words, and unlocks when it is right.
struct UnlockHark: AppIntent {
    static let isDiscoverable = false  // not a habit to suggest or make a shortcut of
    static let title = "Unlock Hark"
    static let effect = IntentEffect.changes
    static let description = "Asks your passphrase and unlocks Hark when it is right."
    @Dependency var lock: DeviceLock

    func perform() async throws -> IntentResult {
        let status = lock.status()
        guard status.locked else { return .result(dialog: "Hark is not locked.") }
        guard status.hasPassphrase else {
            return .result(dialog: "No passphrase is set. Unlock with hark unlock, or set one with hark lock set-passphrase.")
        }
        if let blocked = status.blockedUntil { return .result(dialog: Self.wait(until: blocked, now: lock.clock.now)) }
        let answer = lock.answerWords()
        let words = try await requestSecretWords("What's the passphrase?", words: answer.words, count: answer.count)
        switch try lock.tryPassphrase(words) {
        case .unlocked:
            let until = lock.status().unlockedUntil.map { " until \(AlarmSpeech.time($0, calendar: lock.calendar))" } ?? ""
            return .result(dialog: IntentDialog("Unlocked\(until)."))
        case .wrong:
            return .result(dialog: "That's not the passphrase. Hark stays locked.")
        case .blocked(let until):
            return .result(dialog: IntentDialog("That's not the passphrase. " + Self.wait(until: until, now: lock.clock.now).full))
        case .noPassphrase:
            return .result(dialog: "No passphrase is set. Unlock with hark unlock.")
        }
    }

    /// "Too many wrong passphrases. Try again in 2 minutes."
    static func wait(until: Date, now: Date) -> IntentDialog {
        let seconds = max(1, Int(until.timeIntervalSince(now).rounded(.up)))
        let wait = seconds < 60 ? "\(seconds) seconds" : seconds < 120 ? "a minute" : "\((seconds + 59) / 60) minutes"
        return IntentDialog("Too many wrong passphrases. Try again in \(wait).")
    }
}

/// "is hark locked".
struct LockStatusIntent: AppIntent {
    static let isDiscoverable = false  // not a habit to suggest or make a shortcut of
    static let title = "Is Hark locked"
    static let effect = IntentEffect.reads
    static let description = "Says whether Hark is locked, and why."
    @Dependency var lock: DeviceLock

    func perform() async throws -> IntentResult {
        let status = lock.status()
        guard status.locked else { return .result(dialog: "Hark is not locked.") }
        return .result(dialog: IntentDialog("Hark is locked: \(status.reason)."))
    }
}

/// Locking and unlocking by voice.
public struct LockSkill: Skill {
    /// Ships with Hark: its phrases are checked against the other shipped skills' by Hark's tests.
    public var shipsWithHark: Bool { true }
    public let name = "Lock"

    /// Creates the skill.
    public init() {}

    public var shortcuts: [AppShortcut] {
        [
            // Never "lock" alone or "lock up": said about doors, they would lock Hark by chance.
            // Typed, "the lock" alone is Hark's: a door or a child lock is named ("turn on the child lock" is no match).
            AppShortcut(intent: LockHark.self, phrases: ["lock (hark | yourself | the assistant)"], typedPhrases: [
                "lock everything down",
                "lock down",
                "(you | hark) lock [yourself] now",
                "(go into | enter | switch to | turn on) (lock | locked) mode",
                "lock the (device | speaker)",
                "(put | switch) (hark | yourself | the assistant | the app) (in | into | to) (lock | locked) mode",
                "lock [hark]",
                "(turn | switch | put) on the lock",
                "(turn | switch | put) the lock on",
                "(lock | lock up) (hark | yourself | the assistant) now",
                "lock the app",  // not "lock up" or "lock it": doors and cars
                "lock (yourself | hark) up",
                "secure (hark | yourself | the app | the assistant)",
                "lock (the | my) (feeding history | feeding log | feedings | history | records)",
            ]),
            AppShortcut(intent: UnlockHark.self, phrases: ["unlock [hark | yourself]", "unlock the assistant"], typedPhrases: [
                "unlock you",
                "open the lock",
                "(turn | switch | take) off the lock",
                "(turn | switch | take) the lock off",
                "unlock the app",
                "(i want | i'd like | i need) to unlock (hark | the app | the assistant | you)",
                // What the lock keeps: "unlock the feeding history".
                "unlock (the | my) (feeding history | feeding log | feedings | history | records)",
            ]),
            AppShortcut(intent: LockStatusIntent.self, phrases: ["(is | are) (hark | you) locked", "are you unlocked"], typedPhrases: [
                "lock status",
                "(what's | what is) the lock status",
                "(is | are) (hark | you) (locked or unlocked | unlocked or locked | locked or not | still locked)",
                "is the lock (on | off)",
                "is (it | the app | the assistant | everything) locked [right now | at the moment]",
                "am i locked out",
                "(i wonder | tell me) (if | whether) (i | we) locked (you | hark) [earlier | before | already]",
                "(you're | you are) locked or (what | not)",
                "(tell me | let me know) (whether | if) (you're | you are | hark is | the app is) locked",
                "is the lock (on | off) or (what | not)",
                "is (hark | the assistant) unlocked",
                "is (hark | the assistant) locked (at the minute | at the moment | right now | now)",
            ]),
        ]
    }
}

extension DeviceLock: AlertSource {
    public func alert(for fired: FiredEvent) async throws -> Alert? { nil }
}

extension BuiltInSkill {
    /// Locking by voice; its table comes with `Store.lockMigrations`.
    public static let lock = BuiltInSkill(LockSkill(), migrations: [], tables: []) {
        DeviceLock(store: $0.store, clock: $0.clock, calendar: $0.calendar, settings: $0.settings)
    }
}

import Foundation
import GRDB
import HarkIntents
import HarkSkills
import HarkStore
import HarkTesting
import Testing

/// Intents restricted while locked (SiriKit's IntentsRestrictedWhileLocked): refused with "Unlock Hark
/// first." and nothing changed while locked by hand, by `lock.always` or by a schedule; a spoken
/// passphrase unlocks, wrong ones are rate-limited, and the lock survives a restart.
@Suite struct DeviceLockTests {
    let clock = ManualClock(start: SkillTestEnvironment.date("2027-01-15 21:50"))  // a Friday evening

    func suite(_ settings: SkillSettings = SkillSettings(), store: Store? = nil) throws -> SkillSuite {
        try SkillSuite(store: store ?? Store.inMemory(migrations: SkillSuite.migrations), clock: clock,
                       calendar: SkillTestEnvironment.utc, settings: settings)
    }

    func say(_ text: String, to suite: SkillSuite, answers: [String?] = []) async -> (IntentOutcome, [String]) {
        let conversation = ScriptedConversation(answers: answers)
        let outcome = await IntentRunner(registry: suite.registry).handle(text, conversation: conversation)
        return (outcome, await conversation.said)
    }

    /// The answer while locked with no passphrase set: "say unlock" would lead nowhere.
    static let locked = "Unlock Hark first: run hark unlock, or set a passphrase with hark lock set-passphrase."
    /// The answer while locked with a passphrase set.
    static let lockedWithPassphrase = "Unlock Hark first. Say unlock, then your passphrase."

    @Test func theLockedAnswerSaysHowToUnlockWithOrWithoutAPassphrase() async throws {
        let suite = try suite()
        try suite.lock.lock()
        let (outcome, said) = await say("how much did the baby eat today", to: suite)
        #expect(said == [Self.locked])
        #expect(outcome == .locked(intent: "FeedingSummary", dialog: IntentDialog(Self.locked)))
        try suite.lock.setPassphrase("purple garden umbrella", decoys: ["cat", "dog"])
        #expect(await say("how much did the baby eat today", to: suite).1 == [Self.lockedWithPassphrase])
        try suite.lock.clearPassphrase()
        #expect(await say("how much did the baby eat today", to: suite).1 == [Self.locked])
    }

    @Test func restrictedIntentsAreRefusedWhileLockedAndEverythingElseWorks() async throws {
        let suite = try suite()
        _ = try await suite.shortcuts.add(phrase: "bottle time", intent: "StartFeeding", origin: "cli")
        // "lock up" is about doors: never Hark.
        if case .notUnderstood = await say("lock up", to: suite).0 {} else { Issue.record("'lock up' locked Hark") }
        #expect(!suite.lock.isLocked())
        #expect(await say("lock hark", to: suite).1 == ["Locked. To unlock, run hark unlock (no passphrase is set)."])
        // Refused before anything is asked: the shortcut is still there, no code was made.
        let (deleted, said) = await say("delete the bottle time shortcut", to: suite, answers: ["yes"])
        #expect(said == [Self.locked])
        #expect(deleted == .locked(intent: "DeleteShortcut", dialog: IntentDialog(Self.locked)))
        #expect(try suite.shortcuts.all().count == 1)
        #expect(await say("pair a phone", to: suite).1 == [Self.locked])
        #expect(try suite.store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM web_pairing_code") } == 0)
        #expect(await say("how much did the baby eat today", to: suite).1 == [Self.locked])
        // Nothing restricted is donated either.
        #expect(try suite.donations.all().isEmpty)
        // The rest works: a feeding starts, a timer is set, the status is said.
        #expect(await say("start feeding", to: suite).1 == ["OK, I started the feeding timer."])
        if case .completed = await say("set a timer for ten minutes", to: suite).0 {} else { Issue.record("a timer was not set while locked") }
        #expect(await say("is hark locked", to: suite).1 == ["Hark is locked: it was locked by hand."])
        try suite.lock.unlock()
        #expect(await say("how much did the baby eat today", to: suite).1.first?.hasPrefix("Unlock") == false)
        #expect(await say("is hark locked", to: suite).1 == ["Hark is not locked."])
    }

    @Test func aSpokenPassphraseUnlocksAndWrongOnesWaitLongerEachTime() async throws {
        let suite = try suite()
        try suite.lock.setPassphrase("Purple garden umbrella", decoys: try await suite.registry.compiled().vocabulary)
        let state = try suite.lock.state()
        // Kept as a salted hash, never as written; the words are hidden among the decoys.
        #expect(state.passphraseHash?.count == 64 && state.passphraseSalt?.count == 32 && state.passphraseWordCount == 3)
        #expect(state.answerWords.count > 100 && state.answerWords == state.answerWords.sorted())
        #expect(Set(["purple", "garden", "umbrella"]).isSubset(of: Set(state.answerWords)))
        let row = try suite.store.read { db in try String.fetchOne(db, sql: "SELECT quote(passphraseHash) || answerWords FROM lock_state") } ?? ""
        #expect(!row.contains("purple garden umbrella"))

        #expect(await say("unlock", to: suite).1 == ["Hark is not locked."])
        try suite.lock.lock()
        var (outcome, said) = await say("unlock", to: suite, answers: ["purple garden umbrella"])
        #expect(said == ["What's the passphrase?", "Unlocked."])
        if case .completed = outcome {} else { Issue.record("\(outcome)") }
        #expect(!suite.lock.isLocked())

        try suite.lock.lock()
        for _ in 0..<2 {
            (_, said) = await say("unlock", to: suite, answers: ["purple umbrella garden"])
            #expect(said == ["What's the passphrase?", "That's not the passphrase. Hark stays locked."])
        }
        (_, said) = await say("unlock", to: suite, answers: ["garden purple umbrella"])
        #expect(said.last == "That's not the passphrase. Too many wrong passphrases. Try again in 30 seconds.")
        // While blocked even the right one is not tried (nor asked for).
        (_, said) = await say("unlock", to: suite, answers: ["purple garden umbrella"])
        #expect(said == ["Too many wrong passphrases. Try again in 30 seconds."])
        #expect(suite.lock.isLocked())
        clock.advance(by: 31)
        (_, said) = await say("unlock", to: suite, answers: ["umbrella"])
        #expect(said.last == "That's not the passphrase. Too many wrong passphrases. Try again in a minute.")
        clock.advance(by: 61)
        (_, said) = await say("unlock", to: suite, answers: ["purple garden umbrella"])
        #expect(said.last == "Unlocked.")
        #expect(try suite.lock.state().failedAttempts == 0)
        // "cancel" at the question changes nothing and counts nothing.
        try suite.lock.lock()
        (outcome, _) = await say("unlock", to: suite, answers: ["cancel"])
        let failures = try suite.lock.state().failedAttempts
        #expect(outcome == .cancelled(intent: "UnlockHark") && suite.lock.isLocked() && failures == 0)
    }

    @Test func passphrasesThatAreTooShortOrNotWordsAreRefusedAndNothingIsStored() throws {
        let suite = try suite()
        let refused: [(String, String)] = [
            ("", "too short"), ("open sesame", "too short"), ("a b c d", "too short"), ("cat dog 7 cow", "numbers as words"),
            ("purple; garden umbrella", "words only"), ("banana banana banana", "one word repeated"),
        ]
        for (text, words) in refused {
            #expect(throws: LockError.self) { try suite.lock.setPassphrase(text, decoys: ["cat"]) }
            do { try suite.lock.setPassphrase(text, decoys: ["cat"]) } catch { #expect(error.description.contains(words), "\(text): \(error)") }
        }
        #expect(try suite.lock.state().passphraseHash == nil)
    }

    @Test func aScheduleLocksAcrossMidnightAndAnUnlockLastsItsMinutes() async throws {
        var settings = SkillSettings()
        settings.lockSchedule = try #require(DailyHours("22:00-07:00"))
        settings.unlockMinutes = 10
        let suite = try suite(settings)
        #expect(!suite.lock.isLocked())  // 21:50
        clock.advance(by: 11 * 60)  // 22:01
        #expect(suite.lock.isLocked() && suite.lock.status().reason == "it locks from 22:00-07:00 (lock.schedule)")
        #expect(await say("how much did the baby eat today", to: suite).1 == [Self.locked])
        try suite.lock.unlock()
        #expect(!suite.lock.isLocked())
        clock.advance(by: 9 * 60)
        #expect(!suite.lock.isLocked())
        clock.advance(by: 2 * 60)  // 22:12: the ten minutes are over
        #expect(suite.lock.isLocked())
        clock.advance(to: SkillTestEnvironment.date("2027-01-16 06:59"))
        #expect(suite.lock.isLocked())
        clock.advance(to: SkillTestEnvironment.date("2027-01-16 07:00"))
        #expect(!suite.lock.isLocked())

        var always = SkillSettings()
        always.lockAlways = true
        #expect(try self.suite(always).lock.isLocked())
        #expect(DailyHours("7:00-7:00") == nil && DailyHours("25:00-07:00") == nil && DailyHours("10pm-7am") == nil)
        #expect(DailyHours("07:30 to 09:15")?.description == "07:30-09:15")
    }

    @Test func theLockSurvivesARestartAndAnUnreadableOneCountsAsLocked() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        do {
            let suite = try SkillSuite(directory: directory.path, clock: clock, calendar: SkillTestEnvironment.utc)
            try suite.lock.setPassphrase("purple garden umbrella", decoys: ["cat", "dog"])
            try suite.lock.lock()
        }
        do {
            let suite = try SkillSuite(directory: directory.path, clock: clock, calendar: SkillTestEnvironment.utc)
            #expect(suite.lock.isLocked() && suite.lock.status().hasPassphrase)
            #expect(await say("how much did the baby eat today", to: suite).1 == [Self.lockedWithPassphrase])
            // A row no reader accepts: locked (never open by accident), and hark unlock writes a good one.
            try suite.store.write { db in try db.execute(sql: "UPDATE lock_state SET lockedByHand = 0, passphraseHash = 'garbage'") }
            #expect(suite.lock.isLocked())
            #expect(await say("how much did the baby eat today", to: suite).1 == [Self.locked])
            try suite.lock.unlock()
            #expect(!suite.lock.isLocked() && !suite.lock.status().hasPassphrase)
        }
    }
}

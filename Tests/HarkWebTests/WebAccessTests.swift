import Foundation
import GRDB
import HarkSkills
import HarkStore
@testable import HarkWeb
import Testing

/// Pairing and sessions over a real (in-memory) store and a clock the tests move.
@Suite struct WebAccessTests {
    let clock = ManualClock()
    let access: WebAccess

    init() throws {
        let suite = try SkillSuite(store: Store.inMemory(migrations: SkillSuite.migrations), clock: clock)
        access = WebAccess(store: suite.store, clock: clock)
    }

    @Test func theRightCodeOpensOneSessionAndIsUsedUp() throws {
        let made = try access.newPairingCode()
        #expect(made.code.count == 6 && made.code.allSatisfy(\.isNumber))
        guard case .paired(let token) = try access.pair(code: made.code, label: "phone") else {
            Issue.record("the printed code did not pair")
            return
        }
        #expect(try access.session(token: token)?.label == "phone")
        #expect(try access.pair(code: made.code, label: "again") == .noPendingCode, "a code works once")
        // Only the hash is stored: the token itself is nowhere in the table.
        let stored = try access.store.read { db in try String.fetchAll(db, sql: "SELECT tokenHash FROM web_session") }
        #expect(stored == [WebAccess.hash(token)] && !stored.contains(token))
        let codes = try access.store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM web_pairing_code") }
        #expect(codes == 0)
    }

    @Test func wrongCodesCountDownAndTheFifthVoidsTheCode() throws {
        let made = try access.newPairingCode()
        let wrong = made.code == "000000" ? "000001" : "000000"
        for left in (1...4).reversed() {
            #expect(try access.pair(code: wrong, label: "guess") == .wrongCode(triesLeft: left))
        }
        #expect(try access.pair(code: wrong, label: "guess") == .wrongCode(triesLeft: 0))
        #expect(try access.pair(code: made.code, label: "late") == .noPendingCode, "the right code no longer works")
    }

    @Test func aCodeExpiresAfterTenMinutesAndANewCodeReplacesTheOld() throws {
        let first = try access.newPairingCode()
        let second = try access.newPairingCode()
        if first.code != second.code {
            #expect(try access.pair(code: first.code, label: "old") == .wrongCode(triesLeft: WebAccess.allowedFailures - 1))
        }
        clock.advance(by: WebAccess.codeLifetime + 1)
        #expect(try access.pair(code: second.code, label: "late") == .noPendingCode)
    }

    @Test func revokingEndsEverySessionAndAnIdleSessionEnds() throws {
        var tokens: [String] = []
        for label in ["a", "b"] {
            let made = try access.newPairingCode()
            guard case .paired(let token) = try access.pair(code: made.code, label: label) else { Issue.record("no pairing"); return }
            tokens.append(token)
        }
        #expect(try access.sessions().count == 2)
        clock.advance(by: WebAccess.idleLifetime - 3600)
        #expect(try access.session(token: tokens[0]) != nil, "used within its lifetime: kept, and its last use updated")
        clock.advance(by: 7200)
        #expect(try access.session(token: tokens[0]) != nil)
        #expect(try access.session(token: tokens[1]) == nil, "unused for longer than its lifetime: ended")
        #expect(try access.revokeAll() == 1)
        #expect(try access.session(token: tokens[0]) == nil)
    }

    @Test func malformedAndUnknownTokensOpenNothing() throws {
        for token in ["", "x", String(repeating: "A", count: 43), String(repeating: "é", count: 43), "' OR 1=1 --"] {
            #expect(try access.session(token: token) == nil)
        }
    }

    @Test func theAntiForgeryTokenBelongsToItsSession() {
        let (a, b) = (WebAccess.newToken(), WebAccess.newToken())
        #expect(a != b && WebAccess.isWellFormedToken(a))
        #expect(WebAccess.isCSRFToken(WebAccess.csrfToken(for: a), for: a))
        #expect(!WebAccess.isCSRFToken(WebAccess.csrfToken(for: b), for: a))
        #expect(!WebAccess.isCSRFToken("", for: a))
    }

    @Test func theThrottleAdmitsTenAttemptsAMinute() {
        let throttle = PairingThrottle(limit: 10, window: .seconds(60))
        let start = ContinuousClock.now
        for second in 0..<10 { #expect(throttle.admit(now: start + .seconds(second)) == nil) }
        let wait = throttle.admit(now: start + .seconds(10))
        #expect(wait == .seconds(50), "the oldest attempt leaves the window in 50 s")
        #expect(throttle.admit(now: start + .seconds(60)) == nil)
    }

    @Test func daysThatDoNotExistAreRefused() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Amsterdam")!
        #expect(WebApp.day("2026-11-28", calendar: calendar) != nil)
        #expect(WebApp.day("2024-02-29", calendar: calendar) != nil)
        for text in ["2026-02-29", "2026-13-01", "2026-00-10", "2026-11-31", "26-11-28", "2026-11", "nope", "2026-11-28-1", "99999-01-01"] {
            #expect(WebApp.day(text, calendar: calendar) == nil, "\(text)")
        }
    }
}

/// The in-memory feed behind the Activity page.
@Suite struct ActivityFeedTests {
    @Test func keepsTheLastEventsNumberedInOrder() {
        let feed = ActivityFeed(capacity: 3)
        for word in ["one", "two", "three", "four", "five"] { feed.record(json: #"{"event":"heard","text":"\#(word)"}"#) }
        let kept = feed.entries()
        #expect(kept.map(\.number) == [3, 4, 5], "the oldest went once it was full")
        #expect(kept.last?.json.contains("five") == true)
        #expect(feed.entries(after: 4).map(\.number) == [5])
        #expect(feed.entries(after: 5).isEmpty)
    }

    @Test func anEntryIsOneJSONObjectWithTheEventInside() throws {
        let feed = ActivityFeed()
        feed.record(json: #"{"event":"say","text":"OK, \"quoted\"."}"#, at: Date(timeIntervalSince1970: 0))
        let entry = try #require(feed.entries().first)
        let object = try JSONSerialization.jsonObject(with: Data(WebApp.activityJSON(entry).utf8)) as? [String: Any]
        #expect(object?["number"] as? Int == 1 && object?["at"] as? String == "1970-01-01T00:00:00Z")
        #expect((object?["event"] as? [String: Any])?["text"] as? String == "OK, \"quoted\".")
        #expect(ActivityPage.row(entry).contains("OK, &quot;quoted&quot;."), "escaped on the page")
    }
}

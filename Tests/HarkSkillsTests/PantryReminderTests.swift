import Foundation
import HarkIntents
import HarkSkills
import HarkStore
import HarkTesting
import Testing

@Suite struct PantryReminderTests {
    /// Delivers what is due now through `fireDue`.
    func due(_ fixture: PantryFixture) async throws -> [FiredEvent] {
        let deliveries = Recorded<FiredEvent>()
        try await fixture.scheduler.fireDue { deliveries.append($0) }
        return deliveries.all
    }

    @Test func reminderRingsAtEightTheMorningBeforeExpiry() async throws {
        let fixture = try PantryFixture()
        _ = await fixture.say("put the milk in the fridge")
        fixture.clock.advance(to: PantryFixture.day("2027-01-21", hour: 8).addingTimeInterval(-1))
        #expect(try await due(fixture).isEmpty)
        fixture.clock.advance(by: 1)
        let fired = try await due(fixture)
        #expect(fired.map(\.event.kind) == ["pantry"])
        let first = try #require(fired.first)
        let alert = try #require(try await fixture.pantry.alert(for: first))
        #expect(alert.kind == "pantry")
        #expect(alert.title == "milk")
        #expect(alert.sound == .chime)
        #expect(alert.announcement == "The milk expires tomorrow.")
        for words in [["ok"], ["stop"]] {
            let response = try #require(alert.response(for: words))
            guard case .dismiss(let dialog) = try await response.handle() else { Issue.record("expected dismiss"); continue }
            #expect(dialog == nil)
        }
    }

    @Test func movingToTheFreezerMovesTheReminder() async throws {
        let fixture = try PantryFixture()
        _ = await fixture.say("put the chicken in the fridge")
        let chicken = try fixture.item("chicken")
        let old = try #require(try fixture.pantry.reminder(for: chicken))
        let oldID = try #require(old.id)
        #expect(old.fireAt == PantryFixture.day("2027-01-16", hour: 8))
        _ = await fixture.say("move the chicken to the freezer")
        #expect(try fixture.scheduler.event(id: oldID)?.state == .cancelled)
        #expect(try fixture.scheduler.pending(kind: "pantry").map(\.fireAt) == [PantryFixture.day("2027-10-11", hour: 8)])
        fixture.clock.advance(to: PantryFixture.day("2027-01-16", hour: 8))
        #expect(try await due(fixture).isEmpty)
        fixture.clock.advance(to: PantryFixture.day("2027-10-11", hour: 8))
        let fired = try #require(try await due(fixture).first)
        let alert = try #require(try await fixture.pantry.alert(for: fired))
        #expect(alert.announcement == "The chicken expires tomorrow.")
    }

    @Test func anItemPutAwayAfterTheDayBeforesReminderIsRemindedOnTheExpiryMorning() async throws {
        let fixture = try PantryFixture()
        fixture.clock.advance(to: PantryFixture.day("2027-01-15", hour: 17).addingTimeInterval(300))
        let item = try fixture.pantry.add("fish", storage: .fridge)
        #expect(item.expiresAt == PantryFixture.day("2027-01-16"))
        #expect(try fixture.pantry.reminder(for: item)?.fireAt == PantryFixture.day("2027-01-16", hour: 8))
        fixture.clock.advance(to: PantryFixture.day("2027-01-16", hour: 8))
        let fired = try #require(try await due(fixture).first)
        #expect(try await fixture.pantry.alert(for: fired)?.announcement == "The fish expires today.")
    }

    @Test func anItemExpiringTodayAfterTheReminderHourGetsNoReminder() throws {
        let fixture = try PantryFixture()
        let item = try fixture.pantry.add("milk", storage: .fridge, expiresAt: PantryFixture.day("2027-01-15"))
        #expect(try fixture.pantry.reminder(for: item) == nil)
        #expect(fixture.pantry.reminderDate(forExpiry: PantryFixture.day("2027-01-17")) == PantryFixture.day("2027-01-16", hour: 8))
    }

    @Test func aStoredReminderStillRingsAfterTheReminderHourChanges() async throws {
        let fixture = try PantryFixture()
        try fixture.pantry.add("milk", storage: .fridge)
        var settings = SkillSettings()
        settings.pantryReminderHour = 9
        let changedHour = Pantry(store: fixture.store, scheduler: fixture.scheduler, clock: fixture.clock,
                                 calendar: fixture.calendar, settings: settings)
        var elsewhere = fixture.calendar
        elsewhere.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let changedZone = Pantry(store: fixture.store, scheduler: fixture.scheduler, clock: fixture.clock,
                                 calendar: elsewhere, settings: SkillSettings())
        fixture.clock.advance(to: PantryFixture.day("2027-01-21", hour: 8))
        let fired = try #require(try await due(fixture).first)
        #expect(try await changedHour.alert(for: fired)?.announcement == "The milk expires tomorrow.")
        #expect(try await changedZone.alert(for: fired) != nil)
    }

    @Test func aReplacedReminderStaysSilent() async throws {
        let fixture = try PantryFixture()
        _ = await fixture.say("put the chicken in the fridge")
        let old = try #require(try fixture.pantry.reminder(for: try fixture.item("chicken")))
        _ = await fixture.say("move the chicken to the freezer")
        #expect(try await fixture.pantry.alert(for: FiredEvent(event: old, missed: false)) == nil)
        let new = try #require(try fixture.pantry.reminder(for: try fixture.item("chicken")))
        #expect(try await fixture.pantry.alert(for: FiredEvent(event: new, missed: false)) != nil)
    }

    @Test func theReminderHourComesFromTheSettings() throws {
        var settings = SkillSettings()
        settings.pantryReminderHour = 7
        let fixture = try PantryFixture(settings: settings)
        let item = try fixture.pantry.add("eggs")
        #expect(item.storage == .fridge)
        #expect(try fixture.pantry.reminder(for: item)?.fireAt == PantryFixture.day("2027-02-18", hour: 7))
    }

    @Test func staleRemindersStaySilent() async throws {
        let fixture = try PantryFixture()
        let item = try fixture.pantry.add("milk", storage: .fridge)
        let reminder = try #require(try fixture.pantry.reminder(for: item))
        try fixture.pantry.markUsed(id: item.id)
        #expect(try await fixture.pantry.alert(for: FiredEvent(event: reminder, missed: false)) == nil)
        let other = ScheduledEvent(kind: "alarm", title: "x", fireAt: reminder.fireAt, payload: reminder.payload, createdAt: reminder.createdAt)
        #expect(try await fixture.pantry.alert(for: FiredEvent(event: other, missed: false)) == nil)
    }

    @Test func removingAnItemCancelsItsReminder() throws {
        let fixture = try PantryFixture()
        let item = try fixture.pantry.add("milk", storage: .fridge)
        try fixture.pantry.remove(id: item.id)
        #expect(try fixture.pantry.items(includingUsed: true).isEmpty)
        #expect(try fixture.scheduler.pending(kind: "pantry").isEmpty)
    }

    @Test func aRunningSchedulerWakesForANewReminder() async throws {
        let fixture = try PantryFixture()
        let deliveries = Recorded<FiredEvent>()
        let task = Task { try await fixture.scheduler.run { deliveries.append($0) } }
        // Nothing is pending: the loop waits for a change only, with no clock sleeper.
        try await Task.sleep(for: .milliseconds(20))
        #expect(fixture.clock.sleeperCount == 0)
        try fixture.pantry.add("chicken", storage: .fridge)
        await Eventually.wait { fixture.clock.sleeperCount == 1 }
        #expect(fixture.clock.sleeperCount == 1)
        fixture.clock.advance(to: PantryFixture.day("2027-01-16", hour: 8))
        await Eventually.wait { deliveries.all.count == 1 }
        task.cancel()
        _ = await task.result
        #expect(deliveries.all.map(\.event.title) == ["chicken"])
    }
}

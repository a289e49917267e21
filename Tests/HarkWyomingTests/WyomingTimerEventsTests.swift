import Foundation
import HarkAssistant
import HarkIntents
import HarkSkills
import HarkStore
import HarkTesting
import Synchronization
import Testing
@testable import HarkWyoming

/// Timer events to subscribers come from each handled command, not only from the watch's
/// look a few times a second: two changes made between two looks are two events.
@Suite struct WyomingTimerEventsTests {
    @Test func eachHandledCommandsTimerChangeIsItsOwnEventWhateverTheWatchsPace() async throws {
        let store = try Store.inMemory(migrations: Scheduler.migrations + AlarmClock.migrations)
        let alarms = AlarmClock(scheduler: Scheduler(store: store, clock: ManualClock(start: Date(timeIntervalSince1970: 1_800_000_000))))
        let registry = try SkillRegistry(skills: [AlarmSkill(), TimerSkill()])
        registry.register(dependency: alarms)
        let hub = WyomingHub(registry: registry, settings: AssistantSettings())
        let events = Mutex<[WyomingEvent]>([])
        await hub.subscribe(UUID()) { event in events.withLock { $0.append(event) } }
        let conversations = Task { await hub.runConversations() }
        // The watch looks once now, then not for an hour: what follows is told by the commands.
        let watch = Task { await hub.watchTimers(alarms, every: .seconds(3600)) }
        defer {
            conversations.cancel()
            watch.cancel()
        }
        for command in ["set a pizza timer for ten minutes", "pause the pizza timer", "resume the pizza timer",
                        "add five minutes to the pizza timer", "cancel the pizza timer"] {
            _ = await hub.handle(command, conversationID: nil)
        }
        // The last command's event is told as its conversation ends, just after its reply.
        for _ in 0..<300 where events.withLock({ $0.count }) < 5 { try await Task.sleep(for: .milliseconds(100)) }
        let types = events.withLock { $0.map(\.type) }
        #expect(types == ["timer-started", "timer-updated", "timer-updated", "timer-updated", "timer-cancelled"])
        await hub.close()
    }
}

public import HarkIntents

/// Alarms and timers: set, list, cancel and move alarms; set and cancel timers.
///
/// Register an `AlarmClock` as a dependency (`registry.register(dependency: alarms)`).
public struct AlarmSkill: Skill {
    /// The skill's name.
    public let name = "Alarms and timers"

    /// Creates the skill.
    public init() {}

    /// The alarm shortcuts.
    public var shortcuts: [AppShortcut] {
        [
            AppShortcut(intent: SetAlarm.self, phrases: [
                "set (an | the | my) alarm (for | at) {time} [{day}]",
                "set (an | the | my) alarm for {day} at {time}",
                "set an alarm",
            ]),
            AppShortcut(intent: WakeMeUp.self, phrases: [
                "wake me [up] at {time} [{day}]", "wake me [up] {day} at {time}",
            ]),
            AppShortcut(intent: SetTimer.self, phrases: [
                "set a timer for {duration}", "(set | start) a {duration} timer", "start a timer for {duration}",
                "(set | start) a timer",
            ]),
            AppShortcut(intent: ListAlarms.self, phrases: [
                "what alarms do i have", "what alarms are set", "(list | read) my alarms", "do i have any alarms",
            ]),
            AppShortcut(intent: CancelAlarm.self, phrases: [
                "(cancel | delete | turn off) the {time} alarm",
                "(cancel | delete | turn off) [my | the] alarm (at | for) {time}",
                "(cancel | delete | turn off) (my | the) alarm",
            ]),
            AppShortcut(intent: CancelTimer.self, phrases: [
                "(cancel | stop | delete) (my | the) timer",
            ]),
            AppShortcut(intent: MoveAlarm.self, phrases: [
                "(move | change) (my | the) alarm to {time}", "(move | change) (my | the) alarm",
            ]),
        ]
    }
}

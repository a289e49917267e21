public import HarkIntents

/// What help looks at to pick its examples: the hour and what is running.
public struct HelpSituation: Sendable, Equatable {
    /// The hour of day, 0–23, in the user's calendar.
    public var hour: Int
    /// Whether a feeding has started and not finished.
    public var feedingRunning = false
    /// Timers counting down.
    public var timersRunning = 0
    /// Fake calls waiting to ring.
    public var callsWaiting = 0
    /// Foods expired or expiring within three days.
    public var foodExpiring = 0
    /// Minutes after midnight (the start of `hour` unless set).
    public var minuteOfDay: Int

    /// Now as relevance declarations read it (``ShortcutRelevance``).
    public var moment: RelevanceMoment {
        var situations: Set<RelevanceSituation> = []
        if feedingRunning { situations.insert(.feedingRunning) }
        if timersRunning > 0 { situations.insert(.timerRunning) }
        if callsWaiting > 0 { situations.insert(.callWaiting) }
        if foodExpiring > 0 { situations.insert(.foodExpiring) }
        return RelevanceMoment(minuteOfDay: minuteOfDay, situations: situations)
    }

    /// A situation at `hour` with nothing running.
    public init(hour: Int, feedingRunning: Bool = false, timersRunning: Int = 0, callsWaiting: Int = 0, foodExpiring: Int = 0) {
        self.hour = hour
        self.feedingRunning = feedingRunning
        self.timersRunning = timersRunning
        self.callsWaiting = callsWaiting
        self.foodExpiring = foodExpiring
        minuteOfDay = hour * 60
    }

    /// Sentences worth saying now, most useful first: what ends or checks what is running,
    /// then what suits the hour (a night feed, breakfast, dinner). Help says those the
    /// registry understands, so a sentence no skill knows is never suggested.
    public var candidates: [String] {
        var sentences: [String] = []
        if feedingRunning { sentences += ["finish feeding", "when did the baby last eat"] }
        if timersRunning > 0 { sentences += ["how much time is left", "cancel the timer"] }
        if callsWaiting > 0 { sentences += ["cancel the fake call"] }
        if foodExpiring > 0 { sentences += ["what's expiring", "what can I cook"] }
        switch hour {
        case 22..<24, 0..<6:
            if !feedingRunning { sentences += ["start feeding", "when did the baby last eat"] }
            sentences += ["wake me up at six thirty"]
        case 6..<11:
            sentences += ["what can I make for breakfast", "what alarms do I have", "when is the next feeding"]
        case 11..<14:
            sentences += ["what can I make for lunch", "set a timer for ten minutes"]
        case 17..<22:
            sentences += ["what can I cook for dinner", "set a timer for twenty minutes", "what's in the fridge"]
        default:
            sentences += ["set a timer for ten minutes", "what's in the fridge", "call me in five minutes"]
        }
        var seen = Set<String>()
        return sentences.filter { seen.insert($0).inserted }
    }
}

public import HarkStore

extension AlarmClock {
    /// The pending next-feeding reminders (the feeding log's scheduler kind), soonest first:
    /// `hark alarms` and "what alarms do I have" list them beside the alarms.
    public func feedingReminders() throws(StoreError) -> [ScheduledEvent] {
        try scheduler.pending(kind: FeedingLog.alarmKind)
    }

    /// "The next feeding reminder is at 5:23 PM.", or nil when none is set.
    func feedingReminderSentence() throws(StoreError) -> String? {
        try feedingReminders().first.map { "The next feeding reminder is at \(spokenMoment($0.fireAt))." }
    }
}

extension AlarmClock {
    /// Cancels what `hark alarms` lists under `id`: a pending alarm, a running timer or the
    /// next-feeding reminder. False when nothing of those is pending with that id.
    @discardableResult
    public func cancelListed(id: Int64) throws(StoreError) -> Bool {
        try cancel(id: id) { Self.owns($0) || $0.kind == FeedingLog.alarmKind }
    }
}

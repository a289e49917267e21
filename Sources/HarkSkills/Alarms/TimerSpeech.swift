import HarkIntents

/// How timers are spoken: what is left ("4 minutes and 10 seconds", "12 minutes"),
/// and one sentence on each timer for "how much time is left".
enum TimerSpeech {
    /// Time left, as a glance at a kitchen timer reads it: with seconds under ten minutes
    /// ("4 minutes and 10 seconds", "40 seconds"), whole minutes shown above ("12 minutes" for 12:40,
    /// "1 hour and 5 minutes").
    static func left(_ seconds: Int) -> String {
        if seconds < 600 { return SpokenDuration(seconds: max(seconds, 0)).spokenText }
        return SpokenDuration(minutes: seconds / 60).spokenText
    }

    /// "Your pizza timer has 4 minutes left.", "Your 10 minute timer is paused with 9 minutes left."
    static func status(of countdown: Countdown) -> String {
        let left = left(countdown.remaining)
        return countdown.isPaused
            ? "Your \(countdown.title) is paused with \(left) left."
            : "Your \(countdown.title) has \(left) left."
    }

    /// "the pizza timer with 4 minutes left", "the 10 minute timer, paused with 9 minutes left".
    static func item(_ countdown: Countdown) -> String {
        let left = left(countdown.remaining)
        return countdown.isPaused ? "the \(countdown.title), paused with \(left) left" : "the \(countdown.title) with \(left) left"
    }

    /// Every timer: one sentence for one, a list for several.
    static func summary(of countdowns: [Countdown]) -> String {
        guard countdowns.count > 1 else { return countdowns.first.map(status(of:)) ?? "You have no timers." }
        return "You have \(countdowns.count) timers: \(AlarmClock.list(countdowns.map(item)))."
    }
}

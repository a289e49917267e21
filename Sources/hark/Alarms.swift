import ArgumentParser
import Foundation
import HarkIntents
import HarkSkills
import HarkStore

extension Hark {
    /// `hark alarms [list | add TIME [--title T] | delete ID] [--json]`.
    struct Alarms: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List, add or delete alarms and timers.",
            subcommands: [List.self, Add.self, Delete.self],
            defaultSubcommand: List.self)

        /// Opens the alarm clock in the configured data directory, with the config's settings.
        static func clock(_ data: DataOptions) throws -> AlarmClock {
            try data.suite().alarms
        }
    }
}

extension Hark.Alarms {
    /// Lists pending alarms and timers.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List pending alarms, timers and the feeding reminder, soonest first.")

        @OptionGroup var data: DataOptions

        @Flag(help: "Print one JSON object per alarm or timer.")
        var json = false

        func run() async throws {
            let clock = try Hark.Alarms.clock(data)
            let events = try (clock.alarms() + clock.timers() + clock.feedingReminders()).sorted { ($0.fireAt, $0.id ?? 0) < ($1.fireAt, $1.id ?? 0) }
            let paused = try clock.countdowns().filter(\.isPaused)
            if json {
                events.forEach { print(JSONLine.encode(AlarmLine($0))) }
                paused.forEach { print(JSONLine.encode(AlarmLine(paused: $0))) }
            } else if events.isEmpty && paused.isEmpty {
                print("No alarms or timers.")
            } else {
                events.forEach { print(Self.line($0)) }
                paused.forEach { print(Self.line(paused: $0)) }
            }
        }

        /// "paused  timer  4 minutes 10 seconds left  pizza timer": no id, since `delete` takes
        /// scheduled events (cancel a paused timer by voice: "cancel the pizza timer").
        static func line(paused countdown: Countdown) -> String {
            ["paused", AlarmClock.timerKind, "\(SpokenDuration(seconds: countdown.remaining).spokenText) left", countdown.title]
                .joined(separator: "  ")
        }

        /// "5  alarm  Sat 2027-01-16 07:30  Wake up".
        static func line(_ event: ScheduledEvent) -> String {
            ["\(event.id ?? 0)", event.kind, RecordFormats.weekdayTimeText(event.fireAt), event.title].joined(separator: "  ")
        }
    }

    /// Adds an alarm at the next occurrence of a time.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add an alarm at the next occurrence of a time.")

        @OptionGroup var data: DataOptions

        @Argument(help: "The time, e.g. 07:30, 19:30 or \"7:30 pm\".")
        var time: String

        @Option(help: "What the alarm says when it rings.")
        var title: String = AlarmClock.defaultTitle

        @Flag(help: "Print the alarm as JSON.")
        var json = false

        func run() async throws {
            guard let time = TimeOfDay.parse(time) else {
                throw CLIError("'\(self.time)' is not a time; write it like 07:30, 19:30 or \"7:30 pm\".")
            }
            let title = StoredName.oneLine(title)
            guard !title.isEmpty else { throw CLIError("The title is empty; leave out --title for a plain alarm.") }
            if let problem = AlarmClock.titleProblem(title) { throw CLIError(problem) }
            let clock = try Hark.Alarms.clock(data)
            let date = time.nextDate(after: clock.clock.now, calendar: clock.calendar)
            if try clock.duplicate(at: date, title: title) != nil {
                throw CLIError("You already have an alarm at \(clock.spokenMoment(date)).")
            }
            let alarm = try clock.setAlarm(at: date, title: title)
            print(json ? JSONLine.encode(AlarmLine(alarm))
                       : "Alarm \(alarm.id ?? 0) set for \(clock.spokenMoment(alarm.fireAt)).")
        }
    }

    /// Deletes (cancels) an alarm or timer.
    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete a pending alarm or timer.")

        @OptionGroup var data: DataOptions

        @Argument(help: "The alarm's id (see hark alarms).")
        var id: Int64

        @Flag(help: "Print the result as JSON.")
        var json = false

        func run() async throws {
            guard try Hark.Alarms.clock(data).cancel(id: id) else {
                throw CLIError("There is no pending alarm or timer with id \(id); list them with hark alarms.")
            }
            print(json ? JSONLine.encode(["deleted": id]) : "Deleted alarm \(id).")
        }
    }
}

/// One alarm or timer as JSON; a paused timer has no id or time, but the seconds it has left.
struct AlarmLine: Encodable {
    let id: Int64?
    let kind: String
    let title: String
    let fireAt: String?
    let pausedSecondsLeft: Int?

    init(_ event: ScheduledEvent) {
        id = event.id ?? 0
        kind = event.kind
        title = event.title
        fireAt = RecordFormats.timestamp(event.fireAt)
        pausedSecondsLeft = nil
    }

    init(paused countdown: Countdown) {
        id = nil
        kind = AlarmClock.timerKind
        title = countdown.title
        fireAt = nil
        pausedSecondsLeft = countdown.remaining
    }
}

/// Every table the record commands open the store with. Opening with fewer
/// migrations than the file has applied is refused as "from a newer Hark", so
/// every skill's migrations belong here, and every command that opens the store
/// must use this same list.


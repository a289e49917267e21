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

        /// "p2  paused timer  4 minutes 10 seconds left  pizza timer": `p` and the paused
        /// timer's own id, which `hark alarms delete p2` takes.
        static func line(paused countdown: Countdown) -> String {
            ["\(Delete.pausedPrefix)\(countdown.pausedID ?? 0)", "paused \(AlarmClock.timerKind)",
             "\(SpokenDuration(seconds: countdown.remaining).spokenText) left", countdown.title]
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

    /// Deletes (cancels) an alarm, a timer (running or paused) or the feeding reminder.
    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete a pending alarm, a timer (running or paused) or the feeding reminder.")

        /// What the id of a paused timer starts with in `hark alarms`.
        static let pausedPrefix = "p"

        @OptionGroup var data: DataOptions

        @Argument(help: "The id `hark alarms` lists: a number, or p and a number for a paused timer.")
        var id: String

        @Flag(help: "Print the result as JSON.")
        var json = false

        func run() async throws {
            let text = id.trimmingCharacters(in: .whitespaces).lowercased()
            let paused = text.hasPrefix(Self.pausedPrefix)
            guard let number = Int64(paused ? String(text.dropFirst(Self.pausedPrefix.count)) : text), number > 0 else {
                throw CLIError("'\(id)' is not an id; use a number `hark alarms` lists, or p and a number for a paused timer (p2).")
            }
            let clock = try Hark.Alarms.clock(data)
            if paused {
                guard try clock.cancelPaused(id: number) else {
                    throw CLIError("There is no paused timer with id \(Self.pausedPrefix)\(number); list them with hark alarms.")
                }
                print(json ? JSONLine.encode(["deletedPaused": number]) : "Deleted paused timer \(Self.pausedPrefix)\(number).")
            } else {
                guard try clock.cancelListed(id: number) else {
                    throw CLIError("There is no pending alarm, timer or feeding reminder with id \(number); list them with hark alarms.")
                }
                print(json ? JSONLine.encode(["deleted": number]) : "Deleted alarm \(number).")
            }
        }
    }
}

/// One alarm or timer as JSON; a paused timer has no id or time, but the seconds it has
/// left and its own id (`pausedId`, which `hark alarms delete p<pausedId>` takes).
struct AlarmLine: Encodable {
    let id: Int64?
    let kind: String
    let title: String
    let fireAt: String?
    let pausedSecondsLeft: Int?
    let pausedId: Int64?

    init(_ event: ScheduledEvent) {
        id = event.id ?? 0
        kind = event.kind
        title = event.title
        fireAt = RecordFormats.timestamp(event.fireAt)
        pausedSecondsLeft = nil
        pausedId = nil
    }

    init(paused countdown: Countdown) {
        id = nil
        kind = AlarmClock.timerKind
        title = countdown.title
        fireAt = nil
        pausedSecondsLeft = countdown.remaining
        pausedId = countdown.pausedID
    }
}

/// Every table the record commands open the store with. Opening with fewer
/// migrations than the file has applied is refused as "from a newer Hark", so
/// every skill's migrations belong here, and every command that opens the store
/// must use this same list.


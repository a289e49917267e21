import Foundation
import HarkIntents
import HarkStore

/// One pending alarm offered in a "which one?" question. Never said in a
/// command phrase: intents fill it with `requestDisambiguation(among:)`.
///
/// `spokenText` is in words ("six thirty a.m. tomorrow") because the
/// follow-up grammar is built from it; the question itself is asked with
/// digits for eSpeak ("Which alarm: 6:30 AM tomorrow or 7 PM today?").
struct AlarmChoice: ParameterValue, Hashable {
    /// The scheduler event id.
    var id: Int64
    /// "6:30 AM tomorrow".
    var text: String
    /// "six thirty a.m. tomorrow".
    var words: String

    static var typeName: String { "alarm" }
    static func spokenForm() async throws -> SpokenForm { .options([]) }
    static func resolve(words: [String]) async throws -> ParameterResolution<AlarmChoice> {
        .unsupported("Please say which alarm.")
    }
    var jsonValue: JSONValue { .int(Int(id)) }
    var spokenText: String { words }
}

extension AlarmClock {
    /// The choices for pending events.
    func choices(_ events: [ScheduledEvent]) -> [AlarmChoice] {
        let now = clock.now
        return events.compactMap { event in
            event.id.map {
                AlarmChoice(id: $0, text: describe(event),
                            words: AlarmSpeech.momentWords(event.fireAt, now: now, calendar: calendar))
            }
        }
    }

    /// "6:30 AM tomorrow" for an alarm, "the 20 minute timer ending at 2:20 PM today" for a timer.
    func describe(_ event: ScheduledEvent) -> String {
        event.kind == Self.timerKind
            ? "the \(event.title) ending at \(spokenMoment(event.fireAt))"
            : spokenMoment(event.fireAt)
    }

    /// Asks which of several alarms or timers the user means (no question for one).
    func pick(_ events: [ScheduledEvent], with parameter: Parameter<AlarmChoice?>, noun: String) async throws -> ScheduledEvent {
        guard events.count > 1 else { return events[0] }
        let options = choices(events)
        let question = "Which \(noun): \(Self.list(options.map(\.text), conjunction: "or"))?"
        guard let choice = try await parameter.requestDisambiguation(among: options.map(Optional.some), dialog: IntentDialog(question)),
              let event = events.first(where: { $0.id == choice.id }) else {
            throw IntentError("Sorry, I couldn't find that \(noun).")
        }
        return event
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String], conjunction: String = "and") -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }
}

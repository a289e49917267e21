import Foundation
import HarkIntents
import HarkStore

/// One timer offered in a "which timer?" question. Never said in a command phrase:
/// intents fill it with `requestDisambiguation(among:)`.
///
/// `words` is what the follow-up grammar hears ("pizza timer", "ten minute timer");
/// the question is asked with `text` ("Which timer: the pizza timer or the 10 minute timer?").
struct TimerChoice: ParameterValue, Hashable {
    /// Its position among the timers offered.
    var index: Int
    /// "the pizza timer", "the 10 minute timer ending at 2:20 PM".
    var text: String
    /// "pizza timer", "ten minute timer ending at two twenty p.m.".
    var words: String

    static var typeName: String { "timer" }
    static func spokenForm() async throws -> SpokenForm { .options([]) }
    static func resolve(words: [String]) async throws -> ParameterResolution<TimerChoice> {
        .unsupported("Please say which timer.")
    }
    var jsonValue: JSONValue { .int(index) }
    var spokenText: String { words }
}

extension AlarmClock {
    /// The choices for several timers. Two with the same title are told apart by when
    /// they end (or that one is paused).
    func timerChoices(_ countdowns: [Countdown]) -> [TimerChoice] {
        let titles = countdowns.map(\.title)
        return countdowns.enumerated().map { index, countdown in
            var text = "the " + countdown.title
            var words = Self.words(ofTitle: countdown.title)
            if titles.filter({ $0 == countdown.title }).count > 1 {
                if let end = countdown.endsAt {
                    text += " ending at " + AlarmSpeech.time(end, calendar: calendar)
                    words += " ending at " + AlarmSpeech.timeOfDay(end, calendar: calendar).spokenWords
                } else {
                    text += " that is paused"
                    words = "paused " + words
                }
            }
            return TimerChoice(index: index, text: text, words: words)
        }
    }

    /// Asks which of several timers the user means (no question for one).
    func pick(_ countdowns: [Countdown], with parameter: Parameter<TimerChoice?>) async throws -> Countdown {
        guard countdowns.count > 1 else { return countdowns[0] }
        let options = timerChoices(countdowns)
        let question = "Which timer: \(Self.list(options.map(\.text), conjunction: "or"))?"
        guard let choice = try await parameter.requestDisambiguation(among: options.map(Optional.some), dialog: IntentDialog(question)),
              countdowns.indices.contains(choice.index) else {
            throw IntentError("Sorry, I couldn't find that timer.")
        }
        return countdowns[choice.index]
    }

    /// The timers a command means: those with the name and length said, or every timer.
    /// Says so when there is none ("You have no pizza timer.").
    func countdowns(meaning name: TimerName?, length: SpokenDuration?) throws -> [Countdown] {
        let all = try countdowns()
        guard !all.isEmpty else { throw IntentError("You have no timers.") }
        let fitting = all.filter { $0.matches(name: name, length: length?.seconds) }
        guard !fitting.isEmpty else { throw IntentError("You have no \(Self.describe(name: name, length: length)).") }
        return fitting
    }

    /// "pizza timer", "10 minute timer", "10 minute pizza timer".
    static func describe(name: TimerName?, length: SpokenDuration?) -> String {
        let named = name?.timerTitle ?? "timer"
        guard let length else { return named }
        guard let name else { return timerName(seconds: length.seconds) }
        return timerName(seconds: length.seconds).replacingOccurrences(of: "timer", with: name.timerTitle)
    }

    /// A timer's title in words the recognizer hears: "10 minute timer" → "ten minute timer".
    static func words(ofTitle title: String) -> String {
        SpokenWords.tokenize(title).map { word in
            Int(word).map { SpokenNumber(Double($0)).spokenWords } ?? word
        }.joined(separator: " ")
    }
}

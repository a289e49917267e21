import Foundation
import HarkIntents
import HarkStore

/// The day a feeding summary covers: today or yesterday.
enum FeedingDay: String, AppEnum {
    case today, yesterday

    static let typeDisplayName = "Day"
    static let caseDisplayRepresentations: [FeedingDay: DisplayRepresentation] = [
        .today: DisplayRepresentation(title: "today", synonyms: ["so far today"]),
        .yesterday: "yesterday",
    ]
}

/// "how much did the baby eat today", "how many feedings yesterday": the day's count,
/// total amount and time spent feeding.
struct FeedingSummary: AppIntent {
    static let title = "Feeding summary"
    static let effect = IntentEffect.reads  // i11: what it does, for confirming doubtful hearings
    static let authenticationPolicy = IntentAuthenticationPolicy.requiresAuthentication  // private, or changes access
    static let description = "Says how many feedings there were today or yesterday and how much the baby drank."
    @Dependency var log: FeedingLog
    @Parameter(title: "Day")
    var day: FeedingDay?

    func perform() async throws -> IntentResult {
        let which = day ?? .today
        let date = which == .today ? log.clock.now : log.clock.now.addingTimeInterval(-86_400)
        let summary = try log.summary(on: date)
        let name = log.babyWord
        guard summary.count > 0 else {
            return .result(dialog: which == .today ? "No feedings yet today." : "No feedings were logged yesterday.")
        }
        let feedings = summary.count == 1 ? "1 feeding" : "\(summary.count) feedings"
        let opening = which == .today ? "So far today \(name) had \(feedings)" : "Yesterday \(name) had \(feedings)"
        var parts: [String] = []
        if summary.withAmount > 0 {
            let total = summary.unit.spoken(milliliters: summary.totalMl)
            parts.append(summary.withAmount == summary.count ? "\(total) in all" : "\(total) logged")
        }
        if summary.minutes > 0 { parts.append("\(AlarmSpeech.minutes(Double(summary.minutes))) of feeding") }
        let tail = parts.isEmpty ? "" : ", " + parts.joined(separator: " and ")
        return .result(dialog: IntentDialog("\(opening)\(tail)."))
    }
}

extension FeedingLog {
    /// The baby as replies name it: the configured name, or "the baby".
    var babyWord: String {
        guard let name = settings.babyName?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return "the baby" }
        return name
    }
}

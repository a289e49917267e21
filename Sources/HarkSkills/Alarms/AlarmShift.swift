import Foundation
import HarkIntents

/// Which way an alarm moves by a length: "an hour later", "push it back ten minutes"
/// (later), "bring it forward", "fifteen minutes earlier" (earlier).
enum AlarmShift: String, AppEnum {
    case later, earlier

    static let typeDisplayName = "Direction"
    static let caseDisplayRepresentations: [AlarmShift: DisplayRepresentation] = [
        .later: DisplayRepresentation(title: "later", synonyms: ["back"]),
        .earlier: DisplayRepresentation(title: "earlier", synonyms: ["forward", "sooner"]),
    ]

    /// `length` signed: ahead for later, back for earlier, in seconds.
    private func offset(_ length: SpokenDuration) -> TimeInterval {
        self == .later ? length.timeInterval : -length.timeInterval
    }

    /// `fireAt` moved by `length` this way; an error naming `noun` ("alarm", "feeding alarm")
    /// when that moment has already passed.
    func moving(_ fireAt: Date, by length: SpokenDuration, now: Date, noun: String) throws -> Date {
        let date = fireAt.addingTimeInterval(offset(length))
        guard date > now else { throw IntentError("That is already past. Say move the \(noun) to a time instead.") }
        return date
    }
}

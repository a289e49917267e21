import Foundation
public import HarkIntents
public import HarkStore

extension Pantry: AlertSource {
    /// What the user can say to stop a pantry reminder.
    public static let dismissPhrases = ["ok", "okay", "stop", "thanks", "thank you", "got it"]

    /// The expiry reminder: a chime and "The milk expires tomorrow.", dismissed by "ok" or "stop".
    ///
    /// Nil for other kinds, and for reminders that no longer apply: the item was used,
    /// removed, or moved (its newer reminder rings instead). A reminder stored before the
    /// reminder hour or time zone changed still rings: it is the item's latest.
    public func alert(for fired: FiredEvent) async throws -> Alert? {
        guard fired.event.kind == Self.kind,
              let id = fired.event.payload["item"].flatMap({ Int64($0) }),
              let item = try item(id: id), item.usedAt == nil,
              try isLatestReminder(fired.event, forItem: id) else { return nil }
        let announcement = warning(for: item)
            ?? "The \(item.name) \(PantryWording.verb("expires", item.name)) in \(PantryWording.days(daysLeft(item)))."
        let dismiss = AlertResponse(phrases: Self.dismissPhrases) { .dismiss(nil) }
        return Alert(kind: Self.kind, title: item.name, announcement: IntentDialog(announcement), sound: .chime,
                     repeatInterval: 20, timeout: 60, responses: [dismiss])
    }
}

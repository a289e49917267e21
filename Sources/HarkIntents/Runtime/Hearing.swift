import Foundation

/// How surely a command's words are the ones the person said.
///
/// Typed text is sure. A spoken command is doubtful when its words fit the audio
/// only marginally (well enough not to be refused, not well enough to act on): a
/// sentence outside the grammar is snapped onto the nearest phrase, and acting on
/// that phrase would be a wrong action. The lifecycle then confirms an intent that
/// changes something before performing it; an intent that only reads answers as usual.
public enum Hearing: Sendable, Equatable {
    /// The words are what was said (typed, or heard with a good fit).
    case sure
    /// The words may not be what was said; `reason` says why, for logs and events.
    case doubtful(reason: String)

    /// Whether performing `intent` must be confirmed first.
    public func needsConfirmation(of intent: IntentDescriptor) -> Bool {
        guard case .doubtful = self else { return false }
        return intent.effect.changesSomething
    }

    /// Why the hearing is doubtful, nil when it is sure.
    public var reason: String? {
        if case .doubtful(let reason) = self { return reason }
        return nil
    }
}

extension IntentDescriptor {
    /// The question asked before performing this intent on a doubtful hearing ("Finish feeding?").
    public var confirmationDialog: IntentDialog {
        let trimmed = title.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ".?!"))
        return IntentDialog("\(trimmed)?")
    }
}

public import HarkIntents
public import HarkStore

/// A store failure inside an intent is spoken: an out-of-range refusal as its one
/// sentence ("A date must be from 2000 to 2099."), any other failure after
/// "Sorry, that didn't work:", as the intent runner says of unknown errors.
extension StoreError: SpokenError {
    /// What Hark says about it.
    public var dialog: IntentDialog {
        if code == .outOfRange { return IntentDialog(message) }
        let sentence = message.hasSuffix(".") ? String(message.dropLast()) : message
        return IntentDialog("Sorry, that didn't work: \(sentence).")
    }
}

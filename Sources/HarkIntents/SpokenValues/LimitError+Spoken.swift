public import HarkLimits

/// A value out of range, thrown from `perform()` or a skill's service, is spoken as
/// its one sentence ("A timer must be from 1 second to 24 hours.").
extension LimitError: SpokenError {
    /// The limit's sentence, to be spoken.
    public var dialog: IntentDialog { IntentDialog(message) }
}

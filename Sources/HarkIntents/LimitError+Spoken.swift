public import HarkLimits

/// A value out of range, thrown from `perform()` or a skill's service, is spoken as
/// its one sentence ("A timer must be from 1 second to 24 hours.").
extension LimitError: SpokenError {
    /// The limit's sentence, to be spoken.
    public var dialog: IntentDialog { IntentDialog(message) }
}

extension Limit {
    /// A parameter validator: nil for a usable value, else the limit's sentence, spoken
    /// before Hark asks again (`@Parameter(…, validate: Limits.feedingAmountMl.validator)`).
    public var validator: @Sendable (Value) -> IntentDialog? {
        { [self] value in contains(value) ? nil : IntentDialog(refusal) }
    }
}

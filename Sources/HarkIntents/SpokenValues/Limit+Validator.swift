public import HarkLimits

extension Limit {
    /// A parameter validator: nil for a usable value, else the limit's sentence, spoken
    /// before Hark asks again (`@Parameter(…, validate: Limits.feedingAmountMl.validator)`).
    public var validator: @Sendable (Value) -> IntentDialog? {
        { [self] value in contains(value) ? nil : IntentDialog(refusal) }
    }
}

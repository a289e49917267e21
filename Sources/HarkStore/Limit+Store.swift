public import HarkLimits

extension Limit {
    /// Returns `value` when usable; otherwise throws the store's `.outOfRange` error
    /// carrying the limit's sentence, for code about to write it.
    @discardableResult
    public func checkStored(_ value: Value) throws(StoreError) -> Value {
        guard contains(value) else { throw StoreError(LimitError(name: name, message: refusal)) }
        return value
    }
}

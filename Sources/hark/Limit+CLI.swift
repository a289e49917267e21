import HarkLimits

extension Limit {
    /// Returns `value` when usable; otherwise a command error naming the flag or argument and the range:
    /// "--expires is 10000-01-01; a date must be from 2000 to 2099."
    func check(_ value: Value, flag: String, given: String) throws(CLIError) -> Value {
        guard contains(value) else { throw CLIError(refusal(flag, is: given)) }
        return value
    }
}

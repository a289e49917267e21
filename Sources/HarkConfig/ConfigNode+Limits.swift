import HarkLimits

/// Readers that hold a config or skills-file value to its range in ``Limits``,
/// so `config check` refuses what a skill or the store would refuse when used,
/// naming the key, where it is, and the usable range.
extension ConfigNode {
    /// A number inside `limit`: "'skills.feeding.interval_hours' at line 3, column 19 is 1e12; the feeding interval must be from 0.25 to 24 hours."
    func number(within limit: Limit<Double>) throws(ConfigError) -> Double {
        let value = try number()
        guard limit.contains(value) else { throw error(.outOfRange, limit.refusal(subject, is: raw)) }
        return value
    }

    /// Non-empty text whose length is inside `limit`: "… is 95 characters long; a name must be from 1 to 80 characters."
    func text(within limit: Limit<Int>) throws(ConfigError) -> String {
        let text = try nonEmptyString()
        guard limit.contains(text.count) else { throw error(.outOfRange, limit.refusal(subject, is: "\(text.count) characters long")) }
        return text
    }
}

public import Foundation
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

extension Limit where Value == Date {
    /// Returns `now`, the clock's time about to be stored, when usable; otherwise throws
    /// `.outOfRange` saying the clock is wrong (a board without a real-time clock
    /// starts in 1970 until it reaches a time server), not that the user said a bad date.
    @discardableResult
    public func checkClock(_ now: Date) throws(StoreError) -> Date {
        guard contains(now) else {
            let day = now.timeIntervalSince1970.isFinite ? ISO8601DateFormatter.string(from: now, timeZone: .gmt, formatOptions: .withFullDate) : "\(now)"
            throw StoreError(.outOfRange, "The clock says \(day), outside the dates Hark keeps (\(rangeText)); set the system date and time.")
        }
        return now
    }
}

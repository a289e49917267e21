public import Foundation
public import HarkStore

extension FeedingLog {
    /// One day of the log in figures: how many feedings, how much, how long.
    public struct DaySummary: Sendable, Equatable {
        /// Feedings that started that day.
        public let count: Int
        /// Milliliters logged that day (feedings without an amount add nothing).
        public let totalMl: Int
        /// How many of the feedings have an amount.
        public let withAmount: Int
        /// The unit to say the total in: ounces when every amount of the day was said in ounces.
        public let unit: FeedingUnit
        /// Minutes spent feeding, from feedings that have a length.
        public let minutes: Int
    }

    /// The figures of the calendar day containing `day`.
    public func summary(on day: Date) throws(StoreError) -> DaySummary {
        let feedings = try feedings(on: day)
        let amounts = feedings.filter { $0.amountMl != nil }
        let allOunces = !amounts.isEmpty && amounts.allSatisfy { $0.amountUnit == .oz }
        let seconds = feedings.compactMap(\.duration).reduce(0, +)
        return DaySummary(
            count: feedings.count,
            totalMl: amounts.compactMap(\.amountMl).reduce(0, +),
            withAmount: amounts.count,
            unit: allOunces ? .oz : (amounts.isEmpty ? settings.feedingAmountUnit : .ml),
            minutes: Int((seconds / 60).rounded()))
    }
}

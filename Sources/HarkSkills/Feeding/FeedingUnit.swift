public import HarkIntents
import HarkLimits

/// The unit a feeding amount is said in: milliliters or ounces. Amounts are stored in
/// milliliters (1 oz = 29.5735 ml); the unit said is kept so replies use it again.
public enum FeedingUnit: String, AppEnum, Codable {
    /// Milliliters ("milliliters", "mls"; not "mils", which "milk" is heard as).
    case ml
    /// Fluid ounces.
    case oz

    public static let typeDisplayName = "Unit"
    public static let caseDisplayRepresentations: [FeedingUnit: DisplayRepresentation] = [
        .ml: DisplayRepresentation(title: "milliliters", synonyms: ["milliliter", "mls"]),
        .oz: DisplayRepresentation(title: "ounces", synonyms: ["ounce", "fluid ounces"]),
    ]

    /// Milliliters in one fluid ounce.
    public static let millilitersPerOunce = 29.5735

    /// Milliliters in `amount` of this unit, rounded to a whole milliliter.
    public func milliliters(_ amount: Double) -> Int {
        Int((self == .oz ? amount * Self.millilitersPerOunce : amount).rounded())
    }

    /// A stored amount in this unit: whole milliliters, or ounces to the nearest quarter.
    public func amount(fromMilliliters ml: Int) -> Double {
        self == .oz ? (Double(ml) / Self.millilitersPerOunce * 4).rounded() / 4 : Double(ml)
    }

    /// "120 milliliters", "4 ounces", "3 and a half ounces", "1 ounce".
    public func spoken(milliliters ml: Int) -> String {
        let amount = amount(fromMilliliters: ml)
        let noun = switch self {
        case .ml: amount == 1 ? "milliliter" : "milliliters"
        case .oz: amount == 1 ? "ounce" : "ounces"
        }
        return "\(Self.numberText(amount)) \(noun)"
    }

    /// "120 ml", "4 oz", "3.5 oz": the amount as a listing shows it.
    public func written(milliliters ml: Int) -> String {
        let amount = amount(fromMilliliters: ml)
        let number = amount.rounded() == amount ? String(Int(amount)) : String(amount)
        return "\(number) \(rawValue)"
    }

    /// "3", "3 and a half", "3 and a quarter", "3 and 3 quarters", "a half".
    static func numberText(_ value: Double) -> String {
        let whole = Int(value.rounded(.down))
        let fraction = switch ((value - Double(whole)) * 4).rounded() {
        case 1: "a quarter"
        case 2: "a half"
        case 3: "3 quarters"
        default: ""
        }
        if fraction.isEmpty { return String(Int(value.rounded())) }
        return whole == 0 ? fraction : "\(whole) and \(fraction)"
    }
}

/// An amount as said ("ninety", "three and a half"), before its unit is known.
/// Whole amounts report as integers (`120`), others as decimals (`3.5`).
public struct FeedingAmount: ParameterValue, Equatable {
    /// The number said.
    public let value: Double

    /// An amount of `value` (in whichever unit goes with it).
    public init(_ value: Double) { self.value = value }

    public static var typeName: String { "number" }
    public static func spokenForm() async throws -> SpokenForm { try await Double.spokenForm() }
    public static func resolve(words: [String]) async throws -> ParameterResolution<FeedingAmount> {
        switch try await Double.resolve(words: words) {
        case .success(let number): return number > 0 ? .success(FeedingAmount(number)) : .unsupported("Please say an amount above zero.")
        case .unsupported(let reason): return .unsupported(reason)
        default: return .unsupported("Sorry, that wasn't an amount.")
        }
    }
    /// Refuses a number outside the amounts a feeding logs (``Limits/feedingAmountMl``), in its
    /// words, before Hark asks again; ounces are checked again once converted.
    static let validator: @Sendable (FeedingAmount) -> IntentDialog? = { amount in
        Limits.feedingAmountMl.validator(Int(amount.value.rounded()))
    }

    public var jsonValue: JSONValue { value.rounded() == value && abs(value) < 1e9 ? .int(Int(value)) : .double(value) }
    public var spokenText: String { FeedingUnit.numberText(value) }

    /// What one feeding usually is, in milliliters: from a newborn's first feedings (5 ml)
    /// to a full large bottle (350 ml, about 12 ounces). An amount outside it is logged
    /// only once confirmed: "the baby drank her water" misheard as "the baby drank four
    /// hundred", or "the bottle is in the bag" as "the bottle was two", are far likelier
    /// than a feeding of 400 or 2 milliliters.
    static let usualMilliliters = 5...350

    /// The question asked before logging an unusual amount ("Log 400 milliliters? That is
    /// more than a bottle holds."), nil for a usual one.
    static func confirmation(milliliters: Int, in unit: FeedingUnit) -> IntentDialog? {
        let amount = unit.spoken(milliliters: milliliters)
        if milliliters > usualMilliliters.upperBound { return "Log \(amount)? That is more than a bottle holds." }
        if milliliters < usualMilliliters.lowerBound { return "Log \(amount)? That is less than a feeding usually is." }
        return nil
    }
}

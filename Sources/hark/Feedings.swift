import ArgumentParser
import Foundation
import HarkLimits
import HarkSkills
import HarkStore

extension Hark {
    /// `hark feedings [--date YYYY-MM-DD] [--json]`, `hark feedings amount ID ML`, `hark feedings delete ID`.
    struct Feedings: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the feeding log of a day, set a feeding's amount, or delete a feeding.",
            subcommands: [List.self, Amount.self, Delete.self],
            defaultSubcommand: List.self)

        /// Opens the feeding log in the configured data directory, with the config's settings.
        static func log(_ data: DataOptions) throws -> FeedingLog {
            try data.suite().feeding
        }
    }
}

extension Hark.Feedings {
    /// Lists the feedings of one day.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the feedings of a day (default: today).")

        @OptionGroup var data: DataOptions

        @Option(help: "The day, as YYYY-MM-DD (default: today).")
        var date: String?

        @Flag(help: "Print one JSON object per feeding.")
        var json = false

        func run() async throws {
            let log = try Hark.Feedings.log(data)
            let day = try date.map { try RecordFormats.day($0, flag: "--date") } ?? log.clock.now
            let feedings = try log.feedings(on: day)
            if json {
                feedings.forEach { print(JSONLine.encode(FeedingLine($0))) }
            } else if feedings.isEmpty {
                print("No feedings on \(RecordFormats.dayText(day)).")
            } else {
                feedings.forEach { print(Self.line($0)) }
            }
        }

        /// "3  14:05-14:23  18 min  120 ml", "4  17:10-17:30  20 min  4 oz (118 ml)".
        static func line(_ feeding: Feeding) -> String {
            let end = feeding.endedAt.map(RecordFormats.clockText) ?? "running"
            var parts = ["\(feeding.id ?? 0)", RecordFormats.clockText(feeding.startedAt) + "-" + end]
            if let duration = feeding.duration { parts.append("\(Int((duration / 60).rounded())) min") }
            if let amount = feeding.amountText { parts.append(feeding.amountUnit == .oz ? "\(amount) (\(feeding.amountMl ?? 0) ml)" : amount) }
            return parts.joined(separator: "  ")
        }
    }

    /// Sets the amount of a feeding.
    struct Amount: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Set how many milliliters a feeding was.")

        @OptionGroup var data: DataOptions

        @Argument(help: "The feeding's id (see hark feedings).")
        var id: Int64

        @Argument(help: "Milliliters, \(Limits.feedingAmountMl.rangeText).")
        var milliliters: Int

        func run() async throws {
            let milliliters = try Limits.feedingAmountMl.check(milliliters, flag: "The amount", given: "\(milliliters) ml")
            guard let feeding = try Hark.Feedings.log(data).setAmount(milliliters, forFeeding: id) else {
                throw CLIError("There is no feeding with id \(id); list them with hark feedings.")
            }
            print(Hark.Feedings.List.line(feeding))
        }
    }

    /// Deletes a feeding.
    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete a feeding.")

        @OptionGroup var data: DataOptions

        @Argument(help: "The feeding's id (see hark feedings).")
        var id: Int64

        func run() async throws {
            guard try Hark.Feedings.log(data).delete(id: id) else {
                throw CLIError("There is no feeding with id \(id); list them with hark feedings.")
            }
            print("Deleted feeding \(id).")
        }
    }
}

/// One feeding as JSON.
struct FeedingLine: Encodable {
    let id: Int64
    let startedAt: String
    let endedAt: String?
    let durationSeconds: Int?
    let amountMl: Int?
    /// The unit the amount was said in ("ml" or "oz"), when there is an amount.
    let amountUnit: String?

    init(_ feeding: Feeding) {
        id = feeding.id ?? 0
        startedAt = RecordFormats.timestamp(feeding.startedAt)
        endedAt = feeding.endedAt.map(RecordFormats.timestamp)
        durationSeconds = feeding.duration.map { Int($0.rounded()) }
        amountMl = feeding.amountMl
        amountUnit = feeding.amountMl == nil ? nil : (feeding.amountUnit ?? .ml).rawValue
    }
}

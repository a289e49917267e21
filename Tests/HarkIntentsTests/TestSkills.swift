import Synchronization
import Foundation
@testable import HarkIntents

/// Contacts for the entity tests; the list can change while the registry lives.
final class ContactBook: Sendable {
    static let shared = ContactBook()
    /// Contacts added for one test: task-local, so suites running side by side never see
    /// each other's (a shared list reset by one suite's set-up broke another's test mid-run).
    @TaskLocal static var added: [String] = []
    var all: [String] { ["Mom", "Mia Smith", "Mia Jones"] + Self.added }
}

struct Contact: AppEntity {
    static let typeDisplayName = "Contact"
    static let defaultQuery = ContactQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: id) }
}

struct ContactQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Contact] {
        identifiers.filter(ContactBook.shared.all.contains).map(Contact.init)
    }
    func suggestedEntities() async throws -> [Contact] { ContactBook.shared.all.map(Contact.init) }
}

enum Storage: String, AppEnum {
    case fridge, freezer, pantry
    static let typeDisplayName = "Storage"
    static let caseDisplayRepresentations: [Storage: DisplayRepresentation] = [
        .fridge: DisplayRepresentation(title: "Fridge", synonyms: ["refrigerator"]),
        .freezer: DisplayRepresentation(title: "Freezer", synonyms: ["deep freeze"]),
        .pantry: "Pantry",
    ]
}

struct SetTimer: AppIntent {
    static let title = "Set a timer"
    @Parameter(title: "Duration", requestValueDialog: "For how long?")
    var duration: SpokenDuration
    func perform() async throws -> IntentResult {
        .result(dialog: "Timer set for \(duration.spokenText).", value: .int(duration.seconds))
    }
}

struct LogAmount: AppIntent {
    static let title = "Log an amount"
    @Parameter(title: "Amount", requestValueDialog: "How many milliliters?",
               validate: { (1...500).contains($0) ? nil : "The amount must be between 1 and 500 milliliters." })
    var amount: Int
    func perform() async throws -> IntentResult { .result(dialog: "Logged \(amount) milliliters.") }
}

struct CallContact: AppIntent {
    static let title = "Call a contact"
    @Parameter(title: "Contact", requestValueDialog: "Who should call you?")
    var contact: Contact
    @Parameter(title: "Delay")
    var delay: SpokenDuration?
    func perform() async throws -> IntentResult {
        let when = delay.map { " in \($0.spokenText)" } ?? " now"
        return .result(dialog: "\(contact.displayRepresentation.title) will call you\(when).")
    }
}

struct StoreItem: AppIntent {
    static let title = "Store an item"
    @Parameter(title: "Place")
    var place: Storage = .fridge
    func perform() async throws -> IntentResult { .result(dialog: "OK, it's in the \(place.spokenText.lowercased()).") }
}

actor DeletionLog {
    static let shared = DeletionLog()
    var deletions = 0
    func delete() { deletions += 1 }
}

struct DeleteAll: AppIntent {
    static let title = "Delete all records"
    func perform() async throws -> IntentResult {
        try await requestConfirmation("Delete all 12 feeding records?")
        await DeletionLog.shared.delete()
        return .result(dialog: "Deleted.")
    }
}

struct Failing: AppIntent {
    static let title = "Fail"
    func perform() async throws -> IntentResult { throw IntentError("There is no feeding running.") }
}

struct NeedsLater: AppIntent {
    static let title = "Ask in perform"
    @Parameter(title: "Count", requestValueDialog: "How many?")
    var count: Int?
    func perform() async throws -> IntentResult {
        guard let count else { throw $count.needsValueError() }
        return .result(dialog: "Counted \(count).")
    }
}

struct TestSkill: Skill {
    let name = "Test"
    var shortcuts: [AppShortcut] {
        [
            AppShortcut(intent: SetTimer.self, phrases: ["set a timer for {duration}", "set a timer", "start a {duration} timer"]),
            AppShortcut(intent: LogAmount.self, phrases: ["log {amount} milliliters", "log an amount"]),
            AppShortcut(intent: CallContact.self, phrases: ["call {contact}", "fake call from {contact} in {delay}"]),
            AppShortcut(intent: StoreItem.self, phrases: ["put it in the {place}"]),
            AppShortcut(intent: DeleteAll.self, phrases: ["delete all (records | feedings)"]),
            AppShortcut(intent: Failing.self, phrases: ["stop feeding"]),
            AppShortcut(intent: NeedsLater.self, phrases: ["count things"]),
        ]
    }
}

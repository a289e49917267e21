/// The type-erased view of a `@Parameter` the lifecycle works with.
protocol ParameterSlot: AnyObject, Sendable {
    var title: String { get }
    var requestValueDialog: IntentDialog? { get }
    var isRequired: Bool { get }
    var typeName: String { get }
    var isSet: Bool { get }
    var jsonValue: JSONValue? { get }
    var spokenValue: String? { get }
    func spokenForm() async throws -> SpokenForm
    func resolve(words: [String]) async throws -> SlotResolution
    func choose(_ index: Int)
    func clear()
}

/// Type-erased `ParameterResolution`.
enum SlotResolution: Sendable, Equatable {
    case success
    case disambiguation([String])
    case unsupported(IntentDialog)
}

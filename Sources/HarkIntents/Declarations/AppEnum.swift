/// How a value is shown and spoken: a title and other ways to say it.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The name Hark says and hears ("Freezer").
    public var title: String
    /// Other spoken forms that mean the same ("deep freeze").
    public var synonyms: [String]

    /// Creates a representation with synonyms.
    public init(title: String, synonyms: [String] = []) {
        self.title = title
        self.synonyms = synonyms
    }

    /// Creates a representation from a string literal.
    public init(stringLiteral value: String) { self.init(title: value) }

    /// Every spoken form, title first, normalised to words.
    var spokenForms: [String] {
        ([title] + synonyms).map { SpokenWords.tokenize($0).joined(separator: " ") }.filter { !$0.isEmpty }
    }
}

/// An enum a parameter can take, declared like App Intents' `AppEnum`:
///
/// ```swift
/// enum Storage: String, AppEnum {
///     case fridge, freezer, pantry
///     static let typeDisplayName = "Storage"
///     static let caseDisplayRepresentations: [Storage: DisplayRepresentation] = [
///         .fridge: DisplayRepresentation(title: "Fridge", synonyms: ["refrigerator"]),
///         .freezer: "Freezer", .pantry: "Pantry"]
/// }
/// ```
public protocol AppEnum: ParameterValue, CaseIterable, Hashable, RawRepresentable where RawValue == String {
    /// The type's name ("Storage").
    static var typeDisplayName: String { get }
    /// Each case's title and synonyms.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    public static var typeName: String { typeDisplayName }

    /// Every case's spoken forms; a case without a representation is heard by its raw value.
    static var spokenOptions: [SpokenOption] {
        allCases.flatMap { value in
            let representation = caseDisplayRepresentations[value] ?? DisplayRepresentation(title: value.rawValue)
            return representation.spokenForms.map { SpokenOption(words: $0, meaning: value.rawValue) }
        }
    }

    public static func spokenForm() async throws -> SpokenForm { .options(spokenOptions) }

    public static func resolve(words: [String]) async throws -> ParameterResolution<Self> {
        let said = words.joined(separator: " ")
        // A tagged group's meaning arrives as the raw value itself.
        let matches = (spokenOptions.filter { $0.words == said }.compactMap { Self(rawValue: $0.meaning) })
            + (Self(rawValue: said).map { [$0] } ?? [])
        var seen = Set<Self>()
        let unique = matches.filter { seen.insert($0).inserted }
        switch unique.count {
        case 0: return .unsupported("Sorry, \(said) isn't a \(typeDisplayName.lowercased()) I know.")
        case 1: return .success(unique[0])
        default: return .disambiguation(unique)
        }
    }

    public var jsonValue: JSONValue { .string(rawValue) }

    public var spokenText: String {
        Self.caseDisplayRepresentations[self]?.title ?? rawValue
    }
}

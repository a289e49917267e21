/// A registered phrase: a template and the id it is known by (the registry decides ids,
/// e.g. "feeding.StartFeeding.2").
public struct PhraseEntry: Sendable, Hashable {
    /// The id reported when this phrase matches.
    public var id: String
    /// The parsed template.
    public var template: Template

    /// Creates an entry.
    public init(id: String, template: Template) {
        self.id = id
        self.template = template
    }
}

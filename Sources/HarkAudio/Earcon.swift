/// The short sounds Hark plays to say what it is doing.
public enum Earcon: String, Sendable, CaseIterable {
    /// A short rising two-note chirp: "I am listening".
    case listening
    /// A falling two-note chirp: "got it".
    case done
    /// A low double buzz: "that did not work".
    case error
}

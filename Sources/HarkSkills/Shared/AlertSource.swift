public import HarkIntents
public import HarkStore

/// A skill service that turns its fired events into alerts the pipeline plays.
public protocol AlertSource: Sendable {
    /// The alert for a fired event of this skill's kinds, or nil for other kinds.
    func alert(for fired: FiredEvent) async throws -> Alert?
}

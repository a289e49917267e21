import Foundation

/// A caller as the command line (`hark callers --json`) and the web API (`/api/calls`) give it:
/// one shape for both.
public struct CallerSummary: Encodable, Sendable, Equatable {
    /// The caller's name.
    public let name: String
    /// Whether calls without a caller come from this one (`skills.fake_call.default_caller`).
    public let isDefault: Bool
    /// What the caller says when answered.
    public let script: [String]
    /// Whether the script was written for this caller (false: the usual lines).
    public let customScript: Bool

    /// The summary of `caller`; it is the default when its name is `defaultName` (any case).
    public init(_ caller: Caller, defaultName: String) {
        name = caller.name
        isDefault = caller.name.caseInsensitiveCompare(defaultName) == .orderedSame
        script = caller.lines
        customScript = caller.script != nil
    }
}

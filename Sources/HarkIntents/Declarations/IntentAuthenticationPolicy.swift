/// Whether an intent may run while Hark is locked (App Intents' `IntentAuthenticationPolicy`,
/// SiriKit's `IntentsRestrictedWhileLocked`).
public enum IntentAuthenticationPolicy: String, Sendable, Equatable, Codable, CaseIterable {
    /// Runs whether Hark is locked or not (setting a timer, asking the time left).
    case alwaysAllowed
    /// Runs only while Hark is unlocked: reading private records aloud, deleting them,
    /// changing shortcuts or web access. While locked Hark answers "Unlock Hark first."
    /// and changes nothing.
    case requiresAuthentication
}

import Foundation
public import HarkStore
public import HarkIntents

/// "pair a phone": Hark says a new pairing code for the web app, digit by digit.
struct PairPhone: AppIntent {
    static let isDiscoverable = false  // not a habit to suggest or make a shortcut of
    static let title = "Pair a phone with the web app"
    static let effect = IntentEffect.adds
    static let authenticationPolicy = IntentAuthenticationPolicy.requiresAuthentication  // private, or changes access
    static let description = "Says a 6-digit code that pairs one browser with the web app (valid 10 minutes, once)."
    @Dependency var pairing: WebPairing

    func perform() async throws -> IntentResult {
        let code = try pairing.newCode().code
        let digits = code.map(String.init).joined(separator: " ")
        return .result(dialog: IntentDialog("Your pairing code is \(digits). Again: \(digits). Enter it on the web app's pairing page within 10 minutes."))
    }
}

/// The web app, by voice: its pairing code said aloud.
public struct WebAppSkill: Skill {
    public let name = "Web app"

    /// Creates the skill.
    public init() {}

    public var shortcuts: [AppShortcut] {
        [AppShortcut(intent: PairPhone.self, phrases: [
            "pair (a | my | the) (phone | tablet | browser | computer) [with the web app]",
            "(give me | tell me | what's) (a | the) pairing code",
            "connect (a | my) (phone | tablet) to (hark | the web app)",
        ])]
    }
}

extension WebPairing: AlertSource {
    public func alert(for fired: FiredEvent) async throws -> Alert? { nil }
}

extension BuiltInSkill {
    /// The web app's pairing code, by voice; its tables come with `Store.webAccessMigrations`.
    public static let webApp = BuiltInSkill(WebAppSkill(), migrations: [], tables: []) {
        WebPairing(store: $0.store, clock: $0.clock)
    }
}

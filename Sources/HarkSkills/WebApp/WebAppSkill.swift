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
    /// Ships with Hark: its phrases are checked against the other shipped skills' by Hark's tests.
    public var shipsWithHark: Bool { true }
    public let name = "Web app"

    /// Creates the skill.
    public init() {}

    public var shortcuts: [AppShortcut] {
        [AppShortcut(intent: PairPhone.self, phrases: [
            "pair (a | my | the) (phone | tablet | browser | computer) [with the web app]",
            "(give me | tell me | what's) (a | the) pairing code",
            "connect (a | my) (phone | tablet) to (hark | the web app)",
        ], typedPhrases: Self.typedPairing)]
    }

    /// Whose device: "my phone", "a new phone", "my husband's phone".
    static let device = "(a | my | the | our | a new | another | my new | (my | our) (husband's | wife's | partner's | mum's | mom's"
        + " | dad's | mother's | father's | nanny's | babysitter's | sister's | brother's | son's | daughter's))"
        + " (phone | tablet | ipad | iphone | browser | computer | laptop | device | mobile)"

    /// Typed ways to ask for a pairing code: the device is always named, so "my phone is on the charger" is nothing.
    static let typedPairing = [
        "(pair | connect | link | add | hook up | register | set up) \(device) [(to | with) [hark | you | the web app]]",
        "(pair | connect | link | sync) (with | to) \(device)",
        "(set up | open | get | install) the web app [on \(device)]",
        "(i want to | i'd like to | can i | how (do | can) i | let me) (use | control | talk to | reach) (you | hark | the web app) (from | on | with) \(device)",
        "[(what's | what is | give me | tell me | i need) the] (web app | pairing) code",
        "[the] code for [my | the] (phone | mobile | tablet)",
        "how (do | can) i (get | put | have) (you | hark | the web app) on \(device)",
        // The code asked for by what it does: "give me the code to connect my phone".
        "[(what's | what is | give me | tell me | i need)] the code (to | for) (pair | connect | link | pairing | connecting | linking) \(device)",
        "[(what's | what is | give me | tell me | i need)] the code (to | for) (get | getting | open | opening) the web app on \(device)",
        // "pair his phone too", "how do i link my phone", "hook the web app up to my phone".
        "(pair | connect | link) (his | her | their) [new] (phone | tablet | ipad | iphone | laptop | mobile) [too | as well | again] [with the [web] app]",
        "how (do | can) i (pair | connect | link | hook up) \(device)",
        "(hook | link | connect) (the web app | hark | you) up (to | with) \(device)",
        "(i want to | i'd like to) (pair | connect | link) \(device)",
        "(pair | connect | link) \(device) (with | to) the app",
    ]
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

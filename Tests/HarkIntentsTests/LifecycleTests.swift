import Foundation
import HarkTesting
import Testing
@testable import HarkIntents

/// Scripted conversations through every resolution outcome.
@Suite(.serialized) struct LifecycleTests {
    let registry: SkillRegistry
    init() throws {
        registry = try SkillRegistry(skills: [TestSkill()])
    }

    func run(_ text: String, answers: [String?] = []) async -> (IntentOutcome, [String], ScriptedConversation) {
        let conversation = ScriptedConversation(answers: answers)
        let outcome = await IntentRunner(registry: registry).handle(text, conversation: conversation)
        return (outcome, await conversation.said, conversation)
    }

    @Test func allParametersSpokenCompletesAtOnce() async {
        let (outcome, said, _) = await run("set a timer for twenty minutes")
        #expect(outcome == .completed(intent: "SetTimer", parameters: ["duration": .int(1200)], dialog: "Timer set for 20 minutes."))
        #expect(said == ["Timer set for 20 minutes."])
    }

    @Test func missingValueIsAskedFor() async {
        let (outcome, said, _) = await run("set a timer", answers: ["an hour and a half"])
        #expect(said == ["For how long?", "Timer set for 1 hour and 30 minutes."])
        #expect(outcome == .completed(intent: "SetTimer", parameters: ["duration": .int(5400)], dialog: "Timer set for 1 hour and 30 minutes."))
    }

    @Test func unrecognizedAnswerIsAskedAgainThenAccepted() async {
        let (_, said, _) = await run("set a timer", answers: ["purple", "it's ten minutes"])
        #expect(said == ["For how long?", "Sorry, that wasn't a length of time. For how long?", "Timer set for 10 minutes."])
    }

    @Test func unsupportedValueSaysWhyAndReasks() async {
        let (outcome, said, _) = await run("log nine hundred milliliters", answers: ["one hundred twenty"])
        #expect(said == ["The amount must be between 1 and 500 milliliters.", "How many milliliters?", "Logged 120 milliliters."])
        #expect(outcome == .completed(intent: "LogAmount", parameters: ["amount": .int(120)], dialog: "Logged 120 milliliters."))
    }

    @Test func givingUpAfterTooManyBadAnswers() async {
        let (outcome, said, _) = await run("log an amount", answers: ["blue", "green", "red"])
        #expect(said.count == 4)
        #expect(said.last == "Sorry, I still didn't get that. Let's try again later.")
        if case .failed(let intent, _) = outcome { #expect(intent == "LogAmount") } else { Issue.record("expected failure, got \(outcome)") }
    }

    @Test func disambiguationByOrdinal() async {
        let (outcome, said, _) = await run("call mia", answers: ["the second one"])
        #expect(said == ["Which one: Mia Smith or Mia Jones?", "Mia Jones will call you now."])
        #expect(outcome == .completed(intent: "CallContact", parameters: ["contact": .string("Mia Jones")], dialog: "Mia Jones will call you now."))
    }

    @Test func disambiguationByName() async {
        let (_, said, _) = await run("call mia", answers: ["mia smith"])
        #expect(said.last == "Mia Smith will call you now.")
    }

    @Test func unknownEntityIsUnsupportedThenAsked() async {
        let (_, said, _) = await run("call grandpa", answers: ["mom"])
        #expect(said == ["Sorry, I don't know a contact called grandpa.", "Who should call you?", "Mom will call you now."])
    }

    @Test func newEntityIsHeardWithoutRestart() async throws {
        #expect(try await registry.grammar().contains("jiwoo") == false)
        try await ContactBook.$added.withValue(["Jiwoo"]) { () async throws in
            registry.invalidate()
            #expect(try await registry.grammar().contains("jiwoo"))
            let (_, said, _) = await run("fake call from jiwoo in five minutes")
            #expect(said == ["Jiwoo will call you in 5 minutes."])
        }
        registry.invalidate()
    }

    @Test func enumSynonymAndDefault() async {
        let (outcome, said, _) = await run("put it in the deep freeze")
        #expect(said == ["OK, it's in the freezer."])
        #expect(outcome == .completed(intent: "StoreItem", parameters: ["place": .string("freezer")], dialog: "OK, it's in the freezer."))
    }

    @Test func confirmYesPerforms() async {
        let before = await DeletionLog.shared.deletions
        let (outcome, said, _) = await run("delete all records", answers: ["yes"])
        #expect(said == ["Delete all 12 feeding records?", "Deleted."])
        #expect(await DeletionLog.shared.deletions == before + 1)
        #expect(outcome == .completed(intent: "DeleteAll", parameters: [:], dialog: "Deleted."))
    }

    @Test func confirmNoChangesNothing() async {
        let before = await DeletionLog.shared.deletions
        let (outcome, said, _) = await run("delete all feedings", answers: ["no"])
        #expect(said == ["Delete all 12 feeding records?", "OK, I won't."])
        #expect(outcome == .cancelled(intent: "DeleteAll"))
        #expect(await DeletionLog.shared.deletions == before)
    }

    @Test func unclearConfirmationIsAskedAgain() async {
        let (_, said, _) = await run("delete all feedings", answers: ["maybe", "nope"])
        #expect(said == ["Delete all 12 feeding records?", "Please say yes or no.", "OK, I won't."])
    }

    @Test func cancelMidwayEndsTheSession() async {
        let (outcome, said, _) = await run("set a timer", answers: ["never mind"])
        #expect(said == ["For how long?", "OK, cancelled."])
        #expect(outcome == .cancelled(intent: "SetTimer"))
    }

    @Test func silenceTimesOutAndSaysSo() async {
        let (outcome, said, _) = await run("set a timer", answers: [nil])
        #expect(said == ["For how long?", "OK, never mind."])
        #expect(outcome == .timedOut(intent: "SetTimer"))
    }

    /// An intent that ends before its parameters resolve is reported only when asked for.
    @Test func unfinishedIntentIsReportedOnRequest() async {
        for reports in [false, true] {
            let events = Recorded<IntentEvent>()
            let runner = IntentRunner(registry: registry, reportsUnfinishedIntents: reports)
            _ = await runner.handle("set a timer", conversation: ScriptedConversation(answers: ["cancel"])) { events.append($0) }
            #expect(events.all == (reports ? [.intent(intent: "SetTimer", parameters: [:])] : []))
        }
    }

    @Test func spokenErrorsAreSaid() async {
        let (outcome, said, _) = await run("stop feeding")
        #expect(said == ["There is no feeding running."])
        #expect(outcome == .failed(intent: "Failing", dialog: "There is no feeding running."))
    }

    @Test func needsValueErrorFromPerformAsksAndPerformsAgain() async {
        let (_, said, _) = await run("count things", answers: ["seven"])
        #expect(said == ["How many?", "Counted 7."])
    }

    @Test func nothingMatchesIsNotUnderstood() async {
        let (outcome, said, _) = await run("make me a sandwich")
        #expect(outcome == .notUnderstood("make me a sandwich"))
        #expect(said == ["Sorry, I didn't catch that."])
    }

    @Test func followUpQuestionsCarryTheirGrammar() async throws {
        let (_, _, conversation) = await run("set a timer", answers: ["five minutes"])
        let transcript = await conversation.transcript
        #expect(transcript.contains(.heard("five minutes", purpose: .value(parameter: "duration"))))
    }
}

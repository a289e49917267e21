import Foundation
import HarkAssistant
import HarkAudio
import HarkIntents
import HarkSkills
import HarkSpeech
import Testing

/// No wrong actions: a command heard with a marginal fit is confirmed before an intent
/// that changes something runs, through the scripted recognizer (no PocketSphinx).
@Suite struct DoubtfulHearingTests {
    /// What one turn did: its events, and whether a feeding still runs afterwards.
    struct Turn {
        let events: Pipeline.Events
        let feedingRunning: Bool
    }

    /// A feeding is running; the command `said` is heard with grammar fit `ratio` at frame 50,
    /// and `answer` (if any) at frame 150, each fitting with the same ratio.
    static func turn(_ said: String, ratio: Double, coverage: Double = 1, wordScore: Double = .infinity, answer: String? = nil,
                     audio: [Int16]? = nil, settings: AssistantSettings = AssistantSettings()) async throws -> Turn {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-doubt-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let suite = try SkillSuite(directory: directory, settings: settings.skills)
        _ = try suite.feeding.start()
        let reading = UtteranceScore(text: said, score: -900, frames: 100, acousticScore: -50_000, wordFrames: 80)
        var script: [Int: [RecognitionEvent]] = [
            10: [.speechStarted(at: 0.2)],
            50: [.speechEnded(at: 1.0), .hypothesis(ScriptedRecognizerTests.hypothesis(said))],
        ]
        let recognizer = ScriptedRecognizer(script: [:], secondPass: reading,
                                            fit: GrammarFit(hypothesis: reading, acousticRatio: ratio, coverage: coverage, wordScore: wordScore))
        if let answer {
            script[110] = [.speechStarted(at: 2.2)]
            script[150] = [.speechEnded(at: 3.0), .hypothesis(ScriptedRecognizerTests.hypothesis(answer))]
            recognizer.readingBySearch["followup"] = UtteranceScore(text: answer, score: -900, frames: 80, acousticScore: -40_000, wordFrames: 60)
        }
        recognizer.script = script
        if let audio { recognizer.lastUtteranceAudio = audio }
        // Four seconds: the command, a question, and room for the answer (or for silence until
        // the question times out; the source's end counts as silence).
        let events = try await ScriptedRecognizerTests.play(recognizer, suite: suite, settings: settings, samples: 64_000)
        return Turn(events: events, feedingRunning: try suite.feeding.running() != nil)
    }

    static func confirmations(_ events: Pipeline.Events) -> [AssistantEvent] {
        events.all.filter { if case .confirm = $0 { true } else { false } }
    }

    @Test func wordsThatScoreLowMakeAGoodFitDoubtful() async throws {
        // The sentence fits about as well as the phone loop, but its words, aligned, score low.
        let doubtful = try await Self.turn("finish feeding", ratio: -5, wordScore: -30, answer: "no")
        #expect(Self.confirmations(doubtful.events) == [.confirm(intent: "FinishFeeding", reason: "words")])
        #expect(doubtful.events.intents.isEmpty)
        #expect(doubtful.feedingRunning)
        // Its words score as people's do: it runs at once.
        let sure = try await Self.turn("finish feeding", ratio: -5, wordScore: -3)
        #expect(Self.confirmations(sure.events).isEmpty)
        #expect(!sure.feedingRunning)
        // Turned off, the same word score runs at once too.
        var off = AssistantSettings()
        off.commandSureWordScore = -1000
        let unchecked = try await Self.turn("finish feeding", ratio: -5, wordScore: -30, settings: off)
        #expect(Self.confirmations(unchecked.events).isEmpty)
        #expect(!unchecked.feedingRunning)
    }

    @Test func wordsThatScoreWellAreHeardBelowTheMinimumFitWithDoubt() async throws {
        // Below the minimum fit (-20), words scoring as people's do: heard, and asked about.
        let heard = try await Self.turn("finish feeding", ratio: -22, wordScore: -15, answer: "yes")
        #expect(Self.confirmations(heard.events) == [.confirm(intent: "FinishFeeding", reason: "fit")])
        #expect(heard.events.intents == ["FinishFeeding"])
        #expect(!heard.feedingRunning)
        // Words scoring as speech snapped onto a phrase does: not caught, nothing asked.
        let refused = try await Self.turn("finish feeding", ratio: -22, wordScore: -24)
        #expect(refused.events.said == ["Sorry, I didn't catch that."])
        #expect(refused.feedingRunning)
        // Not measured (no word long enough): the fit alone decides.
        let unmeasured = try await Self.turn("finish feeding", ratio: -22)
        #expect(unmeasured.events.said == ["Sorry, I didn't catch that."])
        // Turned off.
        var off = AssistantSettings()
        off.commandHeardWordScore = 0
        let unchecked = try await Self.turn("finish feeding", ratio: -22, wordScore: -15, settings: off)
        #expect(unchecked.events.said == ["Sorry, I didn't catch that."])
    }

    @Test func aMarginalHearingOfAChangeAsksAndNoLeavesTheFeedingRunning() async throws {
        let turn = try await Self.turn("finish feeding", ratio: -18, answer: "no")
        #expect(Self.confirmations(turn.events) == [.confirm(intent: "FinishFeeding", reason: "fit")])
        #expect(turn.events.said == ["Finish feeding?", "OK, I won't."])
        #expect(turn.events.intents.isEmpty)
        #expect(turn.feedingRunning)
    }

    @Test func silenceAfterTheQuestionChangesNothingAndSaysSo() async throws {
        let turn = try await Self.turn("finish feeding", ratio: -18)
        #expect(turn.events.said == ["Finish feeding?", "OK, never mind."])
        #expect(turn.events.intents.isEmpty)
        #expect(turn.feedingRunning)
    }

    @Test func yesToTheQuestionRunsTheIntent() async throws {
        let turn = try await Self.turn("finish feeding", ratio: -18, answer: "yes")
        #expect(turn.events.said.first == "Finish feeding?")
        #expect(turn.events.intents == ["FinishFeeding"])
        #expect(!turn.feedingRunning)
    }

    @Test func aConfidentHearingActsAtOnce() async throws {
        let turn = try await Self.turn("finish feeding", ratio: -3)
        #expect(Self.confirmations(turn.events).isEmpty)
        #expect(turn.events.intents == ["FinishFeeding"])
        #expect(turn.events.said.first != "Finish feeding?")
        #expect(!turn.feedingRunning)
    }

    @Test func lowCoverageIsDoubtfulToo() async throws {
        let turn = try await Self.turn("finish feeding", ratio: -3, coverage: 0.7,
                                       settings: { var s = AssistantSettings(); s.commandMinimumCoverage = 0.5; s.commandSureCoverage = 0.9; return s }())
        #expect(Self.confirmations(turn.events) == [.confirm(intent: "FinishFeeding", reason: "coverage")])
        #expect(turn.feedingRunning)
    }

    @Test func wordsSaidClearlyAmidMoreSpeechAreHeardInPartAndAskedAbout() async throws {
        // Half the speech explained, the words scoring as people's do: heard, and asked about.
        let part = try await Self.turn("finish feeding", ratio: -3, coverage: 0.5, wordScore: -15)
        #expect(Self.confirmations(part.events) == [.confirm(intent: "FinishFeeding", reason: "coverage")])
        #expect(part.feedingRunning)
        // The same part with words that score low, or a smaller part: refused, nothing asked.
        for (coverage, wordScore) in [(0.5, -24.0), (0.3, -15.0)] {
            let refused = try await Self.turn("finish feeding", ratio: -3, coverage: coverage, wordScore: wordScore)
            #expect(Self.confirmations(refused.events).isEmpty)
            #expect(refused.events.said.first == "Sorry, I didn't catch that.", "\(coverage) \(wordScore)")
            #expect(refused.feedingRunning)
        }
        // Turned off: the part is refused.
        let off = try await Self.turn("finish feeding", ratio: -3, coverage: 0.5, wordScore: -15,
                                      settings: { var s = AssistantSettings(); s.commandPartialCoverage = 2; return s }())
        #expect(Self.confirmations(off.events).isEmpty)
        #expect(off.feedingRunning)
    }

    @Test func aGoodFitInALoudRoomIsDoubtfulToo() async throws {
        let loud = SpeechEvidenceTests.utterance(noiseBelowSpeech: 10)
        let turn = try await Self.turn("finish feeding", ratio: -3, audio: loud)
        #expect(Self.confirmations(turn.events) == [.confirm(intent: "FinishFeeding", reason: "noise")])
        #expect(turn.feedingRunning)
        // The same hearing in a quiet room acts at once; with the noise rule off, also in the loud one.
        let quiet = try await Self.turn("finish feeding", ratio: -3, audio: SpeechEvidenceTests.utterance(noiseBelowSpeech: 40))
        #expect(Self.confirmations(quiet.events).isEmpty)
        #expect(!quiet.feedingRunning)
        let off = try await Self.turn("finish feeding", ratio: -3, audio: loud,
                                      settings: { var s = AssistantSettings(); s.commandSureSignalToNoise = 0; return s }())
        #expect(Self.confirmations(off.events).isEmpty)
        #expect(!off.feedingRunning)
    }

    @Test func theHeardEventCarriesTheSignalToNoiseRatio() async throws {
        let turn = try await Self.turn("when did the baby last eat", ratio: -3, audio: SpeechEvidenceTests.utterance(noiseBelowSpeech: 10))
        let heard = try #require(turn.events.all.first { if case .heard = $0 { true } else { false } })
        guard case .heard(_, _, _, _, let snr, _, _, _, _) = heard else { return }
        let measured = try #require(snr)
        #expect(measured < 20)
        guard case .object(let object) = heard.json else { Issue.record("\(heard.json)"); return }
        #expect(object["snr"] == .double(measured.rounded()), "\(heard.json)")
        // A question is answered whatever the noise: nothing changes.
        #expect(turn.events.intents == ["LastFeeding"])
        // Not measured (no phone loop in this fake): no word fit on the event.
        #expect(object["word_score"] == nil)
    }

    @Test func theHeardEventCarriesTheWordFit() async throws {
        let turn = try await Self.turn("when did the baby last eat", ratio: -3, wordScore: -12.3456)
        let heard = try #require(turn.events.all.first { if case .heard = $0 { true } else { false } })
        guard case .heard(_, _, _, _, _, let wordScore, _, _, _) = heard, case .object(let object) = heard.json else {
            Issue.record("\(heard)"); return
        }
        #expect(wordScore == -12.3456)
        #expect(object["word_score"] == .double(-12.346), "\(heard.json)")
    }

    @Test("the answer to a question is reported with its words' score, as a command is")
    func theAnswerCarriesItsWordFitToo() async throws {
        let turn = try await Self.turn("finish feeding", ratio: -5, wordScore: -27.5, answer: "no")
        let heard = turn.events.all.compactMap { event -> (text: String, wordScore: Double?)? in
            if case .heard(let text, _, _, _, _, let wordScore, _, _, _) = event { (text, wordScore) } else { nil }
        }
        #expect(heard.map(\.text) == ["finish feeding", "no"])
        #expect(heard.last?.wordScore == -27.5)
    }

    @Test func aMarginalHearingOfAQuestionIsAnsweredWithoutAsking() async throws {
        let turn = try await Self.turn("when did the baby last eat", ratio: -18)
        #expect(Self.confirmations(turn.events).isEmpty)
        #expect(turn.events.intents == ["LastFeeding"])
        #expect(turn.events.said.count == 1)
        #expect(turn.feedingRunning)
    }

    @Test func theConfirmEventIsWrittenAsJSON() {
        #expect(AssistantEvent.confirm(intent: "FinishFeeding", reason: "fit").json
            == .object(["event": .string("confirm"), "intent": .string("FinishFeeding"), "reason": .string("fit")]))
    }
}

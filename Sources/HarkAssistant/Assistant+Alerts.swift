import Foundation
import HarkAudio
import HarkIntents
import HarkSpeech
import HarkSkills
import HarkStore

extension Assistant {
    /// Clock seconds between reads of the schedule for events added by another process.
    static let scheduleRecheckInterval = 5.0

    /// Plays an alert until it is answered or times out; its responses are heard without the wake phrase.
    ///
    /// The announcement is repeated every `repeatInterval` seconds, never sooner: words that
    /// are not a response (a cough, a word of the television) are let go and listening goes
    /// on. A missed alert's interval is its whole timeout, so it is said exactly once.
    func ring(_ fired: FiredEvent) async throws {
        emit(.fired(kind: fired.event.kind, title: fired.event.title, missed: fired.missed, at: reader?.time ?? 0))
        guard let alert = try await suite.alert(for: fired), let reader else { return }
        let phrases = alert.responses.flatMap(\.phrases)
        if !phrases.isEmpty {
            try recognizer.setGrammar(Self.phraseGrammar(phrases), name: Self.alertSearch)
        }
        defer { try? recognizer.listen(for: idleSearch) }
        let started = reader.time
        var repeatAt = -Double.infinity
        var freshUtterance = true
        // With barge-in a response is heard over the bell and the announcement (their echo taken out).
        let overTheSound = settings.bargeIn && !phrases.isEmpty
        let isResponse = { (hypothesis: Hypothesis, fit: GrammarFit) in
            self.accepts(hypothesis, fit: fit) && alert.response(for: SpokenWords.tokenize(hypothesis.text)) != nil
        }
        while reader.time - started < alert.timeout, !reader.ended {
            var heard: (Hypothesis, GrammarFit)?
            if reader.time >= repeatAt {
                let bell: [Int16] = switch alert.sound {
                case .ringtone: ToneGenerator.ringtone(seconds: min(2, alert.repeatInterval))
                case .chime: ToneGenerator.samples(for: .done)
                case .none: []
                }
                if overTheSound {
                    try recognizer.listen(for: .grammar(Self.alertSearch))
                    if !bell.isEmpty { heard = try await playHearing(bell, wanted: isResponse) }
                    if heard == nil { heard = try await playHearing(try await spoken(alert.announcement.full), quietingTheEcho: true, wanted: isResponse) }
                    freshUtterance = heard != nil
                } else {
                    if !bell.isEmpty { try await play(bell) }
                    try await say(alert.announcement.full)
                    freshUtterance = true
                }
                guard !phrases.isEmpty else { break }
                repeatAt = reader.time + alert.repeatInterval
            }
            if heard == nil {
                // A new utterance after each announcement and each utterance heard, never in between:
                // the short stretches below must not cut speech that is starting.
                if freshUtterance { try recognizer.listen(for: .grammar(Self.alertSearch)) }
                // Listened to in short stretches, so a Stop pressed on the web page is taken within half a second.
                heard = try await listenForUtterance(timeout: min(repeatAt - reader.time, Self.answerCheckInterval))
                freshUtterance = heard != nil
            }
            // A store that cannot be read here costs only the screen's answer: the alert rings on, and the voice still answers it.
            if let answer = (try? suite.scheduler.takeAnswer(for: fired)) ?? nil {
                try await answered(answer, alert: alert)
                return
            }
            guard let (hypothesis, fit) = heard else { continue }
            let words = SpokenWords.tokenize(hypothesis.text)
            guard accepts(hypothesis, fit: fit), let response = alert.response(for: words) else { continue }
            emit(.heard(text: hypothesis.text, confidence: fit.acousticRatio, coverage: fit.coverage, at: reader.time))
            try await perform(response, alert: alert, said: hypothesis.text)
            return
        }
        if let dialog = try await alert.onTimeout?() { try await say(dialog.full) }
        emit(.alertEnded(kind: alert.kind, response: nil, at: reader.time))
    }

    /// Stream seconds between looks for an answer given on a screen (``Scheduler/takeAnswer(for:)``).
    static let answerCheckInterval = 0.5

    /// An answer given on a screen: the alert's own response to those words ("snooze" snoozes
    /// as saying it does), and any other answer silences the alert without a word (a Stop
    /// button on a fake call, which has no "stop" to say).
    private func answered(_ answer: String, alert: Alert) async throws {
        if let response = alert.response(for: SpokenWords.tokenize(answer)) {
            try await perform(response, alert: alert, said: answer)
        } else {
            emit(.alertEnded(kind: alert.kind, response: answer, at: reader?.time ?? 0))
        }
    }

    /// Does what `response` says and, once it is done, donates it (``InteractionSource/alert``): a response
    /// that throws, or an alert left to time out, is not donated.
    private func perform(_ response: AlertResponse, alert: Alert, said: String) async throws {
        switch try await response.handle() {
        case .dismiss(let dialog):
            if let dialog { try await say(dialog.full) }
        case .call(let lines, let voice, let endPhrases, let endDialog):
            if !endPhrases.isEmpty {
                try recognizer.setGrammar(Self.phraseGrammar(endPhrases), name: Self.alertSearch)
                try recognizer.listen(for: .grammar(Self.alertSearch))
            }
            for line in lines {
                try await say(line, voice: voice)
                guard !endPhrases.isEmpty,
                      let (hypothesis, fit) = try await listenForUtterance(timeout: 3),
                      accepts(hypothesis, fit: fit) else { continue }
                emit(.heard(text: hypothesis.text, confidence: fit.acousticRatio, coverage: fit.coverage, at: reader?.time ?? 0))
                if endPhrases.contains(SpokenWords.tokenize(hypothesis.text).joined(separator: " ")) { break }
            }
            if let endDialog { try await say(endDialog.full) }
        }
        suite.registry.donate(alert.interaction(for: response))
        emit(.alertEnded(kind: alert.kind, response: said, at: reader?.time ?? 0))
    }

    /// A grammar accepting exactly these phrases.
    static func phraseGrammar(_ phrases: [String]) -> String {
        let unique = Array(Set(phrases.map { SpokenWords.tokenize($0).joined(separator: " ") }.filter { !$0.isEmpty })).sorted()
        return "#JSGF V1.0;\ngrammar alert;\npublic <response> = \(unique.joined(separator: " | "));\n"
    }
}

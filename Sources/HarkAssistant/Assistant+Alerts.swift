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
        while reader.time - started < alert.timeout, !reader.ended {
            if reader.time >= repeatAt {
                switch alert.sound {
                case .ringtone: try await play(ToneGenerator.ringtone(seconds: min(2, alert.repeatInterval)))
                case .chime: try await play(ToneGenerator.samples(for: .done))
                case .none: break
                }
                try await say(alert.announcement.full)
                guard !phrases.isEmpty else { break }
                repeatAt = reader.time + alert.repeatInterval
            }
            try recognizer.listen(for: .grammar(Self.alertSearch))
            guard let (hypothesis, fit) = try await listenForUtterance(timeout: repeatAt - reader.time) else { continue }
            let words = SpokenWords.tokenize(hypothesis.text)
            guard accepts(hypothesis, fit: fit), let response = alert.response(for: words) else { continue }
            emit(.heard(text: hypothesis.text, confidence: fit.acousticRatio, coverage: fit.coverage, at: reader.time))
            try await perform(response.handle(), alert: alert, response: hypothesis.text)
            return
        }
        if let dialog = try await alert.onTimeout?() { try await say(dialog.full) }
        emit(.alertEnded(kind: alert.kind, response: nil, at: reader.time))
    }

    private func perform(_ outcome: AlertOutcome, alert: Alert, response: String) async throws {
        switch outcome {
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
        emit(.alertEnded(kind: alert.kind, response: response, at: reader?.time ?? 0))
    }

    /// A grammar accepting exactly these phrases.
    static func phraseGrammar(_ phrases: [String]) -> String {
        let unique = Array(Set(phrases.map { SpokenWords.tokenize($0).joined(separator: " ") }.filter { !$0.isEmpty })).sorted()
        return "#JSGF V1.0;\ngrammar alert;\npublic <response> = \(unique.joined(separator: " | "));\n"
    }
}

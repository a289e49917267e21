import Foundation
import HarkAudio
import Synchronization

extension Assistant {
    /// After the wake phrase on a satellite: streams the command to the relay as it is captured,
    /// stops when the far side has heard its end (or the command time runs out), plays the reply,
    /// and goes on without the wake phrase while the reply is a question.
    func relayCommand(to relay: any CommandRelay) async throws {
        // A new conversation after each wake phrase, named: a question another room left open is not this one's.
        var conversation: String? = UUID().uuidString
        repeat {
            guard let reader else { return }
            let (audio, feed) = PushedAudio.makeStream(bufferingFrames: 3_000)
            let heard = HeardFlag()
            let limit = reader.time + settings.commandTimeout + settings.maxUtterance
            let started = conversation
            async let reply = relay.relay(audio, conversation: started) { heard.set() }
            while !heard.isSet, reader.time < limit, let input = try await nextInput(alerts: false) {
                if case .frame(let frame) = input { feed.yield(frame) }
            }
            feed.finish()
            // Latency counts from when the far side said it heard the end (or from now, when the time ran out).
            lastSpeechEnd = heard.instant ?? ContinuousClock.now
            let answer: RelayedReply
            do {
                answer = try await reply
            } catch {
                emit(.deviceError(device: "relay", message: "\(error)"))
                if settings.earcons { try await play(ToneGenerator.samples(for: .error)) }
                try await say("Sorry, I can't reach Hark right now.")
                return
            }
            if answer.heard.isEmpty {
                emit(.notUnderstood(text: ""))
            } else {
                emit(.heard(text: answer.heard, confidence: .nan, coverage: .nan, at: reader.time))
            }
            let latency = lastSpeechEnd.map { Self.seconds($0.duration(to: ContinuousClock.now)) }
            lastSpeechEnd = nil
            emit(.say(text: answer.text, at: reader.time, latency: latency))
            try await play(answer.speech)
            conversation = answer.awaitingAnswer
        } while conversation != nil
    }
}

/// Set once, read from the satellite's loop: the far side heard the end of the utterance, at `instant`.
final class HeardFlag: Sendable {
    private let state = Mutex<ContinuousClock.Instant?>(nil)
    func set() { state.withLock { $0 = $0 ?? .now } }
    var isSet: Bool { state.withLock { $0 != nil } }
    var instant: ContinuousClock.Instant? { state.withLock { $0 } }
}

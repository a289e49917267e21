import ArgumentParser
import Foundation
import HarkIntents
import HarkSkills

extension Hark {
    /// `hark ask "text"`: runs the whole intent lifecycle with text in and text out.
    struct Ask: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run a command as text: route it, ask follow-up questions, perform it, print the answer.",
            discussion: """
            Follow-up questions are answered by the --answer options in order, then by lines read \
            from standard input; end of input counts as silence (the conversation times out).
            """)

        @Argument(help: "What you would say, e.g. \"set an alarm for seven thirty\".")
        var text: String

        @Option(name: .customLong("answer"), help: "An answer to the next follow-up question (repeatable).")
        var answers: [String] = []

        @Flag(help: "Print each turn as a JSON line (say, heard, intent with parameters), then the outcome.")
        var json = false

        @OptionGroup var config: ConfigOptions

        func run() async throws {
            let suite = try config.suite()
            let printer = TurnPrinter(json: json)
            let scripted = AnswerQueue(answers)
            let conversation = ScriptedConversation(
                reader: { _ in await scripted.next() ?? readLine(strippingNewline: true) },
                onTurn: { printer.print($0) })
            let runner = IntentRunner(registry: suite.registry, reportsUnfinishedIntents: true)
            let outcome = await runner.handle(text, conversation: conversation, onEvent: { printer.print($0) })
            printer.print(outcome)
            switch outcome {
            case .completed: break
            case .notUnderstood, .failed, .refused, .locked: throw ExitCode(2)
            case .cancelled, .timedOut: throw ExitCode(3)
            }
        }
    }
}

/// Answers given on the command line, handed out in order.
actor AnswerQueue {
    private var answers: [String]
    init(_ answers: [String]) { self.answers = answers }
    func next() -> String? { answers.isEmpty ? nil : answers.removeFirst() }
}

/// Prints turns and lifecycle events as text or JSON lines.
struct TurnPrinter: Sendable {
    let json: Bool

    func print(_ turn: ScriptedConversation.Turn) {
        switch turn {
        case .said(let text):
            emit(json ? JSONLine.encode(["event": "say", "text": text]) : text)
        case .heard(let text, _):
            if json {
                emit(JSONLine.encode(HeardLine(text: text)))
            } else if let text {
                emit("> \(text)")
            }
        }
    }

    func print(_ event: IntentEvent) {
        guard json else { return }
        switch event {
        case .intent(let intent, let parameters):
            emit(JSONLine.encode(IntentLine(intent: intent, parameters: parameters)))
        case .notUnderstood(let text):
            emit(JSONLine.encode(["event": "not_understood", "text": text]))
        case .confirming:
            break  // typed text is heard surely: never asked
        case .locked:
            break  // the outcome line says "locked"
        }
    }

    /// The last JSON line: how the command ended (completed, cancelled, timed_out, failed, not_understood, refused, locked).
    func print(_ outcome: IntentOutcome) {
        guard json else { return }
        switch outcome {
        case .completed(let intent, _, _): emit(JSONLine.encode(OutcomeLine(outcome: "completed", intent: intent)))
        case .notUnderstood: emit(JSONLine.encode(OutcomeLine(outcome: "not_understood", intent: nil)))
        case .refused: emit(JSONLine.encode(OutcomeLine(outcome: "refused", intent: nil)))
        case .cancelled(let intent): emit(JSONLine.encode(OutcomeLine(outcome: "cancelled", intent: intent)))
        case .timedOut(let intent): emit(JSONLine.encode(OutcomeLine(outcome: "timed_out", intent: intent)))
        case .failed(let intent, _): emit(JSONLine.encode(OutcomeLine(outcome: "failed", intent: intent)))
        case .locked(let intent, _): emit(JSONLine.encode(OutcomeLine(outcome: "locked", intent: intent)))
        }
    }

    private func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    struct IntentLine: Encodable {
        var event = "intent"
        let intent: String
        let parameters: [String: JSONValue]
    }

    struct OutcomeLine: Encodable {
        var event = "outcome"
        let outcome: String
        let intent: String?
    }

    struct HeardLine: Encodable {
        var event = "heard"
        let text: String?
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(event, forKey: .event)
            try container.encode(text, forKey: .text) // null for silence
        }
        enum Key: String, CodingKey { case event, text }
    }
}

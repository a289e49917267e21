import ArgumentParser
import Foundation
import HarkAssistant
import HarkConfig
import HarkIntents
import HarkAudio
import HarkLimits
import HarkSkills
import HarkSpeech

extension Hark {
    /// `hark run --wav FILE…`: the assistant pipeline fed from WAV files on audio time.
    struct Run: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run the assistant on WAV files instead of a microphone (same pipeline, audio-driven clock).",
            discussion: """
            The files play one after another (0.5 s apart) as one stream; `--wav silence:SECONDS` inserts \
            silence of any length up to 366 days, e.g. to let an alarm fall due (two hours of it take about a \
            second). Time starts at --start (default: now) and moves only \
            with the audio, so a long conversation runs in a fraction of real time.
            """)

        @Option(name: .customLong("wav"), help: "WAV file to play in (repeatable), or silence:SECONDS.")
        var wavs: [String]

        @Option(help: "Write everything Hark says and plays to this WAV file.")
        var out: String?

        @Flag(help: "Print one JSON object per line as things happen.")
        var json = false

        @Flag(name: .customLong("no-wake"), help: "Command-only mode: every utterance is a command (no wake phrase).")
        var noWake = false

        @Option(help: "Wall-clock time at the start of the audio (ISO 8601, e.g. 2026-11-21T07:00:00Z; \(Limits.date.rangeText)).")
        var start: String?

        @OptionGroup var config: ConfigOptions
        @OptionGroup var model: ModelOptions

        func validate() throws {
            if wavs.isEmpty { throw ValidationError("Give at least one --wav FILE.") }
        }

        func run() async throws {
            let settings = try config.settings()
            let startDate = try start.map { try Limits.date.check(Self.parseDate($0), flag: "--start", given: $0) } ?? Date()
            let playlist = try AudioPlaylist(wavs.map { argument throws(WAVError) in try AudioPlaylist.Item(argument: argument) })
            let builder = PipelineBuilder(
                settings: settings, recognizer: model.configuration(settings: settings),
                dataDirectory: config.dataDirectory(settings), clock: .audio(start: startDate),
                extraSkills: try config.fileSkills(settings), wakeRequired: !noWake)
            let sink: any ReplySink = out.map { WAVReplySink(path: $0) } ?? SilentReplySink()
            let printer = EventPrinter(json: json)
            let assistant = try builder.build(sink: sink, emit: { printer.print($0) })
            try await assistant.prepare()
            // Standard error, so the standard output of --json stays JSON lines.
            for line in assistant.suite.registry.unheardShortcutLines {
                FileHandle.standardError.write(Data("warning: \(line)\n".utf8))
            }
            try await assistant.run(source: playlist)
            try sink.finish()
        }

        static func parseDate(_ text: String) throws -> Date {
            let formatter = ISO8601DateFormatter()
            if let date = formatter.date(from: text) { return date }
            formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime]
            if let date = formatter.date(from: text) { return date }
            throw CLIError("'\(text)' is not a time; write it like 2026-11-21T07:00:00Z.")
        }
    }
}

/// Prints assistant events as text or JSON lines.
struct EventPrinter: Sendable {
    let json: Bool

    func print(_ event: AssistantEvent) {
        let line: String?
        if json {
            line = JSONLine.encode(event.json)
        } else {
            switch event {
            case .wake(let phrase, let at, _, _): line = String(format: "[%.2f] wake: %@", at, phrase)
            case .heard(let text, _, _, let at, _, _, _, _, _): line = String(format: "[%.2f] heard: %@", at, text)
            case .rejected(let text, let fit, let coverage, let at, _, _):
                line = String(format: "[%.2f] rejected: %@ (fit %.1f, coverage %.2f)", at, text, fit, coverage)
            case .say(let text, _, _): line = "Hark: \(text)"
            case .fired(let kind, let title, let missed, let at):
                line = String(format: "[%.2f] fired: %@ %@%@", at, kind, title, missed ? " (missed)" : "")
            case .deviceError(let device, let message): line = "\(device): \(message)"
            case .confirm(let intent, let reason): line = "asking before \(intent) (doubtful \(reason))"
            case .replyStopped(_, let response, let at): line = String(format: "[%.2f] reply stopped: %@", at, response)
            case .intent, .notUnderstood, .noise, .wakeRejected, .alertEnded, .outcome: line = nil
            }
        }
        if let line { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    }
}

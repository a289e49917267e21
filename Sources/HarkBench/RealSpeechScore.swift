import Foundation
import HarkIntents
public import HarkAssistant

/// What a real recording asks for: an intent and its slots, as `labels.json` holds them.
public struct RealSpeechLabel: Codable, Equatable, Sendable {
    /// The intent's identifier.
    public var intent: String
    /// Every slot said, by name; values are the spoken strings.
    public var slots: [String: String]

    /// A label with these slots.
    public init(intent: String, slots: [String: String] = [:]) {
        self.intent = intent
        self.slots = slots
    }
}

/// How Hark answered one real recording, read from the events of its run.
public struct RealSpeechClipScore: Codable, Equatable, Sendable {
    /// The first intent run is the labelled one, every labelled slot exact and no other slot filled.
    public var right: Bool
    /// Right, in exactly one heard or rejected turn, with exactly one intent.
    public var clean: Bool
    /// A turn Hark should not have taken: a rejected turn before the command, or more than one turn.
    public var spuriousTurn: Bool
    /// Seconds from the end of speech to the first reply (the first `say` event's latency).
    public var latency: Double?

    /// A score as given.
    public init(right: Bool, clean: Bool, spuriousTurn: Bool, latency: Double?) {
        self.right = right
        self.clean = clean
        self.spuriousTurn = spuriousTurn
        self.latency = latency
    }

    /// Scores the events of one clip against its label.
    public init(events: [AssistantEvent], label: RealSpeechLabel) {
        var turns = 0, rejectedBeforeIntent = false
        var intents: [(intent: String, parameters: [String: JSONValue])] = []
        latency = nil
        for event in events {
            switch event {
            case .heard: turns += 1
            case .rejected:
                turns += 1
                if intents.isEmpty { rejectedBeforeIntent = true }
            case .intent(let intent, let parameters): intents.append((intent, parameters))
            case .say(_, _, let replyLatency): if latency == nil { latency = replyLatency }
            default: break
            }
        }
        if let first = intents.first {
            right = first.intent == label.intent && Self.slots(first.parameters) == label.slots
        } else {
            right = false
        }
        clean = right && turns == 1 && intents.count == 1
        spuriousTurn = turns > 1 || (!intents.isEmpty && rejectedBeforeIntent)
    }

    /// Reported parameters as label slots: strings as they are, numbers and the like as text;
    /// a null parameter is a slot left unfilled.
    static func slots(_ parameters: [String: JSONValue]) -> [String: String] {
        parameters.compactMapValues { value in
            switch value {
            case .null: nil
            case .string(let text): text
            default: value.description
            }
        }
    }
}

/// The figures of the real-speech part: accuracy, turns and reply latency over every clip.
public struct RealSpeechSummary: Codable, Equatable, Sendable {
    /// Clips played.
    public var clips: Int
    /// Clips whose command was right.
    public var right: Int
    /// Clips right in one clean turn.
    public var clean: Int
    /// Clips with a spurious turn.
    public var spuriousTurns: Int
    /// Clips right without a question at the sure threshold in force, when the run had
    /// confirmation off and the threshold was scored from the fits (nil: not scored).
    public var rightInForce: Int?
    /// Median reply latency, seconds (nil when nothing was said).
    public var latencyP50: Double?
    /// 95th-percentile reply latency, seconds.
    public var latencyP95: Double?
    /// File names of the clips that were not right, sorted.
    public var wrong: [String]

    /// Adds up the scores of every clip, by file name.
    public init(scores: [String: RealSpeechClipScore]) {
        clips = scores.count
        right = scores.values.filter(\.right).count
        clean = scores.values.filter(\.clean).count
        spuriousTurns = scores.values.filter(\.spuriousTurn).count
        let latencies = scores.values.compactMap(\.latency)
        latencyP50 = BenchScoring.percentile(latencies, 50)
        latencyP95 = BenchScoring.percentile(latencies, 95)
        wrong = scores.filter { !$0.value.right }.keys.sorted()
    }

    /// The figures as a short table.
    public var text: String {
        func share(_ count: Int) -> String {
            clips == 0 ? "–" : String(format: "%.1f%%", 100 * Double(count) / Double(clips))
        }
        func seconds(_ value: Double?) -> String { value.map { String(format: "%.2f s", $0) } ?? "–" }
        let inForceLine = rightInForce.map { "right, not asked first         \($0)/\(clips) (\(share($0))) at the sure threshold in force\n  " } ?? ""
        return """
        Real speech (coffee orders)
          clips                          \(clips)
          commands right                 \(right)/\(clips) (\(share(right)))\(rightInForce == nil ? "" : " with confirmation off")
          \(inForceLine)right in one clean turn        \(clean)/\(clips) (\(share(clean)))
          clips with a spurious turn     \(spuriousTurns)
          reply latency p50 / p95        \(seconds(latencyP50)) / \(seconds(latencyP95))

        """
    }
}

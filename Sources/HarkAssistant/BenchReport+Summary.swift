/// What the stock decoder made of one clip.
public struct BenchReferenceClip: Codable, Equatable, Sendable {
    /// Words it recognized (commands) or keyphrases it spotted (wake).
    public var words: [String]
    /// Keyphrase detections (wake mode).
    public var detections: Int
    /// Whether its transcript, run through Hark's router, gave the right intent and parameters.
    public var commandCorrect: Bool?

    /// Creates a clip result.
    public init(words: [String], detections: Int, commandCorrect: Bool? = nil) {
        self.words = words
        self.detections = detections
        self.commandCorrect = commandCorrect
    }
}

extension BenchReport {
    /// The name of the aggregate row and column.
    public static let all = "all"

    /// Every voice × condition cell of the corpus, with `all` rows and columns, in table order.
    public static func cells(corpus: BenchCorpus, observations: [String: BenchObservation],
                             reference: [String: BenchReferenceClip]?) -> [Cell] {
        let voices = corpus.plan.voices + [all]
        let conditions = corpus.plan.conditions.map(\.description) + [all]
        var cells: [String: Cell] = [:]
        for voice in voices {
            for condition in conditions { cells[voice + "|" + condition] = Cell(voice: voice, condition: condition) }
        }
        for clip in corpus.clips where clip.kind != .ordinary {
            let observation = observations[clip.id] ?? BenchObservation(events: [], audioSeconds: 0, wallSeconds: 0)
            for voice in [clip.voice, all] {
                for condition in [clip.condition.description, all] {
                    cells[voice + "|" + condition]?.add(clip, observation, reference?[clip.id])
                }
            }
        }
        return voices.flatMap { voice in conditions.compactMap { cells[voice + "|" + $0] } }
    }

    /// Hark's own figures: outcomes, false alarms, latency, real-time factors.
    public static func pipeline(corpus: BenchCorpus, observations: [String: BenchObservation]) -> Pipeline {
        var result = Pipeline()
        var commandTime = (wall: 0.0, audio: 0.0), wakeTime = (wall: 0.0, audio: 0.0)
        var latencies: [Double] = []
        for clip in corpus.clips {
            guard let observation = observations[clip.id] else { continue }
            switch clip.kind {
            case .command:
                let outcome = observation.commandOutcome(intent: clip.intent ?? "", parameters: clip.parameters)
                result.commandOutcomes[outcome.rawValue, default: 0] += 1
            case .outOfGrammar:
                result.outOfGrammarOutcomes[observation.outOfGrammarOutcome.rawValue, default: 0] += 1
            case .wake:
                result.wakeClipCandidatesRejected += observation.rejectedWakeFits.count
                wakeTime = (wakeTime.wall + observation.wallSeconds, wakeTime.audio + observation.audioSeconds)
            case .ordinary:
                result.falseAlarms += observation.wakes.count
                result.ordinaryWakeCandidatesRejected += observation.rejectedWakeFits.count
                result.ordinaryIntents += observation.intents.count
                result.ordinaryHours += observation.audioSeconds / 3600
                result.realTimeFactorIdle = ratio(observation.wallSeconds, observation.audioSeconds)
            }
            if clip.kind == .command || clip.kind == .outOfGrammar {
                commandTime = (commandTime.wall + observation.wallSeconds, commandTime.audio + observation.audioSeconds)
                latencies += observation.latencies
            }
        }
        result.latency = BenchDistribution(latencies)
        result.realTimeFactorCommands = ratio(commandTime.wall, commandTime.audio)
        result.realTimeFactorWakeClips = ratio(wakeTime.wall, wakeTime.audio)
        return result
    }

    /// Fit and coverage distributions per class, and wake-candidate fits.
    public static func tuning(corpus: BenchCorpus, observations: [String: BenchObservation]) -> Tuning {
        func gather(_ kind: BenchClip.Kind, _ values: (BenchObservation) -> [Double]) -> BenchDistribution? {
            BenchDistribution(corpus.clips.filter { $0.kind == kind }.flatMap { observations[$0.id].map(values) ?? [] })
        }
        return Tuning(
            inGrammarConfidence: gather(.command) { $0.utterances.map(\.confidence) },
            outOfGrammarConfidence: gather(.outOfGrammar) { $0.utterances.map(\.confidence) },
            inGrammarCoverage: gather(.command) { $0.utterances.map(\.coverage) },
            outOfGrammarCoverage: gather(.outOfGrammar) { $0.utterances.map(\.coverage) },
            verifiedWakeFit: gather(.wake) { $0.wakes.compactMap { $0 } },
            rejectedWakeFit: gather(.wake) { $0.rejectedWakeFits },
            verifiedOrdinaryWakeFit: gather(.ordinary) { $0.wakes.compactMap { $0 } },
            rejectedOrdinaryWakeFit: gather(.ordinary) { $0.rejectedWakeFits })
    }

    /// Every clip Hark got wrong, in corpus order.
    public static func misses(corpus: BenchCorpus, observations: [String: BenchObservation]) -> [Miss] {
        corpus.clips.compactMap { clip in
            guard let observation = observations[clip.id] else { return nil }
            let outcome: String
            switch clip.kind {
            case .command:
                let result = observation.commandOutcome(intent: clip.intent ?? "", parameters: clip.parameters)
                guard result != .correct else { return nil }
                outcome = result.rawValue
            case .outOfGrammar:
                let result = observation.outOfGrammarOutcome
                guard result != .rejected && result != .notUnderstood else { return nil }
                outcome = result.rawValue
            case .wake:
                guard observation.wakes.isEmpty else { return nil }
                outcome = "no_wake"
            case .ordinary:
                guard !observation.wakes.isEmpty else { return nil }
                outcome = "false_alarm x\(observation.wakes.count)"
            }
            return Miss(id: clip.id, said: clip.words, heard: observation.utterances.map(\.text).joined(separator: " / "),
                        outcome: outcome, confidence: observation.utterances.first?.confidence,
                        coverage: observation.utterances.first?.coverage)
        }
    }

    static func ratio(_ wall: Double, _ audio: Double) -> Double? { audio > 0 ? wall / audio : nil }
}

extension BenchReport.Cell {
    /// Counts one clip.
    mutating func add(_ clip: BenchClip, _ observation: BenchObservation, _ reference: BenchReferenceClip?) {
        let said = BenchScoring.words(clip.words)
        switch clip.kind {
        case .command:
            let outcome = observation.commandOutcome(intent: clip.intent ?? "", parameters: clip.parameters)
            commands.add(outcome == .correct)
            falseRejections.add(outcome == .rejected)
            words.add(reference: said, hypothesis: observation.transcript)
            if let reference {
                referenceWords.add(reference: said, hypothesis: reference.words)
                referenceCommands.add(reference.commandCorrect == true)
            }
        case .outOfGrammar:
            let outcome = observation.outOfGrammarOutcome
            outOfGrammarRejections.add(outcome == .rejected || outcome == .notUnderstood)
            if let reference { referenceOutOfGrammarAccepted.add(!reference.words.isEmpty) }
        case .wake:
            wakeDetections.add(!observation.wakes.isEmpty)
            wakeCommands.add(!observation.wakes.isEmpty
                && observation.commandOutcome(intent: clip.intent ?? "", parameters: clip.parameters) == .correct)
            if let reference { referenceWakeDetections.add(reference.detections > 0) }
        case .ordinary:
            break
        }
    }
}

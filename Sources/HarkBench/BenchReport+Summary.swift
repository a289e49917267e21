import HarkAssistant
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
        grouped(corpus, observations, reference, rows: corpus.plan.voices,
                conditions: corpus.plan.conditions.map(\.description)) { $0.voice }
    }

    /// Noise kind × SNR cells (the `voice` of each cell names the noise), with `all` rows and columns.
    public static func noiseCells(corpus: BenchCorpus, observations: [String: BenchObservation],
                                  reference: [String: BenchReferenceClip]?) -> [Cell] {
        grouped(corpus, observations, reference, rows: BenchNoise.Kind.allCases.map(\.rawValue),
                conditions: corpus.plan.conditions.filter { $0.snr != nil }.map(\.description)) { $0.noise?.rawValue }
    }

    /// Cells for `rows` × `conditions` plus `all`, each clip counted under the row `row(clip)` names.
    static func grouped(_ corpus: BenchCorpus, _ observations: [String: BenchObservation], _ reference: [String: BenchReferenceClip]?,
                        rows: [String], conditions: [String], row: (BenchClip) -> String?) -> [Cell] {
        let rowNames = rows + [all]
        let columns = conditions + [all]
        var cells: [String: Cell] = [:]
        for name in rowNames {
            for condition in columns { cells[name + "|" + condition] = Cell(voice: name, condition: condition) }
        }
        for clip in corpus.clips where clip.kind != .ordinary {
            guard let name = row(clip), columns.contains(clip.condition.description) else { continue }
            let observation = observations[clip.id] ?? BenchObservation(events: [], audioSeconds: 0, wallSeconds: 0)
            for rowName in [name, all] {
                for condition in [clip.condition.description, all] {
                    cells[rowName + "|" + condition]?.add(clip, observation, reference?[clip.id])
                }
            }
        }
        return rowNames.flatMap { name in columns.compactMap { cells[name + "|" + $0] } }
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

    /// Fit and coverage distributions per class, and wake-candidate fits; only clips in
    /// `condition` when one is given.
    public static func tuning(corpus: BenchCorpus, observations: [String: BenchObservation], condition: String? = nil) -> Tuning {
        let clips = corpus.clips.filter { condition == nil || $0.condition.description == condition }
        func gather(_ kinds: Set<BenchClip.Kind>, _ values: (BenchClip, BenchObservation) -> [Double]) -> BenchDistribution? {
            BenchDistribution(clips.filter { kinds.contains($0.kind) }.flatMap { clip in observations[clip.id].map { values(clip, $0) } ?? [] })
        }
        func utterances(_ right: Bool?) -> (BenchClip, BenchObservation) -> [BenchObservation.Utterance] {
            { clip, observation in
                observation.utterances.filter { right == nil || (BenchScoring.words($0.text) == BenchScoring.words(clip.words)) == right }
            }
        }
        return Tuning(
            inGrammarConfidence: gather([.command]) { utterances(nil)($0, $1).map(\.confidence) },
            rightConfidence: gather([.command]) { utterances(true)($0, $1).map(\.confidence) },
            wrongConfidence: gather([.command]) { utterances(false)($0, $1).map(\.confidence) },
            outOfGrammarConfidence: gather([.outOfGrammar]) { utterances(nil)($0, $1).map(\.confidence) },
            inGrammarCoverage: gather([.command]) { utterances(nil)($0, $1).map(\.coverage) },
            rightCoverage: gather([.command]) { utterances(true)($0, $1).map(\.coverage) },
            wrongCoverage: gather([.command]) { utterances(false)($0, $1).map(\.coverage) },
            outOfGrammarCoverage: gather([.outOfGrammar]) { utterances(nil)($0, $1).map(\.coverage) },
            verifiedWakeFit: gather([.wake]) { $1.wakes.compactMap { $0 } },
            rejectedWakeFit: gather([.wake]) { $1.rejectedWakeFits },
            verifiedOrdinaryWakeFit: gather([.ordinary]) { $1.wakes.compactMap { $0 } },
            rejectedOrdinaryWakeFit: gather([.ordinary]) { $1.rejectedWakeFits })
    }

    /// `tuning` for each condition of the plan.
    public static func tuningByCondition(corpus: BenchCorpus, observations: [String: BenchObservation]) -> [String: Tuning] {
        Dictionary(uniqueKeysWithValues: corpus.plan.conditions.map {
            ($0.description, tuning(corpus: corpus, observations: observations, condition: $0.description))
        })
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

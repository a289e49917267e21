import Foundation
public import HarkAssistant
import HarkAudio
import HarkSkills
import HarkStore
public import HarkSpeech

/// Wake detection with and without enrolled sayings (`hark bench --enrollment DIR`): for each
/// speaker of DIR (`DIR/<speaker>/enroll`, `say`, `near`, as `scripts/make-enrollment-set.sh`
/// makes them), the `enroll` sayings are checked and enrolled as `hark wake enroll` does, then
/// every other clip plays through the wake pipeline twice, judge alone and with the enrollment,
/// followed by ``trailingSilence``.
/// A `say` clip without a wake is a miss; a `near` clip with one is a false wake.
public struct EnrollmentBench: Sendable {
    /// The set's directory.
    public var directory: String
    /// Settings of the pipeline (the wake phrase is replaced by `phrase`).
    public var settings: AssistantSettings
    /// The recognizer's model.
    public var configuration: RecognizerConfiguration
    /// The enrolled phrase.
    public var phrase: String

    /// A bench over `directory`.
    public init(directory: String, settings: AssistantSettings, configuration: RecognizerConfiguration, phrase: String = "computer") {
        self.directory = directory
        self.settings = settings
        self.configuration = configuration
        self.phrase = phrase
    }

    /// Seconds of silence played after each clip: a live stream goes on after the phrase, and the
    /// clips end 0.6 s after it, before the voice-activity detector has closed the speech.
    public static let trailingSilence = 1.0

    /// One speaker's figures.
    public struct Speaker: Codable, Sendable, Equatable {
        public var name: String
        /// Why enrollment refused the speaker's sayings (nil when they were enrolled).
        public var refused: String?
        public var sayings = 0
        public var missedAlone = 0
        public var missedEnrolled = 0
        public var near = 0
        public var falseAlone = 0
        public var falseEnrolled = 0
    }

    /// Plays every speaker; `progress` gets a line per speaker.
    public func run(progress: @escaping @Sendable (String) -> Void) async throws -> [Speaker] {
        let fileManager = FileManager.default
        let speakers = try fileManager.contentsOfDirectory(atPath: directory).sorted().filter { name in
            fileManager.fileExists(atPath: (directory as NSString).appendingPathComponent("\(name)/enroll"))
        }
        guard !speakers.isEmpty else {
            throw BenchError(.corpus, "\(directory) holds no speaker folder with enroll/ (make one with scripts/make-enrollment-set.sh DIR).")
        }
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("hark-enrollment-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(atPath: scratch) }
        var results: [Speaker] = []
        for name in speakers {
            let folder = (directory as NSString).appendingPathComponent(name)
            func clips(_ part: String) throws -> [(name: String, samples: [Int16])] {
                let path = (folder as NSString).appendingPathComponent(part)
                return try (fileManager.contentsOfDirectory(atPath: path)).filter { $0.hasSuffix(".wav") }.sorted().map { file in
                    (file, try WAVFile.read(path: (path as NSString).appendingPathComponent(file)).samples16k
                    + [Int16](repeating: 0, count: Int(Self.trailingSilence * 16_000)))
                }
            }
            var alone = settings
            alone.wakePhrases = [Keyphrase(phrase, threshold: WakeJudge.candidateThreshold)]
            alone.useWakeEnrollment = false
            var enrolled = alone
            enrolled.useWakeEnrollment = true
            let data = (scratch as NSString).appendingPathComponent(name)
            let judgeAlone = try await BenchWorker(settings: alone, configuration: configuration, dataDirectory: data, start: Bench.start)
            var speaker = Speaker(name: name)
            do {
                let kept = try WakeEnrollmentSamples.checked(try clips("enroll"), recognizer: judgeAlone.recognizer)
                try judgeAlone.suite.store.enrollWakePhrase(phrase, samples: kept, at: Bench.start)
            } catch let refusal as WakeEnrollmentSamples.Refusal {
                speaker.refused = refusal.description
            }
            let withEnrollment = try await BenchWorker(settings: enrolled, configuration: configuration, dataDirectory: data, start: Bench.start)
            func wakes(_ worker: BenchWorker, _ samples: [Int16]) async throws -> Int {
                try await worker.wakeEvents(samples: samples).filter { if case .wake = $0 { true } else { false } }.count
            }
            for clip in try clips("say") {
                speaker.sayings += 1
                if try await wakes(judgeAlone, clip.samples) == 0 { speaker.missedAlone += 1 }
                let events = try await withEnrollment.wakeEvents(samples: clip.samples)
                if !events.contains(where: { if case .wake = $0 { true } else { false } }) {
                    speaker.missedEnrolled += 1
                    progress("enrollment: \(name)/say/\(clip.name) missed: \(Self.whyMissed(events))")
                }
            }
            for clip in try clips("near") {
                speaker.near += 1
                if try await wakes(judgeAlone, clip.samples) > 0 { speaker.falseAlone += 1 }
                let events = try await withEnrollment.wakeEvents(samples: clip.samples)
                let woke = events.compactMap { event -> WakeEvidence?? in if case .wake(_, _, _, let evidence) = event { evidence } else { nil } }
                if let evidence = woke.first {
                    speaker.falseEnrolled += 1
                    let measured = evidence.flatMap { e in e.enrolledDistance.flatMap { d in e.enrolledBound.map { d / $0 } } }
                    progress("enrollment: \(name)/near/\(clip.name) woke Hark"
                             + (measured.map { String(format: ": %.2f × the bound", $0) } ?? ""))
                }
            }
            progress("enrollment: \(name): missed \(speaker.missedAlone) → \(speaker.missedEnrolled) of \(speaker.sayings), "
                     + "false wakes \(speaker.falseAlone) → \(speaker.falseEnrolled) of \(speaker.near)"
                     + (speaker.refused.map { " (not enrolled: \($0))" } ?? ""))
            results.append(speaker)
        }
        return results
    }

    /// What the pipeline made of a saying it did not wake for: each candidate's distance to the
    /// enrolled sayings as a multiple of the bound, or that nothing was spotted.
    static func whyMissed(_ events: [AssistantEvent]) -> String {
        let candidates = events.compactMap { event -> String? in
            guard case .wakeRejected(_, let at, _, let evidence) = event else { return nil }
            guard let distance = evidence?.enrolledDistance, let bound = evidence?.enrolledBound, bound > 0 else {
                return String(format: "candidate at %.2f s, not measured", at)
            }
            return String(format: "candidate at %.2f s, %.2f × the bound", at, distance / bound)
        }
        return candidates.isEmpty ? "nothing spotted" : candidates.joined(separator: "; ")
    }

    /// The table `hark bench --enrollment` prints.
    public static func report(_ speakers: [Speaker]) -> String {
        var lines = ["| speaker | sayings | missed, judge alone | missed, enrolled | near sentences | false wakes, judge alone | false wakes, enrolled |",
                     "|---|---:|---:|---:|---:|---:|---:|"]
        for s in speakers {
            lines.append("| \(s.name)\(s.refused == nil ? "" : " (not enrolled)") | \(s.sayings) | \(s.missedAlone) | \(s.missedEnrolled) | \(s.near) | \(s.falseAlone) | \(s.falseEnrolled) |")
        }
        let total = speakers.reduce(into: Speaker(name: "all")) { sum, s in
            sum.sayings += s.sayings; sum.missedAlone += s.missedAlone; sum.missedEnrolled += s.missedEnrolled
            sum.near += s.near; sum.falseAlone += s.falseAlone; sum.falseEnrolled += s.falseEnrolled
        }
        func percent(_ part: Int, _ whole: Int) -> String { whole == 0 ? "–" : String(format: "%.1f%%", 100 * Double(part) / Double(whole)) }
        lines.append("| **all** | \(total.sayings) | \(total.missedAlone) (\(percent(total.missedAlone, total.sayings))) | "
                     + "\(total.missedEnrolled) (\(percent(total.missedEnrolled, total.sayings))) | \(total.near) | \(total.falseAlone) | \(total.falseEnrolled) |")
        return lines.joined(separator: "\n")
    }
}

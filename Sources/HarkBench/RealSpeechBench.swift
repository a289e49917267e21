public import Foundation
public import HarkSpeech
public import HarkAssistant

/// Scores Hark on real recordings of people ordering coffee: every FLAC clip in
/// `DIRECTORY/coffee/audio`, labelled in `DIRECTORY/coffee/labels.json`, played through
/// the same pipeline as `hark run --no-wake --skills bench/coffee.yaml`.
public struct RealSpeechBench: Sendable {
    /// What to play and how.
    public struct Options: Sendable {
        /// The real-speech directory (holding `coffee/`).
        public var directory: String
        /// The skills file the coffee context is written in.
        public var skillsFile: String
        /// Play only the first this many clips in sorted order (nil: all).
        public var limit: Int?
        /// Settings of the pipeline.
        public var settings: AssistantSettings
        /// The recognizer's model.
        public var configuration: RecognizerConfiguration
        /// Pipelines run side by side.
        public var jobs: Int

        /// Options with every clip on up to two pipelines.
        public init(directory: String, skillsFile: String, limit: Int? = nil, settings: AssistantSettings,
                    configuration: RecognizerConfiguration, jobs: Int = min(2, ProcessInfo.processInfo.activeProcessorCount)) {
            self.directory = directory
            self.skillsFile = skillsFile
            self.limit = limit
            self.settings = settings
            self.configuration = configuration
            self.jobs = jobs
        }
    }

    /// What to play and how.
    public let options: Options

    /// A bench on these options.
    public init(options: Options) { self.options = options }

    /// The coffee recordings' directory.
    var coffee: String { (options.directory as NSString).appendingPathComponent("coffee") }

    /// One line saying why the real-speech part cannot run here, or nil when the recordings are present.
    public var skipReason: String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: coffee, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "Real speech: skipped, \(coffee) is not there (the coffee recordings are not in this checkout)."
        }
        return nil
    }

    /// The clips to play (file names, sorted, cut to the limit) with their labels.
    func clips() throws(BenchError) -> [(file: String, label: RealSpeechLabel)] {
        let labelsPath = (coffee as NSString).appendingPathComponent("labels.json")
        let labels: [String: RealSpeechLabel]
        do {
            labels = try JSONDecoder().decode([String: RealSpeechLabel].self, from: Data(contentsOf: URL(fileURLWithPath: labelsPath)))
        } catch {
            throw BenchError(.corpus, "Cannot read \(labelsPath): \(error).")
        }
        let audio = (coffee as NSString).appendingPathComponent("audio")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: audio) else {
            throw BenchError(.corpus, "Cannot list \(audio).")
        }
        var clips: [(file: String, label: RealSpeechLabel)] = []
        for name in names.filter({ $0.hasSuffix(".flac") }).sorted() {
            guard let label = labels[name] else { throw BenchError(.corpus, "\(name) has no label in \(labelsPath).") }
            clips.append((name, label))
        }
        if let limit = options.limit { clips = Array(clips.prefix(limit)) }
        return clips
    }
}

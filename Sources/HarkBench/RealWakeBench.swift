public import Foundation
public import HarkAssistant
public import HarkSpeech

/// Scores Hark's wake path on real recordings: `DIRECTORY/wake/computer/*.flac` say the wake
/// phrase; the other folders of `DIRECTORY/wake` (other people saying other wake words) and
/// `DIRECTORY/coffee/audio` (coffee orders) do not. Each clip is played alone through the same
/// keyword spotting and verification as `hark listen`, and the same clips joined into raw
/// streams go through the stock `pocketsphinx_continuous -kws` with the same keyphrase and threshold.
public struct RealWakeBench: Sendable {
    /// What to play and how.
    public struct Options: Sendable {
        /// The real-speech directory (holding `wake/` and, optionally, `coffee/`).
        public var directory: String
        /// The wake phrase; its folder under `wake/` holds the positives.
        public var phrase: String
        /// Play only the first this many clips of each folder in sorted order (nil: all).
        public var limit: Int?
        /// Settings of the pipeline (its wake phrases are replaced by `phrase`).
        public var settings: AssistantSettings
        /// The recognizer's model.
        public var configuration: RecognizerConfiguration
        /// Pipelines run side by side.
        public var jobs: Int

        /// Options for the phrase "computer" with every clip on up to two pipelines.
        public init(directory: String, phrase: String = "computer", limit: Int? = nil, settings: AssistantSettings,
                    configuration: RecognizerConfiguration, jobs: Int = min(2, ProcessInfo.processInfo.activeProcessorCount)) {
            self.directory = directory
            self.phrase = phrase
            self.limit = limit
            self.settings = settings
            self.configuration = configuration
            self.jobs = jobs
        }
    }

    /// One recording to play.
    struct Clip: Sendable {
        /// Its folder's name.
        var set: String
        /// Absolute path of the FLAC file.
        var path: String
        /// It says the wake phrase.
        var positive: Bool
    }

    /// What to play and how.
    public let options: Options

    /// A bench on these options.
    public init(options: Options) { self.options = options }

    /// The wake recordings' directory.
    var wake: String { (options.directory as NSString).appendingPathComponent("wake") }

    /// The keyphrase Hark and the stock decoder listen for: the phrase, with the threshold
    /// the settings give it (or, as for a phrase written without one, ``WakeJudge/candidateThreshold``).
    public var keyphrase: Keyphrase {
        options.settings.wakePhrases.first { $0.phrase == options.phrase } ?? Keyphrase(options.phrase, threshold: WakeJudge.candidateThreshold)
    }

    /// One line saying why the wake part cannot run here, or nil when the recordings are present.
    public var skipReason: String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: wake, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "Real speech: wake part skipped, \(wake) is not there (the wake recordings are not in this checkout)."
        }
        return nil
    }

    /// Every clip: the positives (`wake/PHRASE`), the other wake folders, then the coffee
    /// orders when present; each folder sorted by name and cut to the limit.
    func clips() throws(BenchError) -> [Clip] {
        let folderName = options.phrase.replacingOccurrences(of: " ", with: "_")
        guard let folders = try? FileManager.default.contentsOfDirectory(atPath: wake) else {
            throw BenchError(.corpus, "Cannot list \(wake).")
        }
        guard folders.contains(folderName) else {
            throw BenchError(.corpus, "\(wake) has no folder \(folderName)/ of clips saying \"\(options.phrase)\".")
        }
        var sets: [(name: String, path: String, positive: Bool)] = [(folderName, (wake as NSString).appendingPathComponent(folderName), true)]
        for folder in folders.sorted() where folder != folderName {
            sets.append((folder, (wake as NSString).appendingPathComponent(folder), false))
        }
        let coffee = ((options.directory as NSString).appendingPathComponent("coffee") as NSString).appendingPathComponent("audio")
        if FileManager.default.fileExists(atPath: coffee) { sets.append(("coffee", coffee, false)) }
        var clips: [Clip] = []
        for set in sets {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: set.path) else { continue }
            var files = names.filter { $0.hasSuffix(".flac") }.sorted()
            if let limit = options.limit { files = Array(files.prefix(limit)) }
            clips += files.map { Clip(set: set.name, path: (set.path as NSString).appendingPathComponent($0), positive: set.positive) }
        }
        return clips
    }
}

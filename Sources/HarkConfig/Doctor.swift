import Foundation
public import HarkAudio
public import HarkSpeech
public import HarkAssistant

/// The outcome of one `hark doctor` check.
public struct DoctorCheck: Sendable, Equatable, CustomStringConvertible {
    /// How a check came out.
    public enum Status: String, Sendable {
        /// Works.
        case ok = "OK"
        /// Works for now, but needs attention (low disk space).
        case warning = "WARN"
        /// Broken; the detail says what to fix.
        case failed = "FAIL"
        /// Nothing to check on this machine.
        case skipped = "SKIP"
    }

    /// What was checked ("microphone").
    public let name: String
    /// How it came out.
    public let status: Status
    /// What was found, and for a failure what to do about it.
    public let detail: String

    /// Creates a check result.
    public init(_ name: String, _ status: Status, _ detail: String) {
        self.name = name
        self.status = status
        self.detail = detail
    }

    /// One line: `FAIL microphone: …`.
    public var description: String {
        status.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0) + "\(name): \(detail)"
    }
}

/// `hark doctor`: checks everything Hark needs on this machine (model files,
/// eSpeak NG, sound devices, permissions, data directory and database and who
/// else can read them, that every stored row can be read, config and skills
/// files, disk space) and says what to fix.
///
/// Every path and system call goes through `Environment`, so tests run the
/// checks against temporary directories, a fake model and fake devices.
public struct Doctor: Sendable {
    /// Where the checks look and how they reach the system.
    public struct Environment: Sendable {
        /// Directory with `en-us/`, `cmudict-en-us.dict` and `en-us-phone.lm.bin`.
        public var modelDirectory: String
        /// The project dictionary (models/hark.dict) if one was found.
        public var projectDictionary: String?
        /// The data directory.
        public var dataDirectory: String
        /// The config file in use; nil when none was found.
        public var configPath: String?
        /// The config files that were looked for (for the "none found" message).
        public var configSearchPaths: [String]
        /// Skills files to check.
        public var skillFiles: [String]
        /// The group database.
        public var groupFile: String = "/etc/group"
        /// Where sound device nodes live; without it the audio-group check is skipped.
        public var soundDeviceDirectory: String = "/dev/snd"
        /// The user Hark runs as.
        public var userName: String
        /// Whether that user is root (root needs no group).
        public var isRoot: Bool = false
        /// The process's group IDs (effective and supplementary).
        public var groupIDs: [UInt32]
        /// Speaks the test word.
        public var synthesizer: any SpeechSynthesizer
        /// ALSA's device list (for hints in failures).
        public var listDevices: @Sendable () -> [AudioDevice]
        /// Opens a capture device briefly; throws when it cannot be opened.
        public var openCapture: @Sendable (String) async throws -> Void
        /// Opens a playback device briefly; throws when it cannot be opened.
        public var openPlayback: @Sendable (String) async throws -> Void
        /// Bytes free for Hark at a path, nil when unknown.
        public var freeSpace: @Sendable (String) -> Int64?
        /// Loads the speech recognizer for the wake-phrase check; nil skips that check.
        public var loadRecognizer: (@Sendable (RecognizerConfiguration) throws -> Recognizer)?
        /// Below this many free bytes the disk check warns.
        public var minimumFreeSpace: Int64 = 50 * 1024 * 1024

        /// Creates an environment; see `Doctor.systemEnvironment` for the real machine's.
        public init(
            modelDirectory: String, projectDictionary: String?, dataDirectory: String,
            configPath: String?, configSearchPaths: [String] = [], skillFiles: [String] = [],
            userName: String, groupIDs: [UInt32], synthesizer: any SpeechSynthesizer,
            listDevices: @escaping @Sendable () -> [AudioDevice],
            openCapture: @escaping @Sendable (String) async throws -> Void,
            openPlayback: @escaping @Sendable (String) async throws -> Void,
            freeSpace: @escaping @Sendable (String) -> Int64?
        ) {
            self.modelDirectory = modelDirectory
            self.projectDictionary = projectDictionary
            self.dataDirectory = dataDirectory
            self.configPath = configPath
            self.configSearchPaths = configSearchPaths
            self.skillFiles = skillFiles
            self.userName = userName
            self.groupIDs = groupIDs
            self.synthesizer = synthesizer
            self.listDevices = listDevices
            self.openCapture = openCapture
            self.openPlayback = openPlayback
            self.freeSpace = freeSpace
        }
    }

    /// The settings in effect (devices, voice).
    public let settings: AssistantSettings
    /// Where to look.
    public let environment: Environment

    /// Creates a doctor.
    public init(settings: AssistantSettings, environment: Environment) {
        self.settings = settings
        self.environment = environment
    }

    /// Runs every check in order.
    public func run() async -> [DoctorCheck] {
        var checks = modelChecks()
        checks.append(projectDictionaryCheck())
        checks.append(await speechCheck())
        checks.append(await captureCheck())
        checks.append(await playbackCheck())
        checks.append(audioGroupCheck())
        checks.append(dataDirectoryCheck())
        checks.append(databaseCheck())
        checks.append(privacyCheck())
        checks.append(contentsOf: recordChecks())
        checks.append(configCheck())
        checks.append(wakePhraseCheck())
        checks.append(skillFilesCheck())
        checks.append(contentsOf: await shortcutsCheck())
        checks.append(diskSpaceCheck())
        return checks
    }

    /// Whether every check passed (warnings and skips count as passing).
    public static func passed(_ checks: [DoctorCheck]) -> Bool {
        !checks.contains { $0.status == .failed }
    }
}

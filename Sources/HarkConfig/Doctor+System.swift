import Foundation
import HarkAudio
import HarkSpeech
public import HarkAssistant

extension Doctor {
    /// The real machine: ALSA devices, eSpeak NG, the process's user and groups, statvfs.
    public static func systemEnvironment(
        settings: AssistantSettings, dataDirectory: String, configPath: String?,
        projectDictionary: String?, skillFiles: [String]
    ) -> Environment {
        var environment = Environment(
            modelDirectory: RecognizerConfiguration(modelDirectory: settings.modelDirectory).modelDirectory,
            projectDictionary: projectDictionary, dataDirectory: dataDirectory,
            configPath: configPath, configSearchPaths: ConfigFile.searchPaths(), skillFiles: skillFiles,
            userName: currentUserName(), groupIDs: currentGroupIDs(), synthesizer: ESpeakSynthesizer(),
            listDevices: { AudioDevices.list() },
            openCapture: { device in try await openCaptureBriefly(device) },
            openPlayback: { device in _ = try ALSAPlayback(device: device) },
            freeSpace: { path in freeBytes(at: path) })
        environment.isRoot = geteuid() == 0
        environment.loadRecognizer = { configuration in try Recognizer(configuration: configuration) }
        return environment
    }

    /// Opens a capture device and reads one frame, giving up (without error) after two seconds.
    static func openCaptureBriefly(_ device: String) async throws {
        let capture = ALSACapture(device: device)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                try? await Task.sleep(for: .seconds(2))
                capture.stop()
            }
            defer { group.cancelAll() }
            let iterator = capture.makeAsyncIterator()
            _ = try await iterator.next()
            capture.stop()
        }
    }

    static func currentUserName() -> String {
        if let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name { return String(cString: name) }
        return ProcessInfo.processInfo.environment["USER"] ?? "unknown"
    }

    static func currentGroupIDs() -> [UInt32] {
        let count = getgroups(0, nil)
        var groups = [gid_t](repeating: 0, count: Int(max(count, 0)))
        let filled = getgroups(count, &groups)
        return [UInt32(getegid())] + groups.prefix(Int(max(filled, 0))).map { UInt32($0) }
    }

    static func freeBytes(at path: String) -> Int64? {
        var stats = statvfs()
        guard statvfs(path, &stats) == 0 else { return nil }
        return Int64(stats.f_bavail) * Int64(stats.f_frsize)
    }
}

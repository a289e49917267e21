import Foundation
import HarkAssistant
import HarkAudio
import HarkSpeech

extension Doctor {
    /// eSpeak NG speaks a word with the configured voice.
    public func speechCheck() async -> DoctorCheck {
        let voice = settings.voiceSettings
        do {
            let samples = try await environment.synthesizer.synthesize("hello", settings: voice)
            guard !samples.isEmpty else {
                return DoctorCheck("eSpeak NG", .failed, "voice '\(voice.voice)' produced no sound; reinstall espeak-ng-data.")
            }
            return DoctorCheck("eSpeak NG", .ok, "voice '\(voice.voice)' speaks")
        } catch {
            return DoctorCheck("eSpeak NG", .failed,
                "voice '\(voice.voice)' cannot speak (\(error)); install espeak-ng, or pick a voice from `espeak-ng --voices` for voice.name.")
        }
    }

    /// The capture device from the settings opens.
    public func captureCheck() async -> DoctorCheck {
        let device = settings.captureDevice
        do {
            try await environment.openCapture(device)
            return DoctorCheck("microphone", .ok, "capture device '\(device)' opens")
        } catch {
            let known = environment.listDevices().filter(\.canCapture).map(\.name)
            return DoctorCheck("microphone", .failed, Self.deviceProblem(error, "capture device '\(device)'",
                fix: "plug in the USB microphone / check `hark devices`\(Self.listing(known)) and audio.capture."))
        }
    }

    /// The playback device from the settings opens.
    public func playbackCheck() async -> DoctorCheck {
        let device = settings.playbackDevice
        do {
            try await environment.openPlayback(device)
            return DoctorCheck("speaker", .ok, "playback device '\(device)' opens")
        } catch {
            let known = environment.listDevices().filter(\.canPlay).map(\.name)
            return DoctorCheck("speaker", .failed, Self.deviceProblem(error, "playback device '\(device)'",
                fix: "plug in the speaker / check `hark devices`\(Self.listing(known)) and audio.playback."))
        }
    }

    /// What went wrong opening a device, and what to do about it.
    static func deviceProblem(_ error: any Error, _ subject: String, fix: String) -> String {
        switch (error as? AudioDeviceError)?.code {
        case AudioDeviceError.Code.deviceNotFound?, AudioDeviceError.Code.deviceDisconnected?:
            return "\(subject) not found; \(fix)"
        case AudioDeviceError.Code.deviceBusy?:
            return "\(subject) is busy (another program is using it); stop that program (`fuser -v /dev/snd/*` names it) or pick another device."
        case AudioDeviceError.Code.permissionDenied?:
            return "\(subject) may not be opened by this user; add it to group audio (`sudo usermod -aG audio $USER`) and log in again."
        default:
            return "\(subject) cannot be opened (\(error)); \(fix)"
        }
    }

    /// " (ALSA lists: a, b)" or "" (the `null` device is left out).
    static func listing(_ names: [String]) -> String {
        let useful = names.filter { $0 != "null" }
        return useful.isEmpty ? "" : " (ALSA lists: \(useful.prefix(6).joined(separator: ", ")))"
    }

    /// The user may open sound devices: member of group `audio` (checked when `/dev/snd` exists).
    public func audioGroupCheck() -> DoctorCheck {
        let name = "audio group"
        guard FileManager.default.fileExists(atPath: environment.soundDeviceDirectory) else {
            return DoctorCheck(name, .skipped, "no \(environment.soundDeviceDirectory) on this machine")
        }
        let user = environment.userName
        if environment.isRoot { return DoctorCheck(name, .ok, "running as root") }
        guard let text = try? String(contentsOfFile: environment.groupFile, encoding: .utf8) else {
            return DoctorCheck(name, .failed, "\(environment.groupFile) cannot be read; check that the system is healthy.")
        }
        // group_name:password:GID:member,member
        let audio = text.split(separator: "\n").map { $0.split(separator: ":", omittingEmptySubsequences: false) }
            .first { $0.count >= 3 && $0[0] == "audio" }
        guard let audio, let gid = UInt32(audio[2]) else {
            return DoctorCheck(name, .failed, "there is no group 'audio' in \(environment.groupFile); install alsa-utils, which creates it.")
        }
        let members = audio.count > 3 ? audio[3].split(separator: ",").map(String.init) : []
        if environment.groupIDs.contains(gid) {
            return DoctorCheck(name, .ok, "user \(user) is in group audio")
        }
        if members.contains(user) {
            return DoctorCheck(name, .failed, "user \(user) was added to group audio but this login predates it; log out and in again (or reboot).")
        }
        return DoctorCheck(name, .failed, "user \(user) is not in group audio; run `sudo usermod -aG audio \(user)`, then log out and in again.")
    }
}

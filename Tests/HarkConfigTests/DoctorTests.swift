import Foundation
import HarkAudio
import HarkSkills
import HarkSpeech
import Testing
import HarkAssistant
@testable import HarkConfig

/// Speaks a fixed buffer, or fails like a missing voice.
struct FakeSynthesizer: SpeechSynthesizer {
    var fails = false
    func synthesize(_ text: String, settings: VoiceSettings) async throws -> [Int16] {
        if fails { throw CocoaError(.fileNoSuchFile) }
        return [1, 2, 3]
    }
}

struct DeviceMissing: Error, CustomStringConvertible {
    var description: String { "no such device" }
}

/// A machine in a temporary directory: a complete fake model, a dictionary, a group file.
final class FakeMachine {
    let root = ConfigScratch()
    var environment: Doctor.Environment

    init() {
        for file in ["en-us/mdef", "en-us/means", "en-us/variances", "en-us/transition_matrices", "cmudict-en-us.dict", "en-us-phone.lm.bin"] {
            root.write("model/" + file, "x")
        }
        let dictionary = root.write("hark.dict", "hark HH AA R K\n\n# comment\nokay OW K EY\n")
        root.write("group", "root:x:0:\naudio:x:29:pi,hark\nvideo:x:44:pi\n")
        root.write("snd/controlC0", "")
        environment = Doctor.Environment(
            modelDirectory: root.path + "/model", projectDictionary: dictionary, dataDirectory: root.path + "/data",
            configPath: nil, configSearchPaths: ["/home/pi/.config/hark/config.yaml", "/etc/hark/config.yaml"],
            userName: "pi", groupIDs: [1000, 29], synthesizer: FakeSynthesizer(),
            listDevices: { [AudioDevice(name: "plughw:CARD=Device,DEV=0", description: "USB", canCapture: true, canPlay: false)] },
            openCapture: { _ in }, openPlayback: { _ in }, freeSpace: { _ in 2_000 * 1024 * 1024 })
        environment.groupFile = root.path + "/group"
        environment.soundDeviceDirectory = root.path + "/snd"
    }

    var doctor: Doctor { Doctor(settings: AssistantSettings(), environment: environment) }
}

@Suite struct DoctorTests {
    @Test func everythingPresentPasses() async {
        let machine = FakeMachine()
        let checks = await machine.doctor.run()
        let root = machine.root.path
        #expect(checks.map(\.description) == [
            "OK   acoustic model: \(root)/model/en-us",
            "OK   dictionary: \(root)/model/cmudict-en-us.dict",
            "OK   phone model: \(root)/model/en-us-phone.lm.bin",
            "OK   project dictionary: 2 words in \(root)/hark.dict",
            "OK   eSpeak NG: voice 'en-us' speaks",
            "OK   microphone: capture device 'default' opens",
            "OK   speaker: playback device 'default' opens",
            "OK   audio group: user pi is in group audio",
            "OK   data directory: \(root)/data is writable",
            "OK   database: \(root)/data/hark.sqlite opens (\(SkillSuite.migrations.count + 2) migrations applied)",  // + the store's own "hark-v1" and "store-quarantine-v1"
            "OK   data privacy: only the owner can read \(root)/data and its database files",
            "OK   records: every row of call_preset, caller, donation, feeding, lock_state, offered_suggestion, pantry_item, paused_timer, scheduled_event, voice_shortcut, wake_sample, web_pairing_code, web_session can be read",
            "OK   config file: none found, using the defaults (looked for /home/pi/.config/hark/config.yaml, /etc/hark/config.yaml)",
            "SKIP wake phrases: no speech recognizer to check them with",
            "SKIP skills files: none configured",
            "OK   shortcuts: none yet",
            "OK   disk space: 2000 MB free at \(root)/data",
        ])
        #expect(Doctor.passed(checks))
        #expect(!FileManager.default.fileExists(atPath: root + "/data/.hark-doctor-probe"))
    }

    /// `hark listen` would refuse to start on this wake phrase, so the doctor fails it.
    @Test func unpronounceableWakePhraseFails() async {
        let machine = FakeMachine()
        machine.environment.loadRecognizer = { _ in try Recognizer() }  // the installed model, not the fake one
        var settings = AssistantSettings()
        settings.wakePhrases = [Keyphrase("hey _")]
        let checks = await Doctor(settings: settings, environment: machine.environment).run()
        let wake = checks.first { $0.name == "wake phrases" }
        #expect(wake?.status == .failed)
        #expect(wake?.detail.contains("_ cannot be pronounced") == true)
        #expect(!Doctor.passed(checks))
    }

    @Test func missingModelFilesSayWhatToInstall() throws {
        let machine = FakeMachine()
        try FileManager.default.removeItem(atPath: machine.root.path + "/model/en-us/means")
        try FileManager.default.removeItem(atPath: machine.root.path + "/model/en-us-phone.lm.bin")
        let root = machine.root.path
        #expect(machine.doctor.modelChecks() == [
            DoctorCheck("acoustic model", .failed, "\(root)/model/en-us/means is missing or unreadable; reinstall pocketsphinx-en-us."),
            DoctorCheck("dictionary", .ok, "\(root)/model/cmudict-en-us.dict"),
            DoctorCheck("phone model", .failed, "\(root)/model/en-us-phone.lm.bin not found; install pocketsphinx-en-us (sudo apt install pocketsphinx-en-us) or set model_dir in the config."),
        ])
        machine.environment.modelDirectory = root + "/nowhere"
        #expect(machine.doctor.modelChecks()[0] == DoctorCheck("acoustic model", .failed,
            "\(root)/nowhere/en-us not found; install pocketsphinx-en-us (sudo apt install pocketsphinx-en-us) or set model_dir in the config."))
    }

    @Test func projectDictionaryProblems() {
        let machine = FakeMachine()
        machine.environment.projectDictionary = nil
        #expect(machine.doctor.projectDictionaryCheck() == DoctorCheck("project dictionary", .failed,
            "hark.dict not found; install it to /usr/local/share/hark/hark.dict (make install) or set HARK_DICT."))
        let broken = machine.root.write("broken.dict", "hark HH AA R K\nokay\n")
        machine.environment.projectDictionary = broken
        #expect(machine.doctor.projectDictionaryCheck() == DoctorCheck("project dictionary", .failed,
            "line 2 of \(broken) has a word but no phones; write it as `word PH O N EH M Z`."))
    }

    @Test func missingDevicesSayPlugInAndCheckDevices() async {
        let machine = FakeMachine()
        machine.environment.openCapture = { device in throw AudioDeviceError(.deviceNotFound, device: device, "gone") }
        machine.environment.openPlayback = { _ in throw DeviceMissing() }
        var settings = AssistantSettings()
        settings.captureDevice = "plughw:1,0"
        let doctor = Doctor(settings: settings, environment: machine.environment)
        #expect(await doctor.captureCheck() == DoctorCheck("microphone", .failed,
            "capture device 'plughw:1,0' not found; plug in the USB microphone / check `hark devices` (ALSA lists: plughw:CARD=Device,DEV=0) and audio.capture."))
        #expect(await doctor.playbackCheck() == DoctorCheck("speaker", .failed,
            "playback device 'default' cannot be opened (no such device); plug in the speaker / check `hark devices` and audio.playback."))
        let checks = await doctor.run()
        #expect(!Doctor.passed(checks))
        #expect(checks.filter { $0.status == .failed }.map(\.name) == ["microphone", "speaker"])
    }

    @Test func busyAndForbiddenDevicesSayWhy() async {
        let machine = FakeMachine()
        machine.environment.openCapture = { device in throw AudioDeviceError(.deviceBusy, device: device, "busy") }
        machine.environment.openPlayback = { device in throw AudioDeviceError(.permissionDenied, device: device, "no") }
        #expect(await machine.doctor.captureCheck() == DoctorCheck("microphone", .failed,
            "capture device 'default' is busy (another program is using it); stop that program (`fuser -v /dev/snd/*` names it) or pick another device."))
        #expect(await machine.doctor.playbackCheck() == DoctorCheck("speaker", .failed,
            "playback device 'default' may not be opened by this user; add it to group audio (`sudo usermod -aG audio $USER`) and log in again."))
    }

    @Test func speechFailureNamesTheVoice() async {
        let machine = FakeMachine()
        machine.environment.synthesizer = FakeSynthesizer(fails: true)
        let check = await machine.doctor.speechCheck()
        #expect(check.status == .failed)
        #expect(check.detail.hasPrefix("voice 'en-us' cannot speak ("))
        #expect(check.detail.hasSuffix("); install espeak-ng, or pick a voice from `espeak-ng --voices` for voice.name."))
    }

    @Test func audioGroupMembership() {
        let machine = FakeMachine()
        machine.environment.groupIDs = [1000]
        #expect(machine.doctor.audioGroupCheck() == DoctorCheck("audio group", .failed,
            "user pi was added to group audio but this login predates it; log out and in again (or reboot)."))
        machine.environment.userName = "bob"
        #expect(machine.doctor.audioGroupCheck() == DoctorCheck("audio group", .failed,
            "user bob is not in group audio; run `sudo usermod -aG audio bob`, then log out and in again."))
        machine.environment.isRoot = true
        #expect(machine.doctor.audioGroupCheck() == DoctorCheck("audio group", .ok, "running as root"))
        machine.environment.soundDeviceDirectory = machine.root.path + "/no-snd"
        #expect(machine.doctor.audioGroupCheck() == DoctorCheck("audio group", .skipped, "no \(machine.root.path)/no-snd on this machine"))
    }

    @Test func unwritableDataDirectoryAndForeignDatabase() throws {
        let machine = FakeMachine()
        let blocker = machine.root.write("file", "not a directory")
        machine.environment.dataDirectory = blocker + "/data"
        #expect(machine.doctor.dataDirectoryCheck() == DoctorCheck("data directory", .failed,
            "\(blocker)/data cannot be created; fix its owner (sudo chown -R pi \(blocker)/data) or set data_dir in the config."))
        machine.environment.dataDirectory = machine.root.path + "/foreign"
        machine.root.write("foreign/hark.sqlite", "this is not SQLite, just text that is long enough to have a header.........")
        let check = machine.doctor.databaseCheck()
        #expect(check.status == .failed)
        #expect(check.detail.contains(machine.root.path + "/foreign/hark.sqlite"))
    }

    @Test func configAndSkillsFiles() {
        let machine = FakeMachine()
        let good = machine.root.write("good.yaml", "voice: {rate: 180}\n")
        let bad = machine.root.write("bad.yaml", "voice:\n  rate: fast\n")
        machine.environment.configPath = good
        #expect(machine.doctor.configCheck() == DoctorCheck("config file", .ok, "\(good) is valid"))
        machine.environment.configPath = bad
        #expect(machine.doctor.configCheck() == DoctorCheck("config file", .failed,
            "\(bad): 'voice.rate' at line 2, column 9 must be a whole number, got 'fast'."))
        let skills = machine.root.write("skills.yaml", "skills:\n  - name: Lights\n    intents: [{name: LightsOn, phrases: [lights on]}]\n")
        machine.environment.skillFiles = [skills]
        #expect(machine.doctor.skillFilesCheck() == DoctorCheck("skills files", .ok, "1 skill (Lights) from \(skills)"))
        machine.environment.skillFiles = [skills, machine.root.path + "/missing.yaml"]
        #expect(machine.doctor.skillFilesCheck() == DoctorCheck("skills files", .failed,
            "\(machine.root.path)/missing.yaml: The skills file cannot be used: it does not exist; fix the path in skills.files or --skills."))
    }

    @Test func lowDiskSpaceWarnsWithoutFailing() {
        let machine = FakeMachine()
        machine.environment.freeSpace = { _ in 12 * 1024 * 1024 }
        machine.environment.dataDirectory = machine.root.path + "/not/yet/made"
        #expect(machine.doctor.diskSpaceCheck() == DoctorCheck("disk space", .warning,
            "only 12 MB free at \(machine.root.path); free some space (Hark needs 50 MB to be safe)."))
        #expect(Doctor.passed([DoctorCheck("disk space", .warning, "x"), DoctorCheck("skills files", .skipped, "y")]))
    }
}

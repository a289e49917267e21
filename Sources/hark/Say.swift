import ArgumentParser
import Foundation
import HarkAudio
import HarkSpeech

extension Hark {
    /// `hark say "text" [--out reply.wav] [--device D]`: speaks with eSpeak NG.
    struct Say: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Speak text with eSpeak NG, to a WAV file or an ALSA playback device.")

        @Argument(help: "The text to speak (spoken literally: no SSML).")
        var text: String?

        @Flag(help: "List the installed eSpeak NG voices instead of speaking.")
        var listVoices = false

        @Option(help: "Write the speech to this WAV file (16 kHz mono 16-bit) instead of playing it.")
        var out: String?

        @Option(help: "ALSA playback device, e.g. default or plughw:1,0.")
        var device: String = "default"

        @Option(help: "eSpeak NG voice, e.g. en-us, en-gb.")
        var voice: String = "en-us"

        @Option(help: "Speaking rate in words per minute (80-450).")
        var rate: Int = 175

        @Option(help: "Pitch (0-100).")
        var pitch: Int = 50

        @Option(help: "Volume (0-200).")
        var volume: Int = 100

        func validate() throws {
            if listVoices { return }
            guard let text else {
                throw ValidationError("Give the text to speak, e.g. hark say \"hello\", or --list-voices.")
            }
            guard text.contains(where: { $0.isLetter || $0.isNumber }) else {
                throw ValidationError("There is nothing to speak in \"\(text)\"; give words, e.g. hark say \"hello\".")
            }
        }

        func run() async throws {
            if listVoices {
                print(ESpeakSynthesizer.voices().joined(separator: "\n"))
                return
            }
            let settings = VoiceSettings(voice: voice, rate: rate, pitch: pitch, volume: volume)
            let samples = try await ESpeakSynthesizer().synthesize(text ?? "", settings: settings)
            if let out {
                try WAVFile.write(samples: samples, sampleRate: AudioFrame.sampleRate, to: out)
            } else {
                let playback = try ALSAPlayback(device: device, sampleRate: AudioFrame.sampleRate)
                // Written and drained on a playback thread, not on the shared pool; Ctrl-C stops it.
                _ = try await playback.playToEnd(samples)
            }
        }
    }

    /// `hark devices`: lists ALSA capture and playback devices.
    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List ALSA capture and playback devices.")

        func run() {
            let devices = AudioDevices.list()
            if devices.isEmpty {
                print("No ALSA devices found; check that the sound card or USB microphone is plugged in.")
                return
            }
            for (title, filter) in [("Capture", \AudioDevice.canCapture), ("Playback", \AudioDevice.canPlay)] {
                print("\(title) devices:")
                for device in devices where device[keyPath: filter] {
                    let description = device.description.replacingOccurrences(of: "\n", with: " — ")
                    print("  \(device.name)\(description.isEmpty ? "" : "  (\(description))")")
                }
            }
        }
    }
}

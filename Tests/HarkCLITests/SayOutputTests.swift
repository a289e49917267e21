import Foundation
import HarkAudio
import Testing

/// `hark say` writes speech the recognizer can hear, and refuses what it cannot speak.
@Suite struct SayOutputTests {
    @Test func sayWritesSpeechThatDecodesBackToTheSentence() throws {
        let directory = try HarkBinary.temporaryDirectory("say")
        let out = directory.appendingPathComponent("alarm.wav").path
        let result = try HarkBinary.run(["say", "set an alarm for seven thirty", "--out", out])
        #expect(result.status == 0)
        #expect(result.stdout == "")

        let audio = try WAVFile.read(path: out)
        #expect(audio.format.sampleRate == 16_000)
        #expect(audio.format.channels == 1)
        #expect(audio.format.bitsPerSample == 16)
        let seconds = Double(audio.samples16k.count) / 16_000
        #expect((1.0...4.0).contains(seconds), "\(seconds) s for six words")
        let rms = (audio.samples16k.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(audio.samples16k.count)).squareRoot()
        #expect(rms > 500, "RMS \(rms): speech, not near-silence")

        // The recognizer hears the sentence among others of the same words.
        let grammar = directory.appendingPathComponent("say.gram").path
        try "#JSGF V1.0;\ngrammar say;\npublic <c> = set an alarm for (seven | eight) (thirty | fifteen) | what time is it;\n"
            .write(toFile: grammar, atomically: true, encoding: .utf8)
        let decoded = try HarkBinary.run(["transcribe", out, "--grammar", grammar])
        #expect(decoded.stdout == "set an alarm for seven thirty\n")
    }

    @Test(arguments: ["", "   ", "?!"])
    func nothingToSayIsAnError(text: String) throws {
        let out = try HarkBinary.temporaryDirectory("say").appendingPathComponent("empty.wav").path
        let result = try HarkBinary.run(["say", text, "--out", out])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: There is nothing to speak in \"\(text)\"; give words, e.g. hark say \"hello\".\n"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func unknownVoiceSuggestsInstalledOnes() throws {
        let result = try HarkBinary.run(["say", "hello", "--voice", "fr-xx", "--out", "/tmp/hark-never-written.wav"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: eSpeak NG has no voice \"fr-xx\"; try fr-be, fr-ch, fr-fr, or see `hark say --list-voices`.\n")
    }

    @Test func listVoicesPrintsLanguageCodes() throws {
        let result = try HarkBinary.run(["say", "--list-voices"])
        #expect(result.status == 0)
        let voices = result.stdout.split(separator: "\n").map(String.init)
        #expect(voices.contains("en-us"))
        #expect(voices == voices.sorted())
    }
}

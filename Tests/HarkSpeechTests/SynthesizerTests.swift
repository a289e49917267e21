import HarkAudio
import Testing
@testable import HarkSpeech

/// Speaks through the real eSpeak NG library and checks the audio that comes back.
@Suite struct SynthesizerTests {
    let synthesizer = ESpeakSynthesizer()

    static func rms(_ samples: [Int16]) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        return (sum / Double(samples.count)).squareRoot()
    }

    static func seconds(_ samples: [Int16]) -> Double { Double(samples.count) / Double(AudioFrame.sampleRate) }

    @Test func helloFromHarkIsAudibleSpeechOfPlausibleLength() async throws {
        let samples = try await synthesizer.synthesize("Hello from Hark", settings: VoiceSettings())
        print("'Hello from Hark': \(Self.seconds(samples)) s, RMS \(Self.rms(samples))")
        #expect(Self.seconds(samples) > 0.5 && Self.seconds(samples) < 3.0)
        #expect(Self.rms(samples) > 1_000)
    }

    @Test func fasterRateGivesShorterSpeech() async throws {
        let text = "Set an alarm for seven thirty tomorrow morning"
        let slow = try await synthesizer.synthesize(text, settings: VoiceSettings(rate: 120))
        let fast = try await synthesizer.synthesize(text, settings: VoiceSettings(rate: 360))
        print("rate 120: \(Self.seconds(slow)) s, rate 360: \(Self.seconds(fast)) s")
        #expect(fast.count * 2 < slow.count)
    }

    @Test func louderVolumeGivesHigherRMS() async throws {
        let quiet = try await synthesizer.synthesize("volume check", settings: VoiceSettings(volume: 40))
        let loud = try await synthesizer.synthesize("volume check", settings: VoiceSettings(volume: 160))
        #expect(Self.rms(loud) > 2 * Self.rms(quiet))
    }

    /// eSpeak's output varies from call to call (its generator keeps state; once in a
    /// full parallel run it differed by more than 2%), so repeated speech is compared by
    /// length, within 5%: a leaked voice or rate change (en-gb at 300 words per minute)
    /// shortens it by a third.
    static func sameLength(_ a: [Int16], _ b: [Int16]) -> Bool {
        abs(a.count - b.count) * 20 <= max(a.count, b.count)
    }

    @Test func controlCharactersAreDroppedBeforeSpeaking() async throws {
        let hello = try await synthesizer.synthesize("hello", settings: VoiceSettings())
        let clean = try await synthesizer.synthesize("hello world", settings: VoiceSettings())
        // A voice change in between must not leak into the next call.
        _ = try await synthesizer.synthesize("hello world", settings: VoiceSettings(voice: "en-gb", rate: 300))
        // Passed on as a C string, the NUL would end the text after "hello".
        let dirty = try await synthesizer.synthesize("\u{0}hello\u{0}world\u{7}\u{1B}\n", settings: VoiceSettings())
        print("hello: \(hello.count), hello world: \(clean.count), with controls: \(dirty.count) samples")
        #expect(Self.sameLength(dirty, clean))
        #expect(dirty.count > hello.count + 3_000)  // "world" adds about 0.3 s
    }

    @Test func markupIsSpokenLiterallyNotInterpreted() async throws {
        let hostile = "<speak>&amp; \"quoted\" 'single' \u{0} 😀 <break time=\"10s\"/> [[h@loU]] \u{202E}done"
        let samples = try await synthesizer.synthesize(hostile, settings: VoiceSettings())
        print("hostile text: \(Self.seconds(samples)) s")
        // A 10 s SSML break would make it far longer; reading the symbols takes a few seconds.
        #expect(Self.seconds(samples) > 1.0 && Self.seconds(samples) < 10.0)
        #expect(Self.rms(samples) > 500)
    }

    @Test func fiveThousandCharactersOfTextAreSpoken() async throws {
        let sentence = "The kettle is on & the <oven> timer says 12:30; 🍳 ready? "
        let text = String(String(repeating: sentence, count: 5_000 / sentence.count + 1).prefix(5_000))
        #expect(text.count == 5_000)
        let samples = try await synthesizer.synthesize(text, settings: VoiceSettings(rate: 450))
        print("5000 characters at 450 wpm: \(Self.seconds(samples)) s")
        #expect(Self.seconds(samples) > 60)
        #expect(Self.rms(samples) > 500)
    }

    @Test(arguments: ["", "   ", "\n\t\u{0}\u{7} "])
    func blankTextGivesNoSamples(text: String) async throws {
        #expect(try await synthesizer.synthesize(text, settings: VoiceSettings()) == [])
    }

    @Test(arguments: ["klingon-x", "en-us+nosuchvariant", "English_(America)x"])
    func unknownVoiceIsATypedError(voice: String) async throws {
        let error = await #expect(throws: SynthesizerError.self) {
            try await synthesizer.synthesize("hello", settings: VoiceSettings(voice: voice))
        }
        #expect(error?.code == .unknownVoice)
        #expect(error?.message.contains("\"\(voice)\"") == true)
        #expect(error?.message.contains("voices") == true)
    }

    @Test(arguments: ["en-us", "en-gb", "EN-US", "en-us+f3", "gmw/en-US"])
    func knownVoicesSpeak(voice: String) async throws {
        let samples = try await synthesizer.synthesize("hello", settings: VoiceSettings(voice: voice))
        #expect(Self.seconds(samples) > 0.2)
    }

    @Test func voicesListsInstalledLanguages() {
        let voices = ESpeakSynthesizer.voices()
        #expect(voices.contains("en-us"))
        #expect(voices.contains("en-gb"))
        #expect(voices == voices.sorted())
        #expect(Set(voices).count == voices.count)
    }

    @Test(arguments: [
        (VoiceSettings(rate: 79), "rate"), (VoiceSettings(rate: 451), "rate"),
        (VoiceSettings(pitch: -1), "pitch"), (VoiceSettings(pitch: 101), "pitch"),
        (VoiceSettings(volume: 201), "volume"),
    ])
    func outOfRangeSettingsAreRejected(settings: VoiceSettings, field: String) async throws {
        let error = await #expect(throws: SynthesizerError.self) {
            try await synthesizer.synthesize("hello", settings: settings)
        }
        #expect(error?.code == .invalidSettings)
        #expect(error?.message.hasPrefix("The \(field) ") == true)
    }

    @Test func rangeEdgesAreAccepted() throws {
        try VoiceSettings(rate: 80, pitch: 0, volume: 0).validate()
        try VoiceSettings(rate: 450, pitch: 100, volume: 200).validate()
        #expect(VoiceSettings() == VoiceSettings(voice: "en-us", rate: 175, pitch: 50, volume: 100))
    }

    /// Returns a fixed ramp, to check the protocol's frame convenience exactly.
    struct RampSynthesizer: SpeechSynthesizer {
        func synthesize(_ text: String, settings: VoiceSettings) async throws -> [Int16] {
            (0..<Int16(text.count * 100)).map { $0 }
        }
    }

    @Test func framesSplitTheSynthesizedSamples() async throws {
        var joined: [Int16] = []
        var offsets: [Int] = []
        for try await frame in try await RampSynthesizer().frames(for: "seven", frameLength: 160) {
            offsets.append(frame.offset)
            joined += frame.samples
        }
        #expect(joined == Array(0..<500))
        #expect(offsets == [0, 160, 320, 480])
    }

    @Test func eSpeakFramesAreTwentyMilliseconds() async throws {
        var lengths: [Int] = []
        for try await frame in try await synthesizer.frames(for: "one two") { lengths.append(frame.samples.count) }
        #expect(lengths.count > 25)
        #expect(lengths.dropLast().allSatisfy { $0 == AudioFrame.defaultLength })
    }

    @Test func cancelledTaskStopsAndTheEngineStaysUsable() async throws {
        let text = "This sentence is long enough to be cut short by cancellation."
        let reference = try await synthesizer.synthesize(text, settings: VoiceSettings())
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await synthesizer.synthesize(text, settings: VoiceSettings())
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        // Straight into the engine, so eSpeak's callback is what notices and aborts.
        let engineTask = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try ESpeakEngine.shared().synthesize(text, voice: "en-us", rate: 175, pitch: 50, volume: 100)
        }
        await #expect(throws: CancellationError.self) { try await engineTask.value }
        let after = try await synthesizer.synthesize(text, settings: VoiceSettings())
        #expect(Self.sameLength(after, reference))
    }

    @Test func speakableTextStripsControlsAndKeepsSymbols() {
        #expect(ESpeakSynthesizer.speakableText("  a\u{0}b\r\n\tc  ") == "a b c")
        #expect(ESpeakSynthesizer.speakableText("<speak>&amp; \"x\" 😀") == "<speak>&amp; \"x\" 😀")
        #expect(ESpeakSynthesizer.speakableText("\u{0}\u{1}\u{7F}\u{85}") == "")
        #expect(ESpeakSynthesizer.speakableText("a\u{E000}b\u{2028}c") == "ab c")
    }
}

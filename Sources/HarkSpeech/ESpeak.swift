import CESpeakNG
import Foundation
import Synchronization

/// The one eSpeak NG instance in this process, and the only Swift code that calls eSpeak.
///
/// eSpeak NG keeps its voice, parameters and output buffers in process-global
/// state, so this type is created once (``shared()``) and every call into the
/// library runs under its lock, one at a time. Audio comes back through the
/// synth callback: each `espeak_Synth` call passes a ``SampleSink`` as
/// `user_data`, retained and released in ``synthesize(_:voice:rate:pitch:volume:)``.
final class ESpeakEngine: Sendable {
    /// Accumulates the samples of one `espeak_Synth` call; lives only under the lock.
    private final class SampleSink {
        var samples: [Int16] = []
        var cancelled = false
    }

    /// What eSpeak currently has loaded, so repeated calls skip reloading a voice.
    private struct State {
        var loadedVoice: String?
    }

    private static let instance = Mutex<ESpeakEngine?>(nil)

    /// The process-wide engine, initialising eSpeak NG on first use.
    ///
    /// A failed start is not remembered: the next call tries again.
    static func shared() throws -> ESpeakEngine {
        try instance.withLock { instance in
            if let instance { return instance }
            let engine = try ESpeakEngine()
            instance = engine
            return engine
        }
    }

    /// eSpeak's output rate in hertz (22050 for the standard voices).
    let sampleRate: Int
    private let state = Mutex(State())

    private init() throws {
        // DONT_EXIT: without it eSpeak calls exit() when its data is missing.
        let rate = Self.withoutSoundServer {
            espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, espeakINITIALIZE_DONT_EXIT)
        }
        guard rate > 0, !Self.listVoices(variants: false).isEmpty else {
            throw SynthesizerError(
                .engineUnavailable,
                "eSpeak NG could not start (no voice data found); install espeak-ng-data (apt install espeak-ng-data).")
        }
        sampleRate = Int(rate)
        espeak_SetSynthCallback { wav, count, events in
            guard let userData = events?.pointee.user_data else { return 0 }
            let sink = Unmanaged<SampleSink>.fromOpaque(userData).takeUnretainedValue()
            if let wav, count > 0 {
                sink.samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count)))
            }
            if Task.isCancelled {
                sink.cancelled = true
                return 1  // abort this synthesis
            }
            return 0
        }
    }

    deinit {
        espeak_Terminate()
    }

    /// A PulseAudio server address that cannot exist.
    static let unreachableSoundServer = "unix:/nonexistent/hark-synthesizes-to-memory"

    /// Runs `body` with PulseAudio pointed at a server that cannot exist.
    ///
    /// eSpeak NG 1.51 opens an audio device while it initialises, whatever the output mode
    /// (pcaudiolib probes PulseAudio first), though Hark only ever takes its samples through
    /// the synth callback. Connecting to the default server leaves runtime files under
    /// `$XDG_CONFIG_HOME/pulse` and `$TMPDIR`, and on a desktop talks to the sound server,
    /// even for `hark say --out`. With the unreachable address the probe fails at once, with
    /// no file written and no server touched, and pcaudiolib falls back to an ALSA object it
    /// never opens. `PULSE_SERVER` is restored afterwards, so Hark's own ALSA playback through
    /// PulseAudio's ALSA plugin is unaffected. Called once, under the engine's lock.
    static func withoutSoundServer<T>(_ body: () -> T) -> T {
        let saved = getenv("PULSE_SERVER").map { String(cString: $0) }
        setenv("PULSE_SERVER", unreachableSoundServer, 1)
        defer {
            if let saved { setenv("PULSE_SERVER", saved, 1) } else { unsetenv("PULSE_SERVER") }
        }
        return body()
    }

    /// Speaks `text` (UTF-8, no SSML, no control characters) and returns samples at ``sampleRate``.
    ///
    /// Throws `CancellationError` when the calling task is cancelled mid-sentence.
    func synthesize(_ text: String, voice: String, rate: Int, pitch: Int, volume: Int) throws -> [Int16] {
        try state.withLock { state in
            try Self.load(voice: voice, into: &state)
            espeak_SetParameter(espeakRATE, Int32(rate), 0)
            espeak_SetParameter(espeakPITCH, Int32(pitch), 0)
            espeak_SetParameter(espeakVOLUME, Int32(volume), 0)
            espeak_SetParameter(espeakPUNCTUATION, Int32(espeakPUNCT_NONE.rawValue), 0)

            let sink = SampleSink()
            let userData = Unmanaged.passRetained(sink)
            defer { userData.release() }
            let flags = UInt32(espeakCHARS_UTF8 | espeakENDPAUSE)
            let status = text.withCString { cText in
                espeak_Synth(cText, text.utf8.count + 1, 0, POS_CHARACTER, 0, flags, nil, userData.toOpaque())
            }
            if sink.cancelled { throw CancellationError() }
            guard status == EE_OK else {
                throw SynthesizerError(.synthesisFailed, "eSpeak NG could not synthesize the text (error \(status.rawValue)).")
            }
            return sink.samples
        }
    }

    /// eSpeak's phoneme mnemonics for `text`, one string per clause.
    ///
    /// Phonemes are separated by `separator` and words by spaces; stress marks
    /// (`'` primary, `,` secondary) precede the vowel they stress.
    func phonemes(for text: String, voice: String, separator: Character = "|") throws -> [String] {
        let mode = Int32(separator.asciiValue ?? UInt8(ascii: "|")) << 8  // bit 1 clear: ASCII mnemonics
        return try state.withLock { state in
            try Self.load(voice: voice, into: &state)
            var clauses: [String] = []
            text.withCString { cText in
                var cursor: UnsafeRawPointer? = UnsafeRawPointer(cText)
                while cursor != nil {
                    guard let clause = espeak_TextToPhonemes(&cursor, espeakCHARS_UTF8, mode) else { break }
                    clauses.append(String(cString: clause))
                }
            }
            return clauses
        }
    }

    /// The language codes of every installed voice, e.g. `en-us`, sorted and without duplicates.
    func voiceNames() -> [String] {
        state.withLock { _ in
            Array(Set(Self.listVoices(variants: false).compactMap { $0.languages.first?.name })).sorted()
        }
    }

    // MARK: - Voices (call only under the lock)

    /// One installed voice as eSpeak lists it.
    private struct VoiceEntry {
        var identifier: String
        var name: String
        var languages: [(priority: Int, name: String)]
    }

    private static func listVoices(variants: Bool) -> [VoiceEntry] {
        var spec = espeak_VOICE()
        let list: UnsafeMutablePointer<UnsafePointer<espeak_VOICE>?>? = "variant".withCString { variantLanguage in
            if variants {
                spec.languages = variantLanguage
                return espeak_ListVoices(&spec)
            }
            return espeak_ListVoices(nil)
        }
        guard let list else { return [] }
        var entries: [VoiceEntry] = []
        var index = 0
        while let voice = list[index]?.pointee {
            index += 1
            guard let identifier = voice.identifier else { continue }
            entries.append(VoiceEntry(
                identifier: String(cString: identifier),
                name: voice.name.map { String(cString: $0) } ?? "",
                languages: languageList(voice.languages)))
        }
        return entries
    }

    /// Decodes eSpeak's `languages` field: (priority byte, NUL-terminated name) pairs, ended by a zero byte.
    private static func languageList(_ field: UnsafePointer<CChar>?) -> [(priority: Int, name: String)] {
        guard var cursor = field else { return [] }
        var result: [(priority: Int, name: String)] = []
        while cursor.pointee != 0 {
            let priority = Int(UInt8(bitPattern: cursor.pointee))
            let name = String(cString: cursor + 1)
            result.append((priority, name.lowercased()))
            cursor += 2 + name.utf8.count
        }
        return result
    }

    /// Makes `voice` (`language[+variant]`) the current eSpeak voice, or throws `.unknownVoice`.
    private static func load(voice: String, into state: inout State) throws {
        if state.loadedVoice == voice { return }
        let unknown = SynthesizerError(
            .unknownVoice,
            "eSpeak NG has no voice \"\(voice)\"; try \(suggestedVoices(for: voice).joined(separator: ", ")), or see `hark say --list-voices`.")
        let parts = voice.lowercased().split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let identifier = bestVoice(named: parts[0]) else { throw unknown }
        var fullName = identifier
        if parts.count == 2 {
            let known = listVoices(variants: true).contains {
                $0.identifier.lowercased().hasSuffix("/" + parts[1]) || $0.name.lowercased() == parts[1]
            }
            guard known else { throw unknown }
            fullName += "+" + parts[1]
        }
        guard espeak_SetVoiceByName(fullName) == EE_OK else { throw unknown }
        state.loadedVoice = voice
    }

    /// A few installed language codes to offer instead of `voice`: those sharing its
    /// first two letters, else common English ones.
    private static func suggestedVoices(for voice: String) -> [String] {
        let installed = Set(listVoices(variants: false).compactMap { $0.languages.first?.name })
        let prefix = String(voice.lowercased().prefix(2))
        let similar = installed.filter { $0.hasPrefix(prefix) }.sorted()
        let fallback = ["en-us", "en-gb", "en"].filter(installed.contains)
        let chosen = (similar.isEmpty || prefix.count < 2 ? fallback : similar).prefix(4)
        return chosen.isEmpty ? ["en-us"] : Array(chosen)
    }

    /// The identifier of the voice whose language, identifier or name is `name`, preferring eSpeak's priority.
    private static func bestVoice(named name: String) -> String? {
        var best: (score: Int, identifier: String)?
        for entry in listVoices(variants: false) {
            var score: Int?
            if entry.identifier.lowercased() == name || entry.name.lowercased() == name { score = 0 }
            if let language = entry.languages.first(where: { $0.name == name }) {
                score = min(score ?? .max, language.priority)
            }
            if let score, score < best?.score ?? .max { best = (score, entry.identifier) }
        }
        return best?.identifier
    }
}

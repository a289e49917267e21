import Foundation
import HarkAudio
import HarkAssistant

/// Assembles the corpus from rendered speech: pads each utterance, mixes noise
/// at each SNR, writes one WAV per clip, and joins clips into the raw streams
/// the reference decoder reads.
struct BenchCorpusBuilder {
    /// Silence before the speech, seconds.
    static let leadSeconds = 0.5
    /// Silence after the speech, seconds.
    static let trailSeconds = 0.8
    /// Pause between the wake phrase and the command, seconds.
    static let wakeGapSeconds = 0.6
    /// Pause between pieces of the long stretch, seconds.
    static let ordinaryGapSeconds = 0.8
    /// Length of each noise track clips take their noise from, seconds.
    static let noiseSeconds = 30.0
    /// How many reversed sentences make the babble.
    static let babbleTalkers = 6

    let plan: BenchPlan
    let seed: UInt64
    let directory: String
    let wakePhrase: String

    /// What to render for the long stretch: paragraphs in turn, each in the next voice.
    func ordinaryRequests() -> [(voice: String, text: String)] {
        let count = min(plan.voices.count * BenchSentences.paragraphs.count,
                        max(Self.babbleTalkers, Int((plan.ordinarySeconds / 8).rounded(.up))))
        return (0..<count).map { (plan.voices[$0 % plan.voices.count], BenchSentences.paragraphs[$0 % BenchSentences.paragraphs.count]) }
    }

    /// Builds every clip; `speech[voice][text]` holds each rendered sentence.
    func build(commands: [BenchCommand], wakeCommands: [BenchCommand], outOfGrammar: [String],
               speech: [String: [String: [Int16]]], recordings: [[Int16]], recordingNames: [String]) throws -> BenchCorpus {
        let corpus = (directory as NSString).appendingPathComponent("corpus")
        try? FileManager.default.removeItem(atPath: corpus)
        for folder in ["clips", "streams"] {
            try Self.makeDirectory((corpus as NSString).appendingPathComponent(folder))
        }
        let ordinary = ordinaryRequests().compactMap { speech[$0.voice]?[$0.text] }
        let noise: [BenchNoise.Kind: [Float]] = [
            .pink: BenchNoise.pink(count: Int(Self.noiseSeconds) * AudioFrame.sampleRate, seed: seed),
            .babble: BenchNoise.babble(from: Array(ordinary.prefix(Self.babbleTalkers)),
                                       count: Int(Self.noiseSeconds) * AudioFrame.sampleRate, seed: seed),
        ]
        var random = BenchRandom(seed: seed, stream: 0x4E4F_4953)
        var clips: [BenchClip] = []
        var streams: [BenchStream] = []
        var noiseTurn: [String: Int] = [:]
        for (c, condition) in plan.conditions.enumerated() {
            var commandStream = try BenchStreamWriter(name: "commands-\(condition.slug)", directory: directory, wakeMode: false)
            var wakeStream = try BenchStreamWriter(name: "wake-\(condition.slug)", directory: directory, wakeMode: true)
            func make(_ kind: BenchClip.Kind, _ index: Int, _ texts: [String], command: BenchCommand?) throws {
                for voice in plan.voices(forItem: index, conditionIndex: c) {
                    let prefix = kind == .command ? "cmd" : kind == .wake ? "wake" : "oog"
                    let id = String(format: "%@-%03d-%@-%@", prefix, index, voice, condition.slug)
                    // Pink and babble take turns within each voice and condition.
                    let turn = noiseTurn[voice + condition.slug, default: 0]
                    let noiseKind = condition.snr == nil ? nil : BenchNoise.Kind.allCases[turn % 2]
                    if condition.snr != nil { noiseTurn[voice + condition.slug] = turn + 1 }
                    let parts = try texts.map { try Self.rendered(speech, voice, $0) }
                    let (samples, snr) = mixed(Self.assemble(parts), condition: condition,
                                               noise: noiseKind.flatMap { noise[$0] }, random: &random)
                    let clip = BenchClip(
                        id: id, kind: kind, voice: voice, condition: condition, noise: noiseKind,
                        words: texts.last ?? "", intent: command?.intent, parameters: command?.parameters ?? [:],
                        phrase: command?.phrase, file: "corpus/clips/\(id).wav",
                        duration: Double(samples.count) / Double(AudioFrame.sampleRate), measuredSNR: snr)
                    try WAVFile.write(samples: samples, to: (directory as NSString).appendingPathComponent(clip.file))
                    if kind == .wake { try wakeStream.append(clip, samples) } else { try commandStream.append(clip, samples) }
                    clips.append(clip)
                }
            }
            for (i, command) in commands.enumerated() { try make(.command, i, [command.words], command: command) }
            for (i, sentence) in outOfGrammar.enumerated() { try make(.outOfGrammar, i, [sentence], command: nil) }
            for (i, command) in wakeCommands.enumerated() { try make(.wake, i, [wakePhrase, command.words], command: command) }
            streams.append(try commandStream.finish())
            streams.append(try wakeStream.finish())
        }
        let (longClip, longStream) = try ordinaryStretch(ordinary, recordings: recordings)
        clips.append(longClip)
        streams.append(longStream)
        var corpusValue = BenchCorpus(plan: plan, seed: seed, clips: clips, streams: streams, notes: [])
        corpusValue.notes = notes(recordingNames: recordingNames, ordinarySeconds: longClip.duration)
        return corpusValue
    }

    /// Speech parts joined with the wake pause between them, padded with silence.
    static func assemble(_ parts: [[Int16]]) -> [Int16] {
        let rate = Double(AudioFrame.sampleRate)
        var samples = [Int16](repeating: 0, count: Int(leadSeconds * rate))
        for (index, part) in parts.enumerated() {
            if index > 0 { samples += [Int16](repeating: 0, count: Int(wakeGapSeconds * rate)) }
            samples += part
        }
        return samples + [Int16](repeating: 0, count: Int(trailSeconds * rate))
    }

    /// The clip with noise mixed in at the condition's SNR, and the SNR measured on the noise used.
    func mixed(_ clean: [Int16], condition: BenchCondition, noise: [Float]?, random: inout BenchRandom) -> ([Int16], Double?) {
        guard let snr = condition.snr, let noise else { return (clean, nil) }
        let segment = BenchNoise.segment(of: noise, offset: random.index(below: noise.count), count: clean.count)
        let gain = BenchNoise.noiseGain(speechRMS: BenchSpeaker.speechRMS, noiseRMS: BenchNoise.rms(segment), snr: snr)
        let measured = BenchNoise.snr(speechRMS: BenchSpeaker.speechRMS, noiseRMS: BenchNoise.rms(segment) * gain)
        return (BenchNoise.mix(clean, noise: segment, gain: gain), (measured * 100).rounded() / 100)
    }

    static func rendered(_ speech: [String: [String: [Int16]]], _ voice: String, _ text: String) throws -> [Int16] {
        guard let samples = speech[voice]?[text] else {
            throw BenchError(.corpus, "No rendering of \"\(text)\" in voice \(voice); this is a bug in the benchmark.")
        }
        return samples
    }

    static func makeDirectory(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw BenchError(.corpus, "Cannot create \(path) (\(error.localizedDescription)); pick another --out-dir.")
        }
    }
}

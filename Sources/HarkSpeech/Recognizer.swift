public import HarkAudio
import Foundation

/// Streaming speech recognition with PocketSphinx: one decoder, several named
/// searches (wake-phrase spotting and JSGF grammars) switchable mid-stream.
///
/// Not thread-safe: one task owns a recognizer and feeds it frames in order.
public final class Recognizer: SpeechRecognizer {
    /// The configuration it was built with.
    public let configuration: RecognizerConfiguration
    /// The decoder this recognizer owns (internal for tests).
    let decoder: PocketSphinxDecoder
    /// The full dictionary file; the decoder holds only the words its searches use.
    private let fullDictionary: PronunciationDictionary
    /// The phone loop on a spare decoder and thread (see ``PhoneLoop``).
    private let phoneLoop: PhoneLoop
    /// A phone loop already started on the audio of the last second pass.
    private var pendingPhoneLoop: PhoneLoopJob?
    /// The last phone loop taken and its audio: a second fit of the same utterance (a second
    /// reading with other phrases) takes it instead of decoding again.
    private var lastPhoneLoop: (samples: [Int16], score: UtteranceScore)?
    /// Phone loops started on the spare decoder (tests read it).
    private(set) var phoneLoopsStarted = 0
    /// Entries (variants counted) the decoder was given from the full dictionary so far.
    private(set) var wordsLoadedFromFullDictionary = 0
    private var wakePhrases: [Keyphrase] = []
    /// Each registered grammar's JSGF and whether it is searched minimized, to register it
    /// again if its replacement fails.
    private var grammars: [String: (jsgf: String, minimized: Bool)] = [:]
    /// The word-graph size of each registered grammar.
    private var graphSizes: [String: GrammarGraphSize] = [:]
    private var registeredPhoneLoop = false
    /// Whether a command language model is registered for ``readFreely(_:)``.
    var freeReadingReady = false
    private var current: Search?

    // Utterance state.
    private var utteranceOpen = false
    private var utteranceStartSample = 0
    private var speaking = false
    private var speechStartTime = 0.0
    private var lastSampleEnd = 0
    private var utteranceAudio: [Int16] = []

    private var speechStartSample = 0
    /// Keyword spotting: when the voice-activity detector's current stretch of speech began
    /// (nil outside speech), and whether a phrase was spotted in it.
    private var spottingSpeechStart: Double?
    private var spottedInSpeech = false
    /// Keyword spotting: when the detector last called the current stretch's speech paused.
    private var spottingPauseSince: Double?
    /// Grammar search: the utterance decoded when speech paused, and the stream time it
    /// paused at; it is over unless speech resumes before the silence timeout has passed.
    private var pause: (hypothesis: Hypothesis, since: Double)?

    /// The audio of the last utterance that produced a hypothesis, from a quarter
    /// second before speech began to its end (16 kHz), for rescoring.
    public private(set) var lastUtteranceAudio: [Int16] = []
    /// Stream offset of the first sample of `lastUtteranceAudio`.
    public private(set) var lastUtteranceOffset = 0
    /// Seconds the voice-activity detector called speech in the last utterance,
    /// from its onset to the end of activity (without the closing silence timeout).
    public private(set) var lastUtteranceVoicedSeconds = 0.0
    /// Seconds of closing silence at the end of `lastUtteranceAudio`: the silence
    /// timeout when the endpointer closed the utterance, 0 when it was cut off or the stream ended.
    public private(set) var lastUtteranceClosingSilence = 0.0

    /// Frames PocketSphinx decodes per second.
    static let framesPerSecond = 100.0
    /// Longest stretch of non-speech kept in one utterance before it is restarted (bounds memory).
    static let idleRestartSeconds = 4.0

    /// Loads the acoustic model and dictionaries. Throws `.modelMissing` with what to install when files are absent.
    public init(configuration: RecognizerConfiguration = RecognizerConfiguration()) throws(RecognizerError) {
        try configuration.validate()
        self.configuration = configuration
        let arguments = configuration.decoderArguments
        self.decoder = try ScratchDictionary.withFile(words: []) { (path: String) throws(RecognizerError) in
            try PocketSphinxDecoder(arguments: ScratchDictionary.replacingDictionary(in: arguments, with: path),
                                    wordsEndBeforeSilence: !configuration.crossWordContext)
        }
        decoder.utterancePauseFrames = configuration.silenceTimeoutFrames
        self.fullDictionary = PronunciationDictionary(path: configuration.resolvedDictionary)
        self.phoneLoop = PhoneLoop(arguments: arguments, phoneModel: configuration.phoneModel,
                                   utterancePauseFrames: configuration.silenceTimeoutFrames)
        for path in configuration.extraDictionaries {
            try loadDictionary(at: path)
        }
    }

    /// How many word-final context maps the last search built pointed at the triphone
    /// before silence; nil with ``RecognizerConfiguration/crossWordContext`` on, -1 when
    /// PocketSphinx's tables did not look as expected and words kept their cross-word context.
    var wordEndMapsChanged: Int? { decoder.wordEndMapsChanged }

    // MARK: Dictionary

    /// The dictionary pronunciation of `word` (CMU phones), or nil when the word is unknown.
    public func pronunciation(of word: String) -> [String]? {
        let word = word.lowercased()
        return (decoder.lookup(word) ?? fullDictionary.entries(of: word).first?.phones)
            .map { $0.split(separator: " ").map(String.init) }
    }

    /// Every pronunciation of `word` the recognizer holds, in the dictionary's order
    /// (`word`, `word(2)`, … up to `word(9)`); empty when it has none.
    public func pronunciations(of word: String) -> [[String]] {
        guard let first = pronunciation(of: word) else { return [] }
        var variants = [first]
        for variant in 2...9 {
            guard let phones = pronunciation(of: "\(word)(\(variant))") else { break }
            variants.append(phones)
        }
        return variants
    }

    /// The words from `words` that are missing from the dictionary, in order, without duplicates.
    public func missingWords(_ words: some Sequence<String>) -> [String] {
        var seen = Set<String>()
        var missing: [String] = []
        for word in words where !Self.isFiller(word) && seen.insert(word).inserted {
            if decoder.lookup(word) == nil && !fullDictionary.contains(word) { missing.append(word) }
        }
        return missing
    }

    /// Gives the decoder the full dictionary's pronunciations (every variant) of
    /// the words it does not have yet; words added by hand or from an extra
    /// dictionary keep theirs, as when the whole file was loaded first.
    func loadFromFullDictionary(_ words: some Sequence<String>) throws(RecognizerError) {
        for word in Set(words) where !Self.isFiller(word) && decoder.lookup(word) == nil {
            for entry in fullDictionary.entries(of: word) {
                try decoder.addWord(entry.key, phones: entry.phones, updateSearch: false)
                wordsLoadedFromFullDictionary += 1
            }
        }
    }

    /// Adds a word with CMU phones (e.g. `["JH", "IY", "W", "UW"]`); active searches see it at once.
    public func addPronunciation(_ word: String, phones: [String]) throws(RecognizerError) {
        guard !phones.isEmpty else {
            throw RecognizerError(.invalidPronunciation, "The pronunciation for '\(word)' is empty; give at least one phone.")
        }
        try decoder.addWord(word.lowercased(), phones: phones.joined(separator: " "), updateSearch: true)
    }

    /// Adds every entry of a CMU-format dictionary file (`word PH ON ES` per line; `;;;` comments).
    public func loadDictionary(at path: String) throws(RecognizerError) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw RecognizerError(.modelMissing, "Dictionary \(path) could not be read; check the path and permissions.")
        }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix(";;;") || trimmed.hasPrefix("#") { continue }
            let fields = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard fields.count >= 2 else {
                throw RecognizerError(.invalidPronunciation,
                    "\(path):\(number + 1): expected a word followed by its phones; fix or remove the line.")
            }
            do {
                try decoder.addWord(fields[0].lowercased(), phones: fields.dropFirst().joined(separator: " "), updateSearch: false)
            } catch {
                throw RecognizerError(.invalidPronunciation, "\(path):\(number + 1): \(error.message)")
            }
        }
    }

    // MARK: Searches

    /// Registers the wake phrases as the keyword search. Unknown words are reported by name.
    public func setWakePhrases(_ phrases: [Keyphrase]) throws(RecognizerError) {
        guard !phrases.isEmpty else {
            throw RecognizerError(.invalidKeyphrase, "No wake phrase given; configure at least one, e.g. \"hey computer\".")
        }
        var lines: [String] = []
        for phrase in phrases {
            let words = Self.words(ofWakePhrase: phrase.phrase)
            guard !words.isEmpty else {
                throw RecognizerError(.invalidKeyphrase, "A wake phrase is empty; give it at least one word.")
            }
            guard phrase.threshold > 0, phrase.threshold < 1, phrase.threshold.isFinite else {
                throw RecognizerError(.invalidKeyphrase,
                    "Threshold \(phrase.threshold) for \"\(phrase.phrase)\" is out of range; use a number greater than 0 and less than 1, such as 1e-20 (smaller hears the phrase more easily).")
            }
            let missing = missingWords(words)
            if !missing.isEmpty {
                throw RecognizerError(.unknownWords,
                    "The wake phrase \"\(phrase.phrase)\" has words missing from the dictionary: \(missing.joined(separator: ", ")); add them to models/hark.dict or pick another phrase.",
                    words: missing)
            }
            try loadFromFullDictionary(words)
            lines.append(Self.keywordLine(words, threshold: phrase.threshold))
        }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("hark-kws-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).txt").path
        do {
            try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            throw RecognizerError(.invalidKeyphrase, "Could not write the wake phrase list to \(file): \(error.localizedDescription).")
        }
        defer { try? FileManager.default.removeItem(atPath: file) }
        dropUtterance()
        try decoder.setKeywords(name: Search.wake.name, file: file)
        wakePhrases = phrases
        if current == .wake { try decoder.activate(search: Search.wake.name) }
    }

    /// One line of PocketSphinx's keyword list: `hey computer /1.5e-20/`. The
    /// threshold keeps its significant digits (`%g`), so 1.5e-20 is not rounded to 2e-20.
    static func keywordLine(_ words: [String], threshold: Double) -> String {
        "\(words.joined(separator: " ")) /\(String(format: "%g", threshold))/"
    }

    /// The words of a JSGF grammar's public rule, as PocketSphinx parses it.
    public func vocabulary(ofGrammar jsgf: String) throws(RecognizerError) -> [String] {
        try decoder.grammarWords(jsgf: jsgf).filter { !Self.isFiller($0) }
    }

    /// Registers a JSGF grammar under `name`. Every word must be in the dictionary;
    /// missing ones are reported by name before any decoding starts.
    ///
    /// The decoder searches the smallest deterministic word graph with the grammar's
    /// sentences at the grammar's probabilities, not the graph sphinxbase builds from the
    /// JSGF (a chain of states per phrase as written): see ``GrammarGraphSize``.
    public func setGrammar(_ jsgf: String, name: String = "command") throws(RecognizerError) {
        try setGrammar(jsgf, name: name, minimized: true)
    }

    /// Registers a JSGF grammar under `name`, searching sphinxbase's own graph of it
    /// when `minimized` is false (for comparison; see ``setGrammar(_:name:)``).
    public func setGrammar(_ jsgf: String, name: String, minimized: Bool) throws(RecognizerError) {
        let words = try vocabulary(ofGrammar: jsgf)
        let missing = missingWords(words)
        if !missing.isEmpty {
            throw RecognizerError(.unknownWords,
                "The grammar '\(name)' uses words missing from the dictionary: \(missing.joined(separator: ", ")); add pronunciations first.",
                words: missing)
        }
        let search = Search.grammar(name)
        if current == search { dropUtterance() }
        // PocketSphinx builds a new search before it frees the one of the same name, and adding
        // words rebuilds every search: the built-in grammar's old search (44 MB) is freed first.
        let previous = grammars.removeValue(forKey: name)
        if previous != nil { decoder.removeSearch(name: search.name) }
        do {
            try loadFromFullDictionary(words)
            graphSizes[name] = try decoder.setGrammar(name: search.name, jsgf: jsgf, minimized: minimized)
        } catch {
            // The grammar before stays in use; only a failure to build even that leaves none.
            if let previous, let size = try? decoder.setGrammar(name: search.name, jsgf: previous.jsgf, minimized: previous.minimized) {
                graphSizes[name] = size
                grammars[name] = previous
                if current == search { try? decoder.activate(search: search.name) }
            } else {
                graphSizes[name] = nil
                if current == search { current = nil }
            }
            throw error
        }
        grammars[name] = (jsgf, minimized)
        phoneLoop.warmUp()
        if current == search { try decoder.activate(search: search.name) }
    }

    /// The word-graph size of the grammar registered under `name`, or nil if none is.
    public func graphSize(ofGrammar name: String) -> GrammarGraphSize? { graphSizes[name] }

    /// Switches to a registered search. An open utterance is dropped.
    public func listen(for search: Search) throws(RecognizerError) {
        try checkRegistered(search)
        dropUtterance()
        try decoder.activate(search: search.name)
        current = search
        spottingSpeechStart = nil
        spottingPauseSince = nil
        pause = nil
    }

    /// Throws `.unknownSearch` unless `search` is registered.
    func checkRegistered(_ search: Search) throws(RecognizerError) {
        switch search {
        case .wake where wakePhrases.isEmpty:
            throw RecognizerError(.unknownSearch, "No wake phrases are set; call setWakePhrases first.")
        case .grammar(let name) where grammars[name] == nil:
            throw RecognizerError(.unknownSearch, "No grammar named '\(name)' is registered; call setGrammar first.")
        default: break
        }
    }

    /// The search in use, if any.
    public var activeSearch: Search? { current }


    /// Registers the phone-loop search once (it needs the model's phone language model).
    func ensurePhoneLoop() throws(RecognizerError) {
        guard !registeredPhoneLoop else { return }
        try decoder.setPhoneLoop(name: Self.phoneLoopSearch, phoneModel: try PhoneLoop.checkedPhoneModel(configuration.phoneModel))
        registeredPhoneLoop = true
    }

    /// The audio of the phone loop under way or done and not yet taken, if any.
    var pendingPhoneLoopSamples: [Int16]? { pendingPhoneLoop?.samples }

    /// Starts the phone loop on `samples` on the spare decoder (replacing one not taken).
    func startPhoneLoop(_ samples: [Int16]) {
        phoneLoopsStarted += 1
        pendingPhoneLoop = phoneLoop.start(samples)
    }

    /// Waits for the phone loop started last and returns its score.
    func takePhoneLoop() throws(RecognizerError) -> UtteranceScore {
        guard let job = pendingPhoneLoop else {
            throw RecognizerError(.decodingFailed, "No phone loop was started; call decodeWithPhoneLoop with the audio.")
        }
        pendingPhoneLoop = nil
        let score = try job.wait()
        lastPhoneLoop = (job.samples, score)
        return score
    }

    /// The phone loop's score of `samples` when it was the last one taken.
    func takenPhoneLoop(of samples: [Int16]) -> UtteranceScore? {
        guard let last = lastPhoneLoop, last.samples == samples else { return nil }
        return last.score
    }

    /// Runs `body` with the decoder search `name` active, then makes the session's
    /// search active again, also when `body` throws: the one-pass calls built on it
    /// (second pass, alignment, phone loop) leave the session as they found it, and
    /// nobody switches back in a `defer`. An utterance still open is dropped.
    func isolated<T>(search name: String, _ body: () throws(RecognizerError) -> T) throws(RecognizerError) -> T {
        dropUtterance()
        try decoder.activate(search: name)
        let result: Result<T, RecognizerError>
        do throws(RecognizerError) {
            result = .success(try body())
        } catch {
            result = .failure(error)
        }
        if let current { try decoder.activate(search: current.name) }
        return try result.get()
    }

    /// Decodes a whole buffer with the active decoder search.
    func decodeActive(_ samples: [Int16]) throws(RecognizerError) -> UtteranceScore {
        dropUtterance()
        try decoder.decodeUtterance(samples)
        return decoder.utteranceScore()
    }

    /// Natural log of a decoder log-domain score.
    func naturalLog(_ score: Int32) -> Double { decoder.naturalLog(score) }

    // MARK: Streaming

    /// Feeds one 16 kHz frame and returns the events it completed.
    ///
    /// A frame of generated silence (``AudioFrame/isGeneratedSilence``) outside speech is not
    /// decoded: it holds nothing to hear, so the idle utterance ends and the next heard frame
    /// starts a new one at its own offset. Hours of `silence:N` then cost almost nothing.
    public func process(_ frame: AudioFrame) throws(RecognizerError) -> [RecognitionEvent] {
        guard let search = current else {
            throw RecognizerError(.unknownSearch, "No search is active; call listen(for:) first.")
        }
        if let paused = pause, case .grammar = search {
            return try continuePause(paused, frame: frame)
        }
        if frame.isGeneratedSilence, !speaking, !(utteranceOpen && decoder.inSpeech) {
            dropUtterance()
            lastSampleEnd = frame.offset + frame.samples.count
            return []
        }
        if !utteranceOpen {
            try decoder.startUtterance()
            utteranceOpen = true
            utteranceStartSample = frame.offset
            speaking = false
            utteranceAudio.removeAll(keepingCapacity: true)
        }
        try decoder.process(frame.samples)
        if case .grammar = search { utteranceAudio += frame.samples }
        lastSampleEnd = frame.offset + frame.samples.count
        switch search {
        case .wake:
            let spotted = spotKeyword()
            return spotted + trackSpeechWhileSpotting(frameStart: frame.startTime, frameEnd: frame.endTime, spotted: !spotted.isEmpty)
        case .grammar: return trackUtterance(frameStart: frame.startTime, frameEnd: frame.endTime)
        }
    }

    /// Reports a stretch of speech the keyword search spotted nothing in, once the
    /// voice-activity detector has heard it end (``RecognitionEvent/speechWithoutWake(from:to:)``).
    private func trackSpeechWhileSpotting(frameStart: Double, frameEnd: Double, spotted: Bool) -> [RecognitionEvent] {
        if spotted { spottedInSpeech = true }
        let inSpeech = decoder.inSpeech
        if inSpeech {
            spottingPauseSince = nil
            if spottingSpeechStart == nil {
                spottingSpeechStart = frameStart
                spottedInSpeech = spotted
            }
        } else if let start = spottingSpeechStart {
            // The detector calls speech paused early; the stretch ends once the whole silence timeout has passed.
            let since = spottingPauseSince ?? frameEnd
            spottingPauseSince = since
            guard frameEnd - since >= configuration.silenceAfterPause - Self.timeTolerance else { return [] }
            spottingSpeechStart = nil
            spottingPauseSince = nil
            if !spottedInSpeech { return [.speechWithoutWake(from: start, to: frameEnd)] }
        }
        return []
    }

    /// Spots the wake phrases in `samples` in one pass whose cepstral mean is the samples'
    /// own (batch normalisation), where the stream's keyword search normalises each frame by
    /// the mean of the speech before it: a voice much louder or quieter than the stream's
    /// last speakers is heard as it is. `start` is the stream time of the first sample.
    /// Returns the detection in stream time, or nil; leaves the session as it was.
    public func spotKeyword(in samples: [Int16], startingAt start: Double) throws(RecognizerError) -> KeywordDetection? {
        try checkRegistered(.wake)
        guard !samples.isEmpty else { return nil }
        let spotted = try isolated(search: Search.wake.name) { () throws(RecognizerError) -> PocketSphinxDecoder.Segment? in
            try decoder.decodeUtterance(samples, keepingSilence: true)
            guard let hyp = decoder.hypothesis(), Self.containsWords(hyp.text) else { return nil }
            return decoder.segments().filter { !Self.isFiller($0.word) }.last
        }
        guard let spotted else { return nil }
        // PocketSphinx numbers a decode's frames on from where the stream's last utterance
        // began, whatever the search: the phone loop over the same frames starts at that number.
        try ensurePhoneLoop()
        let first = try isolated(search: Self.phoneLoopSearch) { () throws(RecognizerError) -> Int? in
            try decoder.decodeUtterance(samples, keepingSilence: true)
            return decoder.segments().first?.startFrame
        }
        guard let first, spotted.startFrame >= first, spotted.endFrame - first < decoder.frameCount else { return nil }
        return KeywordDetection(
            phrase: spotted.word.trimmingCharacters(in: .whitespaces),
            start: ((start + Double(spotted.startFrame - first) / Self.framesPerSecond) * 100).rounded() / 100,
            end: ((start + Double(spotted.endFrame + 1 - first) / Self.framesPerSecond) * 100).rounded() / 100)
    }

    /// Ends the stream, decoding an utterance still in progress.
    public func finish() throws(RecognizerError) -> [RecognitionEvent] {
        if let paused = pause {
            // Speech had paused: the utterance ends there.
            return endPause(paused, at: Double(lastSampleEnd) / Double(AudioFrame.sampleRate))
        }
        guard utteranceOpen, let search = current else { return [] }
        switch search {
        case .wake:
            let events = spotKeyword()
            dropUtterance()
            return events
        case .grammar:
            let wasSpeaking = speaking
            let end = Double(lastSampleEnd) / Double(AudioFrame.sampleRate)
            lastUtteranceVoicedSeconds = wasSpeaking ? max(0, end - speechStartTime) : 0
            lastUtteranceClosingSilence = 0
            let hypothesis = closeUtterance()
            guard wasSpeaking || !hypothesis.text.isEmpty else { return [] }
            return [.speechEnded(at: end), .hypothesis(hypothesis)]
        }
    }

    private func spotKeyword() -> [RecognitionEvent] {
        guard let hyp = decoder.hypothesis(), !hyp.text.trimmingCharacters(in: .whitespaces).isEmpty else {
            if decoder.frameCount > Int(Self.idleRestartSeconds * Self.framesPerSecond) && !decoder.inSpeech {
                dropUtterance()
            }
            return []
        }
        let segments = decoder.segments().filter { !Self.isFiller($0.word) }
        let base = Double(utteranceStartSample) / Double(AudioFrame.sampleRate)
        let phrase = (segments.last?.word ?? hyp.text).trimmingCharacters(in: .whitespaces)
        let lastFrame = segments.map(\.endFrame).max() ?? 0
        let start = segments.last.map { streamTime(ofFrame: $0.startFrame, lastFrame: lastFrame) } ?? base
        let end = segments.last.map { streamTime(ofFrame: $0.endFrame + 1, lastFrame: lastFrame) } ?? base
        dropUtterance()
        return [.keyword(KeywordDetection(phrase: phrase, start: start, end: end))]
    }

    private func trackUtterance(frameStart: Double, frameEnd: Double) -> [RecognitionEvent] {
        var events: [RecognitionEvent] = []
        let nowSpeaking = decoder.inSpeech
        if nowSpeaking && !speaking {
            speaking = true
            speechStartTime = frameStart
            speechStartSample = Int(frameStart * Double(AudioFrame.sampleRate))
            events.append(.speechStarted(at: frameStart))
        } else if !nowSpeaking && speaking {
            let hangover = configuration.detectorSilence
            lastUtteranceVoicedSeconds = max(0, frameEnd - speechStartTime - hangover)
            lastUtteranceClosingSilence = hangover
            let hypothesis = closeUtterance()
            if configuration.silenceAfterPause > Self.timeTolerance {
                pause = (hypothesis, frameEnd)
                events.append(.speechPaused(hypothesis))
            } else {
                events.append(.speechEnded(at: frameEnd))
                events.append(.hypothesis(hypothesis))
            }
        } else if nowSpeaking && frameEnd - speechStartTime >= configuration.maxUtteranceLength {
            lastUtteranceVoicedSeconds = frameEnd - speechStartTime
            lastUtteranceClosingSilence = 0
            events.append(.speechEnded(at: frameEnd))
            events.append(.hypothesis(closeUtterance()))
        } else if !nowSpeaking && decoder.frameCount > Int(Self.idleRestartSeconds * Self.framesPerSecond) {
            dropUtterance()
        }
        return events
    }

    /// Slack when comparing stream times made of frame lengths.
    static let timeTolerance = 1e-6

    /// A frame after speech paused: the utterance is over once the rest of the silence
    /// timeout has passed with no speech, and goes on as one utterance when speech
    /// resumes first (its audio so far is decoded again from its start, so the stream's
    /// pass reads it whole, as when nobody paused).
    private func continuePause(_ paused: (hypothesis: Hypothesis, since: Double), frame: AudioFrame) throws(RecognizerError) -> [RecognitionEvent] {
        if !utteranceOpen {
            // An utterance of its own, only to hear whether speech resumes.
            try decoder.startUtterance()
            utteranceOpen = true
        }
        try decoder.process(frame.samples)
        utteranceAudio += frame.samples
        lastSampleEnd = frame.offset + frame.samples.count
        if decoder.inSpeech {
            pause = nil
            decoder.endUtterance()
            try decoder.startUtterance()
            try decoder.process(utteranceAudio)
            speaking = true
            return []
        }
        guard frame.endTime - paused.since >= configuration.silenceAfterPause - Self.timeTolerance else { return [] }
        return endPause(paused, at: frame.endTime)
    }

    /// Ends a paused utterance at `end` (stream seconds): the hypothesis made when speech
    /// paused is the utterance's.
    private func endPause(_ paused: (hypothesis: Hypothesis, since: Double), at end: Double) -> [RecognitionEvent] {
        dropUtterance()
        pause = nil
        utteranceAudio.removeAll(keepingCapacity: true)
        return [.speechEnded(at: end), .hypothesis(paused.hypothesis)]
    }

    /// Ends the open utterance and returns its hypothesis (empty text when nothing matched).
    private func closeUtterance() -> Hypothesis {
        decoder.endUtterance()
        utteranceOpen = false
        // Keep the speech (with a quarter second before it, the VAD's pre-speech) for rescoring.
        let from = max(utteranceStartSample, speechStartSample - AudioFrame.sampleRate / 4) - utteranceStartSample
        let clipped = min(max(0, from), utteranceAudio.count)
        lastUtteranceAudio = speaking || clipped > 0 ? Array(utteranceAudio[clipped...]) : utteranceAudio
        lastUtteranceOffset = utteranceStartSample + clipped
        speaking = false
        let base = Double(utteranceStartSample) / Double(AudioFrame.sampleRate)
        let hyp = decoder.hypothesis()
        let segments = decoder.segments()
        let lastFrame = segments.map(\.endFrame).max() ?? 0
        let words = segments.compactMap { segment -> WordTiming? in
            guard !Self.isFiller(segment.word) else { return nil }
            return WordTiming(
                word: Self.baseWord(segment.word),
                start: streamTime(ofFrame: segment.startFrame, lastFrame: lastFrame),
                end: streamTime(ofFrame: segment.endFrame + 1, lastFrame: lastFrame))
        }
        let text = (hyp?.text ?? "").split(separator: " ").map { Self.baseWord(String($0)) }.joined(separator: " ")
        return Hypothesis(
            text: text,
            score: Int(hyp?.score ?? 0),
            words: words,
            start: words.first?.start ?? base,
            end: words.last?.end ?? Double(lastSampleEnd) / Double(AudioFrame.sampleRate),
            search: current.map { if case .grammar(let n) = $0 { n } else { "wake" } } ?? "")
    }

    /// Stream time of a decoder frame of the current utterance, counted back from
    /// the utterance's last frame, which is the audio just consumed (PocketSphinx
    /// numbers frames across utterances and skips non-speech frames between them,
    /// so counting forward from the utterance start would drift).
    private func streamTime(ofFrame frame: Int, lastFrame: Int) -> Double {
        let now = Double(lastSampleEnd) / Double(AudioFrame.sampleRate)
        let seconds = max(0, now - Double(lastFrame + 1 - frame) / Self.framesPerSecond)
        return (seconds * 100).rounded() / 100
    }

    private func dropUtterance() {
        if utteranceOpen { decoder.endUtterance() }
        utteranceOpen = false
        speaking = false
    }

    /// Fillers and silences PocketSphinx puts in segmentations: `<s>`, `</s>`, `<sil>`, `[NOISE]`, `++UH++`.
    static func isFiller(_ word: String) -> Bool {
        word.hasPrefix("<") || word.hasPrefix("[") || word.hasPrefix("+") || word.hasPrefix("(") || word.isEmpty
    }

    /// Whether `text` (words joined by spaces) holds a word that is not a filler or silence.
    static func containsWords(_ text: String) -> Bool {
        text.split(separator: " ").contains { !isFiller(String($0)) }
    }

    /// Silence in either search: `<sil>`, `<s>`, `</s>` (words) or `SIL` (phones).
    static func isSilence(_ word: String) -> Bool {
        word == "<sil>" || word == "<s>" || word == "</s>" || word == "SIL" || word == "(NULL)"
    }

    /// `the(2)` → `the`.
    static func baseWord(_ word: String) -> String {
        guard let paren = word.firstIndex(of: "(") else { return word }
        return String(word[..<paren])
    }
}


import CHarkShim
import CPocketSphinx
import Foundation

/// The one place Hark talks to PocketSphinx (5prealpha, the `ps_*` / `cmd_ln_*` API).
///
/// `PocketSphinxDecoder` owns one `ps_decoder_t` and its `cmd_ln_t` config and
/// frees both in `deinit`. Everything else in HarkSpeech goes through it and
/// never sees a C type.
final class PocketSphinxDecoder {
    private let decoder: OpaquePointer
    private let config: OpaquePointer
    /// Fills exact zeros in the live stream (see ``DigitalSilence``).
    private var streamSilence = DigitalSilence()
    /// Whether words end as before silence in the searches built from now on (see
    /// ``RecognizerConfiguration/crossWordContext``, whose opposite it is).
    private let wordsEndBeforeSilence: Bool
    /// What the last search built found of the word-final context maps: how many it
    /// pointed at the triphone before silence, -1 when the decoder did not look as
    /// expected (nothing changed), nil when words keep their cross-word context.
    private(set) var wordEndMapsChanged: Int?
    /// Frames of silence a one-pass decode's front end keeps inside an utterance (its
    /// `-vad_postspeech`); nil: as many as the stream's. The stream's detector calls speech
    /// paused early (``RecognizerConfiguration/speechPause``), but an utterance read again
    /// keeps its pauses up to the whole silence timeout, as it did when the two were one.
    var utterancePauseFrames: Int?

    /// A segment of a hypothesis: a word (or filler) with frame positions.
    struct Segment {
        var word: String
        var startFrame: Int
        var endFrame: Int
        var logProbability: Int32
        var acousticScore: Int32
        var languageScore: Int32
    }

    /// Creates a decoder from command-line style arguments (`["-hmm", path, …]`); with
    /// `wordsEndBeforeSilence`, every search it builds models each word's last phone as
    /// before silence, whatever word follows.
    init(arguments: [String], wordsEndBeforeSilence: Bool = false) throws(RecognizerError) {
        self.wordsEndBeforeSilence = wordsEndBeforeSilence
        Self.installLogCapture()
        CHarkShim_sphinx_clear_error()
        var cStrings: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        let parsed = cStrings.withUnsafeMutableBufferPointer { argv in
            cmd_ln_parse_r(nil, ps_args(), Int32(argv.count), argv.baseAddress, 1)
        }
        guard let parsed else {
            throw RecognizerError(.invalidConfiguration,
                "PocketSphinx rejected its settings (\(Self.lastLogMessage() ?? arguments.joined(separator: " "))); check the model options.")
        }
        guard let ps = ps_init(parsed) else {
            cmd_ln_free_r(parsed)
            throw RecognizerError(.modelUnreadable,
                "PocketSphinx could not load its model (\(Self.lastLogMessage() ?? "no details")); check --model-dir or reinstall pocketsphinx-en-us.")
        }
        self.decoder = ps
        self.config = parsed
    }

    deinit {
        ps_free(decoder)
        cmd_ln_free_r(config)
    }

    // MARK: Dictionary

    /// The pronunciation of `word` in the decoder's dictionary, or nil if it is missing.
    func lookup(_ word: String) -> String? {
        guard let phones = ps_lookup_word(decoder, word) else { return nil }
        defer { free(phones) }
        return String(cString: phones)
    }

    /// Adds (or replaces) a word with a space-separated phone string.
    func addWord(_ word: String, phones: String, updateSearch: Bool) throws(RecognizerError) {
        CHarkShim_sphinx_clear_error()
        if ps_add_word(decoder, word, phones, updateSearch ? 1 : 0) < 0 {
            throw RecognizerError(.invalidPronunciation,
                "Could not add '\(word)' with phones '\(phones)' (\(Self.lastLogMessage() ?? "unknown phone?")); use phones of the CMU set.")
        }
    }

    // MARK: Searches

    /// Words of a JSGF grammar (its public rule), parsed by sphinxbase itself.
    func grammarWords(jsgf: String) throws(RecognizerError) -> [String] {
        var words: [String] = []
        var seen: Set<String> = []
        try forEachBuiltGraph(jsgf: jsgf) { fsg in
            for i in 0..<Int(fsg.pointee.n_word) {
                if let cWord = fsg.pointee.vocab[i], seen.insert(String(cString: cWord)).inserted {
                    words.append(String(cString: cWord))
                }
            }
        }
        return words
    }

    /// Registers a JSGF grammar search under `name` (not activated), searched as its
    /// smallest deterministic word graph unless `minimized` is false (see ``WordGraph``).
    /// Returns the graph's size as sphinxbase built it and as searched.
    @discardableResult
    func setGrammar(name: String, jsgf: String, minimized: Bool = true) throws(RecognizerError) -> GrammarGraphSize {
        if minimized {
            // sphinxbase's graph is read a rule at a time and freed at once (see
            // `forEachBuiltGraph`): the built-in grammar's whole graph took 45 MB.
            var built = BuiltGraph()
            try forEachBuiltGraph(jsgf: jsgf) { built.add($0) }
            if let fsg = minimizedFSG(built) {
                defer { fsg_model_free(fsg) }
                try register(fsg, name: name)
                return GrammarGraphSize(builtStates: built.states, searchedStates: Int(fsg.pointee.n_state))
            }
        }
        let (grammar, built) = try buildFSG(jsgf: jsgf)
        // The graph owns copies of its words: the parsed JSGF is not needed past this point.
        jsgf_grammar_free(grammar)
        defer { fsg_model_free(built) }
        // The search follows one empty arc at a time: a graph searched as built needs the
        // closure of its empty arcs (the minimal graph has none but those to its end).
        glist_free(fsg_model_null_trans_closure(built, nil))
        try register(built, name: name)
        let states = Int(built.pointee.n_state)
        return GrammarGraphSize(builtStates: states, searchedStates: states)
    }

    /// Frees the search registered under `name`, if there is one (it stops being the active one).
    func removeSearch(name: String) {
        _ = ps_unset_search(decoder, name)
    }

    private func register(_ fsg: UnsafeMutablePointer<fsg_model_t>, name: String) throws(RecognizerError) {
        CHarkShim_sphinx_clear_error()
        endWordsBeforeSilence()
        if ps_set_fsg(decoder, name, fsg) < 0 {
            throw RecognizerError(.invalidGrammar,
                "PocketSphinx refused grammar '\(name)' (\(Self.lastLogMessage() ?? "no details")).")
        }
    }

    /// Points the word-final context maps at the triphone before silence when this decoder
    /// wants it. Runs before every search is built: adding a word whose last two phones
    /// are a new pair adds a map (see `Sources/CHarkShim/word_end_context.c`).
    private func endWordsBeforeSilence() {
        guard wordsEndBeforeSilence else { return }
        wordEndMapsChanged = CHarkShim_word_final_silence_context(UnsafeMutableRawPointer(decoder))
    }

    /// Registers a keyword-spotting search from a keyphrase file (`phrase /threshold/` per line).
    func setKeywords(name: String, file: String) throws(RecognizerError) {
        CHarkShim_sphinx_clear_error()
        if ps_set_kws(decoder, name, file) < 0 {
            throw RecognizerError(.invalidKeyphrase,
                "PocketSphinx refused the wake phrases (\(Self.lastLogMessage() ?? "no details")).")
        }
    }

    /// Registers a phone-loop search (any sequence of phones, weighted by a phone language model).
    func setPhoneLoop(name: String, phoneModel: String) throws(RecognizerError) {
        CHarkShim_sphinx_clear_error()
        if ps_set_allphone_file(decoder, name, phoneModel) < 0 {
            throw RecognizerError(.modelUnreadable,
                "PocketSphinx could not load the phone model \(phoneModel) (\(Self.lastLogMessage() ?? "no details")); reinstall pocketsphinx-en-us.")
        }
    }

    /// Registers an n-gram language-model search from a file (free dictation over the whole dictionary).
    func setLanguageModel(name: String, path: String) throws(RecognizerError) {
        CHarkShim_sphinx_clear_error()
        if ps_set_lm_file(decoder, name, path) < 0 {
            throw RecognizerError(.modelUnreadable,
                "PocketSphinx could not load the language model \(path) (\(Self.lastLogMessage() ?? "no details")); reinstall pocketsphinx-en-us.")
        }
    }

    /// Forgets a registered search and frees what it holds (a language model is tens of megabytes).
    func unsetSearch(name: String) {
        _ = ps_unset_search(decoder, name)
    }

    /// Whether the grammar search closes its frames with PocketSphinx's own
    /// `fsg_history_end_frame` (true) or with the shim's, which skips the empty
    /// history lists and was half of a turn's CPU otherwise (see CHarkShim's
    /// fsg_history.c). For decodes on the calling thread only (a test switching it
    /// must not switch every other decoder in the process); the two give the same results.
    static func useStockGrammarHistory(_ stock: Bool) {
        CHarkShim_fsg_history_use_stock(stock ? 1 : 0)
    }

    /// Hash tables the shim made small for sphinxbase in this process (see hash_table.c
    /// in CHarkShim): 0 if the library does not call through the shim.
    static var smallHashTables: Int { CHarkShim_small_hash_tables() }

    /// Frames the shim's `fsg_history_end_frame` has closed in this process (0 when
    /// PocketSphinx's own was called instead, e.g. not interposed).
    static var framesClosedByShim: Int { CHarkShim_fsg_history_fast_frames() }

    /// Decodes a whole utterance in one call (full-utterance mode) with the active search.
    ///
    /// The result depends on `samples` alone, not on who spoke earlier in the
    /// stream: features come from a fresh front end, the cepstral mean from the
    /// samples themselves (batch CMN, as the acoustic model was trained), and the
    /// live stream's running mean is restored afterwards so a rescoring pass does
    /// not disturb the live decoder's adaptation either.
    ///
    /// With `keepingSilence`, every frame is decoded (frame k starts at sample 160·k, so the
    /// segments' frames are times), normalised by the mean of the frames the voice-activity
    /// detector calls speech, as the batch mean without it is.
    func decodeUtterance(_ samples: [Int16], keepingSilence: Bool = false) throws(RecognizerError) {
        var cepstra = try cepstra(of: samples, keepingSilence: keepingSilence)
        let saved = saveCepstralMean()
        defer { restoreCepstralMean(saved) }
        // With no frame called speech the batch mean of every frame stands.
        if keepingSilence, let feat = ps_get_feat(decoder), feat.pointee.cmn != CMN_NONE,
           case let speech = try self.cepstra(of: samples), speech.count > 0, speech.width == cepstra.width {
            let width = cepstra.width
            var mean = [Double](repeating: 0, count: width)
            for row in 0..<speech.count { for column in 0..<width { mean[column] += Double(speech.frames[row * width + column]) } }
            for row in 0..<cepstra.count {
                for column in 0..<width { cepstra.frames[row * width + column] -= mfcc_t(mean[column] / Double(speech.count)) }
            }
            feat.pointee.cmn = CMN_NONE
        }
        try startUtterance()
        let result = cepstra.frames.withUnsafeMutableBufferPointer { frames in
            var rows = (0..<cepstra.count).map { frames.baseAddress! + $0 * cepstra.width as UnsafeMutablePointer<mfcc_t>? }
            return rows.withUnsafeMutableBufferPointer { rows in
                ps_process_cep(decoder, rows.baseAddress, Int32(cepstra.count), 0, 1)
            }
        }
        endUtterance()
        if result < 0 {
            throw RecognizerError(.decodingFailed, "PocketSphinx failed to decode audio (\(Self.lastLogMessage() ?? "no details")).")
        }
    }

    /// Cepstra of `samples` from a front end of their own, so that the
    /// voice-activity and noise tracking the live stream has built up (the
    /// decoder's front end keeps them across utterances) do not shape the result.
    /// With `keepingSilence`, every frame is kept (the voice-activity detector drops none),
    /// so frame k of the result starts at sample 160·k.
    func cepstra(of samples: [Int16], keepingSilence: Bool = false) throws(RecognizerError) -> (frames: [mfcc_t], count: Int, width: Int) {
        var silence = DigitalSilence()
        let samples = silence.filled(samples)
        guard let config = ps_get_config(decoder) else {
            throw RecognizerError(.decodingFailed, "Could not set up a PocketSphinx front end (\(Self.lastLogMessage() ?? "no details")).")
        }
        let removesSilence = cmd_ln_int_r(config, "-remove_silence")
        let streamPause = cmd_ln_int_r(config, "-vad_postspeech")
        if keepingSilence { cmd_ln_set_int_r(config, "-remove_silence", 0) }
        if let utterancePauseFrames { cmd_ln_set_int_r(config, "-vad_postspeech", utterancePauseFrames) }
        let made = fe_init_auto_r(config)
        if keepingSilence { cmd_ln_set_int_r(config, "-remove_silence", removesSilence) }
        cmd_ln_set_int_r(config, "-vad_postspeech", streamPause)
        guard let fe = made else {
            throw RecognizerError(.decodingFailed, "Could not set up a PocketSphinx front end (\(Self.lastLogMessage() ?? "no details")).")
        }
        defer { fe_free(fe) }
        let width = Int(fe_get_output_size(fe))
        var shift: Int32 = 0, size: Int32 = 0
        fe_get_input_size(fe, &shift, &size)
        // Every frame the samples can make, plus the one fe_end_utt may flush.
        let capacity = samples.count / max(1, Int(shift)) + 2
        var frames = [mfcc_t](repeating: 0, count: capacity * width)
        var produced: Int32 = 0
        let status: Int32 = frames.withUnsafeMutableBufferPointer { frames in
            var rows = (0..<capacity).map { frames.baseAddress! + $0 * width as UnsafeMutablePointer<mfcc_t>? }
            return rows.withUnsafeMutableBufferPointer { rows in
                samples.withUnsafeBufferPointer { buffer in
                    fe_start_stream(fe)
                    guard fe_start_utt(fe) >= 0 else { return -1 }
                    var input: UnsafePointer<Int16>? = buffer.baseAddress
                    var remaining = buffer.count
                    var count = Int32(capacity - 1)
                    var firstFrame: Int32 = 0
                    guard buffer.isEmpty || fe_process_frames(fe, &input, &remaining, rows.baseAddress, &count, &firstFrame) >= 0 else { return -1 }
                    var last: Int32 = 0
                    guard fe_end_utt(fe, rows[Int(count)], &last) >= 0 else { return -1 }
                    produced = count + last
                    return 0
                }
            }
        }
        guard status >= 0 else {
            throw RecognizerError(.decodingFailed, "PocketSphinx could not compute features (\(Self.lastLogMessage() ?? "no details")).")
        }
        return (frames, Int(produced), width)
    }

    /// The live cepstral-mean state and normalisation mode, copied out of the feature computer.
    private struct CepstralMean {
        var mode: cmn_type_t
        var mean: [mfcc_t]
        var sum: [mfcc_t]
        var frames: Int32
    }

    /// Copies the live CMN state and switches to batch CMN for a full-utterance
    /// decode (sphinxbase only applies batch CMN when the whole utterance arrives
    /// in one call, and turns it into live CMN for good after streaming).
    private func saveCepstralMean() -> CepstralMean? {
        guard let feat = ps_get_feat(decoder), let cmn = feat.pointee.cmn_struct else { return nil }
        let length = Int(cmn.pointee.veclen)
        let saved = CepstralMean(
            mode: feat.pointee.cmn,
            mean: Array(UnsafeBufferPointer(start: cmn.pointee.cmn_mean, count: length)),
            sum: Array(UnsafeBufferPointer(start: cmn.pointee.sum, count: length)),
            frames: cmn.pointee.nframe)
        if feat.pointee.cmn != CMN_NONE { feat.pointee.cmn = CMN_BATCH }
        return saved
    }

    /// Puts back the state `saveCepstralMean` copied.
    private func restoreCepstralMean(_ saved: CepstralMean?) {
        guard let saved, let feat = ps_get_feat(decoder), let cmn = feat.pointee.cmn_struct else { return }
        feat.pointee.cmn = saved.mode
        saved.mean.withUnsafeBufferPointer { cmn.pointee.cmn_mean.update(from: $0.baseAddress!, count: $0.count) }
        saved.sum.withUnsafeBufferPointer { cmn.pointee.sum.update(from: $0.baseAddress!, count: $0.count) }
        cmn.pointee.nframe = saved.frames
    }

    /// Makes `name` the active search. Only valid between utterances.
    func activate(search name: String) throws(RecognizerError) {
        if ps_set_search(decoder, name) < 0 {
            throw RecognizerError(.unknownSearch, "No search named '\(name)' is registered.")
        }
    }

    /// The active search's name.
    var activeSearch: String? {
        ps_get_search(decoder).map { String(cString: $0) }
    }

    // MARK: Decoding

    func startUtterance() throws(RecognizerError) {
        if ps_start_utt(decoder) < 0 {
            throw RecognizerError(.decodingFailed, "Could not start an utterance (\(Self.lastLogMessage() ?? "no details")).")
        }
    }

    func endUtterance() {
        ps_end_utt(decoder)
    }

    func process(_ samples: [Int16]) throws(RecognizerError) {
        let samples = streamSilence.filled(samples)
        let result = samples.withUnsafeBufferPointer { buffer in
            ps_process_raw(decoder, buffer.baseAddress, buffer.count, 0, 0)
        }
        if result < 0 {
            throw RecognizerError(.decodingFailed, "PocketSphinx failed to decode audio (\(Self.lastLogMessage() ?? "no details")).")
        }
    }

    /// Whether the voice-activity detector currently hears speech.
    var inSpeech: Bool { ps_get_in_speech(decoder) != 0 }

    /// Frames decoded in the current utterance (100 per second).
    var frameCount: Int { Int(ps_get_n_frames(decoder)) }

    /// The current best hypothesis and its path score, if any.
    func hypothesis() -> (text: String, score: Int32)? {
        var score: Int32 = 0
        guard let hyp = ps_get_hyp(decoder, &score) else { return nil }
        return (String(cString: hyp), score)
    }

    /// Posterior log probability of the last hypothesis (meaningful after an utterance ends).
    func posterior() -> Int32 { ps_get_prob(decoder) }

    /// Converts a log-domain score from the decoder's log base to natural log.
    func naturalLog(_ score: Int32) -> Double {
        logmath_log_to_ln(ps_get_logmath(decoder), score)
    }

    /// The segments (words with frame positions) of the current best hypothesis.
    func segments() -> [Segment] {
        var result: [Segment] = []
        var seg = ps_seg_iter(decoder)
        while let current = seg {
            var sf: Int32 = 0, ef: Int32 = 0
            ps_seg_frames(current, &sf, &ef)
            var ascr: Int32 = 0, lscr: Int32 = 0, lback: Int32 = 0
            let prob = ps_seg_prob(current, &ascr, &lscr, &lback)
            let word = ps_seg_word(current).map { String(cString: $0) } ?? ""
            result.append(Segment(word: word, startFrame: Int(sf), endFrame: Int(ef), logProbability: prob,
                                  acousticScore: ascr, languageScore: lscr))
            seg = ps_seg_next(current)
        }
        return result
    }

    // MARK: Helpers

    /// The graphs sphinxbase built for the parts of a grammar, in one word graph: a new
    /// start with an empty arc to each part's start (a choice among them, as sphinxbase
    /// builds a choice of rules, every one equally likely: the same cost on every
    /// sentence, which changes no decision), each part's final state accepting.
    struct BuiltGraph {
        var graph = WordGraph(arcs: [[]], start: 0, accepting: [:])
        /// The grammar's words; the graph's arcs index them.
        var words: [String] = []
        private var wordIndex: [String: Int] = [:]
        /// States sphinxbase built, over all parts.
        var states = 0

        mutating func add(_ fsg: UnsafeMutablePointer<fsg_model_t>) {
            let offset = graph.arcs.count
            let count = Int(fsg.pointee.n_state)
            states += count
            var local: [Int: Int] = [:]
            func global(_ wid: Int) -> Int {
                if let known = local[wid] { return known }
                let word = fsg.pointee.vocab[wid].map { String(cString: $0) } ?? ""
                let index: Int
                if let known = wordIndex[word] {
                    index = known
                } else {
                    index = words.count
                    words.append(word)
                    wordIndex[word] = index
                }
                local[wid] = index
                return index
            }
            graph.arcs[graph.start].append(WordGraph.Arc(word: nil, to: offset + Int(fsg.pointee.start_state)))
            for state in 0..<count {
                var out: [WordGraph.Arc] = []
                var iterator = fsg_model_arcs(fsg, Int32(state))
                while let current = iterator {
                    if let link = fsg_arciter_get(current) {
                        let wid = Int(link.pointee.wid)
                        // Probabilities are at most 1: costs (minus log probabilities) are never negative.
                        let cost = max(0, -Int(link.pointee.logs2prob))
                        out.append(WordGraph.Arc(word: wid < 0 ? nil : global(wid), to: offset + Int(link.pointee.to_state), cost: cost))
                    }
                    iterator = fsg_arciter_next(current)
                }
                graph.arcs.append(out)
            }
            graph.accepting[offset + Int(fsg.pointee.final_state)] = 0
        }
    }

    /// Calls `body` with sphinxbase's graph of each part of the grammar's public rule in
    /// turn, each freed before the next is built: the rules the public rule chooses among
    /// when it is nothing else (Hark's command grammar: a rule per phrase), else the public
    /// rule whole. sphinxbase gives every state it builds a 101-entry hash table (3 kB).
    func forEachBuiltGraph(jsgf: String, _ body: (UnsafeMutablePointer<fsg_model_t>) -> Void) throws(RecognizerError) {
        let grammar = try parse(jsgf: jsgf)
        defer { jsgf_grammar_free(grammar) }
        guard let publicRule = jsgf_get_public_rule(grammar) else {
            throw RecognizerError(.invalidGrammar, "The JSGF grammar has no public rule; mark the top rule `public`.")
        }
        var parts: [OpaquePointer] = []
        if let names = Self.ruleChoice(in: jsgf), let grammarName = jsgf_grammar_name(grammar).map({ String(cString: $0) }) {
            for name in names {
                guard let rule = jsgf_get_rule(grammar, "\(grammarName).\(name)") ?? jsgf_get_rule(grammar, name) else {
                    parts = []
                    break
                }
                parts.append(rule)
            }
        }
        if parts.isEmpty { parts = [publicRule] }
        let lw = Float(cmd_ln_float_r(config, "-lw"))
        for rule in parts {
            // Without the closure of empty arcs, which sphinxbase's jsgf_build_fsg adds and
            // which took 70 MB on the built-in grammar.
            guard let fsg = jsgf_build_fsg_raw(grammar, rule, ps_get_logmath(decoder), lw) else {
                throw RecognizerError(.invalidGrammar,
                    "The JSGF grammar could not be compiled (\(Self.lastLogMessage() ?? "no details")).")
            }
            body(fsg)
            fsg_model_free(fsg)
        }
    }

    /// Sentences of a JSGF grammar drawn at random, each handed to `body` as it is drawn:
    /// `perPart` from each part of its public rule (each phrase of Hark's command grammar
    /// alike), each a walk from the start that takes an arc with the probability the
    /// grammar gives it. Walks longer than `maxWords` are dropped. The same `seed` gives
    /// the same sentences.
    func sampleSentences(jsgf: String, perPart: Int, seed: UInt64, maxWords: Int = 40,
                         _ body: ([String]) -> Void) throws(RecognizerError) {
        var random = SplitMix64(seed: seed)
        let lw = Double(cmd_ln_float_r(config, "-lw"))
        let logmath = ps_get_logmath(decoder)
        try forEachBuiltGraph(jsgf: jsgf) { fsg in
            // Each state's arcs with their probabilities (the graph's log probabilities carry the language weight).
            var arcs: [Int: [(word: Int, to: Int, weight: Double)]] = [:]
            func leaving(_ state: Int) -> [(word: Int, to: Int, weight: Double)] {
                if let known = arcs[state] { return known }
                var out: [(word: Int, to: Int, weight: Double)] = []
                var iterator = fsg_model_arcs(fsg, Int32(state))
                while let current = iterator {
                    if let link = fsg_arciter_get(current) {
                        let weight = exp(logmath_log_to_ln(logmath, link.pointee.logs2prob) / lw)
                        out.append((Int(link.pointee.wid), Int(link.pointee.to_state), weight))
                    }
                    iterator = fsg_arciter_next(current)
                }
                arcs[state] = out
                return out
            }
            let final = Int(fsg.pointee.final_state)
            for _ in 0..<perPart {
                var state = Int(fsg.pointee.start_state)
                var words: [String] = []
                var steps = 0
                while state != final, steps < 4 * maxWords {
                    let choices = leaving(state)
                    guard !choices.isEmpty else { break }
                    let total = choices.reduce(0) { $0 + $1.weight }
                    var pick = random.unit() * total
                    var chosen = choices[choices.count - 1]
                    for choice in choices {
                        pick -= choice.weight
                        if pick < 0 { chosen = choice; break }
                    }
                    if chosen.word >= 0, let word = fsg.pointee.vocab[chosen.word] { words.append(String(cString: word)) }
                    state = chosen.to
                    steps += 1
                }
                if state == final, !words.isEmpty, words.count <= maxWords { body(words) }
            }
        }
    }

    /// The rule names a grammar's one public rule chooses among, when it says nothing
    /// else (`public <command> = <p0> | <p1>;`), or nil.
    static func ruleChoice(in jsgf: String) -> [String]? {
        let publicRules = jsgf.ranges(of: "public ")
        guard publicRules.count == 1, let head = publicRules.first,
              let equals = jsgf[head.upperBound...].firstIndex(of: "="),
              let end = jsgf[equals...].firstIndex(of: ";") else { return nil }
        let alternatives = jsgf[jsgf.index(after: equals)..<end].split(separator: "|")
        var names: [String] = []
        for alternative in alternatives {
            let trimmed = alternative.trimmingCharacters(in: .whitespacesAndNewlines)
            guard trimmed.count > 2, trimmed.first == "<", trimmed.last == ">" else { return nil }
            let name = trimmed.dropFirst().dropLast()
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else { return nil }
            names.append(String(name))
        }
        return names.count > 1 ? names : nil
    }

    /// The smallest deterministic grammar with the same sentences at the same probabilities
    /// as `built` (see ``WordGraph``; every sentence's probability is scaled by the same
    /// factor, which changes no decision), or nil to search the graph as built (no smaller,
    /// or too large to determinise).
    private func minimizedFSG(_ built: BuiltGraph) -> UnsafeMutablePointer<fsg_model_t>? {
        let graph = built.graph
        guard let minimal = graph.minimized(stateLimit: max(4 * graph.stateCount, 1_000)),
              minimal.stateCount < graph.stateCount else { return nil }
        // PocketSphinx wants one final state: a state that ends sentences at no cost and has
        // no way on is it; otherwise every accepting state gets an empty arc to a new one.
        // States are numbered breadth first, so that state need not be the last one.
        let ends = minimal.accepting.keys.sorted()
        let soleEnd = ends.count == 1 && minimal.arcs[ends[0]].isEmpty && minimal.accepting[ends[0]] == 0 ? ends[0] : nil
        let final = soleEnd ?? minimal.stateCount
        let lw = Float(cmd_ln_float_r(config, "-lw"))
        guard let result = fsg_model_init("grammar", ps_get_logmath(decoder), lw, Int32(max(final + 1, minimal.stateCount))) else { return nil }
        result.pointee.start_state = Int32(minimal.start)
        result.pointee.final_state = Int32(final)
        var words: [Int: Int32] = [:]
        for (state, arcs) in minimal.arcs.enumerated() {
            for arc in arcs {
                guard let word = arc.word else { continue }
                let wid: Int32
                if let known = words[word] {
                    wid = known
                } else {
                    wid = Int32(fsg_model_word_add(result, built.words[word]))
                    words[word] = wid
                }
                fsg_model_trans_add(result, Int32(state), Int32(arc.to), Int32(-arc.cost), wid)
            }
            if soleEnd == nil, let end = minimal.accepting[state] {
                _ = fsg_model_null_trans_add(result, Int32(state), Int32(final), Int32(-end))
            }
        }
        return result
    }

    private func parse(jsgf: String) throws(RecognizerError) -> OpaquePointer {
        CHarkShim_sphinx_clear_error()
        guard let grammar = CHarkShim_jsgf_parse_string_quietly(jsgf) else {
            let reason = Self.firstLogMessage().map(Self.readableSyntaxError) ?? "syntax error"
            throw RecognizerError(.invalidGrammar, "The JSGF grammar does not parse (\(reason)); check its syntax.")
        }
        return grammar
    }

    private func buildFSG(jsgf: String) throws(RecognizerError) -> (OpaquePointer, UnsafeMutablePointer<fsg_model_t>) {
        let grammar = try parse(jsgf: jsgf)
        guard let rule = jsgf_get_public_rule(grammar) else {
            jsgf_grammar_free(grammar)
            throw RecognizerError(.invalidGrammar, "The JSGF grammar has no public rule; mark the top rule `public`.")
        }
        let lw = Float(cmd_ln_float_r(config, "-lw"))
        // Without the closure of empty arcs, which sphinxbase's jsgf_build_fsg adds and which
        // took 70 MB on the built-in grammar: a word list and the minimal graph do without it,
        // and `setGrammar` closes a graph it searches as built.
        guard let fsg = jsgf_build_fsg_raw(grammar, rule, ps_get_logmath(decoder), lw) else {
            jsgf_grammar_free(grammar)
            throw RecognizerError(.invalidGrammar,
                "The JSGF grammar could not be compiled (\(Self.lastLogMessage() ?? "no details")).")
        }
        return (grammar, fsg)
    }

    private static let logCaptureInstalled: Bool = {
        let verbose = ProcessInfo.processInfo.environment["HARK_SPHINX_LOG"] != nil
        CHarkShim_sphinx_capture_log(verbose ? 1 : 0)
        return true
    }()

    private static func installLogCapture() { _ = logCaptureInstalled }
}

extension PocketSphinxDecoder {
    /// The score of the utterance just decoded: text (variants as base words), path score,
    /// acoustic score summed over the segments, and the frames of words and of fillers.
    func utteranceScore() -> UtteranceScore {
        let hyp = hypothesis()
        let text = (hyp?.text ?? "").split(separator: " ").map { Recognizer.baseWord(String($0)) }.joined(separator: " ")
        var result = UtteranceScore(text: text, score: Int(hyp?.score ?? 0), frames: frameCount)
        let segments = segments()
        // Frames count from the utterance's start: a decoder that streamed before numbers
        // a later decode's frames on from the stream (its first segment starts there).
        let first = segments.first?.startFrame ?? 0
        for segment in segments {
            let span = ScoredSpan(word: segment.word, startFrame: segment.startFrame - first, endFrame: segment.endFrame - first,
                                  acousticScore: Int(segment.acousticScore))
            result.spans.append(span)
            result.acousticScore += span.acousticScore
            if Recognizer.isSilence(span.word) { continue }
            if Recognizer.isFiller(span.word) { result.fillerFrames += span.frameCount } else { result.wordFrames += span.frameCount }
        }
        if ProcessInfo.processInfo.environment["HARK_DEBUG_SEGMENTS"] != nil {
            let parts = segments.map { "\($0.word)[\($0.startFrame)-\($0.endFrame) a=\($0.acousticScore) l=\($0.languageScore)]" }
            FileHandle.standardError.write(Data((parts.joined(separator: " ") + "\n").utf8))
        }
        return result
    }
}

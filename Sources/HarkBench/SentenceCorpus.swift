import Foundation
import Yams

/// The sentence corpus (`corpus/*.yaml`): sentences people say to the built-in skills,
/// each with the intent and parameter values it must give, and sentences that must
/// give nothing. `make test` checks every one in text; the benchmark speaks a sample.
///
/// One file per skill:
/// ```yaml
/// skill: Alarms and timers
/// setup:                      # said first, in order, on a fresh store (optional)
///   - add milk to the fridge
/// cases:
///   - intent: StartTimer
///     slots: {duration: 600}  # every parameter the sentence fills, as `hark ask --json` reports it
///     sentences:
///       - ten minute timer
///       - set a timer for 10 minutes
///   - intent: FinishFeeding
///     typed: true             # typed-only phrasings: checked in text, never spoken by the benchmark
///     sentences:
///       - stop the feeding
///   - intent: none            # must reach no intent
///     sentences:
///       - what a lovely day
///   - intent: LogFeedingAmount
///     values: "ninety ml"     # values described in words, not as `slots`: only the intent is
///     sentences:              # checked (sets written by people who never saw `hark ask --json`)
///       - she drank ninety mils
/// ```
public struct SentenceCorpus: Sendable {
    /// One file of the corpus.
    public struct File: Sendable {
        /// The file's name (`feeding.yaml`).
        public var name: String
        /// The skill it covers.
        public var skill: String
        /// Sentences said first, in order, before any case is checked.
        public var setup: [String]
        /// The cases.
        public var cases: [Case]
    }

    /// Sentences that must all give the same intent and values.
    public struct Case: Sendable {
        /// The intent identifier, or nil for sentences that must reach no intent.
        public var intent: String?
        /// Parameter name → value as text (numbers written plainly: `600`, `true`).
        public var slots: [String: String]
        /// The sentences.
        public var sentences: [String]
        /// Whether the sentences are read only in typed text (`typed: true`): they reach
        /// typed-only phrases (``AppShortcut/typedPhrases``), so the benchmark does not speak them.
        public var typed: Bool = false
        /// Whether the values are checked: false for a case that describes them in words
        /// (`values:`) instead of naming them (`slots:`), as held-out sets do; only its intent counts.
        public var checksValues: Bool = true
    }

    /// The files, sorted by name.
    public var files: [File]

    /// A corpus of parsed files.
    public init(files: [File]) { self.files = files }

    /// Every sentence of every file.
    public var sentenceCount: Int { files.reduce(0) { $0 + $1.cases.reduce(0) { $0 + $1.sentences.count } } }

    /// Reads every `*.yaml` file in `directory`.
    public static func load(directory: String) throws -> SentenceCorpus {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".yaml") }.sorted()
        guard !names.isEmpty else { throw SentenceCorpusError("No corpus files (*.yaml) in \(directory).") }
        return SentenceCorpus(files: try names.map { name in
            let path = (directory as NSString).appendingPathComponent(name)
            return try parse(try String(contentsOfFile: path, encoding: .utf8), name: name)
        })
    }

    /// Parses one corpus file's text.
    public static func parse(_ yaml: String, name: String) throws -> File {
        let root: Any?
        do { root = try Yams.load(yaml: yaml) } catch { throw SentenceCorpusError("\(name): not YAML (\(error)).") }
        guard let top = root as? [String: Any] else { throw SentenceCorpusError("\(name): the top level must be a mapping with skill, setup and cases.") }
        guard let skill = top["skill"] as? String else { throw SentenceCorpusError("\(name): `skill` (the skill's name) is missing.") }
        let setup = try strings(top["setup"] ?? [String](), what: "setup", in: name)
        guard let rawCases = top["cases"] as? [Any], !rawCases.isEmpty else { throw SentenceCorpusError("\(name): `cases` must be a non-empty list.") }
        let cases = try rawCases.enumerated().map { index, raw throws -> Case in
            guard let entry = raw as? [String: Any] else { throw SentenceCorpusError("\(name): case \(index + 1) must be a mapping.") }
            guard let intent = entry["intent"] as? String else { throw SentenceCorpusError("\(name): case \(index + 1) has no `intent` (write `none` for sentences that must reach nothing).") }
            let sentences = try strings(entry["sentences"] ?? [String](), what: "case \(index + 1) sentences", in: name)
            guard !sentences.isEmpty else { throw SentenceCorpusError("\(name): case \(index + 1) (\(intent)) has no sentences.") }
            var slots: [String: String] = [:]
            if let raw = entry["slots"] {
                guard let map = raw as? [String: Any] else { throw SentenceCorpusError("\(name): case \(index + 1) `slots` must be a mapping.") }
                for (key, value) in map { slots[key] = "\(value)" }
            }
            if intent == "none" && !slots.isEmpty { throw SentenceCorpusError("\(name): case \(index + 1) reaches no intent but names slots.") }
            var typed = false
            if let raw = entry["typed"] {
                guard let flag = raw as? Bool else { throw SentenceCorpusError("\(name): case \(index + 1) `typed` must be true or false.") }
                typed = flag
            }
            let checksValues = entry["slots"] != nil || entry["values"] == nil
            return Case(intent: intent == "none" ? nil : intent, slots: slots, sentences: sentences, typed: typed,
                        checksValues: checksValues)
        }
        return File(name: name, skill: skill, setup: setup, cases: cases)
    }

    private static func strings(_ raw: Any, what: String, in name: String) throws -> [String] {
        guard let list = raw as? [Any] else { throw SentenceCorpusError("\(name): \(what) must be a list of sentences.") }
        return try list.map { item in
            guard let text = item as? String ?? (item as? any CustomStringConvertible)?.description else {
                throw SentenceCorpusError("\(name): \(what) holds something that is not a sentence.")
            }
            return text
        }
    }
}

/// A corpus file that cannot be read, saying which and why.
public struct SentenceCorpusError: Error, CustomStringConvertible {
    /// What is wrong and where.
    public let description: String
    init(_ description: String) { self.description = description }
}

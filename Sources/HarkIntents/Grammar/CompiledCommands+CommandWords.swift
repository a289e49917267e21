import Synchronization

extension CompiledCommands {
    /// The intents whose phrases say `word` as a word of their own: not a linking word, a
    /// helping verb or a filler ("pause" → PauseTimer, "feeding" → every feeding intent).
    /// Talk around a command that says a word of another intent only ("pause | pizza timer
    /// a sec") may be that other command, so it is not taken as talk.
    public func intentsSaying(_ word: String) -> Set<String> {
        commandWords.table(of: matcher.phrases) { owners[$0]?.intent.identifier }[word] ?? []
    }

    /// Whether `word` is a word of a name or option a slot knows ("dad", "pizza", "freezer"):
    /// talk around a command that names one may be a command about it ("can dad | call me in
    /// two minutes").
    public func namesSomething(_ word: String) -> Bool {
        commandWords.names(in: forms).contains(word)
    }
}

/// Each phrase word's intents, made the first time typed text needs them.
final class CommandWords: Sendable {
    private let kept = Mutex<[String: Set<String>]?>(nil)
    private let keptNames = Mutex<Set<String>?>(nil)

    func names(in forms: [String: SpokenForm]) -> Set<String> {
        if let made = keptNames.withLock({ $0 }) { return made }
        var made: Set<String> = []
        for form in forms.values {
            switch form {
            case .names(let options), .options(let options):
                for option in options { made.formUnion(option.words.split(separator: " ").map(String.init)) }
            case .value:
                break
            }
        }
        made.subtract(CompiledCommands.linkingWords)
        keptNames.withLock { $0 = made }
        return made
    }

    func table(of phrases: [PhraseEntry], intent: (String) -> String?) -> [String: Set<String>] {
        if let made = kept.withLock({ $0 }) { return made }
        let fillers = Set(TemplateMatcher.defaultFillers.filter { !$0.contains(" ") })
        var made: [String: Set<String>] = [:]
        for entry in phrases {
            guard let identifier = intent(entry.id) else { continue }
            for word in entry.template.words where !CompiledCommands.linkingWords.contains(word)
                && !CompiledCommands.helpingVerbs.contains(word) && !fillers.contains(word) {
                made[word, default: []].insert(identifier)
            }
        }
        kept.withLock { $0 = made }
        return made
    }
}

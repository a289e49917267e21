import Synchronization

extension SkillRegistry {
    /// One line for each stored voice shortcut that is not heard, naming its number, phrase and why
    /// (`hark run` and `hark listen` report them at start-up, on standard error).
    public var unheardShortcutLines: [String] {
        state.withLock { state in
            state.voiceShortcutProblems.map { problem in
                let phrase = state.wantedShortcuts?.first { $0.id == problem.shortcut }?.phrase ?? ""
                return "voice shortcut #\(problem.shortcut) \"\(phrase)\" is not heard: \(problem.message)"
            }
        }
    }

    /// The phrases of stored shortcuts that no longer work because their intent went or changed (not
    /// those refused for their words: a phrase that cannot be heard, or one another phrase says). The
    /// speech grammar hears them and routes them nowhere, so said aloud they answer with why
    /// (``unheardShortcut(saying:)``) instead of "didn't catch that" or a phrase they sound like.
    static func unheardShortcutPhrases(in state: State) -> [Template] {
        let broken = Set(state.voiceShortcutProblems.filter { ![.collision, .invalidPhrase].contains($0.code) }.map(\.shortcut))
        return (state.wantedShortcuts ?? []).filter { broken.contains($0.id) }.compactMap { definition in
            try? TemplateParser(parameters: [], rules: state.rules).parse(definition.words.joined(separator: " "))
        }
    }

    /// Why the stored shortcut whose phrase is exactly `words` is not heard, or nil. Text nothing
    /// else understood is looked up here, so typing or saying a broken shortcut's phrase answers
    /// with its reason.
    func unheardShortcut(saying words: [String]) -> VoiceShortcutProblem? {
        guard !words.isEmpty else { return nil }
        return state.withLock { state in
            state.voiceShortcutProblems.first { problem in
                state.wantedShortcuts?.first { $0.id == problem.shortcut }?.words == words
            }
        }
    }
}

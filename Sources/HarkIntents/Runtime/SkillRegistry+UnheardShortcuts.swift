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

    /// Why the stored shortcut whose phrase is exactly `words` is not heard, or nil. Text nothing
    /// else understood is looked up here, so typing a broken shortcut's phrase answers with its
    /// reason; the phrase itself never enters the grammar.
    func unheardShortcut(saying words: [String]) -> VoiceShortcutProblem? {
        guard !words.isEmpty else { return nil }
        return state.withLock { state in
            state.voiceShortcutProblems.first { problem in
                state.wantedShortcuts?.first { $0.id == problem.shortcut }?.words == words
            }
        }
    }
}

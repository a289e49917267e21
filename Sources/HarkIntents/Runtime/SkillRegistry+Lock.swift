import Synchronization

extension SkillRegistry {
    /// Asks `isLocked` before running an intent that needs Hark unlocked
    /// (``IntentAuthenticationPolicy/requiresAuthentication``), and `answer` for what to say then
    /// (how to unlock depends on whether a passphrase is set; without it the runner's
    /// ``IntentRunner/lockedDialog``). Without a lock nothing is ever locked.
    public func useLock(_ isLocked: @escaping @Sendable () async -> Bool, answer: (@Sendable () async -> IntentDialog)? = nil) {
        state.withLock {
            $0.isLocked = isLocked
            $0.lockedAnswer = answer
        }
    }

    /// What a restricted intent answers while Hark is locked, when the lock says; nil leaves it to the runner.
    func lockedAnswer() async -> IntentDialog? {
        guard let answer = state.withLock({ $0.lockedAnswer }) else { return nil }
        return await answer()
    }

    /// Whether Hark is locked now: restricted intents are refused.
    public func isLocked() async -> Bool {
        guard let isLocked = state.withLock({ $0.isLocked }) else { return false }
        return await isLocked()
    }
}

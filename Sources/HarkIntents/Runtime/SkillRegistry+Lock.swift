import Synchronization

extension SkillRegistry {
    /// Asks `isLocked` before running an intent that needs Hark unlocked
    /// (``IntentAuthenticationPolicy/requiresAuthentication``). Without it nothing is ever locked.
    public func useLock(_ isLocked: @escaping @Sendable () async -> Bool) {
        state.withLock { $0.isLocked = isLocked }
    }

    /// Whether Hark is locked now: restricted intents are refused.
    public func isLocked() async -> Bool {
        guard let isLocked = state.withLock({ $0.isLocked }) else { return false }
        return await isLocked()
    }
}

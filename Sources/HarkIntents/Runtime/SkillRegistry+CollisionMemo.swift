import Synchronization

extension SkillRegistry {
    /// The collision checks a registry of this process has passed, by ``PhraseIndex/checkKey(for:)``:
    /// a phrase met again after the same phrases in the same order (the next suite the
    /// process builds over the same skills) is known not to collide, without searching.
    /// A check that failed is never kept, so every refusal is found and worded afresh.
    enum CollisionMemo {
        private static let passedKeys = Mutex<Set<Int>>([])

        /// Whether a check with this key passed before in this process.
        static func passed(_ key: Int) -> Bool {
            passedKeys.withLock { $0.contains(key) }
        }

        /// Keeps a check that passed.
        static func remember(_ key: Int) {
            passedKeys.withLock { _ = $0.insert(key) }
        }
    }
}

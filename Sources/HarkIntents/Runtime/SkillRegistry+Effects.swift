extension SkillRegistry {
    /// What each registered intent does when performed, by identifier (``AppIntent/effect``).
    public var effects: [String: IntentEffect] {
        var effects: [String: IntentEffect] = [:]
        for skill in skills {
            for shortcut in skill.shortcuts { effects[shortcut.intent.identifier] = shortcut.intent.effect }
        }
        return effects
    }
}

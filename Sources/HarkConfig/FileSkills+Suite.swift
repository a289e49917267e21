public import HarkIntents
import HarkSkills
import HarkStore

extension FileSkills {
    /// Loads every file in order, then registers their skills next to the built-in ones
    /// in a scratch registry, so a phrase that collides with a built-in skill is reported now.
    public static func loadAll(paths: [String], runner: any CommandRunner = ProcessCommandRunner()) throws(ConfigError) -> [any Skill] {
        var skills: [any Skill] = []
        for path in paths { skills += try load(path: path, runner: runner) }
        guard !skills.isEmpty else { return skills }
        do {
            let store = try Store.inMemory(migrations: SkillSuite.migrations)
            _ = try SkillSuite(store: store, clock: SystemClock(), extraSkills: skills)
        } catch {
            let message = (error as? RegistrationError)?.message ?? "\(error)"
            throw ConfigError(.registration, message, path: paths.joined(separator: ", "))
        }
        return skills
    }
}

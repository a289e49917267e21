import Foundation
import HarkAssistant
import HarkIntents
import HarkSkills
import HarkStore

/// The voice shortcuts check: each stored shortcut against the intents Hark has now (after an
/// upgrade, or with a skills file removed), so one that no longer works is named with why, and
/// one that takes the words of a command (a name stored after it made them one) is named with the command.
extension Doctor {
    /// OK with how many shortcuts are heard; one WARN per shortcut that is not, naming its phrase and why,
    /// and one per shortcut that takes a command's words.
    public func shortcutsCheck() async -> [DoctorCheck] {
        let name = "shortcuts"
        let suite: SkillSuite
        do {
            let store = try Store.open(directory: environment.dataDirectory, migrations: SkillSuite.migrations, onUnreadableRow: { _ in })
            // A skills file that does not load is the skills files check's failure; shortcuts to its intents are reported here.
            let skills = (try? FileSkills.loadAll(paths: environment.skillFiles)) ?? []
            suite = try SkillSuite(store: store, clock: SystemClock(), settings: settings.skills, extraSkills: skills)
        } catch {
            return [DoctorCheck(name, .skipped, "the records or skills do not open (see the checks above)")]
        }
        let problems = await suite.shortcuts.problems()
        let taking = await suite.shortcuts.takingCommands()
        let heard = suite.registry.voiceShortcuts.count
        let fine = problems.isEmpty && taking.isEmpty
        var checks = [DoctorCheck(name, fine ? .ok : .warning,
                                  heard == 0 && problems.isEmpty ? "none yet" : "\(heard) heard" + (problems.isEmpty ? "" : ", \(problems.count) not")
                                      + (taking.isEmpty ? "" : ", \(taking.count) taking a command's words"))]
        checks += (problems + taking).map { DoctorCheck(name, .warning, "#\($0.shortcut): \($0.message)") }
        return checks
    }
}

import ArgumentParser
import Foundation
import HarkSkills
import HarkStore

/// Options for commands that run the skills: where the data lives.
struct AppOptions: ParsableArguments {
    @OptionGroup var data: DataOptions

    /// Opens the store and wires every skill.
    func suite() throws -> SkillSuite {
        try SkillSuite(directory: data.directory)
    }
}

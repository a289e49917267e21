import ArgumentParser
import Foundation
import HarkAssistant
import HarkConfig
import HarkSkills

extension ConfigOptions {
    /// Opens the store and wires every skill, built-in and from skills files.
    func suite() throws -> SkillSuite {
        let settings = try settings()
        return try SkillSuite(directory: dataDirectory(settings), settings: settings.skills,
                              extraSkills: try fileSkills(settings))
    }
}

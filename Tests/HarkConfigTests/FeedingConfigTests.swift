import HarkSkills
import Testing
import HarkAssistant
@testable import HarkConfig

/// `skills.feeding.baby_name` and `skills.feeding.amount_unit` in the config file.
@Suite struct FeedingConfigTests {
    func parse(_ yaml: String) throws(ConfigError) -> AssistantSettings {
        try ConfigFile.parse(yaml: yaml, path: "/etc/hark/config.yaml")
    }

    func message(_ yaml: String) -> String? {
        do { _ = try parse(yaml); return nil } catch { return error.message }
    }

    @Test func aNameOfOneOrTwoWordsIsKept() throws {
        #expect(try parse("skills:\n  feeding: {baby_name: Emma}\n").skills.babyName == "Emma")
        #expect(try parse("skills:\n  feeding: {baby_name: \"Baby Jo\"}\n").skills.babyName == "Baby Jo")
        #expect(try parse("skills:\n  feeding: {baby_name: ~}\n").skills.babyName == nil)
        #expect(try parse("").skills.babyName == nil)
    }

    @Test func aNameHarkCannotUseIsAClearError() {
        #expect(message("skills:\n  feeding: {baby_name: Mary Jane Watson}\n")?.contains("is 3 words; give the name Hark should hear in one or two words") == true)
        #expect(message("skills:\n  feeding: {baby_name: R2D2}\n")?.contains("write words only, numbers as words") == true)
        #expect(message("skills:\n  feeding: {baby_name: baby}\n")?.contains("which Hark already hears for every baby") == true)
    }

    @Test func theAmountUnit() throws {
        #expect(try parse("").skills.feedingAmountUnit == .ml)
        #expect(try parse("skills:\n  feeding: {amount_unit: oz}\n").skills.feedingAmountUnit == .oz)
        #expect(try parse("skills:\n  feeding: {amount_unit: ounces}\n").skills.feedingAmountUnit == .oz)
        #expect(message("skills:\n  feeding: {amount_unit: cups}\n")?.hasSuffix("use ml or oz.") == true)
    }

    @Test func theNameAndUnitAreWrittenBack() throws {
        var settings = AssistantSettings()
        settings.skills.babyName = "Emma"
        settings.skills.feedingAmountUnit = .oz
        let yaml = ConfigFile.yaml(for: settings)
        #expect(try parse(yaml) == settings)
    }
}

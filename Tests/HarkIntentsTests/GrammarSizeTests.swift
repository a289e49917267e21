import Testing
@testable import HarkIntents

/// `GrammarSize` reads what the compiler writes: bytes, rules, FSG states with rules expanded in place.
@Suite struct GrammarSizeTests {
    @Test func countsStatesWithRulesExpandedAtEachUse() throws {
        let jsgf = """
            #JSGF V1.0;
            grammar hark;
            public <command> = <p0> | <p1>;
            <p0> = [<rule_please>] start feeding;
            <p1> = [<rule_please>] stop;
            <rule_please> = please | kindly;

            """
        let size = try #require(GrammarSize(jsgf: jsgf))
        #expect(size.bytes == jsgf.utf8.count)
        #expect(size.rules == 4)
        // command: choice 2 + p0 (2 + optional 2 + rule 2 + choice 2 + 2 words + 2 words) + p1 (2 + 2 + 2 + 2 + 2 + 1)
        #expect(size.fsgStates == 2 + (2 + 2 + 2 + 2 + 2 + 2) + (2 + 2 + 2 + 2 + 2 + 1))
        let copied = "(please | kindly)".utf8.count - "<rule_please>".utf8.count
        #expect(size.inlinedBytes == jsgf.utf8.count + 2 * copied - "<rule_please> = please | kindly;\n".utf8.count)
        #expect(GrammarSize(jsgf: "not a grammar") == nil)
    }

    @Test func aSharedRuleKeepsTheTextSmallerThanCopies() async throws {
        let skill = TemplateRulesTests.RuleSkill(name: "Many", shortcuts: [
            AppShortcut(intent: SetTimer.self, phrases: (0..<5).map { "[<can_you>] [<please>] set \(["a", "the", "my", "one", "that"][$0]) timer for {duration}" }),
        ])
        let registry = try SkillRegistry(skills: [skill])
        let size = try #require(GrammarSize(jsgf: try await registry.grammar()))
        #expect(size.inlinedBytes > size.bytes)
    }
}

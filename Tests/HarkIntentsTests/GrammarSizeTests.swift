import Testing
@testable import HarkIntents

/// `GrammarSize` reads what the compiler writes: bytes, rules, and what shared rules save.
@Suite struct GrammarSizeTests {
    @Test func countsBytesRulesAndWhatCopiesWouldCost() throws {
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

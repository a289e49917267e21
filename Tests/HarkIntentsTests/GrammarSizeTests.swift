import Testing
@testable import HarkIntents

/// `GrammarSize` reads what the compiler writes: bytes, rules, FSG states numbered as sphinxbase numbers them.
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
        // The entry; p0: "please" (then "kindly" joins it), "start", "feeding" (the command's exit);
        // p1: its own copy of <rule_please>, then "stop" ends at the known exit. 5 states.
        #expect(size.fsgStates == 5)
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

    /// A rule used twice is two copies in the FSG: sharing it shortens the text, not the search.
    @Test func aRuleUsedTwiceIsCountedTwice() throws {
        func states(_ body: String) throws -> Int {
            try #require(GrammarSize(jsgf: "#JSGF V1.0;\ngrammar hark;\npublic <command> = \(body);\n<r> = a b c;\n")).fsgStates
        }
        #expect(try states("<r> x") == 1 + 3 + 1)
        #expect(try states("<r> x | <r> y") == 1 + 3 + 1 + 3)
        #expect(try states("(a b c) x | (a b c) y") == states("<r> x | <r> y"))
    }
}

import Foundation
import Testing

/// `hark ask` with skills-file slots a command may leave out, through the real binary.
@Suite struct OptionalSlotCommandTests {
    func ask(_ arguments: [String]) throws -> HarkBinary.Result {
        let data = try HarkBinary.temporaryDirectory("optional")
        defer { try? FileManager.default.removeItem(at: data) }
        return try HarkBinary.run(["ask", "--skills", "dist/skills.example.yaml", "--data-dir", data.path] + arguments)
    }

    @Test func optionalSlotsLeftOutAreNeitherAskedNorReported() throws {
        let result = try ask(["play some music", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            {"event":"intent","intent":"PlayMusic","parameters":{}}
            {"event":"say","text":"Playing music."}
            {"event":"outcome","intent":"PlayMusic","outcome":"completed"}

            """)
    }

    @Test func optionalSlotsSaidAreFilledAndSaid() throws {
        let result = try ask(["play some rap in the bed room", "--json"])
        #expect(result.stdout == """
            {"event":"intent","intent":"PlayMusic","parameters":{"genre":"hip hop","room":"bedroom"}}
            {"event":"say","text":"Playing hip hop music in the bedroom."}
            {"event":"outcome","intent":"PlayMusic","outcome":"completed"}

            """)
        #expect(try ask(["play jazz music"]).stdout == "Playing jazz music.\n")
    }

    /// A cafe whose command prints the slots it got (`unset` for one left out).
    func cafe(in directory: URL) throws -> [String] {
        let skills = directory.appendingPathComponent("order.yaml")
        try """
        skills:
          - name: Cafe
            intents:
              - name: OrderDrink
                phrases: ["a [{size}] {drink}", "order something"]
                slots:
                  size: [small, large]
                  drink: {values: [latte, mocha], question: "Which drink?"}
                command: ["sh", "-c", "echo \\"${HARK_SLOT_SIZE-unset} $HARK_SLOT_DRINK\\""]
                response_from_command: true
        """.write(to: skills, atomically: true, encoding: .utf8)
        return ["ask", "--skills", skills.path, "--data-dir", directory.appendingPathComponent("data").path]
    }

    @Test func aCommandGetsOnlyTheSlotsThatWereSaid() throws {
        let directory = try HarkBinary.temporaryDirectory("optional-command")
        defer { try? FileManager.default.removeItem(at: directory) }
        let ask = try cafe(in: directory)
        #expect(try HarkBinary.run(ask + ["a latte"]).stdout == "unset latte\n")
        #expect(try HarkBinary.run(ask + ["a large latte"]).stdout == "large latte\n")
    }

    @Test func aRequiredSlotIsStillAskedFor() throws {
        let directory = try HarkBinary.temporaryDirectory("optional-required")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try HarkBinary.run(try cafe(in: directory) + ["order something", "--answer", "mocha"])
        #expect(result.stdout == "Which drink?\n> mocha\nunset mocha\n")
    }
}

@testable import HarkConfig
import Testing

/// A config or skills-file error is one line, whatever text from the file it quotes.
@Suite struct ConfigErrorLineTests {
    @Test func lineBreaksInQuotedTextFoldIntoOneSpace() {
        let error = ConfigError(.wrongType, "'slots' at line 4 must map slot names, got '\n  genre: [jazz]\n  room: [kitchen]\n'.", path: "s.yaml")
        #expect(error.message == "'slots' at line 4 must map slot names, got 'genre: [jazz] room: [kitchen] '.")
        #expect(!error.message.contains("\n"))
    }

    @Test func aMessageWithoutLineBreaksIsKept() {
        let message = "'voice.rate' at line 3, column 9 is 9000; use 80 to 450 words per minute."
        #expect(ConfigError(.outOfRange, message, path: "c.yaml").message == message)
    }

    @Test func aLongQuotedValueIsCut() throws {
        let text = "rate: " + String(repeating: "x", count: 5_000) + "\n"
        do {
            _ = try ConfigFile.parse(yaml: "voice:\n  " + text, path: "c.yaml")
            Issue.record("a rate of x's was accepted")
        } catch {
            #expect(error.message.count < 300, "\(error.message)")
            #expect(error.message.contains("…"))
        }
    }
}

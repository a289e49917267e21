import Foundation
import HarkIntents
import Synchronization
import HarkTesting
import Testing
import HarkConfig

/// Malformed YAML configs and skills files, made from the examples in `dist/` by seeded
/// mutations and from a list of hostile shapes: each is read or refused with one clear
/// sentence, never a trap, and a skill's command is never run while reading.
@Suite struct ConfigFuzzTests {
    static let seed: UInt64 = 0x5EED_0016
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    typealias Random = SeededRandom

    /// A runner that records being asked: reading a file must never run its commands.
    final class NeverRun: CommandRunner {
        private let count = Mutex(0)
        var runs: Int { count.withLock { $0 } }
        func run(_ arguments: [String], environment: [String: String], timeout: Double) async throws -> CommandResult {
            count.withLock { $0 += 1 }
            return CommandResult(status: 0, output: "")
        }
    }

    static let tokens = [
        ":", ": ", "- ", "{", "}", "[", "]", ",", "\t", "\"", "'", "&a ", "*a", "!!binary ", "!!int ", "\u{0}", "\u{FEFF}",
        "\u{202E}", "\u{200F}", "😀", "\n", "  ", "#", "\n---\n", "\n...\n", "? ", "|\n", ">\n", "%YAML 1.2\n", "1e999", "-1",
        ".nan", ".inf", "-.inf", "99999999999999999999999", "0x10", "0o17", "~", "null", "true", "<<: *a", "\u{7}", "\r",
        "{duration}", "(a | ", "[[[", "}}}", String(repeating: "x", count: 300),
    ]

    /// One seeded mutation of `text`.
    static func mutate(_ text: String, random: inout Random) -> String {
        var lines = text.components(separatedBy: "\n")
        let index = random.below(lines.count)
        switch random.below(7) {
        case 0:
            var line = Array(lines[index])
            let at = random.below(line.count + 1)
            line.insert(contentsOf: Array(random.pick(tokens)), at: at)
            lines[index] = String(line)
        case 1:
            var line = Array(lines[index])
            guard !line.isEmpty else { break }
            let start = random.below(line.count)
            line.removeSubrange(start..<min(line.count, start + 1 + random.below(8)))
            lines[index] = String(line)
        case 2: lines.insert(lines[index], at: random.below(lines.count))
        case 3: lines.swapAt(index, random.below(lines.count))
        case 4: lines[index] = String(repeating: " ", count: random.below(9)) + lines[index].drop(while: { $0 == " " })
        case 5:
            if let colon = lines[index].firstIndex(of: ":") {
                lines[index] = String(lines[index][...colon]) + " " + random.pick(tokens)
            }
        default: lines.remove(at: index)
        }
        return lines.joined(separator: "\n")
    }

    /// Shapes no mutation is likely to reach: deep nesting, wrong types, huge values, odd text.
    static let hostile: [String] = [
        "", "\u{0}", "---\n...\n", "[", "{", String(repeating: "[", count: 5_000), String(repeating: "- ", count: 2_000) + "x",
        String(repeating: "{a: ", count: 3_000), "&a [*a]", "a: &a\n  b: *a\nc: *a",
        "wake: {phrases: [{phrase: \"\", threshold: .nan}]}", "wake: {phrases: 5}", "voice: {rate: 1e999, pitch: -1, volume: .inf}",
        "listening: {silence_timeout: -0.0, max_utterance: 99999999999999999999999}", "skills: {feeding: {interval_hours: .nan}}",
        "skills: {fake_call: {default_delay_minutes: 1e308, realert_minutes: -5}}", "data_dir: \"\\0\"", "data_dir: [1, 2]",
        "skills:\n  - name: \u{202E}evil\n    intents: []", "skills: [{name: A, intents: [{name: B, phrases: [\"\(String(repeating: "[", count: 2_000))a\"]}]}]",
        "skills: [{name: A, intents: [{name: B, phrases: [\"\(String(repeating: "(", count: 2_000))a\"]}]}]",
        "skills: [{name: A, intents: [{name: B, phrases: [\"a {x}\"], slots: {x: {type: integer, min: .nan, max: -.inf}}}]}]",
        "skills: [{name: A, intents: [{name: B, phrases: [\"\(String(repeating: "a ", count: 5_000))\"]}]}]",
        "skills: [{name: A, intents: [{name: B, phrases: [\"😀 \u{0} \u{202E}\"]}]}]",
        "skills: [{name: A, intents: [{name: B, phrases: [\"a\"], timeout: 1e999, command: [\"\"]}]}]",
    ]

    static func text(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("dist").appendingPathComponent(name), encoding: .utf8)
    }

    static func isOneSentence(_ message: String) -> Bool {
        !message.isEmpty && !message.contains("\n") && message.count < 2_000
    }

    @Test func mutatedConfigsAreReadOrRefusedInOneSentence() throws {
        let base = try Self.text("config.example.yaml")
        var random = Random(seed: Self.seed)
        var refused = 0
        for number in 0..<150 {
            var text = base
            for _ in 0...random.below(3) { text = Self.mutate(text, random: &random) }
            do {
                _ = try ConfigFile.parse(yaml: text, path: "fuzz.yaml")
            } catch {
                refused += 1
                #expect(Self.isOneSentence(error.message), "config case \(number): \(error.message)")
            }
        }
        #expect(refused > 20)
    }

    @Test func mutatedSkillsFilesAreReadOrRefusedInOneSentence() throws {
        let base = try Self.text("skills.example.yaml")
        var random = Random(seed: Self.seed &+ 1)
        let runner = NeverRun()
        var refused = 0
        for number in 0..<150 {
            var text = base
            for _ in 0...random.below(3) { text = Self.mutate(text, random: &random) }
            do {
                _ = try FileSkills.parse(yaml: text, path: "fuzz.yaml", runner: runner)
            } catch {
                refused += 1
                #expect(Self.isOneSentence(error.message), "skills case \(number): \(error.message)")
            }
        }
        #expect(refused > 20)
        #expect(runner.runs == 0)
    }

    @Test(arguments: hostile.indices)
    func hostileShapesAreRefusedInOneSentence(_ index: Int) {
        let text = Self.hostile[index]
        for read in [{ _ = try ConfigFile.parse(yaml: text, path: "fuzz.yaml") },
                     { _ = try FileSkills.parse(yaml: text, path: "fuzz.yaml", runner: NeverRun()) }] as [() throws -> Void] {
            do {
                try read()
            } catch let error as ConfigError {
                #expect(Self.isOneSentence(error.message), "hostile case \(index): \(error.message)")
            } catch {
                Issue.record("hostile case \(index): not a ConfigError: \(error)")
            }
        }
    }
}

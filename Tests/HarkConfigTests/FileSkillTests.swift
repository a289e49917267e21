import Synchronization
import Foundation
import HarkIntents
import HarkSkills
import HarkTesting
import Testing
@testable import HarkConfig

/// Records every command instead of running it, and answers with a scripted result.
final class RecordingRunner: CommandRunner, Sendable {
    struct Call: Equatable {
        let arguments: [String]
        let environment: [String: String]
        let timeout: Double
    }

    private let recorded = Mutex<[Call]>([])
    let result: CommandResult?

    /// `result` nil: the command cannot be started.
    init(result: CommandResult? = CommandResult(status: 0)) { self.result = result }

    var calls: [Call] { recorded.withLock { $0 } }

    func run(_ arguments: [String], environment: [String: String], timeout: Double) async throws -> CommandResult {
        recorded.withLock { $0.append(Call(arguments: arguments, environment: environment, timeout: timeout)) }
        guard let result else { throw CocoaError(.executableNotLoadable) }
        return result
    }
}

let lightsYAML = """
    skills:
      - name: Lights
        intents:
          - name: TurnOnLight
            phrases: ["turn on the {room} light", "(switch | turn) the {room} light on", "lights on"]
            slots:
              room: {values: [kitchen, "living room", {value: bedroom, synonyms: [bed room, sleeping room]}], question: "Which room?"}
            response: "Turning on the {room} light."
            command: ["/usr/local/bin/lights", "on"]
          - name: Temperature
            phrases: ["set the heat to {degrees} degrees"]
            slots: {degrees: {type: integer, min: 10, max: 30}}
            response: "Setting the heat to {degrees} degrees."
          - name: Weather
            phrases: ["what's the weather"]
            command: /usr/local/bin/weather
            response_from_command: true
            timeout: 3
    """

@Suite struct FileSkillTests {
    func registry(_ yaml: String = lightsYAML, runner: RecordingRunner) throws -> SkillRegistry {
        try SkillRegistry(skills: FileSkills.parse(yaml: yaml, path: "/etc/hark/skills.yaml", runner: runner))
    }

    func run(_ text: String, _ registry: SkillRegistry, answers: [String?] = []) async -> (IntentOutcome, [String]) {
        let conversation = ScriptedConversation(answers: answers)
        let outcome = await IntentRunner(registry: registry).handle(text, conversation: conversation)
        return (outcome, await conversation.said)
    }

    func error(_ yaml: String) -> ConfigError? {
        do { _ = try FileSkills.parse(yaml: yaml, path: "skills.yaml", runner: RecordingRunner()); return nil } catch { return error }
    }

    @Test func skillsBecomeRealSkills() throws {
        let skills = try FileSkills.parse(yaml: lightsYAML, path: "/etc/hark/skills.yaml", runner: RecordingRunner())
        #expect(skills.map(\.name) == ["Lights"])
        #expect(skills[0].shortcuts.map(\.intent.identifier) == ["TurnOnLight", "Temperature", "Weather"])
        #expect(skills[0].shortcuts[0].phrases == ["turn on the {room} light", "(switch | turn) the {room} light on", "lights on"])
        #expect(skills[0].shortcuts[1].intent.parameterSummaries.map { "\($0.name) \($0.title) \($0.type) \($0.required)" } == ["degrees degrees integer true"])
        #expect(skills[0].shortcuts[0].intent.parameterSummaries.map(\.type) == ["room"])
        #expect((skills[0] as? FileSkill)?.path == "/etc/hark/skills.yaml")
    }

    @Test func synonymRunsTheCommandWithTheValue() async throws {
        let runner = RecordingRunner()
        let (outcome, said) = await run("switch the bed room light on", try registry(runner: runner))
        #expect(said == ["Turning on the bedroom light."])
        #expect(outcome == .completed(intent: "TurnOnLight", parameters: ["room": .string("bedroom")], dialog: "Turning on the bedroom light."))
        #expect(runner.calls == [RecordingRunner.Call(arguments: ["/usr/local/bin/lights", "on"],
            environment: ["HARK_INTENT": "TurnOnLight", "HARK_SLOT_ROOM": "bedroom"], timeout: 10)])
    }

    @Test func missingSlotIsAskedWithItsQuestion() async throws {
        let runner = RecordingRunner()
        let (_, said) = await run("lights on", try registry(runner: runner), answers: ["living room"])
        #expect(said == ["Which room?", "Turning on the living room light."])
        #expect(runner.calls.map(\.environment) == [["HARK_INTENT": "TurnOnLight", "HARK_SLOT_ROOM": "living room"]])
    }

    @Test func integerSlotKeepsItsBounds() async throws {
        let registry = try registry(runner: RecordingRunner())
        let (outcome, said) = await run("set the heat to forty degrees", registry, answers: ["twenty one"])
        #expect(said == ["Please say a number from 10 to 30.", "What's the degrees?", "Setting the heat to 21 degrees."])
        #expect(outcome == .completed(intent: "Temperature", parameters: ["degrees": .int(21)], dialog: "Setting the heat to 21 degrees."))
    }

    @Test func failingCommandSaysSorry() async throws {
        for runner in [RecordingRunner(result: CommandResult(status: 2)), RecordingRunner(result: CommandResult(status: 0, timedOut: true)), RecordingRunner(result: nil)] {
            let (outcome, said) = await run("turn on the kitchen light", try registry(runner: runner))
            #expect(said == ["Sorry, that didn't work."])
            #expect(outcome == .failed(intent: "TurnOnLight", dialog: "Sorry, that didn't work."))
        }
    }

    @Test func responseFromCommandUsesTheFirstLine() async throws {
        let runner = RecordingRunner(result: CommandResult(status: 0, output: "\n  Sunny and 20 degrees.  \nmore\n"))
        let (_, said) = await run("what's the weather", try registry(runner: runner))
        #expect(said == ["Sunny and 20 degrees."])
        #expect(runner.calls == [RecordingRunner.Call(arguments: ["/usr/local/bin/weather"], environment: ["HARK_INTENT": "Weather"], timeout: 3)])
        let silent = RecordingRunner(result: CommandResult(status: 0, output: ""))
        #expect(await run("what's the weather", try registry(runner: silent)).1 == ["OK."])
    }

    @Test func fileSkillsJoinTheBuiltInGrammar() throws {
        let directory = ConfigScratch()
        let path = directory.write("skills.yaml", lightsYAML)
        let skills = try FileSkills.loadAll(paths: [path], runner: RecordingRunner())
        #expect(skills.count == 1)
        let clash = directory.write("clash.yaml", """
            skills:
              - name: Timers
                intents:
                  - name: MyTimer
                    phrases: ["set a timer for {length}"]
                    slots: {length: duration}
            """)
        let error = #expect(throws: ConfigError.self) { try FileSkills.loadAll(paths: [clash], runner: RecordingRunner()) }
        #expect(error?.code == .registration)
        #expect(error?.message.contains("Timers ▸ MyTimer") == true)
    }

    @Test func exampleFileLoadsNextToTheBuiltInSkills() throws {
        let skills = try FileSkills.loadAll(paths: [RepoFile.path("dist/skills.example.yaml")], runner: RecordingRunner())
        #expect(skills.map(\.name) == ["Lights", "Heating", "Music"])
    }

    @Test func aSkillsFileIsThePersonsOwnAndGetsAGrammarOfItsOwn() async throws {
        let skills = try FileSkills.loadAll(paths: [RepoFile.path("dist/skills.example.yaml")], runner: RecordingRunner())
        #expect(skills.allSatisfy { $0.isUserDefined })
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-own-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let suite = try SkillSuite(directory: directory, extraSkills: skills)
        let compiled = try await suite.registry.compiled()
        let own = try #require(compiled.userGrammar)
        #expect(own.contains("light on") && !own.contains("timer"))
        #expect(compiled.grammar.contains("light on") && compiled.grammar.contains("timer"))
    }
}

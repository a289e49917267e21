import Foundation
import HarkAudio
import Synchronization
import Testing

/// `hark wyoming` driven by the real `wyoming` Python package, as Home Assistant drives it.
@Suite(.serialized)
struct WyomingServerTests {
    static func fixture(_ name: String) -> String { "audio-fixtures/\(name).wav" }

    @Test("describe, recognize, handle (writing to the store) and synthesize, then a clean stop")
    func textServices() throws {
        let server = try WyomingProcess()
        let info = try #require(try server.client("describe", []).last)
        #expect(info.type == "parsed-info")
        #expect(info.raw["asr"] as? [String] == ["hark"])
        #expect(info.raw["handle"] as? [String] == ["hark"])
        #expect(info.raw["wake"] as? [String] == ["hey computer"])

        let recognized = try server.client("recognize", ["set a timer for ten minutes", "pass the salt please"])
        #expect(recognized.map(\.type) == ["intent", "not-recognized"])
        #expect(recognized.first?.string("name") == "SetTimer")
        let entities = recognized.first?.data["entities"] as? [[String: Any]] ?? []
        #expect(entities.first?["name"] as? String == "duration")
        #expect(entities.first?["value"] as? Int == 600)

        let handled = try server.client("handle", ["start feeding", "what is the capital of france"])
        #expect(handled.map(\.type) == ["handled", "not-handled"], "\(handled)")
        #expect(handled.first?.string("text")?.contains("started") == true, "\(handled)")
        #expect(handled.last?.string("text") == "Sorry, I didn't catch that.")
        // The feeding is in the store the CLI (and the voice) read.
        let feedings = try HarkBinary.run(["feedings", "--data-dir", server.dataDirectory.path])
        #expect(feedings.stdout.contains("running"), "\(feedings.stdout) \(feedings.stderr)")

        let spoken = try server.client("synthesize", ["The timer is done."])
        #expect(spoken.first?.type == "audio-start")
        #expect(spoken.first?.data["rate"] as? Int == 16000)
        #expect(spoken.first?.data["width"] as? Int == 2)
        #expect(spoken.first?.data["channels"] as? Int == 1)
        #expect(spoken.last?.type == "audio-stop")
        let bytes = spoken.filter { $0.type == "audio-chunk" }.map(\.payloadBytes).reduce(0, +)
        #expect(bytes > 16_000 * 2 / 2, "at least half a second of speech, got \(bytes) bytes")

        let stopped = server.stop()
        #expect(stopped.reason == .exit && stopped.status == 0, "SIGTERM stops it cleanly: \(stopped)")
    }

    @Test("Audio: transcripts from the command grammar, a follow-up answered by a second stream, wake detection")
    func audioServices() throws {
        let server = try WyomingProcess()
        let transcripts = try server.client("transcribe", [Self.fixture("slt-set-timer"), Self.fixture("slt-pass-the-salt")])
        #expect(transcripts.map(\.type) == ["transcript", "transcript"])
        #expect(transcripts.first?.string("text") == "set a timer")
        #expect(transcripts.last?.string("text") == "", "speech outside the grammar is an empty transcript, not a forced phrase")

        // As Home Assistant's pipeline does it: audio → transcript → handle, twice; the second stream answers the question.
        let turns = try server.client("spoken", [Self.fixture("slt-set-timer"), Self.fixture("slt-ten-minutes")])
        #expect(turns.map(\.type) == ["transcript", "handled", "transcript", "handled"], "\(turns)")
        guard turns.count == 4 else { return }
        #expect(turns[1].string("text") == "For how long?")
        #expect(turns[2].string("text") == "ten minutes", "the answer is heard with the question's grammar")
        let conversation = (turns[1].data["context"] as? [String: Any])?["conversation_id"] as? String
        #expect(conversation != nil)
        #expect((turns[2].data["context"] as? [String: Any])?["conversation_id"] as? String == conversation)
        #expect(turns[3].string("text")?.contains("10 minutes") == true, "\(turns[3])")
        let timers = try HarkBinary.run(["alarms", "list", "--data-dir", server.dataDirectory.path])
        #expect(timers.stdout.lowercased().contains("timer"), "\(timers.stdout)")

        let wake = try server.client("detect", [Self.fixture("rms-hey-computer"), Self.fixture("slt-pass-the-salt")])
        #expect(wake.map(\.type) == ["detection", "not-detected"], "\(wake)")
        #expect(wake.first?.string("name") == "hey computer")
        #expect(server.stop().status == 0)
    }

    @Test("Audio in another format is converted: 48 kHz stereo reads as 16 kHz mono does")
    func resampledAudio() throws {
        let directory = try HarkBinary.temporaryDirectory("wyoming-48k")
        defer { try? FileManager.default.removeItem(at: directory) }
        let converted = directory.appendingPathComponent("set-alarm-48k-stereo.wav").path
        let sox = try BoundedRun.run(URL(fileURLWithPath: "/usr/bin/env"),
                                     ["sox", Self.fixture("awb-set-alarm"), "-r", "48000", "-c", "2", converted],
                                     in: HarkBinary.packageRoot)
        #expect(sox.succeeded, "\(sox.stderr)")
        let server = try WyomingProcess()
        let transcripts = try server.client("transcribe", [converted, Self.fixture("awb-set-alarm")])
        #expect(transcripts.map { $0.string("text") } == ["set an alarm for seven thirty", "set an alarm for seven thirty"], "\(transcripts)")
        _ = server.stop()
    }

    @Test("Two clients at once: each gets its own answer")
    func twoClients() throws {
        let server = try WyomingProcess()
        let outputs = Mutex<[Int: String]>([:])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let output = index == 0
                ? (try? server.clientOutput("transcribe", [Self.fixture("awb-set-alarm"), Self.fixture("slt-set-timer")])) ?? ""
                : (try? server.clientOutput("handle", ["set a timer for five minutes", "what timers do I have"])) ?? ""
            outputs.withLock { $0[index] = output }
        }
        let heard = try WyomingProcess.replies(outputs.withLock { $0[0] ?? "" })
        let handled = try WyomingProcess.replies(outputs.withLock { $0[1] ?? "" })
        #expect(heard.map { $0.string("text") } == ["set an alarm for seven thirty", "set a timer"])
        #expect(handled.map(\.type) == ["handled", "handled"], "\(handled)")
        #expect(handled.last?.string("text")?.contains("5 minutes") == true || handled.last?.string("text")?.contains("five minutes") == true,
                "\(handled)")
        _ = server.stop()
    }

    @Test("A client that asks with run-satellite hears Hark's timers start, pause, resume, change, end and be cancelled")
    func timerEvents() async throws {
        let server = try WyomingProcess()
        let listened = Mutex("")
        let done = DispatchSemaphore(value: 0)
        let subscribed = server.dataDirectory.appendingPathComponent("subscribed").path
        DispatchQueue.global().async {
            // Until the pizza timer is cancelled (a generous bound: commands are slow on a loaded machine).
            let output = (try? server.clientOutput("timers", ["timer-cancelled", "180", subscribed], timeout: 200)) ?? ""
            listened.withLock { $0 = output }
            done.signal()
        }
        for _ in 0..<600 where !FileManager.default.fileExists(atPath: subscribed) {
            try await Task.sleep(for: .milliseconds(100))
        }
        try await Task.sleep(for: .seconds(0.5))
        for command in ["set a timer for two seconds", "set a pizza timer for ten minutes", "pause the pizza timer",
                        "resume the pizza timer", "add five minutes to the pizza timer", "cancel the pizza timer"] {
            let replies = try server.client("handle", [command])
            #expect(replies.first?.type == "handled", "\(command): \(replies)")
            try await Task.sleep(for: .seconds(1.2))
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { done.wait(); continuation.resume() }
        }
        let events = try WyomingProcess.replies(listened.withLock { $0 }).filter { $0.type.hasPrefix("timer-") }
        let short = events.filter { $0.string("id") == events.first?.string("id") }
        #expect(short.map(\.type) == ["timer-started", "timer-finished"], "\(events)")
        #expect(short.first?.data["total_seconds"] as? Int == 2)
        let pizza = events.filter { $0.string("id") != events.first?.string("id") }
        #expect(pizza.map(\.type) == ["timer-started", "timer-updated", "timer-updated", "timer-updated", "timer-cancelled"], "\(events)")
        #expect(pizza.first?.string("name") == "pizza timer")
        #expect(pizza.count == 5 && pizza[1].data["is_active"] as? Bool == false && pizza[2].data["is_active"] as? Bool == true)
        #expect(pizza.count == 5 && (pizza[3].data["total_seconds"] as? Int ?? 0) > 800, "five minutes added: \(pizza)")
        #expect(server.stop().status == 0)
    }

    @Test("Bad input gets a clear error, never a crash, and the server serves on")
    func badInput() throws {
        let server = try WyomingProcess(["--max-connections", "1"])
        let garbage = try server.client("raw", [#"b"hello there\n""#])
        #expect(garbage.first?.string("code") == "malformed-header", "\(garbage)")
        #expect(garbage.last?.raw["value"] is NSNull, "the connection is closed after it: \(garbage)")

        let huge = try server.client("raw", [#"b"{\"type\":\"audio-chunk\",\"payload_length\":99999999}\n""#])
        #expect(huge.first?.string("code") == "payload-too-large", "\(huge)")

        let unknown = try server.client("event", [#"{"type":"frobnicate"}"#])
        #expect(unknown.first?.string("code") == "unknown-event", "\(unknown)")

        let format = try server.client("event", [#"{"type":"audio-start","data":{"rate":16000,"width":3,"channels":1}}"#])
        #expect(format.first?.string("code") == "audio-format", "\(format)")
        #expect(format.first?.string("text")?.contains("16-bit") == true)

        let noText = try server.client("event", [#"{"type":"synthesize","data":{}}"#])
        #expect(noText.first?.string("code") == "missing-text", "\(noText)")

        // A client that opens a stream and stops sending does not hold the pipeline.
        let stalled = try server.client("raw", [#"b"{\"type\":\"transcribe\"}\n{\"type\":\"audio-start\",\"data\":{\"rate\":16000,\"width\":2,\"channels\":1}}\n""#, "transcript"])
        #expect(stalled.map(\.type).contains("error"), "\(stalled)")
        #expect(stalled.first?.string("code") == "audio-stalled", "\(stalled)")

        // One connection more than the limit is told so.
        let holder = DispatchQueue(label: "holder")
        let held = Mutex("")
        let done = DispatchSemaphore(value: 0)
        holder.async {
            let output = (try? server.clientOutput("hold", ["4"])) ?? ""
            held.withLock { $0 = output }
            done.signal()
        }
        Thread.sleep(forTimeInterval: 1.5)
        let refused = try server.client("event", [#"{"type":"describe","until":["info","error"]}"#])
        #expect(refused.first?.string("code") == "too-many-connections", "\(refused)")
        done.wait()
        #expect(try WyomingProcess.replies(held.withLock { $0 }).map(\.type) == ["held"])

        // A client that vanishes in the middle of a command leaves nothing running: the next is heard at once.
        let vanished = try server.client("vanish", [Self.fixture("slt-set-timer")])
        #expect(vanished.map(\.type) == ["vanished"])
        // (Its slot is free once the server has seen it go: within a second or two.)
        var next: [WyomingProcess.Reply] = []
        for _ in 0..<20 {
            next = try server.client("transcribe", [Self.fixture("awb-set-alarm")], timeout: 60)
            guard next.first?.string("code") == "too-many-connections" else { break }
            Thread.sleep(forTimeInterval: 0.25)
        }
        #expect(next.first?.string("text") == "set an alarm for seven thirty", "\(next)")
        // One that vanishes while its question waits: the conversation ends, nothing was set.
        let asked = try server.client("handle", ["set a timer"])
        #expect(asked.first?.string("text") == "For how long?")
        let timers = try HarkBinary.run(["alarms", "list", "--data-dir", server.dataDirectory.path])
        #expect(timers.stdout.contains("No alarms or timers"), "\(timers.stdout)")

        let after = try server.client("recognize", ["start feeding"])
        #expect(after.first?.string("name") == "StartFeeding", "still serving: \(after)")
        #expect(server.stop().status == 0)
    }
}

/// `hark listen --satellite` through ALSA's file plugin against `hark wyoming`: the satellite spots
/// the wake phrase, the server hears, runs and answers the command and its follow-up question.
@Suite struct WyomingSatelliteTests {
    @Test func satelliteRelaysACommandAndItsFollowUpAndPlaysTheReplies() throws {
        let server = try WyomingProcess()
        let directory = try HarkBinary.temporaryDirectory("satellite")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixtures = HarkBinary.packageRoot.appendingPathComponent("audio-fixtures")
        func samples(_ name: String) throws -> [Int16] {
            try WAVFile.read(path: fixtures.appendingPathComponent("\(name).wav").path).samples16k
        }
        // Wake phrase, "set a timer", 3 s in which the question is played, then the answer.
        let microphone = try samples("slt-hey-computer") + samples("slt-set-timer") + [Int16](repeating: 0, count: 48_000)
            + samples("slt-ten-minutes")
        let input = directory.appendingPathComponent("mic.raw")
        try Data(microphone.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }).write(to: input)
        let replies = directory.appendingPathComponent("speaker.raw")
        let config = directory.appendingPathComponent("asound.conf")
        try """
        </usr/share/alsa/alsa.conf>
        pcm.mic { type file  slave.pcm null  file "\(directory.path)/mic-copy.raw"  infile "\(input.path)"  format "raw" }
        pcm.speaker { type file  slave.pcm null  file "\(replies.path)"  format "raw" }
        """.write(to: config, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = HarkBinary.url
        process.arguments = ["listen", "--satellite", server.uri, "--capture", "mic", "--playback", "speaker",
                             "--data-dir", directory.appendingPathComponent("data").path, "--json"]
        process.environment = ProcessInfo.processInfo.environment.merging(["ALSA_CONFIG_PATH": config.path]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let text = ListenTests.read(out.fileHandleForReading, until: { $0.contains("Timer set for") })
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)

        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("\"event\":\"wake\"") })
        #expect(lines.contains { $0.contains("\"event\":\"heard\"") && $0.contains("\"text\":\"set a timer\"") }, "\(text)")
        #expect(lines.contains { $0.contains("\"event\":\"say\"") && $0.contains("For how long?") }, "\(text)")
        #expect(lines.contains { $0.contains("\"text\":\"ten minutes\"") }, "answered without the wake phrase: \(text)")
        #expect(lines.contains { $0.contains("Timer set for 10 minutes.") }, "\(text)")
        // The timer is in the server's store, not the satellite's.
        let alarms = try HarkBinary.run(["alarms", "list", "--data-dir", server.dataDirectory.path])
        #expect(alarms.stdout.contains("10 minute timer"), "\(alarms.stdout)")
        // The speaker played the last reply, spoken by the server's voice.
        let played = try Data(contentsOf: replies)
        #expect(played.count > 16_000, "\(played.count) bytes")
        #expect(server.stop().status == 0)
    }
}

/// `hark wyoming` advertises itself as `_wyoming._tcp` through Avahi while it serves the LAN.
@Suite struct WyomingZeroconfTests {
    /// `avahi-browse`'s resolved `_wyoming._tcp` services, or nil when Avahi cannot be asked.
    static func browse() throws -> [String]? {
        let run = try BoundedRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["avahi-browse", "-rpt", "_wyoming._tcp"], timeout: 15)
        guard run.succeeded else { return nil }
        return run.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("=") }
    }

    @Test func advertisedWhileServingTheLANAndWithdrawnOnStop() throws {
        let server = try WyomingProcess(["--uri", "tcp://0.0.0.0:0"], dataDirectoryName: "zeroconf")
        let port = server.uri.split(separator: ":").last.map(String.init) ?? ""
        guard let services = try Self.browse() else {
            // No Avahi here (`.ci/run` starts it): Hark serves on and says why it is not advertised.
            let replies = try server.client("recognize", ["start feeding"])
            #expect(replies.first?.string("name") == "StartFeeding")
            let stopped = server.stop()
            #expect(stopped.status == 0)
            #expect(server.standardError.contains("is not advertised"), "\(server.standardError)")
            return
        }
        // avahi-publish starts once the server listens, and Avahi takes a moment to establish it.
        var advertised = services
        for _ in 0..<20 where !advertised.contains(where: { $0.contains("Hark") && $0.hasSuffix(";\(port);") }) {
            Thread.sleep(forTimeInterval: 0.5)
            advertised = try Self.browse() ?? []
        }
        #expect(advertised.contains { $0.contains("Hark") && $0.hasSuffix(";\(port);") }, "\(advertised)")
        #expect(server.stop().status == 0)
        // Avahi withdraws it once it notices the publisher gone (its goodbye may take a moment).
        var after: [String] = []
        for _ in 0..<10 {
            after = try Self.browse() ?? []
            if !after.contains(where: { $0.hasSuffix(";\(port);") }) { break }
            Thread.sleep(forTimeInterval: 1)
        }
        #expect(!after.contains { $0.hasSuffix(";\(port);") }, "withdrawn once stopped: \(after)")
    }

    @Test func notAdvertisedOnLoopbackOrWhenTurnedOff() throws {
        for arguments in [[String](), ["--uri", "tcp://0.0.0.0:0", "--no-zeroconf"]] {
            let server = try WyomingProcess(arguments, dataDirectoryName: "zeroconf-off")
            let port = server.uri.split(separator: ":").last.map(String.init) ?? ""
            let services = try Self.browse() ?? []
            #expect(!services.contains { $0.hasSuffix(";\(port);") }, "\(arguments): \(services)")
            #expect(server.stop().status == 0)
        }
    }
}

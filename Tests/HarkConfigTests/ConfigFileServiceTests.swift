import Foundation
import HarkTesting
import Testing
import HarkConfig

/// dist/hark.service: the keys the Pi setup relies on, and a command line the CLI accepts.
@Suite struct ConfigFileServiceTests {
    /// `[Section] key=value` lines; repeated keys keep every value.
    func unit() throws -> [String: [String]] {
        var keys: [String: [String]] = [:]
        var section = ""
        for raw in try RepoFile.text("dist/hark.service").split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") { section = String(line.dropFirst().dropLast()); continue }
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            keys["\(section).\(parts[0])", default: []].append(parts.count > 1 ? parts[1] : "")
        }
        return keys
    }

    @Test func unitHasTheServiceSettings() throws {
        let unit = try unit()
        let expected: [String: String] = [
            "Service.Type": "exec",
            "Service.ExecStart": "/usr/local/bin/hark listen --config /etc/hark/config.yaml",
            "Service.User": "hark",
            "Service.SupplementaryGroups": "audio",
            "Service.Restart": "on-failure",
            "Service.RestartSec": "5",
            "Service.StateDirectory": "hark",
            "Service.Environment": "XDG_DATA_HOME=/var/lib",
            "Service.KillSignal": "SIGTERM",
            "Service.TimeoutStopSec": "15",
            "Service.StandardError": "journal",
            "Service.NoNewPrivileges": "yes",
            "Service.ProtectSystem": "strict",
            "Service.ProtectHome": "yes",
            "Service.ReadWritePaths": "/var/lib/hark",
            "Service.PrivateTmp": "yes",
            "Install.WantedBy": "multi-user.target",
        ]
        for (key, value) in expected {
            #expect(unit[key] == [value], "\(key)")
        }
        // StateDirectory under XDG_DATA_HOME is the writable path, and it is where Hark keeps its data.
        #expect("/var/lib/" + (unit["Service.StateDirectory"]?.first ?? "") == unit["Service.ReadWritePaths"]?.first)
    }

    /// The built `hark` next to the test bundle accepts the unit's command line.
    @Test func execStartIsACommandTheCLIHas() throws {
        let arguments = try #require(try unit()["Service.ExecStart"]?.first).split(separator: " ").map(String.init)
        #expect(arguments.first == "/usr/local/bin/hark")
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundle.appendingPathComponent("hark").path,
                          bundle.deletingLastPathComponent().appendingPathComponent("hark").path]
        let hark = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) },
                                "the hark executable was not built next to the tests (\(bundle.path))")
        // `hark listen --help` lists --config: the subcommand and the option exist.
        let help = try run(hark, [arguments[1], "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--config <config>"))
    }

    func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

import Foundation
import Testing
import HarkSpeech
@testable import HarkBench

/// The machine yardstick printed beside latency figures.
@Suite("Machine yardstick")
struct MachineYardstickTests {
    @Test("the search's CPU seconds are read from PocketSphinx's TOTAL line, not from a frame's line")
    func readsTheTotalLine() {
        let log = """
        INFO: allphone_search.c(843): 261 frames, 10839 HMMs (41/fr), 32517 senones (124/fr)
        INFO: allphone_search.c(861): allphone 0.21 CPU 0.081 xRT
        INFO: allphone_search.c(642): TOTAL allphone 0.19 CPU 0.072 xRT
        INFO: allphone_search.c(645): TOTAL allphone 0.19 wall 0.072 xRT
        """
        #expect(MachineYardstick.searchCPU(inLog: log) == 0.19)
        #expect(MachineYardstick.searchCPU(inLog: "INFO: allphone 0.21 CPU 0.081 xRT") == nil)
        #expect(MachineYardstick.searchCPU(inLog: "TOTAL allphone nan CPU") == nil)
    }

    @Test("the stock phone loop is timed on the shipped recording",
          .enabled(if: FileManager.default.fileExists(atPath: MachineYardstick.recording)))
    func measuresTheStockPhoneLoop() async throws {
        let configuration = RecognizerConfiguration()
        let yardstick = try await MachineYardstick.measure(acousticModel: configuration.resolvedAcousticModel,
                                                           phoneModel: configuration.phoneModel, runs: 1)
        let bytes = try #require(try FileManager.default.attributesOfItem(atPath: MachineYardstick.recording)[.size] as? NSNumber)
        #expect(yardstick.audioSeconds == bytes.doubleValue / 32_000)
        #expect(yardstick.searchSeconds > 0)
        #expect(yardstick.text.contains("ms of CPU per second of audio"))
    }

    @Test("a missing phone model is an error naming the program, not a figure")
    func aMissingModelIsAnError() async {
        let configuration = RecognizerConfiguration()
        await #expect(throws: BenchError.self) {
            _ = try await MachineYardstick.measure(acousticModel: configuration.resolvedAcousticModel,
                                                   phoneModel: "/nonexistent/phone.lm.bin", runs: 1)
        }
    }
}

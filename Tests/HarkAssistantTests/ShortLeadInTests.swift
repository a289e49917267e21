import Foundation
import HarkAssistant
import HarkAudio
import HarkIntents
import Testing

/// A clear command with little audio before it, in command-only mode, never makes Hark do
/// something else, wherever it falls against the decoder's 10 ms frames.
///
/// Found by the wall-clock half-duplex test, which sometimes failed alone: rms's "set a
/// timer" after 0.3 s of a quiet room was read as nothing in 7 of 20 placements half a
/// millisecond apart, and once as "she ate at five thirteen", which logged a feeding. The
/// grammar search's word-exit beam (PocketSphinx's default, 7e-29) kept no path into the
/// grammar's final state, and the second pass, deciding alone, was led astray by its
/// normalisation over the short utterance. Such a reading is now asked about first. A wider
/// word beam (1e-48) reads all of them, but it also reads words into breaths and noise that
/// are now dropped, so it is not used (see docs/BENCHMARK.md, 2026-11-26 afternoon).
@Suite struct ShortLeadInTests {
    /// A room's hum (about -66 dBFS) the same on every run.
    static func hum(_ count: Int, seed: UInt64) -> [Int16] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int16(Int((state >> 33) % 65) - 32)
        }
    }

    @Test(arguments: [0, 8, 16, 24, 72, 128, 136, 144])
    func aCommandAfterAShortQuietLeadInIsReadAtEveryPlacement(shift: Int) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-leadin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = try WAVFile.read(path: Pipeline.fixtures.appendingPathComponent("rms-set-timer.wav").path).samples16k
        let lead = AudioFrame.sampleRate * 3 / 10 + shift
        var samples = Self.hum(lead + command.count + AudioFrame.sampleRate * 2, seed: UInt64(shift) + 1)
        for (index, sample) in command.enumerated() {
            samples[lead + index] = Int16(clamping: Int(samples[lead + index]) + Int(sample))
        }
        let path = directory.appendingPathComponent("set-timer.wav").path
        try WAVFile.write(samples: samples, to: path)
        let events = try await Pipeline.run([.file(path)], wake: false)
        // "Set a timer" runs nothing until the duration is given: any intent is a wrong action.
        #expect(events.intents.isEmpty, "\(events.all)")
        #expect(events.said.first == "For how long?" || events.said.first == "Sorry, I didn't catch that."
                || events.all.contains { if case .confirm = $0 { true } else { false } }, "\(events.all)")
        withKnownIssue("The narrow word beam reads some placements as nothing (16 and 136 of these)", isIntermittent: true) {
            #expect(events.said.first == "For how long?", "\(events.all)")
        }
    }
}

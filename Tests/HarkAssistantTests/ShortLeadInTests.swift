import Foundation
import HarkAssistant
import HarkAudio
import HarkIntents
import HarkTesting
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
    @Test(arguments: [0, 8, 16, 24, 72, 128, 136, 144])
    func aCommandAfterAShortQuietLeadInIsReadAtEveryPlacement(shift: Int) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-leadin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = try WAVFile.read(path: Pipeline.fixtures.appendingPathComponent("rms-set-timer.wav").path).samples16k
        let lead = AudioFrame.sampleRate * 3 / 10 + shift
        // A quiet room's hum (about -66 dBFS), as the wall-clock tests' room hums.
        var samples = (0..<(lead + command.count + AudioFrame.sampleRate * 2)).map { Int16(Room.noise(at: $0, peak: 32)) }
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
        withKnownIssue("The narrow word beam reads some placements as nothing (16, 24 and 144 of these)", isIntermittent: true) {
            #expect(events.said.first == "For how long?", "\(events.all)")
        }
    }
}

import Foundation

/// How fast this machine runs PocketSphinx today, measured with code Hark does not own.
///
/// Reply times are thread CPU, and the thread CPU the same build needs changes with the
/// machine: the build of 2026-11-25 evening, which timed a reply at 0.10 s (p95) that
/// evening, took 0.31 s on 2026-12-02 on the same shared machine. So every latency figure
/// is printed beside this one: the stock `pocketsphinx_continuous` phone loop (context-
/// independent phones, as Hark's fit runs it) over `goforward.raw` from
/// `pocketsphinx-testdata`, its own CPU count of the search. A figure that moves
/// with the yardstick is the machine; one that moves against it is the code.
public struct MachineYardstick: Sendable {
    /// The recording decoded (2.8 s of read speech shipped with `pocketsphinx-testdata`).
    public static let recording = "/usr/share/pocketsphinx/test/data/goforward.raw"

    /// CPU seconds of the phone loop search, the fastest of the runs.
    public let searchSeconds: Double
    /// Seconds of audio decoded.
    public let audioSeconds: Double

    /// Milliseconds of search CPU per second of audio.
    public var millisecondsPerAudioSecond: Double { searchSeconds * 1000 / audioSeconds }

    /// One line for a report.
    public var text: String {
        String(format: "machine yardstick: stock pocketsphinx_continuous phone loop %.0f ms of CPU per second of audio (goforward.raw, fastest of 3)",
               millisecondsPerAudioSecond)
    }

    /// Runs the stock phone loop three times with the acoustic model in `acousticModel` and
    /// the phone language model `phoneModel`. Throws ``BenchError`` naming what to install
    /// when the program or the recording is missing, or when its log has no CPU figure.
    public static func measure(acousticModel: String, phoneModel: String, runs: Int = 3) async throws(BenchError) -> MachineYardstick {
        let tool = try BenchTool("pocketsphinx_continuous", package: "pocketsphinx")
        let bytes = bytesOf(recording)
        guard bytes > 0 else {
            throw BenchError(.toolMissing, "\(recording) is missing; install it with: sudo apt install pocketsphinx-testdata (or run make test-deps).")
        }
        // Without its phone language model the stock program still runs, on a loop with no model: another figure.
        guard FileManager.default.isReadableFile(atPath: phoneModel) else {
            throw BenchError(.toolMissing, "The phone model \(phoneModel) is missing; install pocketsphinx-en-us or fix --model-dir.")
        }
        let scratch = NSTemporaryDirectory()
        var fastest = Double.infinity
        for _ in 0..<max(runs, 1) {
            let output: BenchTool.Output
            do {
                output = try await tool.run(["-infile", recording, "-hmm", acousticModel, "-allphone", phoneModel,
                                             "-allphone_ci", "yes", "-samprate", "16000"], scratch: scratch)
            } catch let error as BenchError {
                throw error
            } catch {
                throw BenchError(.toolFailed, "pocketsphinx_continuous could not run: \(error.localizedDescription).")
            }
            guard output.status == 0, let seconds = searchCPU(inLog: output.standardError) else {
                throw BenchError(.toolFailed, "pocketsphinx_continuous printed no search CPU figure (exit \(output.status)); check that it runs with -allphone.")
            }
            fastest = min(fastest, seconds)
        }
        return MachineYardstick(searchSeconds: fastest, audioSeconds: Double(bytes) / 2 / 16_000)
    }

    /// The CPU seconds in PocketSphinx's `TOTAL allphone 0.19 CPU 0.072 xRT` log line.
    static func searchCPU(inLog log: String) -> Double? {
        for line in log.split(separator: "\n") where line.contains("TOTAL allphone") && line.contains(" CPU ") {
            let words = line.split(separator: " ")
            if let index = words.firstIndex(of: "CPU"), index > 0, let value = Double(words[index - 1]), value.isFinite, value >= 0 { return value }
        }
        return nil
    }

    private static func bytesOf(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}

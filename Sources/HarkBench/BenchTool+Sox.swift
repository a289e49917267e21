import Foundation
import HarkAudio

extension BenchTool {
    /// Decodes one recording (FLAC or anything sox reads) to 16 kHz samples, through the WAV file
    /// `wav` in `scratch`; a clip sox cannot read is a `.toolFailed` error naming it and what sox said.
    func decodedSamples(of path: String, through wav: String, scratch: String) async throws -> [Int16] {
        let converted = try await run([path, "-t", "wav", wav], scratch: scratch)
        guard converted.status == 0 else {
            throw BenchError(.toolFailed, "sox could not decode \(path): \(converted.standardError.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return try WAVFile.read(path: wav).samples16k
    }
}

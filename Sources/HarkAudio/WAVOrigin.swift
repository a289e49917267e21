/// Where WAV bytes came from, for error messages.
struct WAVOrigin {
    /// The file path, or nil for bytes held in memory.
    let path: String?

    /// How messages refer to the input: its path, or "WAV data".
    var name: String { path ?? "WAV data" }

    /// The input as a shell argument in suggested commands (quoted when needed).
    var argument: String {
        guard let path else { return "in.wav" }
        let plain = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+,:@".contains($0) }
        return plain ? path : "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

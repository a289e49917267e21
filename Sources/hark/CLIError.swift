/// A run-time failure of a command, printed as one sentence (no usage text).
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

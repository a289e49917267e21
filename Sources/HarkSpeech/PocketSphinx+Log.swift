import Foundation
import CHarkShim

/// PocketSphinx's log messages, as Hark quotes them in errors.
extension PocketSphinxDecoder {
    /// The last warning or error PocketSphinx logged since the last clear, if any.
    static func lastLogMessage() -> String? {
        logMessage(CHarkShim_sphinx_last_error)
    }

    /// The first warning or error PocketSphinx logged since the last clear, if any.
    static func firstLogMessage() -> String? {
        logMessage(CHarkShim_sphinx_first_error)
    }

    private static func logMessage(_ copy: (UnsafeMutablePointer<CChar>?, Int) -> Void) -> String? {
        var buffer = [CChar](repeating: 0, count: 1024)
        copy(&buffer, buffer.count)
        let bytes = buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }
        let message = withoutSourceLocation(String(decoding: bytes, as: UTF8.self))
        return message.isEmpty ? nil : message
    }

    /// A sphinxbase message without its `ERROR: "jsgf.c", line 953: ` prefix.
    static func withoutSourceLocation(_ message: String) -> String {
        var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        if let match = text.firstMatch(of: #/^[A-Z]+: "[^"]*", line \d+: /#) {
            text.removeSubrange(match.range)
        }
        return text
    }

    /// The JSGF parser's `syntax error at line 2 current token ';'` (lines counted
    /// from 0) as `syntax error on line 3 near ';'`.
    static func readableSyntaxError(_ message: String) -> String {
        guard let match = message.firstMatch(of: #/syntax error at line (\d+) current token '(.*)'/#),
              let line = Int(match.1) else { return message }
        let token = match.2.isEmpty ? "at the end of the grammar" : "near '\(match.2)'"
        return "syntax error on line \(line + 1) \(token)"
    }
}

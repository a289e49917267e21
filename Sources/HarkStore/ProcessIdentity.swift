import Foundation

/// Which running process claimed a scheduled event for delivery: its process id
/// and, on Linux, its start time (so a reused process id is not mistaken for it).
///
/// A claim whose process is gone was never fully delivered; the next scheduler
/// to look delivers it again, as missed.
public struct ProcessIdentity: Sendable, Hashable, CustomStringConvertible {
    /// The process id.
    public let pid: Int32
    /// Clock ticks after boot when the process started (`/proc/<pid>/stat` field 22); nil when unknown.
    public let startTime: UInt64?

    /// An identity for a process.
    public init(pid: Int32, startTime: UInt64?) {
        self.pid = pid
        self.startTime = startTime
    }

    /// This process.
    public static let current = ProcessIdentity(pid: getpid(), startTime: startTime(of: getpid()))

    /// "1234/56789", or "1234" when the start time is unknown; stored with a claim.
    public var description: String { startTime.map { "\(pid)/\($0)" } ?? "\(pid)" }

    /// Reads an identity stored by `description`; nil when the text is not one.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let pid = Int32(parts[0]) else { return nil }
        if parts.count == 2 {
            guard let start = UInt64(parts[1]) else { return nil }
            self.init(pid: pid, startTime: start)
        } else {
            self.init(pid: pid, startTime: nil)
        }
    }

    /// Whether this process still runs (same id and, when known, same start time).
    public var isRunning: Bool {
        if self == .current { return true }
        if let startTime, let now = Self.startTime(of: pid) { return now == startTime }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// A process's start time from `/proc/<pid>/stat`; nil when it is not running or there is no `/proc`.
    static func startTime(of pid: Int32) -> UInt64? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name start at field 3 (state); the start time is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? UInt64(fields[19]) : nil
    }
}

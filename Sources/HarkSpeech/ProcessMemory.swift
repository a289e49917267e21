import Foundation

/// Resident memory of a process, read from Linux's `/proc/PID/status`, in megabytes: what
/// `HARK_STAGE_TIMES`, `hark transcribe --stats` and the benchmark report.
public enum ProcessMemory {
    /// Resident memory now (`VmRSS`) of the process `pid`, this one when nil; nil where unreadable.
    public static func resident(of pid: Int32? = nil) -> Double? { figure("VmRSS:", of: pid) }

    /// Peak resident memory (`VmHWM`) of the process `pid`, this one when nil; nil where
    /// unreadable. Writing 5 to `/proc/self/clear_refs` starts the peak afresh.
    public static func peak(of pid: Int32? = nil) -> Double? { figure("VmHWM:", of: pid) }

    /// A `kB` line of the status file (`VmRSS:`, `VmHWM:`) in megabytes.
    static func figure(_ field: String, of pid: Int32?) -> Double? {
        let path = "/proc/\(pid.map { String($0) } ?? "self")/status"
        guard let status = try? String(contentsOfFile: path, encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
              let kilobytes = Double(line.dropFirst(field.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        else { return nil }
        return kilobytes / 1024
    }
}

import Foundation
import HarkAssistant
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the machine and this process the benchmark reports.
enum BenchMachine {
    /// `uname -m`, `nproc`, and the operating system.
    static func describe() -> BenchReport.Machine {
        var names = utsname()
        uname(&names)
        let architecture = withUnsafeBytes(of: &names.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return BenchReport.Machine(architecture: architecture, cores: ProcessInfo.processInfo.activeProcessorCount,
                                   system: ProcessInfo.processInfo.operatingSystemVersionString)
    }

    /// Peak resident memory of this process in megabytes (`getrusage` `ru_maxrss`, kilobytes on Linux).
    static func peakMemoryMegabytes() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1024 / 1024
        #endif
    }

    /// Resident memory of this process now, in megabytes (Linux `/proc/self/statm`; nil elsewhere).
    static func residentMegabytes() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return nil }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    /// Resets the kernel's record of peak resident memory (Linux ≥ 4.0), so the next
    /// `peakMemoryMegabytes()` covers only what follows. Returns whether it worked.
    @discardableResult
    static func resetPeakMemory() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }
}

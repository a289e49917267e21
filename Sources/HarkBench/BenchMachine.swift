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

    /// Resets the kernel's record of peak resident memory (Linux ≥ 4.0), so the next
    /// `ProcessMemory.peak()` covers only what follows. Returns whether it worked.
    @discardableResult
    static func resetPeakMemory() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }
}

import Foundation

/// Process resource figures for `--stats` and the benchmark.
enum ResourceUsage {
    /// Peak resident memory of this process in megabytes (Linux `ru_maxrss` is in kilobytes).
    static func peakMemoryMegabytes() -> Double {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024.0
    }
}

import Foundation

/// Per-stage timings of a turn for measurement, written to standard error as
/// `stage NAME cpu_ms=… wall_ms=…` when `HARK_STAGE_TIMES` is set (nothing otherwise).
///
/// CPU time is the calling thread's own (`CLOCK_THREAD_CPUTIME_ID`), so other
/// processes sharing the machine inflate the wall time but hardly this.
public enum StageTimes {
    /// Whether stage timings are written (`HARK_STAGE_TIMES` is set).
    public static let enabled = ProcessInfo.processInfo.environment["HARK_STAGE_TIMES"] != nil

    /// The calling thread's CPU time, in seconds.
    public static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Writes a wall time measured elsewhere under `name` (no CPU figure), when enabled.
    public static func record(_ name: String, wall elapsed: Duration) {
        guard enabled else { return }
        let wallMs = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        FileHandle.standardError.write(Data(String(format: "stage %@ wall_ms=%.1f\n", name, wallMs).utf8))
    }

    /// Runs `body` and, when enabled, writes its thread CPU and wall time under `name`.
    public static func measure<T, E: Error>(_ name: String, _ body: () throws(E) -> T) throws(E) -> T {
        guard enabled else { return try body() }
        let cpu = threadCPUSeconds(), wall = ContinuousClock.now
        defer {
            let elapsed = ContinuousClock.now - wall
            let wallMs = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            let line = String(format: "stage %@ cpu_ms=%.1f wall_ms=%.1f rss_mb=%.1f peak_mb=%.1f\n", name, (threadCPUSeconds() - cpu) * 1000, wallMs,
                              ProcessMemory.resident() ?? 0, ProcessMemory.peak() ?? 0)
            FileHandle.standardError.write(Data(line.utf8))
        }
        return try body()
    }
}

import Foundation
public import HarkIntents

/// Times what a wake costs before the command grammar is ready (`hark bench --loading`):
/// the registry work of `Assistant.refreshCommandGrammar`, once compiling everything again
/// (what every wake did before compiled grammars were kept) and once with nothing changed
/// (reading the entity lists and keeping the grammar). Figures are process CPU time, the
/// median of several runs, so other work on the machine disturbs them little.
public enum GrammarRefreshBench {
    /// The per-wake cost for one set of skills.
    public struct Figure: Sendable, Codable, Equatable {
        /// Which skills ("built-in skills", "coffee skills file", …).
        public var name: String
        /// Phrase templates the grammar holds (one template may say many sentences).
        public var phrases: Int
        /// Median CPU seconds to compile the grammar again.
        public var recompileSeconds: Double
        /// Median CPU seconds of a refresh that finds nothing changed.
        public var unchangedSeconds: Double
        /// Compilations during the unchanged refreshes (0 when the grammar was kept).
        public var unchangedCompilations: Int
    }

    /// Measures `registry`: `runs` full recompilations, then `runs` refreshes with nothing changed.
    public static func measure(_ name: String, registry: SkillRegistry, phrases: Int, runs: Int) async throws -> Figure {
        _ = try await registry.refreshed()
        var recompile: [Double] = []
        for _ in 0..<runs {
            let started = cpuSeconds()
            registry.invalidate()
            _ = try await registry.refreshed()
            recompile.append(cpuSeconds() - started)
        }
        let before = registry.compilationCount
        var unchanged: [Double] = []
        for _ in 0..<runs {
            let started = cpuSeconds()
            _ = try await registry.refreshed()
            unchanged.append(cpuSeconds() - started)
        }
        return Figure(name: name, phrases: phrases, recompileSeconds: median(recompile),
                      unchangedSeconds: median(unchanged), unchangedCompilations: registry.compilationCount - before)
    }

    /// CPU seconds this process has used (all threads; nothing else runs during the measurement).
    static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}

extension GrammarRefreshBench.Figure {
    /// The figure as one line of text.
    public var text: String {
        func milliseconds(_ value: Double) -> String { String(format: "%.2f ms", value * 1000) }
        return "  \(name) (\(phrases) phrase templates): grammar refresh with nothing changed \(milliseconds(unchangedSeconds)) "
            + "(\(unchangedCompilations) recompilations), compiling it again \(milliseconds(recompileSeconds))"
    }
}

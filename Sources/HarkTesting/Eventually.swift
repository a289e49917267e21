/// Waiting for other tasks (a scheduler's loop, a sleeping clock) to reach a state.
public enum Eventually {
    /// Yields until `condition` holds, or about two seconds pass (the test's own
    /// expectation then fails on the state it found). No wall-clock assertion: only a bound.
    public static func wait(until condition: () -> Bool) async {
        for _ in 0..<2000 where !condition() {
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}

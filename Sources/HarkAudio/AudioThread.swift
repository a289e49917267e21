import Foundation

/// Threads of Hark's own for audio work that blocks in ALSA, so it never holds
/// one of the cooperative pool's few threads (two on a Pi-class machine).
enum AudioThread {
    /// Starts `body` on a new thread named `name`; it runs until `body` returns.
    static func start(name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread {
            // Named from inside: on Linux the system thread takes the name (as `top -H` and
            // /proc show it) only when the thread names itself; otherwise it inherits its creator's.
            Thread.current.name = name
            body()
        }
        thread.start()
    }

    /// Runs blocking `body` on a new thread and waits for its result without blocking the caller's thread.
    static func run<Result: Sendable>(name: String, _ body: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            start(name: name) { continuation.resume(returning: body()) }
        }
    }
}

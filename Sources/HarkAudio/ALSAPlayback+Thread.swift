import Synchronization

extension ALSAPlayback {
    /// Plays all of `samples` and waits until they have been heard (``play(_:)``
    /// then ``drain()``), on a playback thread of its own: the awaiting task does not
    /// hold a cooperative thread while ALSA blocks, so capture and recognition go on.
    /// Cancelling the task stops the sound and discards what is left (returns false).
    @discardableResult
    public func playToEnd(_ samples: [Int16]) async throws(AudioDeviceError) -> Bool {
        let cancelled = CancelFlag()
        let outcome: Result<Bool, AudioDeviceError> = await withTaskCancellationHandler {
            await AudioThread.run(name: "hark-playback") { () -> Result<Bool, AudioDeviceError> in
                do throws(AudioDeviceError) {
                    // A cancel that lands before the thread starts writing is seen here; later ones stop the write or drain.
                    guard !cancelled.isSet, try self.play(samples) else { return .success(false) }
                    try self.drain()
                    return .success(!cancelled.isSet)
                } catch {
                    return .failure(error)
                }
            }
        } onCancel: {
            cancelled.set()
            stop()
        }
        return try outcome.get()
    }
}

/// A flag set once from a cancellation handler and read by the playback thread.
private final class CancelFlag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}

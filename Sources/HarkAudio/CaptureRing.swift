import Synchronization

/// The bounded hand-over between the capture thread and the task reading frames:
/// a ring of a few seconds of audio. The thread never waits for the reader; when
/// the ring is full the oldest frame is dropped (and counted by the caller), as
/// a sound card drops what is not read in time, only later.
final class CaptureRing: Sendable {
    /// How the stream ended, once it has.
    enum Ending: Sendable {
        /// Stopped, cancelled, or the reader went away.
        case closed
        /// The device failed.
        case failed(AudioDeviceError)
    }

    private struct State {
        var frames: [AudioFrame?]
        var head = 0
        var count = 0
        var ending: Ending?
        var waiter: CheckedContinuation<AudioFrame?, any Error>?
    }

    /// Frames the ring holds at most.
    let capacity: Int
    private let state: Mutex<State>

    /// A ring holding at most `capacity` frames.
    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
        state = Mutex(State(frames: [AudioFrame?](repeating: nil, count: capacity)))
    }

    /// True once the stream ended; the capture thread stops when it sees this.
    var isEnded: Bool { state.withLock { $0.ending != nil } }

    /// Adds a frame from the capture thread (a waiting reader gets it at once).
    /// Returns the frame dropped to make room, if the ring was full.
    func push(_ frame: AudioFrame) -> AudioFrame? {
        let (waiter, dropped): (CheckedContinuation<AudioFrame?, any Error>?, AudioFrame?) = state.withLock { state in
            guard state.ending == nil else { return (nil, nil) }
            if let waiter = state.waiter {
                state.waiter = nil
                return (waiter, nil)
            }
            var dropped: AudioFrame?
            if state.count == capacity {
                dropped = state.frames[state.head]
                state.head = (state.head + 1) % capacity
                state.count -= 1
            }
            state.frames[(state.head + state.count) % capacity] = frame
            state.count += 1
            return (nil, dropped)
        }
        waiter?.resume(returning: frame)
        return dropped
    }

    /// Ends the stream: the reader gets what is still in the ring, then nil
    /// (`.closed`) or the error (`.failed`). The first ending wins.
    func end(_ ending: Ending) {
        let waiter: CheckedContinuation<AudioFrame?, any Error>? = state.withLock { state in
            guard state.ending == nil else { return nil }
            state.ending = ending
            defer { state.waiter = nil }
            return state.waiter
        }
        guard let waiter else { return }
        switch ending {
        case .closed: waiter.resume(returning: nil)
        case .failed(let error): waiter.resume(throwing: error)
        }
    }

    /// Ends the stream at once for the reader (cancellation): what is left in the ring is dropped.
    func close() {
        state.withLock { state in
            state.frames = state.frames.map { _ in nil }
            state.count = 0
        }
        end(.closed)
    }

    /// The oldest frame, waiting for the capture thread if the ring is empty; nil
    /// once the stream ended and the ring is empty. Cancelling the task closes the ring.
    func next() async throws -> AudioFrame? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<AudioFrame?, any Error>) in
                enum Outcome { case frame(AudioFrame?), failure(AudioDeviceError), wait }
                let outcome: Outcome = state.withLock { state in
                    if state.count > 0 {
                        let frame = state.frames[state.head]
                        state.frames[state.head] = nil
                        state.head = (state.head + 1) % capacity
                        state.count -= 1
                        return .frame(frame)
                    }
                    switch state.ending {
                    case .closed?: return .frame(nil)
                    case .failed(let error)?: return .failure(error)
                    case nil:
                        state.waiter = continuation
                        return .wait
                    }
                }
                switch outcome {
                case .frame(let frame): continuation.resume(returning: frame)
                case .failure(let error): continuation.resume(throwing: error)
                case .wait: break
                }
            }
        } onCancel: {
            close()
        }
    }
}

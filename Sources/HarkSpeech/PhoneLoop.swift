import Dispatch
import Foundation
import Synchronization

/// The free phone loop on a decoder of its own, run on a thread of its own.
///
/// The phone loop (the yardstick a grammar's fit is measured against) does not
/// depend on the words, so it can run on the other core while the session's
/// decoder does the second pass and the alignment. Its decoder has the same
/// acoustic model, front end and CMN settings as the session's (the same
/// arguments), the phone language model and no words, so it costs about a third
/// of a decoder with the full dictionary. The decoder is built on the loop's own
/// queue the first time it is wanted and is only ever touched under its mutex.
final class PhoneLoop: Sendable {
    private let arguments: [String]
    private let phoneModel: String
    private let utterancePauseFrames: Int?
    private let queue = DispatchQueue(label: "hark.phone-loop")
    private let decoder = Mutex<Result<PocketSphinxDecoder, RecognizerError>?>(nil)

    /// A phone loop for decoders built from `arguments` (their `-dict` is replaced by an empty
    /// one), keeping pauses of `utterancePauseFrames` (see ``PocketSphinxDecoder/utterancePauseFrames``).
    init(arguments: [String], phoneModel: String, utterancePauseFrames: Int? = nil) {
        self.arguments = arguments
        self.phoneModel = phoneModel
        self.utterancePauseFrames = utterancePauseFrames
    }

    /// Loads the decoder on the loop's thread now, so the first fit does not wait for it.
    func warmUp() {
        queue.async { [self] in
            decoder.withLock { decoder in
                if decoder == nil { decoder = Self.makeDecoder(arguments: arguments, phoneModel: phoneModel, utterancePauseFrames: utterancePauseFrames) }
            }
        }
    }

    /// Starts decoding `samples` on the loop's thread; ``PhoneLoopJob/wait()`` gives the result.
    func start(_ samples: [Int16]) -> PhoneLoopJob {
        let job = PhoneLoopJob(samples: samples)
        queue.async { [self] in
            let result = StageTimes.measure("phone-loop") { decoder.withLock { decoder -> Result<UtteranceScore, RecognizerError> in
                let made = decoder ?? Self.makeDecoder(arguments: arguments, phoneModel: phoneModel, utterancePauseFrames: utterancePauseFrames)
                decoder = made
                switch made {
                case .failure(let error): return .failure(error)
                case .success(let phoneDecoder):
                    return Result { () throws(RecognizerError) in
                        try phoneDecoder.decodeUtterance(samples)
                        return phoneDecoder.utteranceScore()
                    }
                }
            } }
            job.finish(result)
        }
        return job
    }

    /// `path` when the phone model there is readable; otherwise an error saying what to install.
    static func checkedPhoneModel(_ path: String) throws(RecognizerError) -> String {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw RecognizerError(.modelMissing, "Phone model \(path) not found; reinstall pocketsphinx-en-us or fix --model-dir.")
        }
        return path
    }

    private static func makeDecoder(arguments: [String], phoneModel: String, utterancePauseFrames: Int?) -> Result<PocketSphinxDecoder, RecognizerError> {
        Result { () throws(RecognizerError) in
            let decoder = try ScratchDictionary.withFile(words: []) { (path: String) throws(RecognizerError) in
                try PocketSphinxDecoder(arguments: ScratchDictionary.replacingDictionary(in: arguments, with: path))
            }
            decoder.utterancePauseFrames = utterancePauseFrames
            try decoder.setPhoneLoop(name: Recognizer.phoneLoopSearch, phoneModel: try checkedPhoneModel(phoneModel))
            try decoder.activate(search: Recognizer.phoneLoopSearch)
            return decoder
        }
    }
}

/// One phone-loop decode under way on the loop's thread.
final class PhoneLoopJob: Sendable {
    /// The audio being decoded.
    let samples: [Int16]
    private let result = Mutex<Result<UtteranceScore, RecognizerError>?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(samples: [Int16]) {
        self.samples = samples
    }

    fileprivate func finish(_ outcome: Result<UtteranceScore, RecognizerError>) {
        result.withLock { $0 = outcome }
        done.signal()
    }

    /// Blocks until the decode is done and returns its score.
    func wait() throws(RecognizerError) -> UtteranceScore {
        done.wait()
        done.signal() // a second wait returns at once
        return try result.withLock { $0 }!.get()
    }
}

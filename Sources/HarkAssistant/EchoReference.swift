import Algorithms
import HarkAudio

/// What Hark is playing while it listens (barge-in), for the echo canceller and for
/// telling a person's words from what is left of Hark's own sound: the samples, when
/// they started in the stream's time (a recording) and on the wall clock (frames that
/// carry the instant they were captured), and a ledger of every frame heard meanwhile.
struct EchoReference {
    /// The samples being played.
    let samples: [Int16]
    /// The stream time the sound started at.
    let streamStart: Double
    /// The wall-clock instant the sound started.
    let wallStart: ContinuousClock.Instant
    /// Samples of echo the room gives back after a sample is played (the canceller's tail).
    let tail: Int
    /// The energy of each 20 ms block of ``samples``.
    private let blockEnergies: [Double]
    /// For each frame heard during the sound and its tail: where it ended in the stream, its
    /// energy as captured, the most energy a 20 ms block of the sound had over the `tail`
    /// before it (what the room can be giving back at that moment), and whether it was
    /// judged a person's (``isPerson``).
    private(set) var ledger: [(end: Double, captured: Double, played: Double, person: Bool)] = []
    /// Whether the sound's echo has reached the microphone: a frame while it was audible was
    /// louder than the room (``arrivalOverRoom``).
    private var echoArrived = false
    /// Captured over played energy of this sound's audible frames nobody was heard in, from the
    /// first its echo reached, kept
    /// sorted as frames are noted (sorting the whole ledger again each frame made a ringing
    /// alarm's minutes quadratic).
    private var echoRatios: [Double] = []
    /// The highest coupling measured on earlier sounds (``coupling``): the least this sound's can be.
    let priorCoupling: Double?
    /// Samples of ``samples`` the speaker played before the sound was stopped (``stop(now:streamTime:)``); nil while it plays on.
    private(set) var stoppedAfter: Int?
    /// Whether the frames heard carry their capture instants (a live card), not only stream time.
    private var live = false

    /// Samples of the sound the speaker plays: all of them, or those before it was stopped.
    var playedCount: Int { stoppedAfter ?? samples.count }

    static let block = AudioFrame.defaultLength

    /// Whether a frame nobody spoke in is replaced with the room (``quieted(_:)``), or heard
    /// as the canceller leaves it.
    let quietsTheEcho: Bool
    /// Seconds of no words from a person over this sound after which their utterance is taken
    /// as ended (see ``Assistant/personStoppedOverTheSound(since:)``).
    let personPause: Double
    /// The room as it sounded before the sound (its quietest stretch): what a frame nobody
    /// spoke in is replaced with (``quieted(_:)``).
    let room: [Int16]
    /// The room's level (mean square per sample).
    let roomFloor: Double
    /// Where in ``room`` the next frame nobody spoke in takes its sound from.
    private var roomCursor = 0

    init(samples: [Int16], streamStart: Double, wallStart: ContinuousClock.Instant, tailSeconds: Double, priorCoupling: Double?,
         quietsTheEcho: Bool = false, personPause: Double = Assistant.personPause, room: [Int16] = []) {
        self.samples = samples
        self.quietsTheEcho = quietsTheEcho
        self.personPause = personPause
        self.room = room
        roomFloor = AudioLevel.meanSquare(room)
        self.priorCoupling = priorCoupling
        self.streamStart = streamStart
        self.wallStart = wallStart
        tail = Int(tailSeconds * Double(AudioFrame.sampleRate))
        blockEnergies = stride(from: 0, to: samples.count, by: Self.block).map { start in
            samples[start..<min(samples.count, start + Self.block)].reduce(0.0) { $0 + Double($1) * Double($1) }
        }
    }

    /// The index in ``samples`` of what was playing when `frame`'s first sample was captured
    /// (negative before the sound, past the end after it).
    func firstPlayed(during frame: AudioFrame) -> Int {
        let rate = Double(AudioFrame.sampleRate)
        if let capturedAt = frame.capturedAt {
            // A frame's instant is its last sample's.
            let end = Assistant.seconds(wallStart.duration(to: capturedAt))
            return Int((end * rate).rounded()) - frame.samples.count
        }
        return Int(((frame.startTime - streamStart) * rate).rounded())
    }

    /// The samples played at the instants `frame` was captured: silence outside the sound.
    func played(during frame: AudioFrame) -> [Int16] {
        let first = firstPlayed(during: frame)
        return (0..<frame.samples.count).map { index in
            let played = first + index
            return played >= 0 && played < playedCount ? samples[played] : 0
        }
    }

    /// Whether Hark is listening over this sound now (``Assistant/playHearing(_:quietingTheEcho:wanted:)`` is running).
    var isPlaying = true

    /// The sample range, in `count` samples of audio that end at stream time `end`, from the
    /// first frame a person spoke over the sound to the last (``note(_:)``), with
    /// ``SpeechSpan/margin`` on each side; nil when nobody did, or when less than
    /// ``SpeechSpan/leastCut`` would be cut.
    func personStretch(audioEndingAt end: Double, count: Int) -> Range<Int>? {
        let rate = Double(AudioFrame.sampleRate)
        let start = end - Double(count) / rate
        let person = frames(after: start).filter { $0.person && $0.played >= Self.audibleBlock && $0.end <= end + 0.001 }
        guard let first = person.first, let last = person.last else { return nil }
        let margin = Int(SpeechSpan.margin * rate)
        let from = max(0, Int(((first.end - start) * rate).rounded()) - Self.block - margin)
        let to = min(count, Int(((last.end - start) * rate).rounded()) + margin)
        guard from < to, Double(count - (to - from)) / rate >= SpeechSpan.leastCut else { return nil }
        return from..<to
    }

    /// `samples` (what the canceller left of a frame nobody spoke in) replaced with the room as
    /// it sounded before the sound (``room``, in turn), with the echo's remains kept
    /// ``residualUnderRoom`` below it: what is left of the echo is no one's. The recognizer then
    /// hears the room between a person's words instead of the echo's remains, which it would
    /// read as more words around theirs ("okay stop", "that is enough") and which kept the
    /// utterance open to the end of the sound. The remains are kept, quietly, in case a
    /// person's weak sound (an "s") was not told from the echo.
    ///
    /// The room's own sound rather than silence or the remains turned down: while this was built
    /// (`hark bench --barge-in`, 2026-12-07), "stop" said 10 dB over an answer's echo was heard
    /// 7 times in 20 with the remains as the canceller left them, 15 with them turned down to
    /// the room's level, and 19 with the room.
    mutating func quieted(_ samples: [Int16]) -> [Int16] {
        let power = AudioLevel.meanSquare(samples)
        let gain = min(1, Self.residualUnderRoom * (max(roomFloor, 1) / max(power, 1)).squareRoot())
        return samples.map { sample in
            var value = Double(sample) * gain
            if !room.isEmpty {
                value += Double(room[roomCursor])
                roomCursor = (roomCursor + 1) % room.count
            }
            return Int16(clamping: Int(value.rounded()))
        }
    }

    /// Whether `frame` was captured after the sound and its echo's tail.
    func isOver(at frame: AudioFrame) -> Bool {
        firstPlayed(during: frame) > playedCount + tail
    }

    /// The speaker stopped the sound now (wall clock `now`, stream time `streamTime`): from
    /// here on nothing more of it is played, so none of it is taken out of what is heard
    /// (the canceller would otherwise add the inverse of an echo that never came).
    mutating func stop(now: ContinuousClock.Instant, streamTime: Double) {
        let rate = Double(AudioFrame.sampleRate)
        let played = live ? Assistant.seconds(wallStart.duration(to: now)) : streamTime - streamStart
        stoppedAfter = min(samples.count, max(0, Int((played * rate).rounded())))
    }

    /// Notes `frame` as the microphone captured it (before the echo was taken out) and
    /// says whether it is a person's: louder than any echo the room can be giving back by
    /// ``personOverEcho`` (or heard when nothing audible was played). The sound's first
    /// ``measureFrames`` audible frames measure the room and are nobody's: a room gives some
    /// sounds back more than others, so an earlier sound's coupling alone could take this
    /// one's echo for a person.
    @discardableResult
    mutating func note(_ frame: AudioFrame) -> Bool {
        live = frame.capturedAt != nil
        let first = firstPlayed(during: frame)
        let last = min(first + frame.samples.count, playedCount) - 1
        var loudest = 0.0
        if last >= 0, first - tail < playedCount {
            let from = max(0, first - tail) / Self.block
            let to = min(blockEnergies.count - 1, last / Self.block)
            if from <= to { loudest = blockEnergies[from...to].max() ?? 0 }
        }
        let captured = frame.samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        // The block energies are of 20 ms blocks: scale to the frame's length.
        let played = loudest * Double(frame.samples.count) / Double(Self.block)
        let person: Bool
        if played < Self.audibleBlock {
            person = true
        } else if let coupling = ownCoupling {
            person = captured >= Self.personOverEcho * coupling * played
        } else {
            // This sound's first frames measure how the room gives it back: nobody's yet.
            person = false
        }
        ledger.append((frame.endTime, captured, played, person))

        // Only frames from where the echo first arrived measure the room: before it (a slow path)
        // the microphone hears the room alone, and those frames would set the coupling far too low.
        // (Later quiet frames, the pauses between words, are the room giving back little: they count.)
        if played >= Self.audibleBlock, captured >= Self.arrivalOverRoom * roomFloor * Double(frame.samples.count) { echoArrived = true }
        if played >= Self.audibleBlock, !person, echoArrived {
            let ratio = captured / played
            echoRatios.insert(ratio, at: Self.insertionIndex(of: ratio, in: echoRatios))
        }
        return person
    }

    /// A frame is a person's when it carries this much more energy than the most echo the
    /// room can be giving back (2: the person at least as loud as the echo, 0 dB). The
    /// room never gives back more than its coupling times what was just played, so the
    /// echo alone stays under it; the measure is a person 10 dB above the echo.
    static let personOverEcho = 2.0
    /// How far under the room's own level the echo's remains are kept in a frame nobody spoke
    /// in (amplitude; 0.316 is 10 dB). At 0.1 (20 dB) the bench heard the same.
    static let residualUnderRoom = 0.316
    /// Seconds of frames that must be a person's: the vowel of a short word ("stop").
    static let personSeconds = 0.1
    /// A block of the sound quieter than this (RMS 100, -50 dBFS) gives back no echo worth measuring.
    static let audibleBlock = 100.0 * 100.0 * Double(block)

    /// Frames of echo alone a sound's own coupling is measured on before anyone can be heard over it.
    static let measureFrames = 10
    /// A frame the echo has reached is at least this much louder than the room before the
    /// sound (energy; 3 dB).
    static let arrivalOverRoom = 2.0

    /// Where `value` goes in the ascending `sorted` to keep it sorted.
    private static func insertionIndex(of value: Double, in sorted: [Double]) -> Int {
        sorted.partitioningIndex { $0 > value }
    }

    /// The ledger's frames that ended after stream time `start` (the ledger is in stream order).
    private func frames(after start: Double) -> ArraySlice<(end: Double, captured: Double, played: Double, person: Bool)> {
        ledger[ledger.partitioningIndex { $0.end > start }...]
    }

    /// ``coupling`` once this sound has given enough frames to measure its own; nil before.
    private var ownCoupling: Double? {
        let ratios = echoRatios
        guard ratios.count >= Self.measureFrames else { return nil }
        let own = ratios[Int(Double(ratios.count - 1) * 0.9)]
        return max(own, priorCoupling ?? own)
    }

    /// How much of what was played comes back to the microphone (energy ratio): the loudest
    /// echo against what was just played, on this sound's frames while it was audible and
    /// nobody was heard over it, from the first its echo reached (90th percentile, so a cough
    /// does not set it), and never less
    /// than ``priorCoupling``: a room gives back some sounds more than others (a bell's two
    /// tones more than speech through a small speaker), and the highest seen is the safe one.
    /// Before ``measureFrames`` such frames, ``priorCoupling`` (nil without one).
    ///
    /// Measured also on the frames heard before the echo arrived, as it once was, the measure
    /// fed itself: over a slow echo path (120 ms, and a reflection 60 ms later) a sound's first
    /// frames heard the room alone and set it too low; every louder frame was then a person's
    /// and never measured, and 17% of the frames of an answer's echo passed for a person
    /// (`hark bench --barge-in`, 2026-12-07), enough to stop answers nobody had said "stop"
    /// over. Counting every frame of the sound's first second instead took a person's "stop"
    /// said early in it as part of the echo.
    var coupling: Double? { ownCoupling ?? priorCoupling }

    /// Seconds from the last frame a person spoke over the audible sound (``note(_:)``) to
    /// the last frame heard, when since stream time `start` a person did so for at least
    /// ``personSeconds``; nil otherwise. Over speech the canceller leaves enough of Hark's
    /// own voice for the endpointer to hear speech to the end of the sound: this says when
    /// the person has in fact stopped.
    func secondsSincePerson(after start: Double) -> Double? {
        let person = frames(after: start).filter { $0.person && $0.played >= Self.audibleBlock }
        guard let last = person.last, let now = ledger.last,
              Double(person.count * Self.block) / Double(AudioFrame.sampleRate) >= Self.personSeconds else { return nil }
        return now.end - last.end
    }

    /// Whether, while the sound plays, someone spoke over it after stream time `start` (0.2 s
    /// earlier, as the endpointer's onset comes after the first word's start) and has been
    /// silent for ``personPause`` seconds since.
    func personStopped(since start: Double) -> Bool {
        guard isPlaying, let quiet = secondsSincePerson(after: start - 0.2) else { return false }
        return quiet >= personPause
    }

    /// Whether the utterance in `count` samples of audio that end at stream time `end` was said
    /// by someone over the sound, not made of its echo: from its first frame that was a
    /// person's (``note(_:)``) to its last, such frames last at least ``personSeconds`` and
    /// hold at least half the energy the microphone captured. Frames heard while nothing
    /// audible was played count as a person's; an utterance with no frame in the ledger was
    /// not heard over the sound.
    func saidOverTheEcho(audioEndingAt end: Double, count: Int) -> Bool {
        let start = end - Double(count) / Double(AudioFrame.sampleRate)
        let heard = frames(after: start).filter { $0.end <= end + 0.001 }
        guard !heard.isEmpty else { return true }
        guard let first = heard.firstIndex(where: \.person), let last = heard.lastIndex(where: \.person) else { return false }
        let stretch = heard[first...last]
        let person = stretch.filter(\.person)
        let seconds = Double(person.count * Self.block) / Double(AudioFrame.sampleRate)
        let personEnergy = person.reduce(0) { $0 + $1.captured }
        let energy = stretch.reduce(0) { $0 + $1.captured }
        return seconds >= Self.personSeconds && 2 * personEnergy >= energy
    }
}

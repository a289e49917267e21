import HarkAudio
import Testing
@testable import HarkAssistant

/// How barge-in tells a person's words from the echo of Hark's own sound, frame by frame
/// (``EchoReference``): the room's coupling, which frames are a person's, which utterances
/// were said over the echo, and where the person's stretch lies.
@Suite struct EchoReferenceTests {
    static let frame = AudioFrame.defaultLength
    /// Hark's sound: 3 s at a steady level (RMS 4000).
    static let sound = [Int16](repeating: 4000, count: 3 * 16_000)

    /// A frame at `index` (20 ms each, from the sound's start) at a steady level.
    static func frame(_ index: Int, level: Int16) -> AudioFrame {
        AudioFrame(samples: [Int16](repeating: level, count: frame), offset: index * frame)
    }

    /// A reference whose first `echoFrames` frames heard only the echo, at `echoLevel`.
    static func reference(echoFrames: Int, echoLevel: Int16 = 1200, prior: Double? = nil) -> EchoReference {
        var reference = EchoReference(samples: sound, streamStart: 0, wallStart: .now, tailSeconds: 0.25, priorCoupling: prior)
        for index in 0..<echoFrames { reference.note(frame(index, level: echoLevel)) }
        return reference
    }

    @Test("a sound stopped early is played, and cancelled, only up to where it stopped")
    func aStoppedSoundIsOverSooner() {
        var reference = Self.reference(echoFrames: 20)
        // Stopped 1 s into the 3-s sound (a recording: by stream time).
        reference.stop(now: .now, streamTime: 1)
        #expect(reference.playedCount == 16_000)
        #expect(reference.played(during: Self.frame(49, level: 0)).allSatisfy { $0 == 4000 })
        #expect(reference.played(during: Self.frame(50, level: 0)).allSatisfy { $0 == 0 })
        // Over once the stop and the echo's tail (0.25 s) have passed, not at 3.25 s.
        #expect(!reference.isOver(at: Self.frame(62, level: 0)))
        #expect(reference.isOver(at: Self.frame(63, level: 0)))
        // What comes after the stop is heard over nothing: a person's.
        let afterTheStop = reference.note(Self.frame(70, level: 300))
        #expect(afterTheStop)
    }

    @Test func theCouplingIsMeasuredOnTheEchoAlone() throws {
        let reference = Self.reference(echoFrames: 20)
        // (1200 / 4000)² of the sound's energy comes back.
        let coupling = try #require(reference.coupling)
        #expect(abs(coupling - 0.09) < 0.001)
        // Before ten frames there is no measure; a prior one stands in, and is the least it can be.
        #expect(Self.reference(echoFrames: 5).coupling == nil)
        #expect(Self.reference(echoFrames: 5, prior: 0.2).coupling == 0.2)
        #expect(Self.reference(echoFrames: 20, prior: 0.2).coupling == 0.2)
        #expect(try #require(Self.reference(echoFrames: 20, prior: 0.01).coupling) > 0.08)
    }

    @Test("an echo that arrives late is measured once it has arrived, not taken for a person")
    func anEchoThatArrivesLateIsStillTheEcho() {
        // The room before the sound: a hiss at RMS 10.
        let room = (0..<4_800).map { Int16($0 % 2 == 0 ? 10 : -10) }
        var reference = EchoReference(samples: Self.sound, streamStart: 0, wallStart: .now, tailSeconds: 0.25,
                                      priorCoupling: nil, room: room)
        // A slow path: for 180 ms the microphone hears only the room, then the echo at its level.
        for index in 0..<9 { reference.note(Self.frame(index, level: 10)) }
        for index in 9..<20 { reference.note(Self.frame(index, level: 1200)) }
        // The echo at its level is the echo, measured from where it arrived.
        let later = (20..<60).map { reference.note(Self.frame($0, level: 1200)) }
        #expect(later.allSatisfy { !$0 })
        #expect(abs((reference.coupling ?? 0) - 0.09) < 0.001)
        // A person well above it is still heard.
        let person = reference.note(Self.frame(60, level: 4000))
        #expect(person)
    }

    @Test("a frame of the echo alone is replaced with the room as it was before the sound")
    func theEchosRemainsAreReplacedWithTheRoom() {
        // The room: a hiss at RMS 100.
        let room = (0..<4_800).map { Int16($0 % 2 == 0 ? 100 : -100) }
        var reference = EchoReference(samples: Self.sound, streamStart: 0, wallStart: .now, tailSeconds: 0.25,
                                      priorCoupling: nil, quietsTheEcho: true, room: room)
        func rms(_ samples: [Int16]) -> Double {
            (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
        }
        // What the canceller left of a loud echo (RMS 3000) comes out at the room's level, the
        // remains 10 dB under it.
        let quieted = reference.quieted([Int16](repeating: 3000, count: Self.frame))
        #expect(rms(quieted) > 95 && rms(quieted) < 112, "\(rms(quieted))")
        // The room goes on where it left off, not from its start each frame.
        let next = reference.quieted([Int16](repeating: 0, count: 1))
        #expect(next == [room[Self.frame % room.count]])
        // With no room heard before the sound, the remains are brought down to a whisper.
        var silent = EchoReference(samples: Self.sound, streamStart: 0, wallStart: .now, tailSeconds: 0.25, priorCoupling: nil)
        let whisper = silent.quieted([Int16](repeating: 3000, count: Self.frame))
        #expect(rms(whisper) < 1)
    }

    @Test func aFrameIsAPersonsWhenItIsLouderThanTheEchoCouldBe() {
        var reference = Self.reference(echoFrames: 20)
        // The echo's own level, and a little above it, are echo; twice its energy and more is a person.
        #expect(reference.note(Self.frame(20, level: 1200)) == false)
        #expect(reference.note(Self.frame(21, level: 1500)) == false)
        #expect(reference.note(Self.frame(22, level: 3800)) == true)
        // A sound's first frames measure the room: nobody's, however loud, even with an earlier sound's measure.
        var unmeasured = EchoReference(samples: Self.sound, streamStart: 0, wallStart: .now, tailSeconds: 0.25, priorCoupling: 0.01)
        #expect(unmeasured.note(Self.frame(0, level: 20_000)) == false)
        // A quieter earlier sound's measure (0.01) does not make this louder sound's echo a person's.
        var louder = Self.reference(echoFrames: 20, prior: 0.01)
        #expect(louder.note(Self.frame(20, level: 1300)) == false)
        // Long after the sound (past its tail) nothing audible was played: a loud frame is a person's.
        #expect(reference.note(Self.frame(3 * 50 + 20, level: 3000)) == true)
    }

    @Test func anUtteranceOfTheEchoAloneWasNotSaidOverIt() {
        var reference = Self.reference(echoFrames: 20)
        for index in 20..<60 { reference.note(Self.frame(index, level: 1200)) }
        // The last 0.6 s of audio, ending at frame 60.
        #expect(!reference.saidOverTheEcho(audioEndingAt: 1.2, count: 30 * Self.frame))
    }

    @Test func aWordOverTheEchoWasSaidOverItEvenAmongTheEcho() {
        var reference = Self.reference(echoFrames: 20)
        for index in 20..<30 { reference.note(Self.frame(index, level: 1200)) }
        // "stop": 0.2 s at 10 dB above the echo, then the echo again.
        for index in 30..<40 { reference.note(Self.frame(index, level: 3800)) }
        for index in 40..<70 { reference.note(Self.frame(index, level: 1200)) }
        #expect(reference.saidOverTheEcho(audioEndingAt: 1.4, count: 50 * Self.frame))
        // A single loud frame is too short to be a word.
        var click = Self.reference(echoFrames: 20)
        click.note(Self.frame(20, level: 20_000))
        for index in 21..<40 { click.note(Self.frame(index, level: 1200)) }
        #expect(!click.saidOverTheEcho(audioEndingAt: 0.8, count: 20 * Self.frame))
        // Two short bursts far apart hold less than half the energy between them: echo with knocks in it.
        var knocks = Self.reference(echoFrames: 20)
        let knocked: Set = [20, 21, 22, 87, 88, 89]
        for index in 20..<90 { knocks.note(Self.frame(index, level: knocked.contains(index) ? 3000 : 1200)) }
        #expect(!knocks.saidOverTheEcho(audioEndingAt: 1.8, count: 70 * Self.frame))
    }

    @Test func thePersonsStretchIsWhereTheyWereHeardWithAMargin() throws {
        var reference = Self.reference(echoFrames: 20)
        for index in 20..<50 { reference.note(Self.frame(index, level: 1200)) }
        for index in 50..<60 { reference.note(Self.frame(index, level: 3800)) }
        for index in 60..<100 { reference.note(Self.frame(index, level: 1200)) }
        // Audio of frames 20..<100 (1.6 s, ending at 2.0 s): the person spoke in frames 50..<60.
        let stretch = try #require(reference.personStretch(audioEndingAt: 2.0, count: 80 * Self.frame))
        let margin = Int(SpeechSpan.margin * 16_000)
        #expect(stretch == (30 * Self.frame - margin)..<(40 * Self.frame + margin))
        // Nobody spoke: nothing to cut to.
        #expect(Self.reference(echoFrames: 60).personStretch(audioEndingAt: 1.2, count: 40 * Self.frame) == nil)
    }

    @Test("a person over the sound has stopped after the sound's pause of silence, a longer one over an answer")
    func aPersonHasStoppedAfterTheSoundsPause() {
        /// "stop" 0.2 s long, 10 dB over the echo, from 0.4 s; then `quietFrames` of the echo alone.
        func saidStop(pause: Double, quietFrames: Int) -> EchoReference {
            var reference = EchoReference(samples: Self.sound, streamStart: 0, wallStart: .now, tailSeconds: 0.25,
                                          priorCoupling: nil, personPause: pause)
            for index in 0..<20 { reference.note(Self.frame(index, level: 1200)) }
            for index in 20..<30 { reference.note(Self.frame(index, level: 3800)) }
            for index in 30..<(30 + quietFrames) { reference.note(Self.frame(index, level: 1200)) }
            return reference
        }
        func heard(pause: Double, quietFrames: Int) -> Bool {
            saidStop(pause: pause, quietFrames: quietFrames).personStopped(since: 0.4)
        }
        // An alarm's pause: 0.4 s of no words (20 frames) ends the person's utterance.
        #expect(!heard(pause: Assistant.personPause, quietFrames: 19))
        #expect(heard(pause: Assistant.personPause, quietFrames: 21))
        // Over an answer it takes longer: a pause inside a sentence is not its end.
        #expect(Assistant.replyPersonPause > Assistant.personPause)
        let replyFrames = Int((Assistant.replyPersonPause * 50).rounded(.up)) + 1
        #expect(!heard(pause: Assistant.replyPersonPause, quietFrames: 20))
        #expect(heard(pause: Assistant.replyPersonPause, quietFrames: replyFrames))
        // Nobody spoke: nobody has stopped.
        #expect(!Self.reference(echoFrames: 60).personStopped(since: 0.4))
        // Once the sound is over, listening over it is too.
        var over = saidStop(pause: Assistant.personPause, quietFrames: 30)
        #expect(over.personStopped(since: 0.4))
        over.isPlaying = false
        #expect(!over.personStopped(since: 0.4))
    }

    @Test func whatWasPlayedIsFoundByStreamTimeOrByCaptureInstant() {
        let samples = (0..<16_000).map { Int16($0 % 1000) }
        let started = ContinuousClock.now
        let reference = EchoReference(samples: samples, streamStart: 2.0, wallStart: started, tailSeconds: 0.1, priorCoupling: nil)
        // A recording: by stream time (this frame starts 0.5 s into the sound).
        let recorded = AudioFrame(samples: [Int16](repeating: 0, count: 320), offset: 2 * 16_000 + 8_000)
        #expect(reference.played(during: recorded) == Array(samples[8_000..<8_320]))
        // A card: by when the frame's last sample was captured (0.25 s into the sound).
        let captured = AudioFrame(samples: [Int16](repeating: 0, count: 320), offset: 999_999, capturedAt: started + .milliseconds(270))
        #expect(reference.played(during: captured) == Array(samples[4_000..<4_320]))
        // Before the sound and after it: silence; past the tail, the sound is over.
        let before = AudioFrame(samples: [Int16](repeating: 0, count: 320), offset: 0)
        #expect(reference.played(during: before).allSatisfy { $0 == 0 })
        #expect(!reference.isOver(at: AudioFrame(samples: [Int16](repeating: 0, count: 320), offset: 3 * 16_000)))
        #expect(reference.isOver(at: AudioFrame(samples: [Int16](repeating: 0, count: 320), offset: 3 * 16_000 + 1_700)))
    }
}

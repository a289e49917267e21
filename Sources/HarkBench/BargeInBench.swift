import Foundation
public import HarkAssistant
import HarkAudio
import HarkSkills
import HarkStore
public import HarkSpeech

/// Barge-in (`hark bench --barge-in`): an alarm rings in a simulated room whose
/// speaker comes back to the microphone through an echo path (``EchoRoom``), and a
/// voice says "stop" over it at a speech-to-echo ratio, through the whole pipeline
/// with `audio.barge_in` on. Over the bell of the first ring (the canceller has never
/// heard the room), and over the spoken announcement of the second. The same rooms
/// with nobody speaking count the times Hark's own sound answered the alarm. Then
/// "stop" over an ordinary spoken answer (`audio.barge_in_replies`), the answers their
/// own echo stopped, and those that other words said over them stopped.
public struct BargeInBench: Sendable {
    /// Settings of the pipeline (barge-in is turned on).
    public var settings: AssistantSettings
    /// The recognizer's model.
    public var configuration: RecognizerConfiguration
    /// Voices saying "stop" (flite voices, and `espeak`).
    public var voices: [String]
    /// Speech-to-echo ratios, dB.
    public var ratios: [Double]

    /// A bench with the default voices and ratios.
    public init(settings: AssistantSettings, configuration: RecognizerConfiguration,
                voices: [String] = ["slt", "rms", "awb", "kal16", "espeak"], ratios: [Double] = [20, 10, 5]) {
        self.settings = settings
        self.configuration = configuration
        self.voices = voices
        self.ratios = ratios
    }

    /// The rooms: a living room's path (30 ms, three early reflections), and a path whose delay
    /// is long (120 ms, a late reflection). How loud the echo is comes from the ratio asked for.
    static let rooms: [(name: String, path: EchoPath)] = [("room", .room()), ("slow path", .slow())]

    /// Where "stop" is said: over the first ring's 2-second bell (sound 0) at four moments of it,
    /// or the second ring's announcement (sound 3) at two (seconds into the sound). (The bell at
    /// 0.3 s and 1.0 s only until 2026-12-07.)
    static let cases: [(name: String, sound: Int, after: [Double])] = [("over the bell", 0, [0.3, 0.6, 1.0, 1.3]), ("over the announcement", 3, [0.1, 0.6])]

    /// One case at one ratio, over every voice and room.
    public struct Cell: Codable, Sendable, Equatable {
        public var place: String
        public var speechToEcho: Double
        public var tries = 0
        /// Stopped over the sound it was said over: the alarm played nothing more.
        public var overTheSound = 0
        /// Stopped, but only after the alarm's next sound.
        public var later = 0
        /// Answered with something else (a snooze), or, over an answer, stopped before the
        /// person spoke (by the answer's own echo).
        public var wrong = 0
        /// Not answered.
        public var missed = 0
    }

    /// Everything measured.
    public struct Figures: Codable, Sendable, Equatable {
        public var cells: [Cell]
        /// Runs with nobody speaking, and how many of them Hark's own sound answered.
        public var silentRuns = 0
        public var selfAnswers = 0
        /// Rings (bell and announcement) played with nobody speaking.
        public var silentRings = 0
        /// With nobody speaking: utterances of the echo alone that passed for a person's (answered
        /// the alarm, or were heard and let go as no answer).
        public var echoTakenForAPerson = 0
        /// Answers ("what's in the fridge", about 6 s) played with nobody speaking, and how
        /// many of them their own echo stopped.
        public var silentAnswers = 0
        public var answersStoppedByTheirEcho = 0
        /// Answers over which someone said something other than "stop" (``otherWords``), and how
        /// many of them that stopped.
        public var answersWithOtherWords = 0
        public var answersStoppedByOtherWords = 0
        /// Wall seconds of the whole bench.
        public var seconds = 0.0
    }

    static let start = Date(timeIntervalSince1970: 1795442400)  // 2026-11-23 14:00 UTC

    /// Plays every voice, room, place and ratio; `progress` gets a line per cell.
    public func run(progress: @escaping @Sendable (String) -> Void) async throws -> Figures {
        let began = ContinuousClock.now
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("hark-barge-in-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let speaker = try BenchSpeaker(voices: voices, scratch: scratch)
        try await speaker.checkVoices(voices)
        var stops: [String: [Int16]] = [:]
        for voice in voices { stops[voice] = try await speaker.say("stop", voice: voice) }
        // What Hark plays when the alarm "Wake up" rings, to set each room's loudness from.
        let bell = ToneGenerator.ringtone(seconds: 2)
        let announcement = try await ESpeakSynthesizer().synthesize("Alarm. Wake up.", settings: settings.voiceSettings)
        var figures = Figures(cells: [])
        for place in Self.cases {
            for ratio in ratios {
                var cell = Cell(place: place.name, speechToEcho: ratio)
                let tries = voices.flatMap { voice in Self.rooms.flatMap { room in place.after.map { (voice, room, $0) } } }
                for (voice, room, after) in tries {
                    // The person speaks at an everyday level; the speaker is turned so that its echo
                    // under the words is `ratio` dB below them (the room's own shape kept).
                    let stop = stops[voice] ?? []
                    let path = Self.turned(room.path, sound: place.sound == 0 ? bell : announcement, after: after, under: stop, ratio: ratio)
                    let echoRoom = EchoRoom(seconds: 40, path: path)
                    echoRoom.cue(stop, after: after, intoSound: place.sound)
                    let events = try await ring(in: echoRoom, scratch: scratch)
                    cell.tries += 1
                    switch Self.answer(events).response {
                    case let response? where response.hasPrefix("stop") || response.hasPrefix("turn"):
                        // Heard over the sound: no other sound of the alarm had to start first.
                        if echoRoom.soundsStarted == place.sound + 1 { cell.overTheSound += 1 } else { cell.later += 1 }
                    case let response?:
                        cell.wrong += 1
                        progress("barge-in: \(voice), \(room.name), \(after) s into it: answered \"\(response)\"")
                    case nil:
                        cell.missed += 1
                        progress("barge-in: \(voice), \(room.name), \(after) s into it: missed\(Self.heardOver(events, from: 0))")
                    }
                }
                progress("barge-in: \(place.name) at \(Int(ratio)) dB: \(cell.overTheSound) of \(cell.tries) heard over the sound")
                figures.cells.append(cell)
            }
        }
        // Nobody speaking, in each room with the speaker quiet, middling and loud.
        for room in Self.rooms {
            for gain in [0.1, 0.3, 0.6, 1.0] {
                var path = room.path
                path.gain = gain
                let echoRoom = EchoRoom(seconds: 60, path: path)
                let events = try await ring(in: echoRoom, scratch: scratch)
                figures.silentRuns += 1
                figures.silentRings += echoRoom.soundsStarted / 2
                if Self.answer(events).response != nil { figures.selfAnswers += 1 }
                for event in events {
                    switch event {
                    case .heard, .rejected: figures.echoTakenForAPerson += 1
                    default: break
                    }
                }
            }
        }
        progress("barge-in: nobody speaking: \(figures.selfAnswers) of \(figures.silentRuns) alarms answered by their own sound")
        try await measureAnswers(&figures, stops: stops, speaker: speaker, scratch: scratch, progress: progress)
        figures.seconds = Assistant.seconds(began.duration(to: .now))
        return figures
    }

    /// `path` with the speaker turned so that the echo of `sound` under `words` (said `after`
    /// seconds into it, at an everyday level) is `ratio` dB below them; the room's shape kept.
    static func turned(_ path: EchoPath, sound: [Int16], after: Double, under words: [Int16], ratio: Double) -> EchoPath {
        var path = path
        path.gain = 1
        let under = path.echo(of: sound).dropFirst(Int(after * 16_000)).prefix(words.count)
        let echoLevel = (under.reduce(0) { $0 + $1 * $1 } / Double(max(under.count, 1))).squareRoot()
        path.gain = RealBabble.activeRMS(words) / (max(echoLevel, 1) * pow(10, ratio / 20))
        return path
    }

    /// Where "stop" is said over an ordinary answer: seconds into it, every half second from the
    /// canceller's first half second to two seconds before the answer ends. (Until 2026-12-07
    /// only 1 s and 3 s: 20 tries a cell could not tell 90% from 95%, and those two moments were
    /// easier than most: at 5 dB 80% of them were heard, 53% of these.)
    static let answerMoments = [0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0]
    /// Words said over an answer that are not "stop": to someone else in the room, to the baby,
    /// a thought aloud, or another command. None may stop the answer. (Eight sentences until
    /// 2026-12-07: 40 tries could not tell one false stop in 30 from one in 70.)
    static let otherWords = [
        "is there any cheese left", "thank you", "the baby is asleep", "what time is it",
        "okay then", "put the kettle on", "hang on a second", "oh that's good",
        "can you grab me a clean bib", "she's finally gone down", "where did i put my keys",
        "did you lock the back door", "we need more nappies", "i'll do the washing later",
        "look at her little face", "are you hungry sweetheart", "the dinner's nearly ready",
        "can you take the bins out", "i think he needs changing", "what's the weather like tomorrow",
        "pass me that towel please", "we're out of bread again", "mum rang this morning",
        "i'm going for a shower", "the milk smells a bit funny", "turn the telly down a bit",
        "that was quick", "how much is left in the bottle", "she loves her bath",
        "set a timer for ten minutes", "what's in the freezer", "start the feeding",
        "i'll be back in five minutes", "who's at the door", "don't forget the shopping",
        "shh, it's alright", "come here little one", "has the post come yet",
        "right, let's get you dressed", "it's raining again",
    ]

    /// The foods in the fridge, so that "what's in the fridge" is answered at length.
    static let foods = ["milk", "eggs", "butter", "cheese", "ham", "yogurt", "carrots", "spinach", "apples", "chicken"]

    /// "Stop" over an ordinary answer: each voice asks "what's in the fridge" (ten foods in it)
    /// and says "stop" over the answer, in each room at each ratio; then the same rooms with
    /// the speaker at four loudnesses and nobody saying "stop"; then each voice says each of
    /// ``otherWords`` 1.5 s into the answer, 10 dB over its echo, the rooms taking turns.
    func measureAnswers(_ figures: inout Figures, stops: [String: [Int16]], speaker: BenchSpeaker, scratch: String,
                        progress: @escaping @Sendable (String) -> Void) async throws {
        var questions: [String: [Int16]] = [:]
        for voice in voices { questions[voice] = try await speaker.say("what's in the fridge", voice: voice) }
        // The answer, heard once with nobody speaking over it, sets each room's loudness.
        let first = try await ask(questions[voices[0]] ?? [], in: EchoRoom(seconds: 20, path: Self.rooms[0].path), scratch: scratch)
        guard let answerText = Self.answerSaid(first)?.text else {
            progress("barge-in: the question \"what's in the fridge\" was not answered; the answers part is skipped")
            return
        }
        let answer = try await ESpeakSynthesizer().synthesize(answerText, settings: settings.voiceSettings)
        let answerSeconds = Double(answer.count) / Double(AudioFrame.sampleRate)
        let place = String(format: "over a %.0f-second answer", answerSeconds)
        for ratio in ratios {
            var cell = Cell(place: place, speechToEcho: ratio)
            for voice in voices {
                for room in Self.rooms {
                    for after in Self.answerMoments {
                        let stop = stops[voice] ?? []
                        let echoRoom = EchoRoom(seconds: 20, path: Self.turned(room.path, sound: answer, after: after, under: stop, ratio: ratio))
                        echoRoom.cue(stop, after: after, intoSound: 0)
                        let events = try await ask(questions[voice] ?? [], in: echoRoom, scratch: scratch)
                        guard let said = Self.answerSaid(events) else {
                            progress("barge-in: \(voice), \(room.name): the question was not answered; not counted")
                            continue
                        }
                        cell.tries += 1
                        if let stopped = Self.replyStopped(events) {
                            if stopped < said.at + after {
                                // Stopped before the person said a word: the answer's own echo stopped it.
                                cell.wrong += 1
                                progress("barge-in: \(voice), \(room.name), \(after) s into the answer: stopped by its own echo first")
                            } else if stopped < said.at + answerSeconds { cell.overTheSound += 1 } else { cell.later += 1 }
                        } else {
                            cell.missed += 1
                            progress("barge-in: \(voice), \(room.name), \(after) s into the answer: missed\(Self.heardOver(events, from: said.at))")
                        }
                    }
                }
            }
            progress("barge-in: \(place) at \(Int(ratio)) dB: \(cell.overTheSound) of \(cell.tries) heard over the sound")
            figures.cells.append(cell)
        }
        for room in Self.rooms {
            for gain in [0.1, 0.3, 0.6, 1.0] {
                var path = room.path
                path.gain = gain
                let events = try await ask(questions[voices[0]] ?? [], in: EchoRoom(seconds: 20, path: path), scratch: scratch)
                guard Self.answerSaid(events) != nil else { continue }
                figures.silentAnswers += 1
                if Self.replyStopped(events) != nil { figures.answersStoppedByTheirEcho += 1 }
            }
        }
        progress("barge-in: nobody speaking: \(figures.answersStoppedByTheirEcho) of \(figures.silentAnswers) answers stopped by their own echo")
        // Someone says something else over the answer (to the room, or to Hark): it must not stop it.
        for voice in voices {
            for (index, words) in Self.otherWords.enumerated() {
                let said = try await speaker.say(words, voice: voice)
                let room = Self.rooms[index % Self.rooms.count]
                let echoRoom = EchoRoom(seconds: 20, path: Self.turned(room.path, sound: answer, after: 1.5, under: said, ratio: 10))
                echoRoom.cue(said, after: 1.5, intoSound: 0)
                let events = try await ask(questions[voice] ?? [], in: echoRoom, scratch: scratch)
                guard let answered = Self.answerSaid(events) else { continue }
                figures.answersWithOtherWords += 1
                if Self.replyStopped(events) != nil {
                    figures.answersStoppedByOtherWords += 1
                    progress("barge-in: \(voice), \(room.name): \"\(words)\" said over the answer stopped it\(Self.heardOver(events, from: answered.at))")
                }
            }
        }
        progress("barge-in: other words: \(figures.answersStoppedByOtherWords) of \(figures.answersWithOtherWords) answers stopped by them")
    }

    /// The answer listing the fridge, and when it was said.
    static func answerSaid(_ events: [AssistantEvent]) -> (text: String, at: Double)? {
        events.lazy.compactMap { event -> (String, Double)? in
            if case .say(let text, let at, _) = event, text.contains("in the fridge") { (text, at) } else { nil }
        }.first
    }

    /// What was heard after stream time `start`, for a try's line: "; heard …", or "; nothing heard".
    static func heardOver(_ events: [AssistantEvent], from start: Double) -> String {
        let heard = events.compactMap { event -> String? in
            switch event {
            case .heard(let text, let fit, let coverage, let at, _, let wordScore, _, _, _) where at > start:
                String(format: "\"%@\" at %.2f s (fit %.1f, coverage %.2f, word score %.1f)", text, at - start, fit, coverage, wordScore ?? .nan)
            case .rejected(let text, let fit, let coverage, let at, _, let wordScore) where at > start:
                String(format: "\"%@\" at %.2f s, refused (fit %.1f, coverage %.2f, word score %.1f)", text, at - start, fit, coverage, wordScore ?? .nan)
            case .noise(let at, let voiced, _) where at > start:
                String(format: "noise at %.2f s (%.2f s voiced)", at - start, voiced)
            default: nil
            }
        }
        return heard.isEmpty ? "; nothing heard" : "; heard " + heard.joined(separator: ", ")
    }

    /// When a reply was cut short (nil: none was).
    static func replyStopped(_ events: [AssistantEvent]) -> Double? {
        events.lazy.compactMap { if case .replyStopped(_, _, let at) = $0 { at } else { nil } }.first
    }

    /// "What's in the fridge" said 1 s into `room` (no wake phrase), ten foods in it, barge-in on for replies; every event.
    func ask(_ question: [Int16], in room: EchoRoom, scratch: String) async throws -> [AssistantEvent] {
        try await play(in: room, scratch: scratch, wakeRequired: false, replies: true) { suite in
            for food in Self.foods { _ = try suite.pantry.add(food, storage: .fridge) }
            room.say(question, at: 1)
        }
    }

    /// `room` heard by a pipeline with barge-in on (and for replies when `replies`), its
    /// store set up by `setUp` first; every event.
    func play(in room: EchoRoom, scratch: String, wakeRequired: Bool, replies: Bool = false,
              setUp: (SkillSuite) throws -> Void) async throws -> [AssistantEvent] {
        let directory = (scratch as NSString).appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var settings = self.settings
        settings.bargeIn = true
        settings.bargeInReplies = replies
        let builder = PipelineBuilder(settings: settings, recognizer: configuration, dataDirectory: directory,
                                      clock: .audio(start: Self.start), wakeRequired: wakeRequired)
        let parts = try builder.makeParts()
        try setUp(parts.suite)
        let events = BenchEventBox<AssistantEvent>()
        let assistant = builder.assistant(over: parts, sink: EchoRoomSpeaker(room: room), emit: { events.append($0) })
        try await assistant.prepare()
        try await assistant.run(source: room.microphone)
        return events.values
    }

    /// The alarm's response and when it came (nil: none).
    static func answer(_ events: [AssistantEvent]) -> (response: String?, at: Double) {
        for event in events {
            if case .alertEnded(_, let response, let at) = event { return (response, at) }
        }
        return (nil, 0)
    }

    /// An alarm "Wake up" due 5 s into `room`, rung with barge-in on; every event.
    func ring(in room: EchoRoom, scratch: String) async throws -> [AssistantEvent] {
        try await play(in: room, scratch: scratch, wakeRequired: true) { suite in
            _ = try suite.alarms.setAlarm(at: Self.start.addingTimeInterval(5), title: "Wake up")
        }
    }

    /// The table `hark bench --barge-in` prints.
    public static func report(_ figures: Figures) -> String {
        var lines = ["| \"stop\" said | speech to echo | tries | heard over the sound | only after it | answered otherwise, or by the echo first | missed |",
                     "|---|---:|---:|---:|---:|---:|---:|"]
        for cell in figures.cells {
            let share = cell.tries == 0 ? "–" : String(format: "%.0f%%", 100 * Double(cell.overTheSound) / Double(cell.tries))
            lines.append("| \(cell.place) | \(Int(cell.speechToEcho)) dB | \(cell.tries) | \(cell.overTheSound) (\(share)) | \(cell.later) | \(cell.wrong) | \(cell.missed) |")
        }
        lines.append("")
        lines.append("Nobody speaking (\(figures.silentRuns) alarms, \(figures.silentRings) rings): \(figures.selfAnswers) answered by Hark's own sound; "
                     + "\(figures.echoTakenForAPerson) utterances of the echo alone passed for a person's. "
                     + "Answers with nobody saying stop: \(figures.answersStoppedByTheirEcho) of \(figures.silentAnswers) stopped by their own echo; with other words said over them (not stop): \(figures.answersStoppedByOtherWords) of \(figures.answersWithOtherWords) stopped. "
                     + String(format: "%.0f s.", figures.seconds))
        return lines.joined(separator: "\n")
    }
}

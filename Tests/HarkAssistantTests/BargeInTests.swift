import Foundation
import HarkAudio
import HarkSkills
import HarkSpeech
import HarkStore
import HarkTesting
import Testing
@testable import HarkAssistant

/// Barge-in through the whole pipeline (PocketSphinx, eSpeak NG, Speex's echo canceller):
/// in a room where Hark's bell and voice come back to its microphone (``EchoRoom``),
/// "stop" said over a ringing alarm is heard while the alarm still sounds, and the
/// alarm's own sound never answers it.
@Suite(.serialized) struct BargeInTests {
    static let start = Date(timeIntervalSince1970: 1795442400)  // 2026-11-23 14:00 UTC

    /// An alarm "Wake up" due 5 s into `room`, rung with barge-in on; what happened, and the alarms left.
    static func ring(in room: EchoRoom, bargeIn: Bool = true) async throws -> (events: Pipeline.Events, alarmsLeft: Int) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-barge-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var settings = AssistantSettings()
        settings.bargeIn = bargeIn
        let suite = try SkillSuite(directory: directory, clock: ManualClock(start: start), settings: settings.skills)
        _ = try suite.alarms.setAlarm(at: start.addingTimeInterval(5), title: "Wake up")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let dictionary = Pipeline.fixtures.deletingLastPathComponent().appendingPathComponent("models/hark.dict").path
        let builder = PipelineBuilder(
            settings: settings, recognizer: RecognizerConfiguration(extraDictionaries: [dictionary]),
            dataDirectory: directory, clock: .audio(start: start), calendar: calendar, wakeRequired: true)
        let events = Pipeline.Events()
        let assistant = try builder.build(sink: EchoRoomSpeaker(room: room), emit: { events.append($0) })
        try await assistant.prepare()
        try await assistant.run(source: room.microphone)
        return (events, try suite.alarms.alarms().count)
    }

    static func samples(_ name: String) throws -> [Int16] {
        try WAVFile.read(path: Pipeline.fixtures.appendingPathComponent(name).path).samples16k
    }

    static func stopped(_ events: Pipeline.Events) -> (response: String?, at: Double)? {
        events.all.lazy.compactMap { if case .alertEnded("alarm", let response, let at) = $0 { (response, at) } else { nil } }.first
    }

    @Test(arguments: ["slt", "rms"])
    func stopSaidOverTheBellIsHeardWhileItRings(voice: String) async throws {
        let room = EchoRoom(seconds: 40, path: .room())
        // "stop" half a second into the bell (its word starts about 0.5 s into the recording), 10 dB above the bell's echo.
        room.cue(try Self.samples("\(voice)-stop.wav"), after: 0.3, intoSound: 0, speechToEcho: 10)
        let (events, alarmsLeft) = try await Self.ring(in: room)
        let fired = try #require(events.all.lazy.compactMap { if case .fired(_, _, _, let at) = $0 { at } else { nil } }.first)
        let stopped = try #require(Self.stopped(events), "\(events.all)")
        #expect(stopped.response?.hasPrefix("stop") == true, "\(events.all)")
        #expect(events.said.last == "Alarm stopped.", "\(events.all)")
        // Heard over the bell (2 s), not after it: the announcement was never needed.
        #expect(stopped.at < fired + 2 + 0.8, "\(events.all)")
        #expect(!events.said.contains("Alarm. Wake up."), "\(events.all)")
        #expect(room.soundsStarted == 1)
        #expect(alarmsLeft == 0)
    }

    @Test func stopSaidOverTheSpokenAnnouncementIsHeard() async throws {
        let room = EchoRoom(seconds: 40, path: .room())
        // The first ring (bell, announcement) goes unanswered while the canceller learns the room;
        // "stop" comes over the second announcement (sound 3), 10 dB above its echo.
        room.cue(try Self.samples("slt-stop.wav"), after: 0, intoSound: 3, speechToEcho: 10)
        let (events, alarmsLeft) = try await Self.ring(in: room)
        let stopped = try #require(Self.stopped(events), "\(events.all)")
        #expect(stopped.response?.hasPrefix("stop") == true, "\(events.all)")
        #expect(events.said == ["Alarm. Wake up.", "Alarm. Wake up.", "Alarm stopped."], "\(events.all)")
        // Heard over the announcement: before it and the closing silence ended.
        let announcementSaid = events.all.compactMap { if case .say("Alarm. Wake up.", let at, _) = $0 { at } else { nil } }
        let announcement = try await ESpeakSynthesizer().synthesize("Alarm. Wake up.", settings: AssistantSettings().voiceSettings)
        if let second = announcementSaid.last {
            #expect(stopped.at < second + Double(announcement.count) / Double(AudioFrame.sampleRate) + 0.8, "\(events.all)")
        }
        #expect(room.soundsStarted == 4)
        #expect(alarmsLeft == 0)
    }

    @Test(arguments: [EchoPath.room(gain: 0.3), EchoPath.room(gain: 0.9), EchoPath.slow(gain: 0.5)])
    func theAlarmsOwnSoundNeverAnswersIt(path: EchoPath) async throws {
        // Nobody speaks; the bell and the announcement come back through the room every time they sound.
        let room = EchoRoom(seconds: 40, path: path)
        let (events, alarmsLeft) = try await Self.ring(in: room)
        #expect(room.soundsStarted >= 4, "\(events.all)")
        #expect(!events.all.contains { if case .heard = $0 { true } else { false } }, "\(events.all)")
        #expect(Self.stopped(events)?.response == nil, "\(events.all)")
        _ = alarmsLeft
    }
}

import Foundation
import HarkAssistant
import HarkAudio
import HarkSkills
import HarkSpeech
import HarkStore
import Testing

/// The household's own sayings of the wake phrase (`hark wake enroll`): a candidate the judge
/// refuses still wakes Hark when it sounds close to one of them; other words do not.
@Suite(.serialized) struct WakeEnrollmentTests {
    static let start = Date(timeIntervalSince1970: 1795442400)  // 2026-11-23 14:00 UTC

    /// Wake phrase "computer", with a judge that refuses every candidate, so only enrollment can wake Hark.
    static var settings: AssistantSettings {
        var settings = AssistantSettings()
        settings.wakePhrases = [Keyphrase("computer", threshold: WakeJudge.candidateThreshold)]
        settings.wakeJudge.threshold = 1_000
        return settings
    }

    static func samples(_ name: String) throws -> [Int16] {
        try WAVFile.read(path: Pipeline.fixtures.appendingPathComponent(name).path).samples16k
    }

    /// A data directory with `voice`'s three sayings of "computer" enrolled (rms by default),
    /// checked as `hark wake enroll` checks them.
    func enrolledDirectory(voice: String = "rms") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-enroll-\(UUID().uuidString)").path
        let suite = try SkillSuite(directory: directory, clock: ManualClock(start: Self.start))
        let recognizer = try Recognizer(configuration: RecognizerConfiguration())
        let sayings = try (1...3).map { (name: "\(voice)-computer-\($0).wav", samples: try Self.samples("\(voice)-computer-\($0).wav")) }
        let kept = try WakeEnrollmentSamples.checked(sayings, recognizer: recognizer)
        #expect(kept.count == 3 && kept.allSatisfy { $0.count < sayings[0].samples.count + 16_000 })
        try suite.store.enrollWakePhrase("computer", samples: kept, at: Self.start)
        return directory
    }

    @Test func anEnrolledVoiceWakesHarkWhereTheJudgeWouldNot() async throws {
        let directory = try enrolledDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let clip = Pipeline.fixture("rms-computer-4.wav")

        let enrolled = try await Pipeline.run([clip], directory: directory, settings: Self.settings)
        #expect(enrolled.wakes == 1, "\(enrolled.all)")
        let evidence = enrolled.all.compactMap { if case .wake(_, _, _, let evidence) = $0 { evidence } else { nil } }.first
        #expect(evidence?.isCloseToEnrolled == true && evidence?.enrolledBound != nil, "\(String(describing: evidence))")

        // Turned off in the config, the same saying is refused: the judge alone decides.
        var off = Self.settings
        off.useWakeEnrollment = false
        let unused = try await Pipeline.run([clip], directory: directory, settings: off)
        #expect(unused.wakes == 0)
    }

    /// The enrolled sayings stand in for the judge's score, not for the fit every wake needs:
    /// a candidate close to them that fits the phrase worse than `wake.min_fit` stays refused,
    /// measured over its whole span (the spotter fires before the phrase's last sound).
    @Test func anEnrolledVoiceStillNeedsTheLowestFit() async throws {
        let directory = try enrolledDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var strict = Self.settings
        strict.wakeMinimumFit = 1_000
        let run = try await Pipeline.run([Pipeline.fixture("rms-computer-4.wav")], directory: directory, settings: strict)
        #expect(run.wakes == 0, "\(run.all)")
        let rejected = run.all.compactMap { if case .wakeRejected(_, _, _, let evidence) = $0 { evidence } else { nil } }
        #expect(rejected.contains { $0.isCloseToEnrolled }, "\(rejected)")
    }

    /// eSpeak NG's f1 says "computer" in a way neither the keyword spotter nor its second look
    /// offers as a candidate; with three of its sayings enrolled, the enrolled sayings find it in
    /// the short stretch of speech it was said in. Without them nothing wakes Hark, and other words
    /// by other voices stay refused.
    @Test func theEnrolledSayingsSearchAStretchNothingWasSpottedIn() async throws {
        let directory = try enrolledDirectory(voice: "f1")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let saying: [AudioPlaylist.Item] = [Pipeline.fixture("f1-computer-4.wav"), .silence(1)]
        var off = Self.settings
        off.useWakeEnrollment = false
        let unenrolled = try await Pipeline.run(saying, directory: directory, settings: off)
        #expect(unenrolled.wakes == 0)
        #expect(!unenrolled.all.contains { if case .wakeRejected = $0 { true } else { false } }, "the spotter offered a candidate: \(unenrolled.all)")

        let found = try await Pipeline.run(saying, directory: directory, settings: Self.settings)
        let evidence = found.all.compactMap { if case .wake(_, _, _, let evidence) = $0 { evidence } else { nil } }
        #expect(evidence.count == 1 && evidence.first?.secondLook == true && evidence.first?.isCloseToEnrolled == true, "\(found.all)")

        let near = try await Pipeline.run([Pipeline.fixture("kal16-near-wake-words.wav"), .silence(1), Pipeline.fixture("rms-pass-the-salt.wav"), .silence(1)],
                                          directory: directory, settings: Self.settings)
        #expect(near.wakes == 0, "\(near.all)")
    }

    /// The room a saying is heard in is the quietest stretch before it, not the word said just
    /// before the phrase ("okay computer").
    @Test func theRoomIsTheQuietestStretchBeforeThePhrase() {
        var generator = SystemRandomNumberGenerator()
        let hiss = (0..<8_000).map { _ in Int16.random(in: -30...30, using: &generator) }
        let word = (0..<8_000).map { Int16(8_000 * sin(Double($0) * 0.2)) }
        let room = EnrolledSayings.quietestStretch(of: hiss + word)
        #expect(room.count == Int(EnrolledSayings.backgroundSeconds * 16_000))
        #expect(room.allSatisfy { abs(Int($0)) <= 30 })
        let wordFirst = EnrolledSayings.quietestStretch(of: word + hiss)
        #expect(wordFirst.allSatisfy { abs(Int($0)) <= 30 })
        #expect(EnrolledSayings.quietestStretch(of: Array(hiss.prefix(100))).count == 100)
    }

    /// Words near the phrase by another voice stay refused with the enrollment in use.
    @Test func wordsNearThePhraseStillDoNotWakeHark() async throws {
        let directory = try enrolledDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let near = try await Pipeline.run([Pipeline.fixture("kal16-near-wake-words.wav"), Pipeline.fixture("rms-pass-the-salt.wav")],
                                          directory: directory, settings: Self.settings)
        #expect(near.wakes == 0)
        let rejected = near.all.compactMap { if case .wakeRejected(_, _, _, let evidence) = $0 { evidence } else { nil } }
        #expect(!rejected.isEmpty && rejected.allSatisfy { $0.enrolledDistance != nil && !$0.isCloseToEnrolled }, "\(rejected)")
    }

    @Test func sayingsThatAreNotThePhraseAreRefusedByName() throws {
        let recognizer = try Recognizer(configuration: RecognizerConfiguration())
        let good = try (1...2).map { (name: "rms-computer-\($0).wav", samples: try Self.samples("rms-computer-\($0).wav")) }
        #expect(throws: WakeEnrollmentSamples.Refusal.self) { try WakeEnrollmentSamples.checked(good, recognizer: recognizer) }
        let stop = (name: "rms-stop.wav", samples: try Self.samples("rms-stop.wav"))
        do {
            _ = try WakeEnrollmentSamples.checked(good + [stop], recognizer: recognizer)
            Issue.record("\"stop\" was enrolled as a saying of \"computer\"")
        } catch let refusal as WakeEnrollmentSamples.Refusal {
            #expect(refusal.description.contains("rms-stop.wav") && refusal.description.contains("does not sound like"))
        }
        let silence = (name: "silence.wav", samples: [Int16](repeating: 0, count: 16_000))
        #expect(throws: WakeEnrollmentSamples.Refusal.self) { try WakeEnrollmentSamples.checked(good + [silence], recognizer: recognizer) }
    }
}

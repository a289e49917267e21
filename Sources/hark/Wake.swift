import ArgumentParser
import Foundation
import HarkAssistant
import HarkAudio
import HarkSkills
import HarkSpeech
import HarkStore

extension Hark {
    /// `hark wake enroll|status|check|forget`: the household's own sayings of the wake phrase.
    struct Wake: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Enroll the household's own sayings of the wake phrase, check a recording against them, or forget them.",
            discussion: """
                Hark judges a spotted wake phrase by how well it fits the phrase's sounds; a voice the judge \
                doubts is refused. With three or more recordings of someone saying the wake phrase enrolled \
                (hark wake enroll a.wav b.wav c.wav), a candidate that sounds close to one of them wakes Hark \
                even when the judge doubts it. Set wake.enrollment: false in the config to stop using them, \
                or hark wake forget to delete them. The recordings are kept in Hark's database.
                """,
            subcommands: [Enroll.self, Status.self, Check.self, Forget.self])

        /// Enrolls sayings from WAV files.
        struct Enroll: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Enroll 3 to 10 recordings of one person saying the wake phrase (WAV files), replacing earlier ones of that phrase.")
            @Argument(help: "WAV files, each the wake phrase said once (any PCM rate; converted to 16 kHz mono).")
            var files: [String]
            @Option(help: "The wake phrase said (default: the first configured one).")
            var phrase: String?
            @OptionGroup var config: ConfigOptions
            @OptionGroup var model: ModelOptions

            func run() async throws {
                let settings = try config.settings()
                let phrase = try Wake.phrase(phrase, settings: settings)
                var sayings: [(name: String, samples: [Int16])] = []
                for file in files {
                    do {
                        sayings.append((URL(fileURLWithPath: file).lastPathComponent, try WAVFile.read(path: file).samples16k))
                    } catch {
                        throw CLIError("\(file): \(error.description)")
                    }
                }
                let recognizer = try Recognizer(configuration: model.configuration(settings: settings))
                let kept: [[Int16]]
                do {
                    kept = try WakeEnrollmentSamples.checked(sayings, recognizer: recognizer)
                } catch let refusal as WakeEnrollmentSamples.Refusal {
                    throw CLIError(refusal.description)
                }
                let store = try config.suite().store
                do {
                    try store.enrollWakePhrase(phrase, samples: kept, at: Date())
                } catch {
                    throw CLIError(error.message)
                }
                print("Enrolled \(kept.count) sayings of \"\(phrase)\". Hark uses them from its next start"
                      + (settings.useWakeEnrollment ? "." : " once wake.enrollment is true in the config."))
            }
        }

        /// Says what is enrolled.
        struct Status: AsyncParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Say which sayings are enrolled and whether they are used.")
            @Flag(help: "Print one JSON object.")
            var json = false
            @OptionGroup var config: ConfigOptions

            func run() async throws {
                let settings = try config.settings()
                let samples: [WakeSample]
                let store = try config.suite().store
                do { samples = try store.wakeSamples() } catch { throw CLIError(error.message) }
                var counts: [String: Int] = [:]
                for sample in samples { counts[sample.phrase, default: 0] += 1 }
                if json {
                    print(JSONLine.encode(StatusLine(used: settings.useWakeEnrollment, samples: counts)))
                    return
                }
                if counts.isEmpty { print("No sayings of the wake phrase are enrolled (hark wake enroll a.wav b.wav c.wav)."); return }
                for (phrase, count) in counts.sorted(by: { $0.key < $1.key }) { print("\"\(phrase)\": \(count) sayings enrolled.") }
                print(settings.useWakeEnrollment ? "They are used (wake.enrollment: true)." : "They are not used: wake.enrollment is false.")
            }

            struct StatusLine: Encodable {
                let used: Bool
                let samples: [String: Int]
            }
        }

        /// Compares a recording with the enrolled sayings.
        struct Check: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Say how close a recording comes to the enrolled sayings, and whether that would wake Hark.")
            @Argument(help: "A WAV file.")
            var file: String
            @OptionGroup var config: ConfigOptions
            @OptionGroup var model: ModelOptions

            func run() async throws {
                let settings = try config.settings()
                let audio: [Int16]
                do { audio = try WAVFile.read(path: file).samples16k } catch { throw CLIError("\(file): \(error.description)") }
                let recognizer = try Recognizer(configuration: model.configuration(settings: settings))
                let phrases = settings.wakePhrases.map { $0.phrase.lowercased() }
                let store = try config.suite().store
                let loaded: EnrolledSayings?
                do {
                    loaded = try EnrolledSayings.load(from: store, phrases: phrases, recognizer: recognizer, margin: settings.wakeEnrollmentMargin)
                } catch let error as StoreError {
                    throw CLIError(error.message)
                }
                guard let sayings = loaded else {
                    throw CLIError("No sayings of \(phrases.map { "\"\($0)\"" }.joined(separator: " or ")) are enrolled (hark wake enroll a.wav b.wav c.wav).")
                }
                let enrollment = sayings.enrollment
                let distance = try sayings.distance(of: audio, recognizer: recognizer)
                guard distance.isFinite else { throw CLIError("\(file): no speech could be measured in it.") }
                print(String(format: "distance %.2f, bound %.2f: %@", distance, enrollment.bound,
                             distance <= enrollment.bound ? "close to an enrolled saying" : "not close to an enrolled saying"))
            }
        }

        /// Deletes every enrolled saying.
        struct Forget: AsyncParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Delete every enrolled saying of the wake phrase.")
            @OptionGroup var config: ConfigOptions

            func run() async throws {
                let forgotten: Int
                let store = try config.suite().store
                do { forgotten = try store.forgetWakeSamples() } catch { throw CLIError(error.message) }
                print(forgotten == 0 ? "No sayings were enrolled." : "Forgot \(forgotten) enrolled sayings; Hark stops using them at its next start.")
            }
        }

        /// The phrase enrolled: `given` when it is a configured wake phrase, else the first configured one.
        static func phrase(_ given: String?, settings: AssistantSettings) throws -> String {
            let configured = settings.wakePhrases.map { $0.phrase.lowercased() }
            guard let given else { return configured.first ?? "hey computer" }
            let wanted = given.lowercased().split(separator: " ").joined(separator: " ")
            guard configured.contains(wanted) else {
                throw CLIError("\"\(given)\" is not a configured wake phrase (\(configured.map { "\"\($0)\"" }.joined(separator: ", "))).")
            }
            return wanted
        }
    }
}

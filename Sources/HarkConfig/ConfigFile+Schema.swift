import Foundation
import HarkIntents
import HarkLimits
import HarkSkills
import HarkSpeech
import Yams
import HarkAssistant
import HarkAudio
import HarkWyoming

/// One key of the config file: where it sits, how it is read into the settings and written back.
struct ConfigKey {
    /// Path components, e.g. `["listening", "silence_timeout"]`.
    let path: [String]
    let read: (ConfigNode, inout AssistantSettings, ConfigFile.Context) throws(ConfigError) -> Void
    let write: (AssistantSettings) -> Node?

    var dotted: String { path.joined(separator: ".") }
}

extension ConfigFile {
    /// Every key, in the order `hark config show` writes them.
    static var keys: [ConfigKey] {
        [
            wakePhrases,
            bool("wake.verify", \.verifyWake),
            bool("wake.second_look", \.wakeSecondLook),
            number("wake.min_fit", \.wakeMinimumFit, .any),
            number("wake.min_score", \.wakeJudge.threshold, .any),
            bool("wake.enrollment", \.useWakeEnrollment),
            number("wake.enrollment_margin", \.wakeEnrollmentMargin, .range(0.5...3)),
            text("audio.capture", \.captureDevice),
            text("audio.playback", \.playbackDevice),
            bool("audio.denoise", \.audioCleanup.denoise),
            integer("audio.noise_suppress_db", \.audioCleanup.noiseSuppression, AudioCleanup.noiseSuppressionRange, unit: " dB"),
            bool("audio.gain", \.audioCleanup.gain),
            integer("audio.gain_level", \.audioCleanup.gainLevel, AudioCleanup.gainLevelRange),
            integer("audio.max_gain_db", \.audioCleanup.maxGain, AudioCleanup.maxGainRange, unit: " dB"),
            bool("audio.dereverb", \.audioCleanup.dereverb),
            bool("audio.barge_in", \.bargeIn),
            number("audio.echo_tail", \.echoTail, .range(0.05...1)),
            bool("audio.barge_in_replies", \.bargeInReplies),
            text("voice.name", \.voice),
            integer("voice.rate", \.rate, VoiceSettings.rateRange, unit: " words per minute"),
            integer("voice.pitch", \.pitch, VoiceSettings.pitchRange),
            integer("voice.volume", \.volume, VoiceSettings.volumeRange),
            number("listening.silence_timeout", \.silenceTimeout, .limit(silenceTimeout)),
            number("listening.vad_threshold", \.vadThreshold, .range(0.5...10)),
            bool("listening.cross_word_context", \.crossWordContext),
            number("listening.max_utterance", \.maxUtterance, .limit(maxUtterance)),
            number("listening.command_timeout", \.commandTimeout, .limit(Limits.listenSeconds)),
            number("listening.session_timeout", \.sessionTimeout, .limit(Limits.listenSeconds)),
            number("listening.command_min_fit", \.commandMinimumFit, .any),
            number("listening.command_min_coverage", \.commandMinimumCoverage, .range(0...1.5)),
            number("listening.command_partial_coverage", \.commandPartialCoverage, .range(0...1.5)),
            number("listening.command_partial_word_score", \.commandPartialWordScore, .any),
            number("listening.command_heard_word_score", \.commandHeardWordScore, .any),
            number("listening.command_refused_word_score", \.commandRefusedWordScore, .any),
            number("listening.command_sure_fit", \.commandSureFit, .any),
            number("listening.command_sure_coverage", \.commandSureCoverage, .range(0...1.5)),
            number("listening.command_sure_snr", \.commandSureSignalToNoise, .range(0...120)),
            number("listening.command_sure_word_score", \.commandSureWordScore, .any),
            bool("listening.command_doubt_second_pass", \.commandDoubtsSecondPassAlone),
            bool("listening.trim_to_speech", \.trimToSpeech),
            bool("listening.free_reading", \.freeReading),
            bool("listening.earcons", \.earcons),
            wyomingAddress("wyoming.uri", \.wyomingURI),
            integer("wyoming.max_connections", \.wyomingMaxConnections, 1...64, unit: " connections"),
            number("wyoming.answer_timeout", \.wyomingAnswerTimeout, .range(5...600)),
            bool("wyoming.zeroconf", \.wyomingZeroconf),
            satelliteServer,
            bool("web.enabled", \.webEnabled),
            webAddress,
            directory("data_dir", \.dataDirectory),
            directory("model_dir", \.modelDirectory),
            number("skills.feeding.interval_hours", \.skills.feedingIntervalHours, .limit(Limits.feedingIntervalHours)),
            babyName,
            feedingUnit,
            number("skills.alarms.snooze_minutes", \.skills.snoozeMinutes, .limit(Limits.snoozeMinutes)),
            number("skills.alarms.ring_seconds", \.skills.alarmRingSeconds, .limit(Limits.alarmRingSeconds)),
            name("skills.fake_call.default_caller", \.skills.fakeCallDefaultCaller),
            number("skills.fake_call.default_delay_minutes", \.skills.fakeCallDefaultDelayMinutes, .limit(Limits.callDelayMinutes)),
            bool("skills.fake_call.realert", \.skills.fakeCallRealert),
            number("skills.fake_call.realert_minutes", \.skills.fakeCallRealertMinutes, .limit(Limits.realertMinutes)),
            number("skills.fake_call.ring_seconds", \.skills.fakeCallRingSeconds, .limit(Limits.callRingSeconds)),
            integer("skills.pantry.reminder_hour", \.skills.pantryReminderHour, 0...23, unit: " (hour of the day)"),
            integer("shortcuts.donation_days", \.skills.donationDays, 0...366, unit: " days"),
            bool("lock.always", \.skills.lockAlways),
            lockSchedule,
            number("lock.unlock_minutes", \.skills.unlockMinutes, .range(1...1440)),
            skillFiles,
        ]
    }

    /// What a number may be.
    enum NumberRule {
        case any
        case range(ClosedRange<Double>)
        /// A range from ``Limits`` (or one a library checks again when the value is used), refused in its words.
        case limit(Limit<Double>)
    }

    /// The recognizer's own silence-timeout range, so the config refuses what the recognizer would.
    static let silenceTimeout = Limit("the silence timeout", RecognizerConfiguration.silenceTimeoutRange) { "\(format($0)) seconds" }
    /// The recognizer's own longest-utterance range.
    static let maxUtterance = Limit("the longest utterance", RecognizerConfiguration.maxUtteranceLengthRange) { "\(format($0)) seconds" }

    static func number(_ path: String, _ keyPath: WritableKeyPath<AssistantSettings, Double>, _ rule: NumberRule) -> ConfigKey {
        ConfigKey(path: split(path), read: { node, settings, _ throws(ConfigError) in
            let value = try node.number()
            switch rule {
            case .any: break
            case .limit(let limit):
                _ = try node.number(within: limit)
            case .range(let range):
                guard range.contains(value) else {
                    throw node.error(.outOfRange, "\(node.subject) is \(node.raw); use a number from \(format(range.lowerBound)) to \(format(range.upperBound)).")
                }
            }
            settings[keyPath: keyPath] = value
        }, write: { Node(format($0[keyPath: keyPath])) })
    }

    static func integer(_ path: String, _ keyPath: WritableKeyPath<AssistantSettings, Int>, _ range: ClosedRange<Int>, unit: String = "") -> ConfigKey {
        ConfigKey(path: split(path), read: { node, settings, _ throws(ConfigError) in
            let value = try node.integer()
            guard range.contains(value) else {
                throw node.error(.outOfRange, "\(node.subject) is \(value); use \(range.lowerBound) to \(range.upperBound)\(unit).")
            }
            settings[keyPath: keyPath] = value
        }, write: { Node(String($0[keyPath: keyPath])) })
    }

    static func bool(_ path: String, _ keyPath: WritableKeyPath<AssistantSettings, Bool>) -> ConfigKey {
        ConfigKey(path: split(path), read: { node, settings, _ throws(ConfigError) in
            settings[keyPath: keyPath] = try node.bool()
        }, write: { Node($0[keyPath: keyPath] ? "true" : "false") })
    }

    /// A text key; with `length`, its character count must be inside that limit.
    /// A Wyoming address (`tcp://HOST:PORT` or `unix://PATH`), checked as `hark wyoming` reads it.
    static func wyomingAddress(_ path: String, _ keyPath: WritableKeyPath<AssistantSettings, String>) -> ConfigKey {
        ConfigKey(path: split(path), read: { node, settings, _ throws(ConfigError) in
            settings[keyPath: keyPath] = try checkedWyomingAddress(node)
        }, write: { quoted($0[keyPath: keyPath]) })
    }

    /// `web.listen`: where the web app listens, `HOST:PORT`.
    static var webAddress: ConfigKey {
        ConfigKey(path: ["web", "listen"], read: { node, settings, _ throws(ConfigError) in
            let text = try node.nonEmptyString()
            guard ListenAddress(text) != nil else {
                throw node.error(.malformed, "\(node.subject) must be HOST:PORT with a port from 0 to 65535, such as 127.0.0.1:8765 or 0.0.0.0:8765, not \(text).")
            }
            settings.webListen = text
        }, write: { quoted($0.webListen) })
    }

    /// `satellite.server`: the Hark this one is a satellite of.
    static var satelliteServer: ConfigKey {
        ConfigKey(path: ["satellite", "server"], read: { node, settings, _ throws(ConfigError) in
            settings.satelliteServer = try checkedWyomingAddress(node)
        }, write: { $0.satelliteServer.map(quoted) ?? nil })
    }

    static func checkedWyomingAddress(_ node: ConfigNode) throws(ConfigError) -> String {
        let text = try node.nonEmptyString()
        do {
            _ = try WyomingEndpoint(uri: text)
        } catch {
            throw node.error(.malformed, "\(node.subject): \(error.message)")
        }
        return text
    }

    static func text(_ path: String, _ keyPath: WritableKeyPath<AssistantSettings, String>, length: Limit<Int>? = nil) -> ConfigKey {
        ConfigKey(path: split(path), read: { node, settings, _ throws(ConfigError) in
            if let length {
                settings[keyPath: keyPath] = try node.text(within: length)
            } else {
                settings[keyPath: keyPath] = try node.nonEmptyString()
            }
        }, write: { quoted($0[keyPath: keyPath]) })
    }

    /// A name Hark says and hears (the default caller): words only, numbers as words, and
    /// ``Limits/nameCharacters`` long, as `hark callers add` requires; a name the recognizer
    /// cannot hear would otherwise break the grammar of every command.
    static func name(_ path: String, _ keyPath: WritableKeyPath<AssistantSettings, String>) -> ConfigKey {
        ConfigKey(path: split(path), read: { node, settings, _ throws(ConfigError) in
            let text = StoredName.oneLine(try node.text(within: Limits.nameCharacters))
            _ = try words(node)
            settings[keyPath: keyPath] = text
        }, write: { quoted($0[keyPath: keyPath]) })
    }

    static func directory(_ path: String, _ keyPath: WritableKeyPath<AssistantSettings, String?>) -> ConfigKey {
        ConfigKey(path: split(path), read: { node, settings, context throws(ConfigError) in
            settings[keyPath: keyPath] = context.resolve(try node.nonEmptyString())
        }, write: { $0[keyPath: keyPath].map(quoted) })
    }

    /// `wake.phrases`: a list of phrases, each plain text or `{phrase: …, threshold: …}`.
    static var wakePhrases: ConfigKey {
        ConfigKey(path: ["wake", "phrases"], read: { node, settings, _ throws(ConfigError) in
            var phrases: [Keyphrase] = []
            for item in try node.sequence() {
                var keyphrase = Keyphrase("", threshold: WakeJudge.candidateThreshold)
                let phraseNode: ConfigNode
                if case .mapping = item.node {
                    let entries = try item.mapping(allowed: ["phrase", "threshold"])
                    phraseNode = try item.required("phrase", in: entries)
                    if let threshold = entries["threshold"] {
                        keyphrase.threshold = try threshold.number()
                        guard keyphrase.threshold > 0, keyphrase.threshold < 1 else {
                            throw threshold.error(.outOfRange, "\(threshold.subject) is \(threshold.raw); use a number between 0 and 1 such as 1e-20 (smaller hears the phrase more easily).")
                        }
                    }
                } else {
                    phraseNode = item
                }
                keyphrase.phrase = try words(phraseNode).joined(separator: " ")
                phrases.append(keyphrase)
            }
            guard !phrases.isEmpty else { throw node.error(.wrongType, "\(node.subject) must list at least one wake phrase.") }
            settings.wakePhrases = phrases
        }, write: { settings in
            Node(settings.wakePhrases.map { Node([(Node("phrase"), quoted($0.phrase)), (Node("threshold"), Node(format($0.threshold)))], .implicit, .flow) })
        })
    }

    /// `skills.feeding.baby_name`: optional; one or two words Hark says and hears ("feed Emma").
    static var babyName: ConfigKey {
        ConfigKey(path: split("skills.feeding.baby_name"), read: { node, settings, _ throws(ConfigError) in
            guard !node.isNull else { settings.skills.babyName = nil; return }
            let text = StoredName.oneLine(try node.text(within: Limits.nameCharacters))
            let said = try words(node)
            guard said.count <= 2 else {
                throw node.error(.invalidWords, "\(node.subject) is \(said.count) words; give the name Hark should hear in one or two words, like Emma or Baby Jo.")
            }
            guard !FeedingSkill.babyWords.contains(said.joined(separator: " ")) else {
                throw node.error(.invalidWords, "\(node.subject) is '\(text)', which Hark already hears for every baby; give the baby's own name, or leave the key out.")
            }
            settings.skills.babyName = text
        }, write: { $0.skills.babyName.map(quoted) })
    }

    /// `lock.schedule`: when Hark locks itself every day, `"22:00-07:00"` (null: only by hand).
    static var lockSchedule: ConfigKey {
        ConfigKey(path: split("lock.schedule"), read: { node, settings, _ throws(ConfigError) in
            guard !node.isNull else { settings.skills.lockSchedule = nil; return }
            let text = try node.nonEmptyString()
            guard let schedule = DailyHours(text) else {
                throw node.error(.malformed, "\(node.subject) is '\(text)'; write the hours it locks as \"22:00-07:00\" (24-hour clock, start and end differ).")
            }
            settings.skills.lockSchedule = schedule
        }, write: { $0.skills.lockSchedule.map { quoted($0.description) } })
    }

    /// `skills.feeding.amount_unit`: the unit of an amount said without one, `ml` or `oz`.
    static var feedingUnit: ConfigKey {
        ConfigKey(path: split("skills.feeding.amount_unit"), read: { node, settings, _ throws(ConfigError) in
            let text = try node.nonEmptyString().lowercased()
            switch text {
            case "ml", "milliliters", "millilitres": settings.skills.feedingAmountUnit = .ml
            case "oz", "ounces": settings.skills.feedingAmountUnit = .oz
            default: throw node.error(.outOfRange, "\(node.subject) is \(node.raw); use ml or oz.")
            }
        }, write: { Node($0.skills.feedingAmountUnit.rawValue) })
    }

    /// `skills.files`: skills files to load.
    static var skillFiles: ConfigKey {
        ConfigKey(path: ["skills", "files"], read: { node, settings, context throws(ConfigError) in
            let items = if case .scalar = node.node, !node.isNull { [node] } else { try node.sequence() }
            var files: [String] = []
            for item in items { files.append(context.resolve(try item.nonEmptyString())) }
            settings.skillFiles = files
        }, write: { settings in Node(settings.skillFiles.map(quoted)) })
    }

    /// A phrase's words, refusing digits and punctuation.
    static func words(_ node: ConfigNode) throws(ConfigError) -> [String] {
        let text = try node.nonEmptyString()
        do {
            return try TemplateParser.words(in: text)
        } catch {
            throw node.error(.invalidWords, "\(node.subject): \(error.message) in \"\(FileSkills.abbreviated(text))\"; write words only, numbers as words.")
        }
    }

    static func split(_ path: String) -> [String] { path.split(separator: ".").map(String.init) }

    /// A number as YAML text: `175`, `0.7`, `1e-20`.
    static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func quoted(_ text: String) -> Node { Node(text, .implicit, .doubleQuoted) }
}

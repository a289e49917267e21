import HarkTesting
import Foundation

/// What one data directory of the crash suite must hold: every write whose command
/// was acknowledged (exited 0 with its confirmation) before the writers were killed.
/// A write whose command was killed may or may not have happened; it is not checked.
struct CrashLedger {
    enum Known { case present, absent, unknown }

    var callers: [String: Known] = [:]
    var presets: [String: Known] = [:]
    var foods: [Int: (name: String, known: Known)] = [:]
    var alarms: [Int: (title: String, known: Known)] = [:]
    var timers = 0
    var feedingsStarted = 0
    var feedingsFinished = 0
    /// The last feeding command was an acknowledged "finish feeding", so its reminder is pending.
    var feedingReminder = false
    /// Acknowledged writes recorded.
    var acknowledged = 0

    /// One write command of the crash suite.
    enum Write: CaseIterable {
        case startFeeding, finishFeeding, timer, addAlarm, deleteAlarm, addCaller, removeCaller
        case addPreset, removePreset, addFood, removeFood
    }

    /// The arguments of `write` (falling back to an add when there is nothing to remove).
    mutating func arguments(for write: Write, serial: Int, random: inout SeededRandom) -> (Write, [String]) {
        let tag = Self.letters(serial)
        switch write {
        case .startFeeding: return (write, ["ask", "start feeding"])
        case .finishFeeding: return (write, ["ask", "finish feeding"])
        case .timer:
            let minutes = ["five", "ten", "fifteen", "twenty", "thirty"][random.below(5)]
            return (write, ["ask", "set a timer for \(minutes) minutes"])
        case .addAlarm:
            let time = String(format: "%02d:%02d", random.below(24), random.below(60))
            return (write, ["alarms", "add", time, "--title", "wake \(tag)"])
        case .deleteAlarm:
            guard let id = Self.pick(alarms.filter { $0.value.known == .present }.map(\.key), &random) else {
                return arguments(for: .addAlarm, serial: serial, random: &random)
            }
            return (write, ["alarms", "delete", "\(id)"])
        case .addCaller: return (write, ["callers", "add", "Caller \(tag)"])
        case .removeCaller:
            guard let name = Self.pick(callers.filter { $0.value == .present }.map(\.key), &random) else {
                return arguments(for: .addCaller, serial: serial, random: &random)
            }
            return (write, ["callers", "remove", name])
        case .addPreset: return (write, ["callers", "presets", "add", "work \(tag)", "--delay", "10m"])
        case .removePreset:
            guard let name = Self.pick(presets.filter { $0.value == .present }.map(\.key), &random) else {
                return arguments(for: .addPreset, serial: serial, random: &random)
            }
            return (write, ["callers", "presets", "remove", name])
        case .addFood: return (write, ["pantry", "add", "food \(tag)"])
        case .removeFood:
            guard let id = Self.pick(foods.filter { $0.value.known == .present }.map(\.key), &random) else {
                return arguments(for: .addFood, serial: serial, random: &random)
            }
            return (write, ["pantry", "remove", "\(id)"])
        }
    }

    /// Records how a run of `write` with `arguments` ended; returns a problem when a
    /// command that was not killed failed in a way it should not.
    mutating func record(_ write: Write, _ arguments: [String], _ outcome: KilledProcess.Outcome) -> String? {
        let known: Known = outcome.acknowledged ? .present : .unknown
        let gone: Known = outcome.acknowledged ? .absent : .unknown
        if outcome.acknowledged { acknowledged += 1 }
        switch write {
        case .startFeeding:
            feedingReminder = false
            if outcome.acknowledged { feedingsStarted += 1 }
        case .finishFeeding:
            if outcome.acknowledged {
                feedingsFinished += 1
                feedingReminder = true
            } else if outcome.signalled {
                feedingReminder = false
            }
        case .timer:
            if outcome.acknowledged { timers += 1 }
        case .addAlarm:
            if outcome.acknowledged, let id = Self.number(after: "Alarm ", in: outcome.stdout) { alarms[id] = (arguments[4], .present) }
        case .deleteAlarm:
            if let id = Int(arguments[2]) { alarms[id]?.known = gone }
        case .addCaller: callers[arguments[2]] = known
        case .removeCaller: callers[arguments[2]] = gone
        case .addPreset: presets[arguments[3]] = known
        case .removePreset: presets[arguments[3]] = gone
        case .addFood:
            if outcome.acknowledged, let id = Self.number(after: "(id ", in: outcome.stdout) { foods[id] = (arguments[2], .present) }
        case .removeFood:
            if let id = Int(arguments[2]) { foods[id]?.known = gone }
        }
        if outcome.signalled { return nil }
        // Not killed: only these refusals are expected ("no feeding running", "already running").
        let allowed: Set<Int32> = write == .finishFeeding ? [0, 2] : write == .startFeeding ? [0, 3] : [0]
        if !allowed.contains(outcome.status) {
            return "hark \(arguments.joined(separator: " ")) exited \(outcome.status): \(outcome.stderr)\(outcome.stdout)"
        }
        if outcome.status == 0 && outcome.stdout.isEmpty {
            return "hark \(arguments.joined(separator: " ")) exited 0 without a confirmation"
        }
        return nil
    }

    /// "aa", "ab", … : unique, pronounceable-as-letters tags for names.
    static func letters(_ number: Int) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        var value = number, text = ""
        repeat {
            text = String(alphabet[value % 26]) + text
            value /= 26
        } while value > 0
        return text.count == 1 ? "a" + text : text
    }

    static func number(after marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    static func pick<T: Comparable>(_ candidates: [T], _ random: inout SeededRandom) -> T? {
        candidates.isEmpty ? nil : candidates.sorted()[random.below(candidates.count)]
    }
}

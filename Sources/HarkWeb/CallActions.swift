import Foundation
import HarkSkills
import HarkStore
import Hummingbird

/// What the calls page and the API do with fake calls, each with its refusals: one definition
/// over the same ``FakeCallService`` the voice uses (the delay limits, scripts and re-alert are its rules).
struct CallActions {
    let calls: FakeCallService

    /// Schedules a call from `callerName` (the default caller when nil) in `delay` seconds.
    func start(callerName: String?, delay: Int, realert: Bool?) throws -> ScheduledEvent {
        let caller: Caller
        if let callerName, !callerName.isEmpty {
            guard let found = try calls.caller(named: callerName) else {
                throw HTTPError(.badRequest, message: "There is no caller called \(callerName.prefix(40)); add one first.")
            }
            caller = found
        } else {
            caller = try calls.defaultCaller()
        }
        return try refusals { try calls.scheduleCall(from: caller, in: TimeInterval(delay), realert: realert) }
    }

    /// Starts the call a preset describes.
    func start(preset name: String) throws -> ScheduledEvent {
        guard let preset = try calls.preset(named: name) else {
            throw HTTPError(.notFound, message: "There is no call preset called \(name.prefix(40)).")
        }
        return try refusals { try calls.scheduleCall(preset: preset) }
    }

    /// Cancels every waiting call; 404 when none waits.
    func cancelAll() throws -> Int {
        let cancelled = try calls.cancelPendingCalls()
        guard !cancelled.isEmpty else { throw HTTPError(.notFound, message: "No fake call is waiting.") }
        return cancelled.count
    }

    func addCaller(name: String, script: [String]?) throws -> Caller {
        try refusals { try calls.addCaller(name, script: script) }
    }

    func removeCaller(name: String) throws {
        try refusals { try calls.removeCaller(named: name) }
    }

    func addPreset(_ preset: FakeCallPreset) throws -> FakeCallPreset {
        try refusals { try calls.addPreset(preset) }
    }

    func removePreset(name: String) throws {
        try refusals { try calls.removePreset(named: name) }
    }

    /// Script lines from a text area: one line each, blanks dropped; nil when there are none.
    static func lines(_ text: String?) -> [String]? {
        let lines = (text ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.isEmpty ? nil : lines
    }

    /// A delay in seconds from a form or JSON; 400 for anything but a whole number.
    static func delay(_ text: String?) throws -> Int {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return 0 }
        guard let seconds = Int(text) else {
            throw HTTPError(.badRequest, message: "The delay must be a whole number of seconds, not '\(text.prefix(20))'.")
        }
        return seconds
    }

    /// The service's refusals as HTTP errors: 404 for an unknown caller or preset, 409 for one
    /// in use or already there, 400 for a bad name, script or delay.
    private func refusals<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as FakeCallError {
            let status: HTTPResponse.Status = switch error.code {
            case .unknownCaller, .unknownPreset, .noPendingCall: .notFound
            case .duplicateCaller, .duplicatePreset, .callerInUse, .defaultCaller: .conflict
            default: .badRequest
            }
            throw HTTPError(status, message: error.message)
        }
    }
}

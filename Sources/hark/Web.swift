import ArgumentParser
import Foundation
import HarkSkills
import HarkStore
import HarkWeb

extension Hark {
    /// `hark web pair|sessions|revoke`: who may use the web app.
    struct Web: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Pair a browser with the web app, list the paired ones, or end every session.",
            discussion: """
                The web app (hark serve) serves nothing but its pairing page to a browser that has not paired. \
                hark web pair prints a 6-digit code that works once, for 10 minutes, in any hark serve on the \
                same data directory; five wrong tries void it.
                """,
            subcommands: [Pair.self, Sessions.self, Revoke.self],
            defaultSubcommand: Sessions.self)

        static func access(_ data: DataOptions) throws -> WebAccess {
            let suite = try data.suite()
            return WebAccess(store: suite.store, clock: suite.feeding.clock)
        }

        /// Runs `body`, turning the store's refusals into one-sentence command errors.
        static func refusals<T>(_ body: () throws -> T) throws -> T {
            do {
                return try body()
            } catch let error as StoreError {
                throw CLIError(error.message)
            }
        }
    }
}

extension Hark.Web {
    /// Prints a new pairing code.
    struct Pair: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print a 6-digit code that pairs one browser with the web app (valid 10 minutes, once).")

        @OptionGroup var data: DataOptions

        @Flag(help: "Print the code as JSON.")
        var json = false

        func run() async throws {
            let access = try Hark.Web.access(data)
            let made = try Hark.Web.refusals { try access.newPairingCode() }
            if json {
                print(JSONLine.encode(PairingLine(code: made.code, expiresAt: made.expiresAt)))
            } else {
                let until = DateFormatter.localizedString(from: made.expiresAt, dateStyle: .none, timeStyle: .short)
                print("Pairing code: \(made.code)")
                print("Enter it on the web app's pairing page (/pair) before \(until); it works once.")
            }
        }
    }

    /// Lists the paired sessions.
    struct Sessions: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the browsers and scripts paired with the web app.")

        @OptionGroup var data: DataOptions

        @Flag(help: "Print one JSON object per session.")
        var json = false

        func run() async throws {
            let access = try Hark.Web.access(data)
            let sessions = try Hark.Web.refusals { try access.sessions() }
            if sessions.isEmpty && !json { print("No browser is paired; pair one with hark web pair.") }
            for session in sessions {
                if json {
                    print(JSONLine.encode(SessionLine(session)))
                } else {
                    let seen = DateFormatter.localizedString(from: session.lastSeenAt, dateStyle: .short, timeStyle: .short)
                    print("\(session.id ?? 0): \(session.label) (last used \(seen))")
                }
            }
        }
    }

    /// Ends every session.
    struct Revoke: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "End every web app session at once (each browser must pair again), and void a pending code.")

        @OptionGroup var data: DataOptions

        func run() async throws {
            let access = try Hark.Web.access(data)
            let ended = try Hark.Web.refusals { try access.revokeAll() }
            print(ended == 0 ? "No session was open." : "Ended \(ended) \(ended == 1 ? "session" : "sessions"); each browser must pair again.")
        }
    }
}

/// A pairing code as JSON.
struct PairingLine: Encodable {
    let code: String
    let expiresAt: Date
}

/// A session as JSON (never its token, which the store does not have).
struct SessionLine: Encodable {
    let id: Int64
    let label: String
    let createdAt: Date
    let lastSeenAt: Date

    init(_ session: WebSession) {
        id = session.id ?? 0
        label = session.label
        createdAt = session.createdAt
        lastSeenAt = session.lastSeenAt
    }
}

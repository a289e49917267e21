import Foundation
import HarkIntents
import HarkStore
public import Hummingbird
import Logging
import NIOCore

/// Turns every error a route throws into a clear answer: a refused value or a missing record
/// gets its 4xx and the sentence saying what to send, a busy or full store its 5xx and what to
/// do; JSON for the API, a small page for a browser. Never a bare 500 without a reason.
public struct WebErrors: RouterMiddleware {
    public typealias Context = WebRequestContext

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let (status, message) = Self.describe(error)
            if status.code >= 500 { context.logger.error("\(request.method) \(request.uri.path): \(message)") }
            return Self.wantsJSON(request) ? Self.json(status: status, message: message) : Self.page(status: status, message: message)
        }
    }

    /// The status and the sentence for `error`.
    static func describe(_ error: any Error) -> (HTTPResponse.Status, String) {
        switch error {
        case let error as HTTPError:
            return (error.status, error.body ?? error.status.reasonPhrase)
        case let error as StoreError:
            switch error.code {
            case .outOfRange: return (.badRequest, error.message)
            case .busy: return (.serviceUnavailable, error.message)
            case .diskFull: return (.init(code: 507, reasonPhrase: "Insufficient Storage"), error.message)
            default: return (.internalServerError, error.message)
            }
        case let problem as VoiceShortcutProblem:
            return (problem.code == .unknownShortcut ? .notFound : .badRequest, problem.message)
        case is NIOTooManyBytesError:
            return (.contentTooLarge, "The request body is larger than \(WebApp.bodyLimit / 1024) kB; nothing was changed.")
        case let error as any HTTPResponseError:
            return (error.status, error.status.reasonPhrase)
        default:
            return (.internalServerError, "Hark could not do that: \(error). Nothing was changed.")
        }
    }

    /// Whether the answer should be JSON: the API, the live stream, or a client asking for JSON.
    static func wantsJSON(_ request: Request) -> Bool {
        request.uri.path.hasPrefix("/api/") || request.uri.path == "/events"
            || (request.headers[.accept]?.contains("application/json") ?? false)
    }

    static func json(status: HTTPResponse.Status, message: String) -> Response {
        let body = (try? JSONSerialization.data(withJSONObject: ["error": message])) ?? Data("{}".utf8)
        return Response(status: status, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                        body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    static func page(status: HTTPResponse.Status, message: String) -> Response {
        let body = """
        <h1>\(HTML(escaping: status.reasonPhrase))</h1>
        <section role="alert"><p>\(HTML(escaping: message))</p></section>
        <p><a class="button" href="/">Back to today</a></p>
        """
        return Response(status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                        body: .init(byteBuffer: ByteBuffer(string: PageLayout.page(title: status.reasonPhrase, body: body))))
    }
}

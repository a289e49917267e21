import Foundation
import HTTPTypes
public import Hummingbird

/// Lets a request through only in a paired session; changing requests made with the session's
/// cookie must also carry its anti-forgery token (a form's `csrf` field or an `X-CSRF-Token`
/// header). The pairing page is the one thing served without a session.
public struct SessionGate: RouterMiddleware {
    public typealias Context = WebRequestContext

    let access: WebAccess

    /// The cookie holding a browser's session token.
    static let cookieName = "hark_session"
    /// The header a script or a page's own JavaScript sends the anti-forgery token in.
    static let csrfHeader = HTTPField.Name("X-CSRF-Token")!

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if request.uri.path == PairPage.path { return try await next(request, context) }
        guard let presented = Self.token(in: request), let _ = try access.session(token: presented.token) else {
            return Self.refusal(for: request)
        }
        var request = request
        var context = context
        context.session = presented
        if presented.viaCookie && !Self.isSafe(request.method) {
            var sent = request.headers[Self.csrfHeader]
            if sent == nil, request.headers[.contentType]?.hasPrefix("application/x-www-form-urlencoded") == true {
                let body = try await request.collectBody(upTo: WebApp.bodyLimit)
                sent = FormBody(String(buffer: body))["csrf"]
            }
            guard let sent, WebAccess.isCSRFToken(sent, for: presented.token) else {
                throw HTTPError(.forbidden, message: "This request did not come from a Hark page (its anti-forgery token is missing or wrong). Load the page again and retry.")
            }
        }
        return try await next(request, context)
    }

    /// The session token a request carries: `Authorization: Bearer` first, else the cookie.
    static func token(in request: Request) -> OpenSession? {
        if let authorization = request.headers[.authorization], authorization.lowercased().hasPrefix("bearer ") {
            return OpenSession(token: String(authorization.dropFirst(7)).trimmingCharacters(in: .whitespaces), viaCookie: false)
        }
        if let cookie = request.cookies[cookieName] {
            return OpenSession(token: cookie.value, viaCookie: true)
        }
        return nil
    }

    static func isSafe(_ method: HTTPRequest.Method) -> Bool {
        [.get, .head, .options].contains(method)
    }

    /// 401: JSON for the API and the live stream; for a page, the pairing form itself.
    static func refusal(for request: Request) -> Response {
        let message = "Pair this browser first: run `hark web pair` on the machine running Hark and enter the code at \(PairPage.path)."
        if WebErrors.wantsJSON(request) {
            var response = WebErrors.json(status: .unauthorized, message: message)
            response.headers[.wwwAuthenticate] = "Bearer realm=\"Hark\""
            return response
        }
        return Response(status: .unauthorized, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                        body: .init(byteBuffer: ByteBuffer(string: PairPage.render(message: nil))))
    }
}

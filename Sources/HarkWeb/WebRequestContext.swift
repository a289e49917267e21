public import Hummingbird
public import NIOCore

/// What a request of the web app carries besides itself: the session it was made in, once the
/// ``SessionGate`` has let it through.
public struct WebRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The connected client.
    public let remoteAddress: SocketAddress?
    /// The paired session making the request (nil only on the pairing page).
    public var session: OpenSession?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// Request bodies are small forms and JSON: anything larger is refused with 413 before it is read.
    public var maxUploadSize: Int { WebApp.bodyLimit }
}

/// A session a request was made in.
public struct OpenSession: Sendable {
    /// The session's token, as the request carried it.
    let token: String
    /// How the token came: a browser's cookie (changing requests must then carry the CSRF token)
    /// or a script's `Authorization: Bearer` header.
    let viaCookie: Bool

    /// The anti-forgery token every form of this session carries.
    var csrf: String { WebAccess.csrfToken(for: token) }
}

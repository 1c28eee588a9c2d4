import Foundation
import Hummingbird
import HummingbirdAuth
import MorselCore
import MorselData
import MorselServices

/// The per-request context every route sees.
public struct AppRequestContext: AuthRequestContext, RequestContext {
    public var coreContext: CoreRequestContextStorage
    public var identity: CurrentUser?
    /// The client's IP address, for the sign-in limits; nil when unknown (tests without a socket).
    public let clientAddress: String?
    /// Which answers the client reads (`Morsel-API-Version`, set by ``APIVersionMiddleware``).
    var apiVersion = APIVersion.v1

    public init(source: Source) {
        self.coreContext = .init(source: source)
        self.identity = nil
        self.clientAddress = source.channel.remoteAddress?.ipAddress
    }

    /// Bodies bigger than a photo are refused before they are read.
    public var maxUploadSize: Int { Self.maxUploadSize }
    static let maxUploadSize = ImageFormat.maxBytes + 64 * 1024
}

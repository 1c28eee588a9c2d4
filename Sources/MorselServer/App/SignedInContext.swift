import Foundation
import Hummingbird
import MorselCore

/// What every route's context can say: who is asking, when known, and from where.
protocol MorselRequestContext: RequestContext {
    var identity: CurrentUser? { get }
    /// The client's IP address, for the sign-in limits; nil when unknown (tests without a socket).
    var clientAddress: String? { get }
}

extension AppRequestContext: MorselRequestContext {}

/// The context of a route behind sign-in (a token for the API, a session for the web): the
/// person is known, so a handler reads ``user`` and never asks again whether anyone is there.
/// Made from ``AppRequestContext`` by the router group that mounts signed-in routes; no
/// identity is a 401 (the groups' `RequireToken` and `RequireSignIn` answer first, the way each
/// edge answers a stranger).
struct SignedInContext: ChildRequestContext, MorselRequestContext {
    var coreContext: CoreRequestContextStorage
    let user: CurrentUser
    let clientAddress: String?
    let apiVersion: APIVersion

    init(context: AppRequestContext) throws {
        guard let user = context.identity else { throw AppError.unauthorized() }
        // The parent's storage, so the path parameters the router found come along.
        self.coreContext = context.coreContext
        self.user = user
        self.clientAddress = context.clientAddress
        self.apiVersion = context.apiVersion
    }

    var identity: CurrentUser? { user }
    var maxUploadSize: Int { AppRequestContext.maxUploadSize }
}

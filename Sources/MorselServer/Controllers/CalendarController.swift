import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// The plan in a calendar: the feed itself (`/calendar/{secret}.ics`, no sign-in: the secret
/// is the key) and, through the API, making, renewing and turning off one's feed address.
struct CalendarController: Sendable {
    let credentials: CredentialRepository
    let feed: CalendarFeed
    let configuration: AppConfiguration

    func addFeedRoute(to router: Router<AppRequestContext>) {
        router.get(.init(Route.calendarFeed.pattern), use: calendar)
    }

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.API.calendar.pattern), use: status)
        router.post(.init(Route.API.calendar.pattern), use: renew)
        router.delete(.init(Route.API.calendar.pattern), use: revoke)
    }

    /// The feed, as `text/calendar`; a secret that opens no feed is a 404 like any unknown address.
    @Sendable func calendar(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let secret = context.parameters.get("secret"), !secret.isEmpty, secret.count <= 100,
            let text = try await feed.text(
                secret: secret,
                link: Route.planEntryLink(site: RequestValues.site(request, configuration: configuration)))
        else { throw DomainError.notFound }
        return Response(
            status: .ok,
            headers: [.contentType: "text/calendar; charset=utf-8", .cacheControl: "private, max-age=300"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// Whether the person has a feed, since when, and when a calendar last read it.
    @Sendable func status(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try JSONResponse.make(CalendarFeedDTO(try await credentials.calendarFeed(userID: user.id)))
    }

    /// A new feed address (201), replacing the old one, which stops working: shown this once.
    @Sendable func renew(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let (secret, info) = try await credentials.renewCalendarFeed(userID: user.id)
        var answer = CalendarFeedDTO(info)
        answer.url = Route.calendarFeedAddress(
            site: RequestValues.site(request, configuration: configuration), secret: secret)
        return try JSONResponse.make(answer, status: .created)
    }

    /// Turns the feed off (204); 404 when there was none.
    @Sendable func revoke(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        guard try await credentials.revokeCalendarFeed(userID: user.id) else { throw DomainError.notFound }
        return Response(status: .noContent)
    }
}

/// `GET/POST /api/v1/calendar`: `url` only in the answer that made it.
struct CalendarFeedDTO: Encodable, Sendable {
    let active: Bool
    @EncodedAsNull var createdAt: Date?
    @EncodedAsNull var lastReadAt: Date?
    var url: String?

    init(_ info: CalendarFeedInfo?) {
        active = info != nil
        createdAt = info?.createdAt
        lastReadAt = info?.lastReadAt
    }
}

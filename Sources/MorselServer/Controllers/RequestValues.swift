import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// Reading path and query values the same way in every controller: a bad value is a 422
/// naming it, a malformed id a 404.
enum RequestValues {
    /// The `{id}` in the path; one that is not a UUID names nothing: the same 404 as an unknown id.
    static func id(_ context: some RequestContext) throws -> UUID {
        guard let id = context.parameters.get("id").flatMap(UUID.init(uuidString:)) else { throw DomainError.notFound }
        return id
    }

    /// Where people reach this instance, for links handed to other programs (a calendar
    /// feed's, an assistant's): `MORSEL_PUBLIC_URL`, else the host the request came to.
    static func site(_ request: Request, configuration: AppConfiguration) -> String {
        configuration.siteAddress ?? "http://" + (request.head.authority ?? "localhost")
    }

    /// `?week=` (`2026-W48`), by default the week of the person's today.
    static func week(_ request: Request, user: CurrentUser, clock: AppClock) throws -> PlanWeek {
        try PlanWeek.read(request.uri.queryParameters["week"].map(String.init), today: clock.today(for: user))
    }

    /// The `{date}` in the path, yyyy-mm-dd; anything else is a 422.
    static func date(_ context: some RequestContext) throws -> MealDate {
        guard let date = MealDate(iso: context.parameters.get("date") ?? "") else {
            throw DomainError.invalid("date", "The day must be a real date written yyyy-mm-dd.")
        }
        return date
    }

    static func sortOrder(_ text: String?, default fallback: MealSortOrder) throws -> MealSortOrder {
        guard let text, !text.isEmpty else { return fallback }
        guard let order = MealSortOrder(rawValue: text.lowercased()) else {
            throw DomainError.invalid(
                "sort", "sort must be one of: \(MealSortOrder.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        return order
    }

    /// `true` or `false`; absent is false. Anything else is refused rather than read as false.
    static func flag(_ text: String?, field: String) throws -> Bool {
        switch text {
        case nil, "", "false": return false
        case "true": return true
        default: throw DomainError.invalid(field, "\(field) must be true or false.")
        }
    }

    static func integer(_ text: String?, field: String, default fallback: Int, range: ClosedRange<Int>) throws -> Int {
        guard let text, !text.isEmpty else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            throw DomainError.invalid(
                field, "\(field) must be a whole number from \(range.lowerBound) to \(range.upperBound).")
        }
        return value
    }
}

extension Response {
    /// A stored photo with its type; private to the person, briefly cacheable.
    static func photo(_ photo: (contentType: String, data: Data)) -> Response {
        Response(
            status: .ok, headers: [.contentType: photo.contentType, .cacheControl: "private, max-age=60"],
            body: .init(byteBuffer: ByteBuffer(data: photo.data)))
    }
}

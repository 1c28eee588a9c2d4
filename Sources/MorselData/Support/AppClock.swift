import Foundation
import MorselCore

/// The one place the app asks what time it is, so tests can pin "now" and "today".
public struct AppClock: Sendable {
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    public static let system = AppClock { Date() }

    /// A clock stopped at `instant`.
    public static func fixed(_ instant: Date) -> AppClock { AppClock { instant } }
}

extension AppClock {
    /// The date it is now in `timeZone`.
    public func today(in timeZone: TimeZone) -> MealDate {
        MealDate(now(), in: timeZone)
    }
}

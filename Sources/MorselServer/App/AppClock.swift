import Foundation
import MorselCore
import MorselData
import MorselServices

extension AppClock {
    /// The date it is now where the person is.
    func today(for user: CurrentUser) -> MealDate {
        today(in: user.timeZone)
    }
}

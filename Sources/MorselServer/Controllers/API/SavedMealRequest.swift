import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// The fields of ``MorselCore/SavedMealInput/fields``: a name, a category, and the foods one
/// per line or separated by commas ("2 large eggs\n1 slice toast").
struct SavedMealRequest: Decodable, Sendable {
    let input: SavedMealInput

    init(from decoder: any Decoder) throws {
        input = try SavedMealInput(sentFrom: decoder)
    }
}

struct LogSavedMealRequest: Decodable, Sendable {
    let date: String?
    let time: String?
}

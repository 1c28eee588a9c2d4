import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

struct WeightRequest: Decodable, Sendable {
    let weight: InputValue?
    let unit: String?
    let note: String?
    /// True: the weighing is right, though far from the trend (the expenditure estimate asked).
    let confirmed: Bool?

    private enum Keys: String, CodingKey { case weight, unit, note, confirmed }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if let number = try? container.decode(Double.self, forKey: .weight) {
            weight = .number(number)
        } else {
            weight = (try? container.decode(String.self, forKey: .weight)).map(InputValue.text)
        }
        unit = try container.decodeIfPresent(String.self, forKey: .unit)
        note = try container.decodeIfPresent(String.self, forKey: .note)
        confirmed = try container.decodeIfPresent(Bool.self, forKey: .confirmed)
    }
}

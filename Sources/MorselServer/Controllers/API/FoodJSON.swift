import Foundation
import MorselCore
import MorselData
import MorselServices
import NIOCore

/// Each food's JSON, encoded once. The USDA table does not change while the server runs,
/// and encoding a food's nutrients and portions again was a quarter of a search's CPU.
final class FoodJSON: Sendable {
    /// About 1 KB a food.
    private let written = BoundedCache<String, ByteBuffer>(limit: 4_000)

    /// `{"items": [...]}` of these foods, as ``FoodListDTO`` encodes it.
    func list(_ foods: [Food]) throws -> ByteBuffer {
        var json = JSONWriter(capacity: 1024 * max(foods.count, 1))
        let items = try foods.map(json(of:))
        json.object { json in
            json.key("items")
            json.array(items) { item, json in json.written(item) }
        }
        return json.buffer
    }

    /// The food as ``FoodDTO`` encodes it.
    func json(of food: Food) throws -> ByteBuffer {
        let encode = { try JSONResponse.bytes(of: FoodDTO(food)) }
        // Packaged foods change (a lookup refreshes one, an import replaces it): never kept.
        if Product.code(inFoodID: food.id) != nil { return try encode() }
        return try written.value(for: food.id, make: encode)
    }
}

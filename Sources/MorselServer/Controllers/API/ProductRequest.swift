import Foundation
import MorselCore
import MorselData
import MorselServices
import NIOCore

/// `POST /api/v1/products`: a packaged food typed from its label, figures per 100 g.
struct ProductRequest: Decodable, Sendable {
    let code: String
    let name: String
    let brands: String?
    let servingSize: String?
    let servingGrams: Double?
    let calories: Double?
    let protein: Double?
    let fat: Double?
    let carbs: Double?

    var input: ProductInput {
        ProductInput(
            code: code, name: name, brands: brands ?? "", servingSize: servingSize ?? "",
            servingGrams: servingGrams.map(InputValue.number),
            calories: calories.map(InputValue.number), protein: protein.map(InputValue.number),
            fat: fat.map(InputValue.number),
            carbs: carbs.map(InputValue.number))
    }
}

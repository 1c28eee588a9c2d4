import Foundation
import MorselCore
import MorselData
import MorselServices

/// A recipe in a list.
struct RecipeSummaryDTO: Encodable, Sendable {
    let id: UUID
    let name: String
    let category: String
    let area: String
    @EncodedAsNull var imageUrl: String?
    let servings: Int
    @EncodedAsNull var cookMinutes: Int?
    let perServing: NutrientTotalsDTO
    let coverage: Double

    init(_ summary: RecipeSummary) {
        id = summary.id
        name = summary.name
        category = summary.category
        area = summary.area
        imageUrl = summary.hasPhoto ? Route.API.recipePhoto.path(summary.id) : summary.imageURL
        servings = summary.servings
        cookMinutes = summary.cookMinutes
        perServing = NutrientTotalsDTO(summary.perServing)
        coverage = (summary.coverage * 1000).rounded() / 1000
    }
}

extension RecipeSummaryDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("area", area)
            json.field("category", category)
            json.field("cookMinutes", orNull: cookMinutes)
            json.field("coverage", coverage)
            json.field("id", id)
            json.field("imageUrl", orNull: imageUrl)
            json.field("name", name)
            json.field("perServing", perServing)
            json.field("servings", servings)
        }
    }
}

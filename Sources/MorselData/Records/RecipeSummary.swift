import Foundation
import MorselCore

/// A recipe as lists show it: no lines, the cached per-serving estimate.
public struct RecipeSummary: Sendable, Equatable {
    public let id: UUID
    public let name: String
    public let category: String
    public let area: String
    public let imageURL: String?
    public let hasPhoto: Bool
    public let servings: Int
    public let cookMinutes: Int?
    public let perServing: Nutrition
    public let coverage: Double

    package init(
        id: UUID, name: String, category: String, area: String, imageURL: String?, hasPhoto: Bool, servings: Int,
        cookMinutes: Int?, perServing: Nutrition, coverage: Double
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.area = area
        self.imageURL = imageURL
        self.hasPhoto = hasPhoto
        self.servings = servings
        self.cookMinutes = cookMinutes
        self.perServing = perServing
        self.coverage = coverage
    }
}

import Foundation

/// A recipe read from another app's export, not yet saved.
public struct ImportedRecipe: Sendable {
    /// Names the recipe within its source ("mealie:apple-frangipan-tart"): the same recipe
    /// imported again is found by it and updated, never added twice.
    public let key: String
    public var fields: RecipeFields
    /// Where its photo is in the export (a path in the archive), if it has one.
    public var imagePath: String?
    /// Its photo's bytes, for sources that carry them inline.
    public var imageData: Data?

    public init(key: String, fields: RecipeFields, imagePath: String? = nil, imageData: Data? = nil) {
        self.key = key
        self.fields = fields
        self.imagePath = imagePath
        self.imageData = imageData
    }
}

import Foundation
import MorselCore
import MorselData

/// A recipe imported from its web page: fetched (``PageFetcher``), its schema.org data read
/// (``RecipePage``), fitted to what Morsel stores, and saved as the person's own recipe; the
/// same page imported again updates that recipe, keeping the person's corrections.
public struct RecipeURLImport: Sendable {
    package let fetcher: PageFetcher
    package let recipes: RecipeRepository
    package let metrics: AppMetrics?

    package init(fetcher: PageFetcher, recipes: RecipeRepository, metrics: AppMetrics?) {
        self.fetcher = fetcher
        self.recipes = recipes
        self.metrics = metrics
    }

    /// What an import found, and what it did with it.
    public struct Outcome: Sendable {
        /// The recipe as the page gives it.
        public let page: PageRecipe
        /// The fields saved, or that would be saved.
        public let fields: RecipeFields
        /// The recipe saved; nil for a dry run.
        public let recipe: Recipe?
        /// Whether a recipe imported from the same page before was (or would be) updated rather than added.
        public let updated: Bool
        /// The page's own name (its site), if it gives one.
        public let siteName: String?
    }

    /// Imports the recipe at `address` for `ownerID`; with `dryRun` nothing is saved. A page
    /// that cannot be fetched or holds no recipe is refused, saying why (field `url`).
    public func run(_ address: String, ownerID: UUID, dryRun: Bool) async throws -> Outcome {
        try await metrics.counting(import: "recipe-page", if: !dryRun, items: { _ in 1 }) {
            try await importing(address, ownerID: ownerID, dryRun: dryRun)
        }
    }

    private func importing(_ address: String, ownerID: UUID, dryRun: Bool) async throws -> Outcome {
        let fetched: PageFetcher.Page
        do {
            fetched = try await fetcher.fetch(address)
        } catch let refusal as PageFetcher.Refused {
            throw DomainError.invalid("url", refusal.description)
        }
        let page = RecipePage(html: fetched.data, url: fetched.url, charset: fetched.charset)
        guard let recipe = page.recipes.first else { throw DomainError.invalid("url", "No recipe found on that page.") }
        let source =
            Self.webAddress(page.canonicalURL?.absoluteString, relativeTo: fetched.url)
            ?? Self.webAddress(recipe.url, relativeTo: fetched.url) ?? fetched.url.absoluteString
        let image = (recipe.imageURLs + [page.image].compactMap { $0 }).lazy.compactMap {
            Self.webAddress($0, relativeTo: fetched.url)
        }.first
        let fields = RecipeFields(recipe, sourceURL: source, imageURL: image, siteName: page.siteName)
        let siteName = fields.siteName
        let existing = try await recipes.find(sourceURL: source, ownerID: ownerID)
        guard !dryRun else {
            return Outcome(page: recipe, fields: fields, recipe: nil, updated: existing != nil, siteName: siteName)
        }
        if let existing {
            return Outcome(
                page: recipe, fields: fields, recipe: try await update(existing, fields), updated: true,
                siteName: siteName)
        }
        // The id is the page's own for this person: two imports of one page at once add it once.
        let id = UUID(importedBy: ownerID, key: "url:" + source)
        do {
            let saved = try await recipes.create(fields, ownerID: ownerID, id: id)
            return Outcome(
                page: recipe, fields: fields, recipe: try await withPhoto(saved), updated: false, siteName: siteName)
        } catch {
            guard let added = try await recipes.find(id) else { throw error }
            return Outcome(
                page: recipe, fields: fields, recipe: try await update(added, fields), updated: true, siteName: siteName
            )
        }
    }

    private func update(_ existing: Recipe, _ fields: RecipeFields) async throws -> Recipe {
        try await withPhoto(try await recipes.update(existing, to: fields.keepingCorrections(from: existing.fields)))
    }

    /// `recipe` with its page's image downloaded as its photo, when it has none yet: fetched
    /// under the same rules as pages (so at most 5 MiB), checked by its bytes like an upload.
    /// An image that cannot be had leaves the recipe as it is, its image address kept.
    private func withPhoto(_ recipe: Recipe) async throws -> Recipe {
        guard !recipe.hasPhoto, let address = recipe.fields.imageURL, let image = try? await fetcher.fetch(address),
            (try? MealRepository.checkedPhoto(image.data)) != nil
        else { return recipe }
        return try await recipes.setPhoto(of: recipe, data: image.data)
    }

    /// `text` as an absolute http(s) address of at most 2,000 characters, read against `base`.
    package static func webAddress(_ text: String?, relativeTo base: URL) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty,
            let url = URL(string: text.replacingOccurrences(of: " ", with: "%20"), relativeTo: base)?.absoluteURL,
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.absoluteString.count <= 2000
        else { return nil }
        return url.absoluteString
    }
}

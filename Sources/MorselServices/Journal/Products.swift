import AsyncHTTPClient
import Foundation
import MorselCore
import MorselData
import NIOCore
import NIOFoundationCompat

/// Packaged foods: found by barcode here, else (when the instance allows it) on Open Food
/// Facts and kept; added by hand; and the foods of either kind, USDA or packaged, by id.
public struct Products: Sendable {
    package let repository: ProductRepository
    package let foods: FoodCatalog
    package let openFoodFacts: OpenFoodFactsClient?

    /// `openFoodFacts` nil: only the products kept here are found.
    public init(repository: ProductRepository, foods: FoodCatalog, openFoodFacts: OpenFoodFactsClient?) {
        self.repository = repository
        self.foods = foods
        self.openFoodFacts = openFoodFacts
    }

    /// The product with this barcode: here, or fetched from Open Food Facts and kept. Nil
    /// when neither has it; ``MorselCore/DomainError/unavailable(_:)`` when Open Food Facts cannot answer.
    public func lookUp(_ typed: String) async throws -> Product? {
        let barcode: Barcode
        do { barcode = try Barcode(typed) } catch { throw DomainError.invalid(error) }
        if let product = try await repository.product(barcode) { return product }
        // An EAN-8 may be stored padded to thirteen digits, by a source that pads them.
        if barcode.code.count == 8, let padded = try await repository.product(code: "00000" + barcode.code) {
            return padded
        }
        guard let openFoodFacts else { return nil }
        let fetched: Product?
        do { fetched = try await openFoodFacts.product(barcode) } catch let error as OpenFoodFactsClient.Unavailable {
            throw DomainError.unavailable(error.description)
        }
        guard let fetched else { return nil }
        try await repository.save([fetched])
        return fetched
    }

    /// "No product with barcode … is known here (or on Open Food Facts)."
    package func unknown(_ code: String) -> String {
        "No product with barcode \(code) is known here\(openFoodFacts == nil ? "" : " or on Open Food Facts")."
    }

    /// How a search ranks the USDA foods.
    public enum Ranking: Sendable {
        /// The food search's own order over both tables (or those in `sources`).
        case search(sources: Set<FoodSource>?)
        /// For logging what was eaten: foods as eaten first in the eaten reading's order (two
        /// thirds of the places), then foods as bought in the search's.
        case eaten
    }

    /// Foods matching `query`, best first: the USDA ones, then packaged ones in at most
    /// `packaged` places (a quarter of them by default; none when only USDA tables are asked for).
    public func search(_ query: String, limit: Int, packaged: Int? = nil, ranking: Ranking = .search(sources: nil))
        async throws -> [Food]
    {
        var productLimit = packaged ?? max(limit / 4, 1)
        if case .search(let sources?) = ranking, !sources.contains(.product) { productLimit = 0 }
        let products = productLimit > 0 ? try await repository.search(query, limit: productLimit) : []
        let places = limit - products.count
        let usda: [Food]
        switch ranking {
        case .search(let sources):
            usda = foods.index.search(query, limit: places, sources: sources)
        case .eaten:
            let asEaten = foods.eaten.search(query, limit: limit).filter { $0.source == .asEaten }.prefix(
                (2 * places + 2) / 3)
            usda = Array(asEaten) + foods.index.search(query, limit: places - asEaten.count, sources: [.asBought])
        }
        return usda + products.map(\.food)
    }

    /// A USDA food (`01123`) or a product (`product:3017620422003`) by id.
    public func food(id: String) async throws -> Food? {
        if let code = Product.code(inFoodID: id) { return try await repository.product(code: code)?.food }
        return foods.index.food(id: id)
    }

    /// Adds a product typed from its label; one already known by its barcode is refused.
    public func add(_ input: ProductInput) async throws -> Product {
        let product: Product
        do { product = try input.validated() } catch { throw DomainError.invalid(error) }
        if try await repository.product(code: product.code) != nil {
            throw DomainError.invalid("code", "A product with barcode \(product.code) is already here.")
        }
        try await repository.save([product])
        return product
    }
}

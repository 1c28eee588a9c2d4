import MorselCore
import MorselData
import MorselServices

/// The five category sections of rule 7, in the person's sort order.
struct CategoriesPage: Sendable {
    let context: PageContext
    let order: MealSortOrder
    let sections: [CategorySection]

    static let mock = CategoriesPage(
        context: .mock, order: .date, sections: CategorySection.sections(of: [], order: .date))
}

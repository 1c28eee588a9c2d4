import MorselCore
import MorselData
import MorselServices

extension CategoriesPage {
    func render() -> String {
        Layout.page(context, title: "Categories") {
            h1 { "Categories" }
            p(.class("subtle")) { "Each section sorted by \(order.withinCategory.label.lowercased())." }
            group(
                sections.map { category in
                    section(
                        .class("card category-section"), .id("category-\(category.name.lowercased())"),
                        .aria("labelledby", "heading-\(category.name.lowercased())")
                    ) {
                        h2(.id("heading-\(category.name.lowercased())")) {
                            MealComponents.categoryImage(category.imageCategory, size: 32)
                            " \(category.name) "
                            span(.class("count")) { "(\(category.meals.count))" }
                        }
                        MealComponents.list(category.meals, empty: "No \(category.name.lowercased()) meals yet.")
                    }
                })
        }
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// The five sections of the categories page, in the order they are shown.
private let categorySectionHeadings = ["Breakfast", "Lunch", "Dinner", "Snack", "Other"]

/// Flows across the journal's views: All meals, Categories, day pages and Settings' sort order.
@Suite("Web: journal views")
struct JournalViewsTests {
    @Test("a new meal appears in All meals and in its category's section; sections keep their order")
    func mealAppearsInListAndCategory() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            try await app.addMeal("Tomato Soup", category: "Lunch", calories: 250, as: alice)

            // when
            let meals = try await app.page(Route.meals.path(), as: alice).text
            let categories = try await app.page(Route.categories.path(), as: alice).text

            // then
            #expect(meals.contains(nameSpan("Tomato Soup")))
            #expect(meals.contains("1 meal, sorted by date."))
            let headings = categorySectionHeadings.map { "> \($0) <span class=\"count\">" }
            #expect(appearsInOrder(categories, headings))
            let lunch = categorySection(categories, "Lunch")
            #expect(lunch.contains(nameSpan("Tomato Soup")))
            #expect(lunch.contains("<span class=\"count\">(1)</span>"))
            for other in ["Breakfast", "Dinner", "Snack", "Other"] {
                #expect(!categorySection(categories, other).contains("Tomato Soup"), "not under \(other)")
            }
            #expect(categorySection(categories, "Breakfast").contains("No breakfast meals yet."))
        }
    }

    @Test("a meal of a non-standard category lands in Other")
    func nonStandardCategoryLandsInOther() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            try await app.addMeal("Eggs Benedict", category: "Brunch", calories: 700, as: alice)

            // when
            let categories = try await app.page(Route.categories.path(), as: alice).text

            // then
            let other = categorySection(categories, "Other")
            #expect(other.contains(nameSpan("Eggs Benedict")))
            #expect(other.contains(" · Brunch"))
            #expect(other.contains("<span class=\"count\">(1)</span>"))
            #expect(!categorySection(categories, "Snack").contains("Eggs Benedict"))
        }
    }

    @Test("deleting from the confirmation page removes the meal from every view")
    func deleteFromConfirmationRemovesEverywhere() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let id = try await app.addMeal("Fish Pie", category: "Dinner", calories: 650, as: alice)
            try await app.addMeal("Green Salad", category: "Dinner", calories: 150, as: alice)
            let confirmation = try await app.page(Route.deleteMeal.path(id), as: alice)
            #expect(confirmation.status == .ok)
            #expect(confirmation.text.contains("Delete Fish Pie?"))
            #expect(confirmation.text.contains("action=\"/meals/\(id)/delete\""))

            // when
            let response = try await app.submit(
                Route.deleteMeal.path(id), as: alice, fields: [("return", Route.categories.path())])

            // then
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == Route.categories.path())
            #expect(response.flashNotice == "info:Deleted Fish Pie.")
            let shown = try await app.follow(response, as: alice).text
            #expect(shown.contains("Deleted Fish Pie."))
            #expect(!shown.contains(nameSpan("Fish Pie")))
            for path in [Route.meals.path(), Route.categories.path(), Route.day.path("2025-03-10")] {
                let html = try await app.page(path, as: alice).text
                #expect(!html.contains("Fish Pie"), "gone from \(path)")
                #expect(html.contains("Green Salad"), "the other meal stays on \(path)")
            }
            let gone = try await app.page(Route.meal.path(id), as: alice)
            #expect(gone.status == .notFound)
        }
    }

    @Test("sorting by name in Settings reorders All meals and the API, A→Z ignoring case")
    func nameSortOrderReordersLists() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            try await app.addMeal("banana bread", category: "Snack", calories: 300, date: "10/03/2025", as: alice)
            try await app.addMeal("Cherry tart", category: "Snack", calories: 400, date: "09/03/2025", as: alice)
            try await app.addMeal("Apple pie", category: "Dinner", calories: 350, date: "08/03/2025", as: alice)
            let byDate = try await app.page(Route.meals.path(), as: alice).text
            #expect(appearsInOrder(byDate, [nameSpan("banana bread"), nameSpan("Cherry tart"), nameSpan("Apple pie")]))

            // when
            let saved = try await app.submit(
                Route.settings.path(), as: alice, fields: [("sortOrder", "name"), ("timeZone", "UTC")])

            // then
            #expect(saved.status == .seeOther)
            #expect(saved.headers[.location] == Route.settings.path())
            let byName = try await app.page(Route.meals.path(), as: alice).text
            #expect(byName.contains("3 meals, sorted by name."))
            #expect(appearsInOrder(byName, [nameSpan("Apple pie"), nameSpan("banana bread"), nameSpan("Cherry tart")]))
            let names = try await app.mealNames(of: alice)
            #expect(names == ["Apple pie", "banana bread", "Cherry tart"])
        }
    }

    @Test("Category order sorts each categories section by name")
    func categoryOrderSortsSectionsByName() async throws {
        try await withApp { app in
            // given: by date, the Snack section is newest first
            let alice = try await app.user("alice")
            try await app.addMeal("Crisps", category: "Snack", calories: 200, date: "10/03/2025", as: alice)
            try await app.addMeal("Biscuits", category: "Snack", calories: 150, date: "09/03/2025", as: alice)
            try await app.addMeal("Almonds", category: "Snack", calories: 170, date: "08/03/2025", as: alice)
            let before = try await app.page(Route.categories.path(), as: alice).text
            let byDate = categorySection(before, "Snack")
            #expect(appearsInOrder(byDate, [nameSpan("Crisps"), nameSpan("Biscuits"), nameSpan("Almonds")]))

            // when
            _ = try await app.submit(
                Route.settings.path(), as: alice, fields: [("sortOrder", "category"), ("timeZone", "UTC")])

            // then
            let page = try await app.page(Route.categories.path(), as: alice).text
            #expect(page.contains("Each section sorted by name."))
            #expect(
                appearsInOrder(
                    categorySection(page, "Snack"), [nameSpan("Almonds"), nameSpan("Biscuits"), nameSpan("Crisps")]))
        }
    }

    @Test("with Category order, All meals groups meals under category headers, as does the API")
    func categoryOrderGroupsAllMeals() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            try await app.addMeal("Eggs Benedict", category: "Brunch", calories: 700, as: alice)
            try await app.addMeal("Crisps", category: "Snack", calories: 200, as: alice)
            try await app.addMeal("Stew", category: "Dinner", calories: 600, as: alice)
            try await app.addMeal("Soup", category: "Lunch", calories: 250, as: alice)
            try await app.addMeal("Porridge", category: "Breakfast", calories: 350, as: alice)

            // when
            _ = try await app.submit(
                Route.settings.path(), as: alice, fields: [("sortOrder", "category"), ("timeZone", "UTC")])
            let html = try await app.page(Route.meals.path(), as: alice).text

            // then
            func groupHeader(_ name: String) -> String { "<h2 class=\"group-header\">\(name)</h2>" }
            #expect(
                appearsInOrder(
                    html,
                    [
                        groupHeader("Breakfast"), nameSpan("Porridge"), groupHeader("Lunch"), nameSpan("Soup"),
                        groupHeader("Dinner"), nameSpan("Stew"),
                        groupHeader("Snack"), nameSpan("Crisps"), groupHeader("Brunch"), nameSpan("Eggs Benedict"),
                    ]))
            #expect(html.occurrenceCount(of: "class=\"group-header\"") == 5)
            let names = try await app.mealNames(of: alice)
            #expect(names == ["Porridge", "Soup", "Stew", "Crisps", "Eggs Benedict"])
        }
    }

    @Test("another person's meal is a 404 that does not reveal it")
    func otherUsersMealIsNotFound() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let bob = try await app.user("bob")
            let id = try await app.addMeal("Secret Cake", category: "Snack", calories: 900, as: alice)

            // when
            let page = try await app.page(Route.meal.path(id), as: bob)
            let edit = try await app.page(Route.editMeal.path(id), as: bob)
            let delete = try await app.submit(Route.deleteMeal.path(id), as: bob, fields: [])

            // then
            #expect(page.status == .notFound)
            #expect(!page.text.contains("Secret Cake"))
            #expect(edit.status == .notFound)
            #expect(delete.status == .notFound)
            let bobsList = try await app.page(Route.meals.path(), as: bob).text
            #expect(!bobsList.contains("Secret Cake"))
            let names = try await app.mealNames(of: alice)
            #expect(names == ["Secret Cake"])
        }
    }

    @Test("a meal address that is not an id is a 404 page")
    func nonUUIDMealIsNotFound() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")

            // when
            let response = try await app.page("/meals/not-a-uuid", as: alice)

            // then
            #expect(response.status == .notFound)
            #expect(response.text.contains("There is nothing here, or it is not yours to see."))
        }
    }
}

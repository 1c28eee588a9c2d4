import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import NIOCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Every field of the meal form, as a person fills it in.
private let omeletteFields: [(String, String)] = [
    ("name", "Omelette"), ("category", "Breakfast"), ("calories", "420"), ("protein", "28.5"), ("fat", "30"),
    ("carbs", "2"), ("date", "10/03/2025"), ("time", "07:45"), ("rating", "4"), ("notes", "Three eggs and chives"),
]

/// The new-meal and edit-meal form: fields, saving, validation, photos, escaping.
@Suite("Web: meal form")
struct MealFormTests {
    @Test("/meals/new has every labelled field, today's date, rating radios and Save/Cancel")
    func newFormHasEveryField() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")

            // when
            let response = try await app.page(Route.newMeal.path(), as: alice)

            // then
            let html = response.text
            #expect(response.status == .ok)
            #expect(html.contains("<h1>New meal</h1>"))
            #expect(html.contains("method=\"post\" action=\"/meals\" enctype=\"multipart/form-data\""))
            let labels = [
                ("name", "Name"), ("category", "Category"), ("calories", "Calories (kcal)"), ("protein", "Protein (g)"),
                ("fat", "Fat (g)"), ("carbs", "Carbs (g)"), ("date", "Date (dd/mm/yyyy)"), ("time", "Time (HH:mm)"),
                ("photo", "Photo"), ("notes", "Notes"),
            ]
            for (field, caption) in labels {
                #expect(html.contains("<label for=\"\(field)\">\(caption)</label>"), "label for \(field)")
                #expect(html.contains("id=\"\(field)\" name=\"\(field)\""), "input for \(field)")
            }
            #expect(html.contains("<input type=\"text\" id=\"date\" name=\"date\" value=\"10/03/2025\""))
            #expect(html.contains("<input type=\"time\" id=\"time\" name=\"time\""))
            #expect(html.contains("<input type=\"file\" id=\"photo\" name=\"photo\""))
            #expect(html.contains("<legend>Rating</legend>"))
            for stars in 0...5 {
                #expect(
                    html.contains("<input type=\"radio\" name=\"rating\" value=\"\(stars)\""),
                    "radio for \(stars) stars")
            }
            #expect(html.contains("<input type=\"radio\" name=\"rating\" value=\"0\" checked>"))
            #expect(html.contains(">Save</button>"))
            #expect(html.contains("<a class=\"button secondary\" href=\"/\">Cancel</a>"))
        }
    }

    @Test("valid fields save the meal and redirect to its page")
    func validFormSavesMeal() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")

            // when
            let response = try await app.submitMultipart(Route.meals.path(), as: alice, fields: omeletteFields)

            // then
            #expect(response.status == .seeOther)
            let id = try #require(response.redirectedMealID)
            #expect(response.flashNotice == "info:Saved Omelette.")
            let names = try await app.mealNames(of: alice)
            #expect(names == ["Omelette"])
            let page = try await app.page(Route.meal.path(id), as: alice)
            #expect(page.status == .ok)
            for shown in [
                "<h1>Omelette</h1>", "<dt>Category</dt><dd>Breakfast</dd>", "<dt>Time</dt><dd>07:45</dd>",
                "<a href=\"/days/2025-03-10\">10/03/2025</a>", "<dd>420 kcal</dd>", "<dd>28.5 g</dd>",
                "4 of 5 stars", "<p class=\"notes\">Three eggs and chives</p>",
            ] {
                #expect(page.text.contains(shown), "the meal's page shows \(shown)")
            }
        }
    }

    @Test("a blank name comes back with 422, the message beside the field and everything typed")
    func blankNameIsRefused() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let fields = omeletteFields.map { $0.0 == "name" ? ("name", "  ") : $0 }

            // when
            let response = try await app.submitMultipart(Route.meals.path(), as: alice, fields: fields)

            // then
            let html = response.text
            #expect(response.status == .unprocessableContent)
            #expect(html.contains("The meal was not saved."))
            #expect(html.contains("<p class=\"field-error\" id=\"name-error\">Name is required.</p>"))
            for kept in [
                "id=\"protein\" name=\"protein\" value=\"28.5\"", "id=\"calories\" name=\"calories\" value=\"420\"",
                "id=\"category\" name=\"category\" value=\"Breakfast\"", "id=\"time\" name=\"time\" value=\"07:45\"",
                "<input type=\"radio\" name=\"rating\" value=\"4\" checked>", ">Three eggs and chives</textarea>",
            ] {
                #expect(html.contains(kept), "the form keeps \(kept)")
            }
            let names = try await app.mealNames(of: alice)
            #expect(names.isEmpty)
        }
    }

    @Test("calories that are not a number come back with 422 and the message, nothing saved")
    func nonNumericCaloriesAreRefused() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let fields = omeletteFields.map { $0.0 == "calories" ? ("calories", "abc") : $0 }

            // when
            let response = try await app.submitMultipart(Route.meals.path(), as: alice, fields: fields)

            // then
            let html = response.text
            #expect(response.status == .unprocessableContent)
            #expect(html.contains("<p class=\"field-error\" id=\"calories-error\">Calories must be a number.</p>"))
            #expect(html.contains("id=\"calories\" name=\"calories\" value=\"abc\" aria-invalid=\"true\""))
            #expect(html.contains("id=\"name\" name=\"name\" value=\"Omelette\""))
            #expect(html.contains("id=\"protein\" name=\"protein\" value=\"28.5\""))
            #expect(html.contains(">Three eggs and chives</textarea>"))
            let names = try await app.mealNames(of: alice)
            #expect(names.isEmpty)
        }
    }

    @Test("an unreadable date saves the meal on 01/01/1970 and says so")
    func unreadableDateFallsBackWithWarning() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")

            // when
            let response = try await app.submitMultipart(
                Route.meals.path(), as: alice,
                fields: [("name", "Old Soup"), ("date", "2021/01/01")])

            // then
            #expect(response.status == .seeOther)
            #expect(response.cookie(FlashNotice.cookieName) != nil)
            let notice = try #require(response.flashNotice)
            #expect(notice.hasPrefix("warning:"))
            #expect(notice.contains("so 01/01/1970 was used."))
            let items = try await app.api(.get, Route.API.meals.path(), as: alice).items()
            #expect(items.count == 1)
            #expect(items.first?["date"] as? String == "01/01/1970")
            let page = try await app.follow(response, as: alice).text
            #expect(page.contains("class=\"notice notice-warning\""))
            #expect(page.contains("is not a dd/mm/yyyy or yyyy-mm-dd date, so 01/01/1970 was used."))
            #expect(page.contains("<a href=\"/days/1970-01-01\">01/01/1970</a>"))
        }
    }

    @Test("a form posted without the CSRF token is refused with 403 and saves nothing")
    func formWithoutCSRFIsForbidden() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")

            // when
            let response = try await app.submit(
                Route.meals.path(), as: alice, fields: [("name", "Sneaky Snack")], csrf: false)

            // then
            #expect(response.status == .forbidden)
            #expect(response.text.contains("This form has expired."))
            let names = try await app.mealNames(of: alice)
            #expect(names.isEmpty)
        }
    }

    @Test("an uploaded photo shows on the meal's page and is served as image/png")
    func photoUploadShowsOnPage() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")

            // when
            let response = try await app.submitMultipart(
                Route.meals.path(), as: alice, fields: [("name", "Salad")], photo: pngBytes)

            // then
            #expect(response.status == .seeOther)
            let id = try #require(response.redirectedMealID)
            let html = try await app.page(Route.meal.path(id), as: alice).text
            #expect(html.contains("<img class=\"photo\" src=\"/meals/\(id)/photo\" alt=\"Photo of Salad\">"))
            let photo = try await app.page(Route.mealPhoto.path(id), as: alice)
            #expect(photo.status == .ok)
            #expect(photo.headers[.contentType] == "image/png")
            #expect(Array(photo.body.readableBytesView) == pngBytes)
        }
    }

    @Test("a photo that is not an image comes back with 422 and the message, nothing saved")
    func nonImagePhotoIsRefused() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")

            // when
            let response = try await app.submitMultipart(
                Route.meals.path(), as: alice, fields: [("name", "Salad")],
                photo: Array("hello".utf8))

            // then
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("A photo must be a JPEG, PNG, WebP or GIF image."))
            #expect(response.text.contains("id=\"name\" name=\"name\" value=\"Salad\""))
            let names = try await app.mealNames(of: alice)
            #expect(names.isEmpty)
        }
    }

    @Test("the edit form shows the saved values and saving it changes the meal")
    func editingChangesMeal() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let id = try await app.addMeal(
                "Pancakes", category: "Breakfast", calories: 500, time: "08:30",
                notes: "with syrup", as: alice)

            // when: the form is opened
            let editPage = try await app.page(Route.editMeal.path(id), as: alice)

            // then: it holds the meal
            let html = editPage.text
            #expect(editPage.status == .ok)
            #expect(html.contains("<h1>Edit Pancakes</h1>"))
            #expect(html.contains("action=\"/meals/\(id)/edit\""))
            for value in [
                "id=\"name\" name=\"name\" value=\"Pancakes\"", "id=\"calories\" name=\"calories\" value=\"500\"",
                "id=\"protein\" name=\"protein\" value=\"0.0\"", "id=\"date\" name=\"date\" value=\"10/03/2025\"",
                "id=\"time\" name=\"time\" value=\"08:30\"", ">with syrup</textarea>",
            ] {
                #expect(html.contains(value), "the edit form shows \(value)")
            }
            #expect(html.contains("<a class=\"button secondary\" href=\"/meals/\(id)\">Cancel</a>"))

            // when: it is saved with changes
            let saved = try await app.submitMultipart(
                Route.editMeal.path(id), as: alice,
                fields: [
                    ("name", "Blueberry Pancakes"), ("category", "Breakfast"), ("calories", "550"), ("protein", "12"),
                    ("fat", "9"), ("carbs", "80"), ("date", "10/03/2025"), ("time", "09:00"), ("rating", "5"),
                    ("notes", "with blueberries"),
                ])

            // then
            #expect(saved.status == .seeOther)
            #expect(saved.headers[.location] == Route.meal.path(id))
            let page = try await app.page(Route.meal.path(id), as: alice).text
            for shown in [
                "<h1>Blueberry Pancakes</h1>", "<dd>550 kcal</dd>", "<dt>Time</dt><dd>09:00</dd>", "5 of 5 stars",
                "<p class=\"notes\">with blueberries</p>",
            ] {
                #expect(page.contains(shown), "the changed meal's page shows \(shown)")
            }
            let names = try await app.mealNames(of: alice)
            #expect(names == ["Blueberry Pancakes"])
        }
    }

    @Test("a name with markup is shown as text on its page and in All meals")
    func markupInNameIsEscaped() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let response = try await app.submitMultipart(
                Route.meals.path(), as: alice,
                fields: [("name", "<script>alert(1)</script>"), ("date", "10/03/2025")])
            let id = try #require(response.redirectedMealID)
            try await app.addMeal("Tom & Jerry's \"Pie\"", as: alice)

            // when
            let page = try await app.page(Route.meal.path(id), as: alice).text
            let list = try await app.page(Route.meals.path(), as: alice).text

            // then
            let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;"
            #expect(page.contains("<h1>\(escaped)</h1>"))
            #expect(!page.contains("<script>alert(1)</script>"))
            #expect(list.contains(nameSpan(escaped)))
            #expect(!list.contains("<script>alert(1)</script>"))
            #expect(list.contains(nameSpan("Tom &amp; Jerry&#39;s &quot;Pie&quot;")))
        }
    }
}

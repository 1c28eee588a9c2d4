import Foundation
import Testing

@testable import MorselCore

@Suite("Rule 5: categories")
struct CategoryTests {
    @Test(
        "standard categories match regardless of case and are stored capitalised",
        arguments: [("breakfast", "Breakfast"), ("LUNCH", "Lunch"), (" dInNeR ", "Dinner"), ("Snack", "Snack")])
    func standardMatch(typed: String, stored: String) {
        let category = MealCategory(typed)
        #expect(category.isStandard)
        #expect(category.name == stored)
    }

    @Test(
        "other text, or none, is kept as given and shown with the Snack image",
        arguments: ["Brunch", "", "midnight feast"])
    func otherCategories(typed: String) {
        let category = MealCategory(typed)
        #expect(!category.isStandard)
        #expect(category.name == typed)
        #expect(category.imageCategory == .snack)
    }

    @Test("each standard category has its own image")
    func ownImages() {
        let images = Set(StandardCategory.allCases.map(\.imageName))
        #expect(images.count == 4)
        #expect(MealCategory("dinner").imageCategory.imageName == "category-dinner.svg")
    }
}

@Suite("Rule 6: sort orders")
struct SortOrderTests {
    @Test("Date: newest first, later time first on the same day, no time counts as 00:00")
    func dateOrder() {
        let meals = [
            meal("old", date: "2025-03-01", time: "20:00"),
            meal("untimed", date: "2025-03-10"),
            meal("morning", date: "2025-03-10", time: "08:00"),
            meal("evening", date: "2025-03-10", time: "19:00"),
            meal("midnight", date: "2025-03-10", time: "00:00", created: 5),
        ]
        #expect(MealSortOrder.date.sorted(meals).map(\.name) == ["evening", "morning", "midnight", "untimed", "old"])
    }

    @Test(
        "nutrient orders put the highest first",
        arguments: [
            (MealSortOrder.calories, ["b", "c", "a"]), (.protein, ["c", "a", "b"]), (.fat, ["a", "b", "c"]),
            (.carbs, ["b", "a", "c"]),
        ])
    func nutrientOrders(order: MealSortOrder, expected: [String]) {
        let meals = [
            meal("a", calories: 100, protein: 20, fat: 30, carbs: 5),
            meal("b", calories: 300, protein: 10, fat: 20, carbs: 50),
            meal("c", calories: 200, protein: 30.5, fat: 10, carbs: 0),
        ]
        #expect(order.sorted(meals).map(\.name) == expected)
    }

    @Test("Name: A→Z ignoring case")
    func nameOrder() {
        let meals = [meal("banana"), meal("Apple"), meal("cherry"), meal("apricot")]
        #expect(MealSortOrder.name.sorted(meals).map(\.name) == ["Apple", "apricot", "banana", "cherry"])
    }

    @Test("Category: Breakfast, Lunch, Dinner, Snack, then others A→Z; newest first inside a group")
    func categoryOrder() {
        let meals = [
            meal("zed", category: "Zebra"),
            meal("snack", category: "Snack"),
            meal("brunch", category: "brunch"),
            meal("old dinner", category: "Dinner", date: "2025-03-01"),
            meal("new dinner", category: "Dinner", date: "2025-03-09"),
            meal("breakfast", category: "Breakfast"),
            meal("none", category: ""),
            meal("lunch", category: "Lunch"),
        ]
        #expect(
            MealSortOrder.category.sorted(meals).map(\.name) == [
                "breakfast", "lunch", "new dinner", "old dinner", "snack", "none", "brunch", "zed",
            ])
    }

    @Test("ties break by newest created, then by id")
    func stableTies() {
        let meals = [
            meal("Same", created: 1, id: "00000000-0000-0000-0000-000000000002"),
            meal("Same", created: 2, id: "00000000-0000-0000-0000-000000000009"),
            meal("Same", created: 1, id: "00000000-0000-0000-0000-000000000001"),
        ]
        for order in MealSortOrder.allCases {
            #expect(order.sorted(meals).map { $0.id.uuidString.suffix(1) } == ["9", "1", "2"], "order \(order)")
            #expect(
                order.sorted(meals.reversed()).map { $0.id.uuidString.suffix(1) } == ["9", "1", "2"],
                "order \(order), reversed input")
        }
    }

    @Test("the default order is Date")
    func defaultOrder() { #expect(MealSortOrder.default == .date) }
}

@Suite("Rule 7: the categories view")
struct CategorySectionsTests {
    let meals = [
        meal("Toast", category: "Breakfast", calories: 200, date: "2025-03-10"),
        meal("Bagel", category: "breakfast", calories: 300, date: "2025-03-09"),
        meal("Soup", category: "Lunch"),
        meal("Crisps", category: "Snack"),
        meal("Cake", category: "Tea time", created: 5),
        meal("Mystery", category: ""),
    ]

    @Test("five sections, each holding only its own category's meals")
    func fiveSections() {
        let sections = CategorySection.sections(of: meals, order: .date)
        #expect(sections.map(\.name) == ["Breakfast", "Lunch", "Dinner", "Snack", "Other"])
        #expect(
            sections.map { $0.meals.map(\.name) } == [
                ["Toast", "Bagel"], ["Soup"], [], ["Crisps"], ["Cake", "Mystery"],
            ])
    }

    @Test("sections follow the sort order")
    func followOrder() {
        let sections = CategorySection.sections(of: meals, order: .calories)
        #expect(sections[0].meals.map(\.name) == ["Bagel", "Toast"])
    }

    @Test("Category order sorts each section by name")
    func categoryOrderSortsByName() {
        let sections = CategorySection.sections(of: meals, order: .category)
        #expect(sections[0].meals.map(\.name) == ["Bagel", "Toast"])
        #expect(sections[4].meals.map(\.name) == ["Cake", "Mystery"])
    }
}

@Suite("Rule 8: a day's summary")
struct DailySummaryTests {
    @Test("only that day's meals, earliest first, untimed last, with totals")
    func summary() {
        let meals = [
            meal("dinner", calories: 700, protein: 30.2, fat: 20, carbs: 80, date: "2025-03-10", time: "19:00"),
            meal("untimed", calories: 100, protein: 0.1, fat: 0, carbs: 10, date: "2025-03-10"),
            meal("breakfast", calories: 300, protein: 10, fat: 5.5, carbs: 40.3, date: "2025-03-10", time: "07:30"),
            meal("yesterday", calories: 999, date: "2025-03-09", time: "12:00"),
        ]
        let summary = DailySummary(date: today, meals: meals)
        #expect(summary.meals.map(\.name) == ["breakfast", "dinner", "untimed"])
        #expect(summary.totals == Nutrition(calories: 1100, protein: 40.3, fat: 25.5, carbs: 130.3))
    }

    @Test("an empty day totals zero")
    func emptyDay() {
        #expect(DailySummary(date: today, meals: []).totals == .zero)
    }
}

@Suite("Rule 9: logging a meal again")
struct LogAgainTests {
    @Test("the copy keeps the meal and is dated now in the person's time zone")
    func relog() {
        let original = meal(
            "Ramen", category: "Dinner", calories: 650, protein: 25, fat: 20, carbs: 90, date: "2025-01-02",
            time: "20:00")
        let instant = Date(timeIntervalSince1970: 1_741_651_200) // 2025-03-11 00:00 UTC
        let again = original.loggedAgain(at: instant, in: TimeZone(identifier: "America/Los_Angeles")!)
        #expect(again.name == "Ramen")
        #expect(again.category == .standard(.dinner))
        #expect(again.nutrition == original.nutrition)
        #expect(again.date.iso == "2025-03-10")
        #expect(again.time?.text == "17:00")
    }
}

@Suite("Photos are recognised by their bytes")
struct ImageFormatTests {
    @Test("each accepted format is detected")
    func detects() {
        #expect(ImageFormat.detect([0xFF, 0xD8, 0xFF, 0xE0, 0, 0]) == .jpeg)
        #expect(ImageFormat.detect([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == .png)
        #expect(ImageFormat.detect(Array("GIF89a...".utf8)) == .gif)
        #expect(ImageFormat.detect(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
    }

    @Test("anything else is not a photo")
    func rejects() {
        #expect(ImageFormat.detect(Array("<svg xmlns=".utf8)) == nil)
        #expect(ImageFormat.detect(Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8)) == nil)
        #expect(ImageFormat.detect([UInt8]()) == nil)
    }
}

@Suite("Numbers for people")
struct FormattingTests {
    @Test func grouping() {
        #expect(1850.grouped == "1,850")
        #expect(100_000.grouped == "100,000")
        #expect(999.grouped == "999")
        #expect(Nutrition.format(grams: 12.25) == "12.3")
        #expect(Nutrition.format(grams: 0) == "0.0")
        // Below zero keeps its sign, also between −1 and 0 (it printed "0.5" for −0.5).
        #expect(Nutrition.format(grams: -0.5) == "-0.5" && Nutrition.format(grams: -12.25) == "-12.3")
    }
}

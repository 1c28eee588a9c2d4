import Foundation
import MorselCore
import MorselData

/// Copies what someone ate to another day: a whole day, or one meal slot of it ("yesterday's
/// breakfast"), at the meals' own times, photos included.
package struct MealCopying: Sendable {
    package let journal: MealRepository

    package init(journal: MealRepository) {
        self.journal = journal
    }

    /// The copies; a day (or slot) with nothing in it is refused, saying so.
    package func copy(_ date: MealDate, category: String?, to target: MealDate) async throws -> [Meal] {
        guard target != date else { throw DomainError.invalid("to", "Pick a day other than \(date.text) to copy to.") }
        var meals = try await journal.day(date).meals
        let slot = category.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap {
            $0.isEmpty ? nil : MealCategory($0)
        }
        if let slot { meals = meals.filter { $0.category.name.lowercased() == slot.name.lowercased() } }
        guard !meals.isEmpty else {
            let what = slot.map { "No \($0.name.lowercased()) is" } ?? "Nothing is"
            throw DomainError.invalid(
                slot == nil ? "date" : "category", "\(what) logged on \(date.text), so there is nothing to copy.")
        }
        return try await journal.copy(meals, to: .day(target))
    }
}

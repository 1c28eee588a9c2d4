import Foundation

/// Unchecked meal fields, as typed. ``validate(today:)`` turns them into ``MealDetails``.
///
/// A nil field was not given at all; what that means is said per field below.
public struct MealInput: Hashable, EditableInput {
    public typealias Saved = MealDetails

    public var name: InputValue?
    public var category: InputValue?
    public var calories: InputValue?
    public var protein: InputValue?
    public var fat: InputValue?
    public var carbs: InputValue?
    /// `dd/mm/yyyy` or `yyyy-mm-dd`; nil means today.
    public var date: InputValue?
    /// `HH:mm`; nil or blank means no time.
    public var time: InputValue?
    /// 0...5; nil or blank means 0.
    public var rating: InputValue?
    public var notes: InputValue?
    /// Where it was eaten; nil or blank means not said.
    public var place: InputValue?
    /// What a meal logged from a food or a recipe knows beyond its macros, kept only while
    /// the nutrition it came with stands: edit the calories or a macro and the meal is one
    /// typed by hand again, as nothing says how the change splits over the nutrients.
    public var nutrients: KnownNutrients?

    public struct KnownNutrients: Hashable, Sendable {
        public let nutrition: Nutrition
        public let totals: NutrientTotals
        /// Who the figures are from (``MealDetails/source``).
        public let source: String?

        public init(nutrition: Nutrition, totals: NutrientTotals, source: String?) {
            self.nutrition = nutrition
            self.totals = totals
            self.source = source
        }

        /// Whether `typed` is still this nutrition, allowing for the rounding of a form that
        /// shows whole calories and grams to one decimal.
        func stands(for typed: Nutrition) -> Bool {
            abs(typed.calories - nutrition.calories) <= 1 && abs(typed.protein - nutrition.protein) < 0.051
                && abs(typed.fat - nutrition.fat) < 0.051 && abs(typed.carbs - nutrition.carbs) < 0.051
        }
    }

    public init() {}

    public init(
        name: InputValue? = nil, category: InputValue? = nil, calories: InputValue? = nil,
        protein: InputValue? = nil, fat: InputValue? = nil, carbs: InputValue? = nil,
        date: InputValue? = nil, time: InputValue? = nil, rating: InputValue? = nil,
        notes: InputValue? = nil
    ) {
        self.name = name
        self.category = category
        self.calories = calories
        self.protein = protein
        self.fat = fat
        self.carbs = carbs
        self.date = date
        self.time = time
        self.rating = rating
        self.notes = notes
    }

    /// The input that reproduces `details` exactly, to apply a partial change on top.
    public init(_ details: MealDetails) {
        self.init(saved: details)
        nutrients = details.nutrients.map {
            KnownNutrients(nutrition: details.nutrition, totals: $0, source: details.source)
        }
    }

    /// Every field a person types, in the order a spreadsheet of meals lists them. Each edge
    /// reads this list; ``validate(today:)`` holds each field's rule.
    public static let fields: [MealField] = [
        .date, .time, .name, .category, .calories, .protein, .fat, .carbs, .rating, .notes, .place,
    ]

    /// A saved meal's details and anything the person should be told about them.
    public struct Validated: Sendable, Equatable {
        public let details: MealDetails
        /// Things that were accepted but changed, such as an unreadable date.
        public let warnings: [String]
    }

    public static let maxNameLength = 200
    public static let maxNotesLength = 5_000
    public static let maxPlaceLength = 100
    public static let maxCalories = 100_000
    public static let maxGrams = 10_000.0

    /// Checks every field and collects every problem; nothing partial comes out of a failure.
    public func validate(today: MealDate) throws(ValidationFailure) -> Validated {
        var errors: [FieldError] = []
        var warnings: [String] = []

        let name = name?.text ?? ""
        if name.isEmpty {
            errors.append(FieldError(field: "name", message: "Name is required."))
        } else if name.count > Self.maxNameLength {
            errors.append(FieldError(field: "name", message: "Name must be at most \(Self.maxNameLength) characters."))
        }

        let calories = Self.amount(
            calories, field: "calories", label: "Calories", limit: Double(Self.maxCalories), unit: "kcal",
            errors: &errors)
        let protein = Self.amount(
            protein, field: "protein", label: "Protein", limit: Self.maxGrams, unit: "g", errors: &errors)
        let fat = Self.amount(fat, field: "fat", label: "Fat", limit: Self.maxGrams, unit: "g", errors: &errors)
        let carbs = Self.amount(carbs, field: "carbs", label: "Carbs", limit: Self.maxGrams, unit: "g", errors: &errors)

        var mealDate = today
        if let date {
            let typed: String
            if case .text(let text) = date { typed = text } else { typed = "" }
            let parsed = MealDate.parse(typed)
            mealDate = parsed.date
            if parsed.usedFallback {
                warnings.append(
                    "The date \(typed.isEmpty ? "(empty)" : "“\(typed)”") is not a dd/mm/yyyy or yyyy-mm-dd date, so 01/01/1970 was used."
                )
            }
        }

        var time: TimeOfDay?
        if let value = self.time, !value.isBlank {
            if case .text(let text) = value, let parsed = TimeOfDay(text) {
                time = parsed
            } else {
                errors.append(FieldError(field: "time", message: "Time must be HH:mm, for example 07:30 or 19:05."))
            }
        }

        var rating = 0
        if let value = self.rating, !value.isBlank {
            if let number = value.number, number == number.rounded(), (0...5).contains(number) {
                rating = Int(number)
            } else {
                errors.append(
                    FieldError(field: "rating", message: "Rating must be a whole number of stars from 0 to 5."))
            }
        }

        let notes = notes?.text ?? ""
        if notes.count > Self.maxNotesLength {
            errors.append(
                FieldError(field: "notes", message: "Notes must be at most \(Self.maxNotesLength) characters."))
        }

        let place = place?.text ?? ""
        if place.count > Self.maxPlaceLength {
            errors.append(
                FieldError(field: "place", message: "Where must be at most \(Self.maxPlaceLength) characters."))
        }

        guard errors.isEmpty else { throw ValidationFailure(errors) }
        let nutrition = Nutrition(calories: Int(calories.rounded()), protein: protein, fat: fat, carbs: carbs)
        let known = nutrients.flatMap { $0.stands(for: nutrition) ? $0 : nil }
        let details = MealDetails(
            name: name, category: MealCategory(category?.text ?? ""), nutrition: nutrition,
            date: mealDate, time: time, rating: rating, notes: notes, nutrients: known?.totals, source: known?.source,
            place: place)
        return Validated(details: details, warnings: warnings)
    }

    /// An amount that is empty (0), or a number from 0 up to `limit`.
    private static func amount(
        _ value: InputValue?, field: String, label: String, limit: Double, unit: String,
        errors: inout [FieldError]
    ) -> Double {
        guard let value, !value.isBlank else { return 0 }
        guard let number = value.number else {
            errors.append(FieldError(field: field, message: "\(label) must be a number."))
            return 0
        }
        if number < 0 {
            errors.append(FieldError(field: field, message: "\(label) cannot be negative."))
        } else if number > limit {
            errors.append(FieldError(field: field, message: "\(label) must be at most \(Int(limit).grouped) \(unit)."))
        }
        return number
    }
}

extension MealInput {
    /// ``validate(today:)`` with its failure as the domain's refusal.
    public func validated(today: MealDate) throws -> Validated {
        do { return try validate(today: today) } catch { throw DomainError.invalid(error) }
    }
}

extension MealField {
    public static let name = MealField("name", "Name", .text, input: \.name) { .text($0.name) }
    public static let category = MealField("category", "Category", .category, input: \.category) {
        .text($0.category.name)
    }
    public static let calories = MealField("calories", "Calories (kcal)", .kilocalories, input: \.calories) {
        .integer($0.nutrition.calories)
    }
    public static let protein = MealField("protein", "Protein (g)", .grams, input: \.protein) {
        .decimal($0.nutrition.protein)
    }
    public static let fat = MealField("fat", "Fat (g)", .grams, input: \.fat) { .decimal($0.nutrition.fat) }
    public static let carbs = MealField("carbs", "Carbs (g)", .grams, input: \.carbs) { .decimal($0.nutrition.carbs) }
    public static let date = MealField("date", "Date (dd/mm/yyyy)", .date, input: \.date, nullClears: false) {
        .date($0.date)
    }
    public static let time = MealField("time", "Time (HH:mm)", .time, input: \.time) {
        $0.time.map { .text($0.text) } ?? .none
    }
    public static let rating = MealField("rating", "Rating", .stars, input: \.rating) { .integer($0.rating) }
    public static let notes = MealField("notes", "Notes", .longText, input: \.notes) { .text($0.notes) }
    public static let place = MealField("place", "Where", .text, input: \.place) { .text($0.place) }
}

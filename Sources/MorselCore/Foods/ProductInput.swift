import Foundation

/// A product typed from its label: barcode, name, and figures per 100 g. Every problem is
/// reported at once.
public struct ProductInput: Sendable {
    public var code: String
    public var name: String
    public var brands: String
    public var servingSize: String
    public var servingGrams: InputValue?
    public var calories: InputValue?
    public var protein: InputValue?
    public var fat: InputValue?
    public var carbs: InputValue?

    public init(
        code: String, name: String, brands: String = "", servingSize: String = "", servingGrams: InputValue? = nil,
        calories: InputValue?, protein: InputValue? = nil, fat: InputValue? = nil, carbs: InputValue? = nil
    ) {
        self.code = code
        self.name = name
        self.brands = brands
        self.servingSize = servingSize
        self.servingGrams = servingGrams
        self.calories = calories
        self.protein = protein
        self.fat = fat
        self.carbs = carbs
    }

    public func validated() throws(ValidationFailure) -> Product {
        var errors: [FieldError] = []
        var code = ""
        do { code = try Barcode(self.code).code } catch { errors += error.errors }
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty { errors.append(FieldError(field: "name", message: "Name the product as its label does.")) }
        if name.count > 200 {
            errors.append(FieldError(field: "name", message: "Name must be at most 200 characters."))
        }
        func amount(_ value: InputValue?, _ field: String, _ label: String, limit: Double, required: Bool = false)
            -> Double?
        {
            guard let value, !value.isBlank else {
                if required {
                    errors.append(
                        FieldError(field: field, message: "\(label) per 100 g is needed: it is on the label."))
                }
                return nil
            }
            guard let number = value.number, number >= 0, number <= limit else {
                errors.append(
                    FieldError(field: field, message: "\(label) must be a number from 0 to \(Int(limit).grouped)."))
                return nil
            }
            return number
        }
        let calories = amount(calories, "calories", "Calories", limit: 1000, required: true)
        let protein = amount(protein, "protein", "Protein", limit: 100)
        let fat = amount(fat, "fat", "Fat", limit: 100)
        let carbs = amount(carbs, "carbs", "Carbs", limit: 100)
        let servingGrams = amount(servingGrams, "servingGrams", "A serving's grams", limit: 10_000)
        guard errors.isEmpty, let calories else { throw ValidationFailure(errors) }
        return Product(
            code: code, name: name, brands: brands.trimmingCharacters(in: .whitespaces),
            servingSize: servingSize.trimmingCharacters(in: .whitespaces),
            servingGrams: servingGrams.flatMap { $0 > 0 ? $0 : nil },
            per100g: NutrientProfile(calories: calories, protein: protein ?? 0, fat: fat ?? 0, carbs: carbs ?? 0),
            source: .manual)
    }
}

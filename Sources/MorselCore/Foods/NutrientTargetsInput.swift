import Foundation

/// Changes to nutrient targets as typed: a life stage by its name, and targets by nutrient
/// (blank sets the reference one back). Every problem is reported at once.
public struct NutrientTargetsInput: Sendable {
    public var lifeStage: String?
    public var targets: [String: InputValue]

    public init(lifeStage: String? = nil, targets: [String: InputValue] = [:]) {
        self.lifeStage = lifeStage
        self.targets = targets
    }

    public var isEmpty: Bool { lifeStage == nil && targets.isEmpty }

    public func applied(to current: NutrientTargets) throws(ValidationFailure) -> NutrientTargets {
        var result = current
        var errors: [FieldError] = []
        if let lifeStage {
            if let stage = LifeStage(rawValue: lifeStage.trimmingCharacters(in: .whitespaces)) {
                result.lifeStage = stage
            } else {
                let names = LifeStage.allCases.map(\.rawValue).joined(separator: ", ")
                errors.append(
                    FieldError(
                        field: "lifeStage", message: "“\(lifeStage)” is not a life stage; choose one of \(names)."))
            }
        }
        for (name, value) in targets.sorted(by: { $0.key < $1.key }) {
            guard let nutrient = Nutrient(rawValue: name) else {
                errors.append(
                    FieldError(field: "targets.\(name)", message: "“\(name)” is not a nutrient Morsel knows."))
                continue
            }
            if value.isBlank {
                result.overrides[nutrient] = nil
                continue
            }
            let maximum = NutrientTargets.maximum(nutrient)
            if let amount = value.number, amount >= 0, amount <= maximum {
                result.overrides[nutrient] = amount
            } else {
                errors.append(
                    FieldError(
                        field: "targets.\(name)",
                        message:
                            "The \(nutrient.label.lowercased()) target must be a number of \(nutrient.unit.rawValue) from 0 to \(Int(maximum).grouped)."
                    ))
            }
        }
        guard errors.isEmpty else { throw ValidationFailure(errors) }
        return result
    }
}

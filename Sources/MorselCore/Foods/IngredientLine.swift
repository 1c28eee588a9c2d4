import Foundation
/// One written ingredient line split into its measure and its name.
public enum IngredientLine {
    /// "MEASURE<TAB>NAME", or "200g spaghetti" / "2 large eggs" / "Pinch salt": the measure is
    /// the leading amount with its unit or size word; the rest is the name.
    public static func split(_ line: String) -> (name: String, measure: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if let tab = trimmed.firstIndex(of: "\t") {
            return (String(trimmed[trimmed.index(after: tab)...]).trimmingCharacters(in: .whitespaces), String(trimmed[..<tab]))
        }
        let words = trimmed.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var taken = 0
        for word in words {
            let lower = word.lowercased()
            let isAmount = lower.first.map { $0.isNumber || IngredientMeasure.unicodeFractions[$0] != nil } ?? false
            let singular = FoodText.singular(lower.trimmingCharacters(in: .punctuationCharacters))
            let isUnit = IngredientMeasure.volumeUnits[singular] != nil || IngredientMeasure.massUnits[singular] != nil
                || IngredientMeasure.containers.contains(singular) || PortionResolver.sizeWords.contains(singular)
                || IngredientMeasure.vagueWords[singular] != nil || ["fl", "x", "to", "clove", "slice", "can"].contains(singular)
            if isAmount || (taken > 0 && isUnit) || (taken == 0 && IngredientMeasure.vagueWords[singular] != nil) {
                taken += 1
            } else {
                break
            }
        }
        if taken == 0 || taken == words.count { return (trimmed, "") }
        return (words[taken...].joined(separator: " "), words[..<taken].joined(separator: " "))
    }
}

import Crypto
import Foundation
import MorselCore
import MorselData
import NIOPosix

/// The apps whose exports Morsel reads.
public enum ImportSource: String, CaseIterable, Sendable {
    case mealie, tandoor, paprika, myfitnesspal, cronometer

    public var title: String {
        switch self {
        case .mealie: "Mealie"
        case .tandoor: "Tandoor"
        case .paprika: "Paprika"
        case .myfitnesspal: "MyFitnessPal"
        case .cronometer: "Cronometer"
        }
    }

    /// What its file is, for help text and forms.
    public var fileDescription: String {
        switch self {
        case .mealie: "a recipe's zip, the bulk export zip, a backup zip, or a recipe's API JSON"
        case .tandoor: "the export zip (a zip of each recipe's zip)"
        case .paprika: "a .paprikarecipes file"
        case .myfitnesspal: "Nutrition-Summary-….csv or Measurement-Summary-….csv from the export"
        case .cronometer: "servings.csv, dailysummary.csv or biometrics.csv from the export"
        }
    }
}

import MorselCore
import MorselData
import MorselServices

/// A meal in words that Morsel was unsure of, before anything is saved: each food with what
/// it would be, the other foods weighed, and a weight to give instead; "Log it" sends the
/// picks back. Foods it was sure of are shown too, so any can be changed.
struct MealTextReviewPage: Sendable {
    let context: PageContext
    let parsed: MealText
    /// The fields sent again with the picks: text, category, date and the page to return to.
    let fields: [(String, String)]

    /// A pick's form value: food id, portion, quantity and grams ("fndds:92101900|medium|1|480");
    /// a reading without a portion (a bowl as 1½ cups) is sent back by its grams.
    static func value(of choice: EatenFoodResolver.Choice) -> String {
        [choice.food.id, choice.portion ?? "", choice.quantity.map { String($0) } ?? "", String(choice.grams)].joined(
            separator: "|")
    }

    /// The value of the choice that leaves a food out of the meal.
    static let leaveOut = "skip"

    /// The picks a review form sent: `pick.N` (a candidate's value, or a weight's grams in `grams.N`).
    static func choices(_ form: WebForm) throws -> [TextLogging.Choice] {
        var choices: [TextLogging.Choice] = []
        for line in 0..<MealText.maxItems {
            let grams = form["grams.\(line)"]?.trimmingCharacters(in: .whitespaces) ?? ""
            guard let pick = form["pick.\(line)"] else { continue }
            if pick == Self.leaveOut {
                choices.append(.leaveOut(line: line))
                continue
            }
            let parts = pick.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 4, !parts[0].isEmpty else {
                throw DomainError.invalid("choices", "Pick one of the foods offered.")
            }
            if !grams.isEmpty {
                guard let weight = InputValue.text(grams).number else {
                    throw DomainError.invalid("choices", "A weight is a number of grams, such as 150.")
                }
                choices.append(TextLogging.Choice(line: line, foodID: parts[0], grams: weight))
            } else if parts[1].isEmpty {
                choices.append(TextLogging.Choice(line: line, foodID: parts[0], grams: Double(parts[3])))
            } else {
                choices.append(
                    TextLogging.Choice(line: line, foodID: parts[0], portion: parts[1], quantity: Double(parts[2])))
            }
        }
        return choices
    }

    func render() -> String {
        Layout.page(context, title: "Check what you ate") {
            h1 { "Check what you ate" }
            div(.class("notice notice-warning"), .role("alert")) {
                p {
                    text(
                        parsed.unsure.count == 1
                            ? "Morsel is not sure of one food" : "Morsel is not sure of \(parsed.unsure.count) foods")
                    text(
                        " in “\(parsed.text)”. Nothing is logged yet: pick what each one was, give its weight, or leave it out."
                    )
                }
            }
            form(.class("said-review"), .post, .action(Route.mealText.path())) {
                Layout.csrfField(context)
                group(fields.map { input(.type("hidden"), .name($0.0), .value($0.1)) })
                group(parsed.foods.enumerated().map { line, food in foodChoice(line, food) })
                p { text("Taking each first choice: \(parsed.total.calories.grouped) kcal.") }
                p(.class("subtle")) {
                    text("Figures: \(FoodSource.credits(parsed.foods.flatMap { $0.candidates.map(\.food) })).")
                }
                div(.class("actions")) {
                    button(.type("submit"), .class("button")) { "Log it" }
                    a(.class("button secondary"), .href(fields.first { $0.0 == "return" }?.1 ?? Route.today.path())) {
                        "Cancel"
                    }
                }
            }
        }
    }

    private func foodChoice(_ line: Int, _ food: EatenFoodResolver.Resolution) -> HTMLNode {
        fieldset(.class(food.isSure ? "said-food" : "said-food unsure")) {
            legend {
                text("“\(food.said.text)”")
                if let doubt = food.doubt { span(.class("subtle")) { text(" — not sure: \(doubt)") } }
            }
            if food.isSure, let choice = food.choice {
                // Sure: shown as read, its choices folded away to change only if wanted.
                p(.class("said-as-read")) {
                    text("\(choice.food.name) (\(choice.working), \(choice.nutrition.calories.grouped) kcal)")
                }
                details(.class("said-change")) {
                    summary { "Change" }
                    choices(line, food)
                }
            } else {
                choices(line, food)
            }
        }
    }

    private func choices(_ line: Int, _ food: EatenFoodResolver.Resolution) -> HTMLNode {
        group {
            group(
                food.candidates.enumerated().map { position, choice in
                    label(.class("check food-choice")) {
                        // Words that name no particular food: nothing is chosen for the person.
                        input(
                            .type("radio"), .name("pick.\(line)"), .value(Self.value(of: choice)),
                            .flag("checked", position == 0 && food.confidence > 0),
                            .required)
                        text(" \(choice.food.name) ")
                        small { text("(\(choice.working), \(choice.nutrition.calories.grouped) kcal)") }
                    }
                })
            if !food.isSure {
                // Ask about the one, keep the rest: an unsure food may be left out of the meal.
                label(.class("check food-choice")) {
                    input(.type("radio"), .name("pick.\(line)"), .value(Self.leaveOut), .required)
                    text(" Leave it out")
                }
            }
            if !food.candidates.isEmpty {
                div(.class("field")) {
                    label(.for("grams-\(line)")) { text("Or its weight in grams") }
                    input(
                        .type("text"), .id("grams-\(line)"), .name("grams.\(line)"), .inputmode("decimal"),
                        .autocomplete("off"))
                }
            }
        }
    }
}

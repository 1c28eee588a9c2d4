import Foundation

/// Diaries as calorie trackers export them, read into journal entries. Columns are found by
/// name, so exports with added, missing or reordered columns read the same; a row that cannot
/// be read is skipped with its reason, never guessed.
public enum DiaryReaders {
    /// Rows read, and rows skipped with the reason ("row 12: …").
    public struct Read: Sendable {
        public var meals: [ImportedMeal] = []
        public var weights: [WeightEntry] = []
        public var skipped: [(row: String, reason: String)] = []
    }

    /// MyFitnessPal's `Measurement-Summary-*.csv` (`Date,Weight`): the file says no unit, so
    /// the caller says which (the person's setting, or what they chose for the file).
    public static func myFitnessPalWeights(_ table: CSVTable, unit: WeightUnit) throws(DomainError) -> Read {
        guard let date = table.column("Date"), let weight = table.column("Weight"), table.column("Meal") == nil else {
            throw wrongApp("a MyFitnessPal Measurement Summary", needs: "Date and Weight")
        }
        var read = Read()
        for (index, row) in table.rows.enumerated() {
            do throws(DomainError) {
                let day = try Self.date(CSVTable.cell(row, date))
                read.weights.append(try weighing(day, CSVTable.cell(row, weight), unit: unit))
            } catch {
                read.skipped.append(("row \(index + 2)", error.message))
            }
        }
        return read
    }

    /// Cronometer's `biometrics.csv` (`Day,[Time,]Group,Metric,Unit,Amount`): its weighings,
    /// each in the unit its row gives; other measurements (blood pressure, sleep) are left out.
    public static func cronometerBiometrics(_ table: CSVTable) throws(DomainError) -> Read {
        guard let day = table.column("Day", "Date"), let metric = table.column("Metric"),
            let unit = table.column("Unit"),
            let amount = table.column("Amount")
        else {
            throw wrongApp("a Cronometer biometrics export", needs: "Day, Metric, Unit and Amount")
        }
        var read = Read()
        for (index, row) in table.rows.enumerated() where CSVTable.key(CSVTable.cell(row, metric)) == "weight" {
            do throws(DomainError) {
                let date = try Self.date(CSVTable.cell(row, day))
                guard let rowUnit = WeightUnit(text: CSVTable.cell(row, unit)) else {
                    throw .invalid("unit", "its unit “\(CSVTable.cell(row, unit))” is neither kg nor lbs")
                }
                read.weights.append(try weighing(date, CSVTable.cell(row, amount), unit: rowUnit))
            } catch {
                read.skipped.append(("row \(index + 2)", error.message))
            }
        }
        return read
    }

    private static func weighing(_ date: MealDate, _ text: String, unit: WeightUnit) throws(DomainError) -> WeightEntry
    {
        guard let (value, suffix) = StatedNutrition.amount(in: text), suffix.isEmpty || WeightUnit(text: suffix) != nil
        else {
            throw .invalid("weight", text.isEmpty ? "it has no weight" : "its weight “\(text)” is not a number")
        }
        do {
            return try WeightEntry.validated(date: date, weight: .number(value), unit: WeightUnit(text: suffix) ?? unit)
        } catch {
            throw .invalid(error)
        }
    }

    /// MyFitnessPal's `Nutrition-Summary-*.csv`: one row per date and meal, with no food names,
    /// so each becomes an entry named after its meal ("Breakfast", "Pre-workout").
    public static func myFitnessPal(_ table: CSVTable) throws(DomainError) -> Read {
        guard let date = table.column("Date"), let meal = table.column("Meal"),
            let calories = table.column("Calories", "Calories (kcal)")
        else {
            throw wrongApp("a MyFitnessPal Nutrition Summary", needs: "Date, Meal and Calories")
        }
        let columns = Macros(
            table, protein: ["Protein (g)", "Protein"], fat: ["Fat (g)", "Fat"],
            carbs: ["Carbohydrates (g)", "Carbohydrates"])
        let time = table.column("Time")
        let note = table.column("Note")
        var read = Read()
        var seen: [String: Int] = [:]
        for (index, row) in table.rows.enumerated() {
            let label = "row \(index + 2)"
            let mealName = CSVTable.cell(row, meal)
            do throws(DomainError) {
                let day = try Self.date(CSVTable.cell(row, date))
                guard !mealName.isEmpty else { throw .invalid("meal", "it has no meal name") }
                let nutrition = try columns.nutrition(row, calories: calories)
                let clock = CSVTable.cell(row, time)
                let noteText = CSVTable.cell(row, note)
                let notes = "From MyFitnessPal" + (noteText.isEmpty ? "" : ": \(noteText)")
                let details = MealDetails(
                    name: String(mealName.prefix(200)), category: category(mealName), nutrition: nutrition, date: day,
                    time: clock.isEmpty ? nil : Self.time(clock), notes: notes)
                read.meals.append(
                    ImportedMeal(
                        key: occurrence("myfitnesspal:\(day.iso):\(mealName.lowercased())", &seen), details: details))
            } catch {
                read.skipped.append((label, error.message))
            }
        }
        return read
    }

    /// Cronometer's `servings.csv`: one entry per serving, named after its food, with its
    /// amount in the notes. Older exports have no Time or Group column.
    public static func cronometerServings(_ table: CSVTable) throws(DomainError) -> Read {
        guard let day = table.column("Day", "Date"), let food = table.column("Food Name"),
            let calories = table.column("Energy (kcal)")
        else {
            throw wrongApp("a Cronometer servings export", needs: "Day, Food Name and Energy (kcal)")
        }
        let columns = Macros(
            table, protein: ["Protein (g)"], fat: ["Fat (g)"], carbs: ["Carbs (g)", "Carbohydrates (g)"])
        let time = table.column("Time")
        let group = table.column("Group")
        let amount = table.column("Amount")
        var read = Read()
        var seen: [String: Int] = [:]
        for (index, row) in table.rows.enumerated() {
            do throws(DomainError) {
                let date = try Self.date(CSVTable.cell(row, day))
                let name = CSVTable.cell(row, food)
                guard !name.isEmpty else { throw .invalid("food", "it has no food name") }
                let nutrition = try columns.nutrition(row, calories: calories)
                let groupName = CSVTable.cell(row, group)
                let clock = CSVTable.cell(row, time)
                let servingAmount = Self.amount(CSVTable.cell(row, amount))
                let details = MealDetails(
                    name: String(name.prefix(200)), category: category(groupName), nutrition: nutrition, date: date,
                    time: clock.isEmpty ? nil : Self.time(clock),
                    notes: "From Cronometer" + (servingAmount.isEmpty ? "" : ": \(servingAmount)"))
                let key =
                    "cronometer:\(date.iso):\(clock):\(groupName.lowercased()):\(name.lowercased()):\(servingAmount)"
                read.meals.append(ImportedMeal(key: occurrence(key, &seen), details: details))
            } catch {
                read.skipped.append(("row \(index + 2)", error.message))
            }
        }
        return read
    }

    /// Cronometer's `dailysummary.csv`: one entry per day holding the day's totals, for people
    /// whose export has no servings.
    public static func cronometerDailySummary(_ table: CSVTable) throws(DomainError) -> Read {
        guard let day = table.column("Date", "Day"), let calories = table.column("Energy (kcal)"),
            table.column("Food Name") == nil
        else {
            throw wrongApp("a Cronometer daily summary", needs: "Date and Energy (kcal)")
        }
        let columns = Macros(
            table, protein: ["Protein (g)"], fat: ["Fat (g)"], carbs: ["Carbs (g)", "Carbohydrates (g)"])
        var read = Read()
        var seen: [String: Int] = [:]
        for (index, row) in table.rows.enumerated() {
            do throws(DomainError) {
                let date = try Self.date(CSVTable.cell(row, day))
                let details = MealDetails(
                    name: dailyTotalName, category: .other("Daily total"),
                    nutrition: try columns.nutrition(row, calories: calories),
                    date: date, notes: "From Cronometer's daily summary")
                read.meals.append(ImportedMeal(key: occurrence("cronometer-day:\(date.iso)", &seen), details: details))
            } catch {
                read.skipped.append(("row \(index + 2)", error.message))
            }
        }
        return read
    }

    /// The name of an entry holding a whole day from Cronometer's daily summary.
    public static let dailyTotalName = "Day total (Cronometer)"

    /// Where each macro is, by the names trackers give its column.
    struct Macros {
        let protein: Int?, fat: Int?, carbs: Int?

        init(_ table: CSVTable, protein: [String], fat: [String], carbs: [String]) {
            func first(_ names: [String]) -> Int? { names.lazy.compactMap { table.column($0) }.first }
            (self.protein, self.fat, self.carbs) = (first(protein), first(fat), first(carbs))
        }

        /// A blank cell is unknown, kept as 0 (journal macros are figures, not optional).
        func nutrition(_ row: [String], calories: Int) throws(DomainError) -> Nutrition {
            func number(_ index: Int?, _ label: String) throws(DomainError) -> Double {
                let text = CSVTable.cell(row, index)
                guard !text.isEmpty else { return 0 }
                // "1,234.5" and "12,5" alike, as StatedNutrition reads them; nothing negative, nothing past a billion.
                guard !text.hasPrefix("-"), let (value, unit) = StatedNutrition.amount(in: text), unit.isEmpty,
                    text.first?.isNumber == true
                else { throw .invalid(label, "its \(label) “\(text)” is not a number") }
                return value
            }
            return Nutrition(
                calories: try number(calories, "calories").sensibleInt ?? 0, protein: try number(protein, "protein"),
                fat: try number(fat, "fat"), carbs: try number(carbs, "carbs"))
        }
    }

    /// A meal or group name as one of Morsel's categories where it is one ("Snacks" is Snack),
    /// kept as given otherwise ("Pre-workout").
    public static func category(_ name: String) -> MealCategory {
        let key = CSVTable.key(name)
        let synonyms: [String: StandardCategory] = [
            "breakfast": .breakfast, "lunch": .lunch, "dinner": .dinner, "supper": .dinner,
            "snack": .snack, "snacks": .snack,
        ]
        return synonyms[key].map(MealCategory.standard) ?? MealCategory(String(name.prefix(60)))
    }

    /// `yyyy-mm-dd`, as both trackers write dates.
    static func date(_ text: String) throws(DomainError) -> MealDate {
        guard let date = MealDate(iso: String(text.prefix(10))) else {
            throw .invalid("date", text.isEmpty ? "it has no date" : "its date “\(text)” is not yyyy-mm-dd")
        }
        return date
    }

    /// "8:05 AM", "20:05", "20:05:31"; nil for anything else.
    static func time(_ text: String) -> TimeOfDay? {
        let lower = text.lowercased()
        let meridiem = lower.hasSuffix("am") ? 0 : lower.hasSuffix("pm") ? 12 : nil
        let clock = lower.filter { $0.isNumber || $0 == ":" }.split(separator: ":").map { Int($0.prefix(2)) }
        guard clock.count >= 2, var hour = clock[0], let minute = clock[1], (0..<60).contains(minute) else {
            return nil
        }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + meridiem
        }
        return (0..<24).contains(hour) ? TimeOfDay(minutes: hour * 60 + minute) : nil
    }

    /// "150.00 g" as "150 g".
    static func amount(_ text: String) -> String {
        let parts = text.split(separator: " ", maxSplits: 1)
        guard let first = parts.first, let number = Double(first) else { return text }
        return ([Nutrition.format(amount: number)] + parts.dropFirst().map(String.init)).joined(separator: " ")
    }

    /// `key`, with "#2", "#3"… for its second and later occurrences in the same file.
    static func occurrence(_ key: String, _ seen: inout [String: Int]) -> String {
        seen[key, default: 0] += 1
        return seen[key]! == 1 ? key : "\(key)#\(seen[key]!)"
    }

    static func wrongApp(_ expected: String, needs columns: String) -> DomainError {
        .invalid("file", "This file is not \(expected): it has no \(columns) columns.")
    }
}

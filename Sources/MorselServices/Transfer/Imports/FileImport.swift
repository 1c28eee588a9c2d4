import Crypto
import Foundation
import MorselCore
import MorselData
import NIOPosix

/// Imports another app's export file: its recipes into the person's own recipes, or its diary
/// into their journal. The whole file is read first (a file that cannot be read imports
/// nothing); then each item is saved whole or skipped with its reason. Each item's id is
/// made from the person and the item's key in its source, so importing the same file again
/// finds every item: unchanged ones are left, changed ones updated (keeping the person's
/// corrections), nothing is added twice.
public struct FileImport: Sendable {
    package let recipes: RecipeRepository
    package let journals: Journals
    package let weights: @Sendable (UUID) -> WeightRepository
    package let metrics: AppMetrics?

    package init(
        recipes: RecipeRepository, journals: Journals, weights: @escaping @Sendable (UUID) -> WeightRepository,
        metrics: AppMetrics?
    ) {
        self.recipes = recipes
        self.journals = journals
        self.weights = weights
        self.metrics = metrics
    }

    public static let maxFileSize = 100 << 20

    /// An item found in the file.
    package enum Found {
        case recipe(ImportedRecipe)
        case meal(ImportedMeal)
        case weight(WeightEntry)
        case skipped(String, String)
    }

    /// Reads `data` as `source`'s export and saves what it holds for `ownerID`; with `dryRun`
    /// nothing is saved, and the report says what would be. `progress` hears (done, total).
    /// `weightUnit` is what a weight log without units is in (MyFitnessPal's says none).
    public func run(
        _ source: ImportSource, data: Data, ownerID: UUID, today: MealDate, dryRun: Bool,
        weightUnit: WeightUnit = .kilograms,
        progress: (Int, Int) -> Void = { _, _ in }
    ) async throws -> ImportReport {
        try await metrics.counting(import: source.rawValue, if: !dryRun, items: { $0.imported + $0.updated }) {
            try await importing(
                source, data: data, ownerID: ownerID, today: today, dryRun: dryRun, weightUnit: weightUnit,
                progress: progress)
        }
    }

    private func importing(
        _ source: ImportSource, data: Data, ownerID: UUID, today: MealDate, dryRun: Bool, weightUnit: WeightUnit,
        progress: (Int, Int) -> Void
    ) async throws -> ImportReport {
        guard data.count <= Self.maxFileSize else {
            throw DomainError.invalid("file", "The file is over \(Self.maxFileSize >> 20) MB.")
        }
        // Unpacking and parsing may take a while: off the threads that serve requests.
        let found = try await NIOThreadPool.singleton.runIfActive {
            try Self.read(source, data, weightUnit: weightUnit)
        }
        guard !found.isEmpty else { throw DomainError.invalid("file", "Nothing to import was found in the file.") }
        var report = ImportReport()
        for (index, item) in found.enumerated() {
            switch item {
            case .recipe(let recipe):
                report.add(recipe.fields.name, try await save(recipe, ownerID: ownerID, dryRun: dryRun))
            case .meal(let meal):
                report.add(
                    "\(meal.details.date.iso) \(meal.details.name)",
                    try await save(meal, ownerID: ownerID, today: today, dryRun: dryRun))
            case .weight(let entry):
                report.add("\(entry.date.iso) weight", try await save(entry, ownerID: ownerID, dryRun: dryRun))
            case .skipped(let name, let reason): report.add(name, .skipped(reason))
            }
            progress(index + 1, found.count)
        }
        return report
    }

    // MARK: Saving

    private func save(_ imported: ImportedRecipe, ownerID: UUID, dryRun: Bool) async throws -> ImportReport.Outcome {
        let fields: RecipeFields
        do {
            fields = try RecipeRepository.validate(imported.fields)
        } catch DomainError.invalid(let failure) {
            return .skipped(failure.errors.map(\.message).joined(separator: " "))
        }
        // A photo that is not an image Morsel takes is left out; the recipe still comes.
        let photo = imported.imageData.flatMap { (try? MealRepository.checkedPhoto($0)) == nil ? nil : $0 }
        let id = UUID(importedBy: ownerID, key: imported.key)
        if let existing = try await recipes.find(id) {
            let merged = fields.keepingCorrections(from: existing.fields)
            let addsPhoto = photo != nil && !existing.hasPhoto
            guard merged != existing.fields || addsPhoto else { return .unchanged }
            if !dryRun {
                let saved = merged == existing.fields ? existing : try await recipes.update(existing, to: merged)
                if addsPhoto, let photo { _ = try await recipes.setPhoto(of: saved, data: photo) }
            }
            return .updated
        }
        guard !dryRun else { return .imported }
        do {
            _ = try await recipes.create(fields, ownerID: ownerID, id: id, photo: photo)
        } catch {
            // The same file, imported at the same moment, added it first?
            guard try await recipes.exists(id) else { throw error }
            return .unchanged
        }
        return .imported
    }

    private func save(_ imported: ImportedMeal, ownerID: UUID, today: MealDate, dryRun: Bool) async throws
        -> ImportReport.Outcome
    {
        let details: MealDetails
        do {
            details = try MealInput(imported.details).validate(today: today).details
        } catch {
            return .skipped(error.errors.map(\.message).joined(separator: " "))
        }
        let journal = journals.of(ownerID)
        if details.name == DiaryReaders.dailyTotalName,
            try await journal.day(details.date).meals.contains(where: {
                $0.details.notes.hasPrefix("From Cronometer:") || $0.details.notes == "From Cronometer"
            })
        {
            return .skipped("that day's servings from Cronometer are already in the journal")
        }
        let id = UUID(importedBy: ownerID, key: imported.key)
        let existing: Meal?
        do { existing = try await journal.meal(id) } catch DomainError.notFound { existing = nil }
        if let existing {
            guard existing.details != details else { return .unchanged }
            if !dryRun { _ = try await journal.update(id, to: details) }
            return .updated
        }
        guard !dryRun else { return .imported }
        let now = Date()
        return try await journal.restore(Meal(id: id, details: details, createdAt: now, updatedAt: now), photo: nil)
            ? .imported : .unchanged
    }

    /// A day's weighing: one already logged that day the same is unchanged; a different one is replaced.
    private func save(_ entry: WeightEntry, ownerID: UUID, dryRun: Bool) async throws -> ImportReport.Outcome {
        let log = weights(ownerID)
        let existing = try await log.entry(on: entry.date)
        if let existing, abs(existing.kilograms - entry.kilograms) < 0.0005, existing.note == entry.note {
            return .unchanged
        }
        if !dryRun { try await log.save(entry) }
        return existing == nil ? .imported : .updated
    }

    // MARK: Reading

    package static func read(_ source: ImportSource, _ data: Data, weightUnit: WeightUnit = .kilograms)
        throws(DomainError) -> [Found]
    {
        switch source {
        case .mealie: return try mealie(data)
        case .tandoor: return try archive(data, tandoor)
        case .paprika: return try archive(data, paprika)
        case .myfitnesspal:
            let table = try CSVTable(data)
            let isWeights = table.column("Weight") != nil && table.column("Meal") == nil
            return diary(
                isWeights
                    ? try DiaryReaders.myFitnessPalWeights(table, unit: weightUnit)
                    : try DiaryReaders.myFitnessPal(table))
        case .cronometer:
            let table = try CSVTable(data)
            if table.column("Metric") != nil { return diary(try DiaryReaders.cronometerBiometrics(table)) }
            return diary(
                table.column("Food Name") != nil
                    ? try DiaryReaders.cronometerServings(table) : try DiaryReaders.cronometerDailySummary(table))
        }
    }

    private static func diary(_ read: DiaryReaders.Read) -> [Found] {
        read.meals.map { .meal($0) } + read.weights.map { .weight($0) }
            + read.skipped.map { .skipped($0.row, $0.reason) }
    }

    /// Opens `data` as a zip and lets `body` read it; unsafe entry names are reported skipped.
    private static func archive(
        _ data: Data, _ body: (ImportArchive, inout [Found]) throws(ImportArchive.Failure) -> Void
    ) throws(DomainError) -> [Found] {
        let archive = try ImportArchive(data, budget: ImportArchive.UnpackBudget())
        var found = archive.unsafe.map { Found.skipped($0, "its name leads outside the archive, so it was not read") }
        do {
            try body(archive, &found)
        } catch {
            switch error {
            case .tooBig: throw DomainError.invalid("file", ImportArchive.Failure.tooBigMessage)
            case .damaged(let reason): throw DomainError.invalid("file", "The archive cannot be read: \(reason).")
            case .refused(let reason): throw DomainError.invalid("file", reason)
            }
        }
        return found
    }

    /// One JSON entry of an archive read into a recipe by `reader`, or skipped saying why.
    private static func recipe(_ archive: ImportArchive, _ path: String, _ reader: (LooseJSON) -> ImportedRecipe?)
        throws(ImportArchive.Failure) -> Found
    {
        guard let entry = archive.entry(path) else { return .skipped(path, "it is not in the archive") }
        let data: Data
        do { data = try archive.data(entry) } catch .damaged(let reason) { return .skipped(path, reason) }
        return recipe(data, name: path, reader)
    }

    /// The most one recipe's JSON may be: parsed JSON takes many times its size in memory.
    package static let maxRecipeJSON = 16 << 20
    package static let maxBackupJSON = 64 << 20

    private static func recipe(_ data: Data, name: String, _ reader: (LooseJSON) -> ImportedRecipe?) -> Found {
        guard data.count <= maxRecipeJSON else {
            return .skipped(name, "it is over \(maxRecipeJSON >> 20) MB, too big for one recipe")
        }
        guard let json = try? LooseJSON(data: data) else {
            return .skipped(name, "it is not a JSON object: broken or not a recipe")
        }
        guard let recipe = reader(json) else { return .skipped(name, "it has no name") }
        return .recipe(recipe)
    }

    /// The first of `paths` in `archive`, read; nil when none is there or it is damaged.
    private static func image(_ archive: ImportArchive, _ paths: [String]) throws(ImportArchive.Failure) -> Data? {
        guard let entry = paths.lazy.compactMap(archive.entry).first else { return nil }
        do { return try archive.data(entry) } catch .damaged { return nil }
    }

    /// Mealie: a recipe's zip (`slug.json`, `original.webp`), the bulk export
    /// (`recipes/slug/slug.json`, `…/images/original.webp`), a backup (`database.json`), or
    /// one recipe's JSON as its API serves it.
    private static func mealie(_ data: Data) throws(DomainError) -> [Found] {
        guard ImportArchive.isZip(data) else {
            guard data.count <= maxBackupJSON else {
                throw DomainError.invalid("file", "The JSON file is over \(maxBackupJSON >> 20) MB.")
            }
            let json = try LooseJSON(data: data)
            if json["recipes_ingredients"] != nil {
                return MealieBackup.recipes(in: json).map { Found.recipeOrSkipped(RecipeAppReaders.mealie($0.recipe)) }
            }
            return [recipe(data, name: "recipe", RecipeAppReaders.mealie)]
        }
        return try archive(data) { (archive: ImportArchive, found: inout [Found]) throws(ImportArchive.Failure) in
            if let database = archive.entry("database.json") {
                guard database.size <= maxBackupJSON else {
                    throw .refused("The backup's database.json is over \(maxBackupJSON >> 20) MB.")
                }
                let data: Data
                do throws(ImportArchive.Failure) {
                    data = try archive.data(database)
                } catch {
                    if case .damaged(let reason) = error { throw .refused("The backup cannot be read: \(reason).") }
                    throw error
                }
                guard let json = try? LooseJSON(data: data) else {
                    throw .refused("The backup's database.json is not a JSON object: it is broken.")
                }
                for (recipe, imagePath) in MealieBackup.recipes(in: json) {
                    guard var imported = RecipeAppReaders.mealie(recipe) else {
                        found.append(.skipped(recipe.string("slug") ?? "recipe", "it has no name"))
                        continue
                    }
                    imported.imageData = try image(archive, [imagePath])
                    found.append(.recipe(imported))
                }
                return
            }
            for entry in archive.files where entry.path.hasSuffix(".json") {
                var item = try recipe(archive, entry.path, RecipeAppReaders.mealie)
                if case .recipe(var imported) = item {
                    let folder = entry.path.split(separator: "/").dropLast().joined(separator: "/")
                    let prefix = folder.isEmpty ? "" : folder + "/"
                    imported.imageData = try image(
                        archive, [prefix + "images/original.webp", prefix + "original.webp"])
                    item = .recipe(imported)
                }
                found.append(item)
            }
        }
    }

    /// Tandoor: a zip of each recipe's zip (`recipe.json` and `image.*`); one recipe's zip alone works too.
    private static func tandoor(_ archive: ImportArchive, _ found: inout [Found]) throws(ImportArchive.Failure) {
        func read(_ inner: ImportArchive, name: String) throws(ImportArchive.Failure) -> Found {
            var item = try recipe(inner, "recipe.json", RecipeAppReaders.tandoor)
            if case .skipped(_, let reason) = item { return .skipped(name, reason) }
            if case .recipe(var imported) = item {
                imported.imageData = try image(inner, inner.files.map(\.path).filter { $0.hasPrefix("image") })
                item = .recipe(imported)
            }
            return item
        }
        if archive.entry("recipe.json") != nil {
            found.append(try read(archive, name: "recipe.json"))
            return
        }
        for entry in archive.files where entry.path.lowercased().hasSuffix(".zip") {
            let data: Data
            do { data = try archive.data(entry) } catch .damaged(let reason) {
                found.append(.skipped(entry.path, reason))
                continue
            }
            guard let inner = try? ImportArchive(data, budget: archive.budget) else {
                found.append(.skipped(entry.path, "it is not a zip archive, or it is damaged"))
                continue
            }
            found += inner.unsafe.map {
                .skipped("\(entry.path): \($0)", "its name leads outside the archive, so it was not read")
            }
            found.append(try read(inner, name: entry.path))
        }
    }

    /// Paprika: a zip of gzip-compressed JSON, one `.paprikarecipe` per recipe, photo inline.
    private static func paprika(_ archive: ImportArchive, _ found: inout [Found]) throws(ImportArchive.Failure) {
        for entry in archive.files where entry.path.hasSuffix(".paprikarecipe") {
            let packed: Data
            do { packed = try archive.data(entry) } catch .damaged(let reason) {
                found.append(.skipped(entry.path, reason))
                continue
            }
            let json: Data
            do {
                json = try Zlib.gunzip(packed, limit: min(archive.budget.remaining, maxRecipeJSON + 1))
            } catch .damaged {
                found.append(.skipped(entry.path, "it is not gzip-compressed JSON, or it is damaged"))
                continue
            } catch {
                // More than the archive may still unpack; or more than one recipe may be, skipped below.
                guard archive.budget.remaining > maxRecipeJSON else { throw .tooBig }
                archive.budget.remaining -= maxRecipeJSON // what was unpacked before it was refused
                found.append(.skipped(entry.path, "it is over \(maxRecipeJSON >> 20) MB, too big for one recipe"))
                continue
            }
            archive.budget.remaining -= json.count
            found.append(recipe(json, name: entry.path, RecipeAppReaders.paprika))
        }
    }
}

extension UUID {
    /// The id of the item named `key` in its source, imported by `ownerID`: the same on every
    /// import, different for each person (a name-based UUID, version 5 style, over SHA-256).
    /// An import that finds it stored updates rather than adds; two at once cannot both add.
    package init(importedBy ownerID: UUID, key: String) {
        var bytes = Array(SHA256.hash(data: Data("morsel-import\n\(ownerID.uuidString)\n\(key)".utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x50
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        self.init(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}

extension FileImport.Found {
    package static func recipeOrSkipped(_ recipe: ImportedRecipe?) -> Self {
        recipe.map(Self.recipe) ?? .skipped("recipe", "it has no name")
    }
}

import ArgumentParser
import Foundation
import MorselCore
import MorselData
import MorselServer
import MorselServices

/// `morsel foods search QUERY`: the USDA food search from the terminal.
struct FoodsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "foods",
        abstract: "Look up foods in the bundled USDA table; import packaged foods from Open Food Facts.",
        subcommands: [Search.self, ImportOFF.self])

    /// `morsel foods import-off FILE`: Open Food Facts' CSV or JSONL export into the products,
    /// read a few megabytes at a time (the full exports run to gigabytes), with a progress bar.
    struct ImportOFF: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import-off", abstract: "Load packaged foods from an Open Food Facts export (CSV or JSONL).",
            discussion: """
                Reads OFF's tab-separated CSV export or its JSONL export (one product per line), or a \
                CSV with per-100 g columns (kcal, protein_g, fat_g, carbs_g, sodium_mg…). Products \
                are kept by barcode: importing again replaces them. A product without a name, a \
                barcode or its calories is skipped, saying why. Data: \(OpenFoodFacts.credit).
                """)

        @Argument(help: "The export file.") var file: String
        @Flag(name: .long, help: "Read and check the file, save nothing.") var dryRun = false
        @OptionGroup var database: DatabaseOptions

        static let chunkSize = 8 * 1024 * 1024

        /// Reads whole lines (after the CSV's header) and saves their products, unless a dry run.
        private func save(_ lines: Data, header: Data, to products: ProductRepository) async throws
            -> OpenFoodFacts.Read
        {
            let batch: OpenFoodFacts.Read
            do { batch = try OpenFoodFacts.read(header + lines) } catch {
                throw ValidationError("\(file): \(error.message)")
            }
            if !dryRun { try await products.save(batch.products) }
            return batch
        }

        func run() async throws {
            guard let handle = FileHandle(forReadingAtPath: file) else { throw ValidationError("Cannot open \(file).") }
            defer { try? handle.close() }
            let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            try await database.withServices { services in
                let progress = ProgressBar(total: max(size, 1))
                var header: Data?
                var pending = Data()
                var read = 0
                var saved = 0
                var skipped = 0
                while true {
                    let chunk = try handle.read(upToCount: Self.chunkSize) ?? Data()
                    read += chunk.count
                    pending.append(chunk)
                    if header == nil, let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        // JSON lines carry no header; a CSV's first line is its header, put before each batch.
                        let first = pending[pending.startIndex...end]
                        if first.first(where: { ![0x20, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }) != UInt8(ascii: "{") {
                            header = Data(first)
                            pending = Data(pending[(end + 1)...])
                        } else {
                            header = Data()
                        }
                    }
                    var lines = Data()
                    if chunk.isEmpty {
                        lines = pending
                    } else if let last = pending.lastIndex(of: UInt8(ascii: "\n")) {
                        lines = Data(pending[...last])
                        pending = Data(pending[(last + 1)...])
                    }
                    if !lines.isEmpty {
                        let batch = try await save(lines, header: header ?? Data(), to: services.products)
                        progress.clear()
                        for item in batch.skipped.prefix(max(0, 20 - skipped)) {
                            FileHandle.standardError.write(Data("skipped \(item.item): \(item.reason)\n".utf8))
                        }
                        saved += batch.products.count
                        skipped += batch.skipped.count
                    }
                    if chunk.isEmpty { break }
                    progress.show(min(read, size))
                }
                progress.finish()
                let count = try await services.products.count()
                print(
                    "\(dryRun ? "Read" : "Imported") \(saved) products from \(file); \(skipped) skipped"
                        + (skipped > 20 ? " (the first 20 shown)" : "")
                        + (dryRun ? ". Dry run: nothing saved." : ". \(count) products here now."))
                print("Data: \(OpenFoodFacts.credit).")
            }
        }
    }

    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Search foods by name; best matches first, per 100 g.")

        @Argument(help: "Words to look for, in any order, e.g. \"chicken breast\".") var query: [String]
        @Option(help: "How many foods to show.") var limit = 10

        func run() throws {
            let index = FoodCatalog.bundled.index
            let foods = index.search(query.joined(separator: " "), limit: limit)
            if foods.isEmpty { print("No food matches “\(query.joined(separator: " "))”.") }
            for food in foods {
                let p = food.per100g
                print("\(food.id)  \(food.name)  [\(food.source.label)]")
                print(
                    "       \(Int(p.calories.rounded())) kcal · protein \(Nutrition.format(grams: p.protein)) g · fat \(Nutrition.format(grams: p.fat)) g · carbs \(Nutrition.format(grams: p.carbs)) g per 100 g"
                )
            }
            if !foods.isEmpty { print("Figures: \(FoodSource.credits(foods))") }
        }
    }
}

import ArgumentParser
import Foundation
import Logging
import MorselData
import MorselServer
import MorselServices

/// `morsel backup FILE`: a consistent snapshot of everything, photos included, while the server runs.
struct BackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract:
            "Write a consistent snapshot of the whole database (photos included) to FILE; safe while the server runs.")

    @Argument(help: "The file to write.") var file: String
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        try await database.withStore { store in
            let counts = try await Backup.write(from: store, to: URL(fileURLWithPath: file), now: Date())
            print("Backed up \(BackupCommand.summary(counts)) to \(file).")
        }
    }

    static func summary(_ counts: Backup.Counts) -> String {
        let parts = [
            ("users", "users"), ("meals", "meals"), ("meal_photos", "meal photos"), ("recipes", "recipes"),
            ("plan_entries", "planned items"), ("grocery_entries", "grocery lines"),
        ]
        return parts.map { "\(counts[$0.0, default: 0]) \($0.1)" }.joined(separator: ", ")
    }
}

import ArgumentParser
import Foundation
import Logging
import MorselData
import MorselServer
import MorselServices

/// `morsel restore FILE`: brings a backup back, into an empty database or (`--replace`) over one.
struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Restore a backup written by `morsel backup` (stop the server first).",
        discussion:
            "Into an empty database, or over the current data with --replace. All or nothing: a bad file changes nothing."
    )

    @Argument(help: "The backup file.") var file: String
    @Flag(help: "Replace everything in the database with the backup.") var replace = false
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        guard FileManager.default.fileExists(atPath: file) else { throw ValidationError("There is no file \(file).") }
        try await database.withStore { store in
            do {
                let counts = try await Backup.restore(from: URL(fileURLWithPath: file), into: store, replacing: replace)
                print("Restored \(BackupCommand.summary(counts)) from \(file).")
            } catch let error as BackupError {
                throw ValidationError(error.description)
            }
        }
    }
}

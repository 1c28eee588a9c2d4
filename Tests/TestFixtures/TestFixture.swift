import Foundation

/// The files tests read, kept in the repository under `Tests/Fixtures` (see its README for
/// where each came from and on what terms). Never bundled into the app.
public enum TestFixture {
    /// `Tests/Fixtures`, found from this file's place in the repository.
    public static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // TestFixtures
        .deletingLastPathComponent() // Tests
        .appendingPathComponent("Fixtures", isDirectory: true)

    /// The fixture at `path` below `Tests/Fixtures`, e.g. `themealdb/search_s_all.json`.
    public static func url(_ path: String) -> URL {
        directory.appendingPathComponent(path)
    }

    /// The bytes of the fixture at `path`; throws when it is missing, naming where it was looked for.
    public static func data(_ path: String) throws -> Data {
        let file = url(path)
        do {
            return try Data(contentsOf: file)
        } catch {
            throw Missing(path: file.path)
        }
    }

    /// A fixture that is not where the tests expect it.
    public struct Missing: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "test fixture missing: \(path)" }
    }
}

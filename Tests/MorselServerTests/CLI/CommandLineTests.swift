import Foundation
import Testing

/// Runs the real `morsel` binary that `swift test` built beside the test bundle.
struct MorselCommand {
    let dataDirectory: URL

    static var binary: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("morsel")
    }

    init() throws {
        dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("morsel-cli-\(UUID().uuidString)")
    }

    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    func run(_ arguments: [String], input: String? = nil, useDataDirectory: Bool = true) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments + (useDataDirectory ? ["--data-dir", dataDirectory.path] : [])
        var environment = ProcessInfo.processInfo.environment
        environment["MORSEL_DATABASE_URL"] = nil
        process.environment = environment
        let output = Pipe(), errors = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), errors: String(decoding: err, as: UTF8.self))
    }

    func cleanUp() { try? FileManager.default.removeItem(at: dataDirectory) }
}

@Suite("The morsel command line", .serialized)
struct CommandLineTests {
    @Test("user add, list and passwd, then demo, against a data directory")
    func userLifecycle() throws {
        // given
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        // when
        let added = try morsel.run(["user", "add", "alice", "--admin", "--password-stdin"], input: "a long password\n")
        // then
        #expect(added.status == 0, "\(added.errors)")
        #expect(added.output.contains("Added alice (admin)."))
        #expect(FileManager.default.fileExists(atPath: morsel.dataDirectory.appendingPathComponent("morsel.sqlite").path))

        let list = try morsel.run(["user", "list"])
        #expect(list.status == 0)
        #expect(list.output.contains("alice\tadmin"))

        let passwd = try morsel.run(["user", "passwd", "alice", "--password-stdin"], input: "another long one\n")
        #expect(passwd.status == 0)
        #expect(passwd.output.contains("Password changed for alice."))

        let demo = try morsel.run(["demo", "alice"])
        #expect(demo.status == 0)
        #expect(demo.output.contains("Caprese Salad, Chicken and Potatoes, Pasta with Meatballs"))
    }

    @Test("refusals are plain messages and a failing exit code")
    func refusals() throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        let short = try morsel.run(["user", "add", "bob", "--password-stdin"], input: "short\n")
        #expect(short.status != 0)
        #expect(short.errors.contains("Password must be at least 8 characters."))
        #expect(!short.errors.contains("Fatal"))
        let nobody = try morsel.run(["demo", "nobody"])
        #expect(nobody.status != 0)
        #expect(nobody.errors.contains("There is no user called nobody."))
        let badURL = try morsel.run(["migrate", "--database-url", "mysql://x"], useDataDirectory: false)
        #expect(badURL.status != 0)
        #expect(badURL.errors.contains("Unsupported database URL"))
    }

    @Test("migrate creates the database; --help explains each command")
    func migrateAndHelp() throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        let migrate = try morsel.run(["migrate"])
        #expect(migrate.status == 0)
        #expect(migrate.output.contains("The database is up to date."))
        for command in [["serve"], ["migrate"], ["user", "add"], ["user", "list"], ["user", "passwd"], ["demo"]] {
            let help = try morsel.run(command + ["--help"], useDataDirectory: false)
            #expect(help.status == 0, "\(command)")
            #expect(help.output.contains("--data-dir"), "\(command)")
            #expect(help.output.contains("--database-url"), "\(command)")
        }
    }
}

import Foundation
import TestFixtures
import Testing

/// Runs the real `morsel` binary that `swift test` built beside the test bundle.
struct MorselCommand: Sendable {
    let dataDirectory: URL
    let database = TestDatabase.fresh()

    static var binary: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("morsel")
    }

    init() throws {
        dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("morsel-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    }

    struct Result: Sendable {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs `morsel` with `arguments` and waits for it on a thread of its own, not one of those
    /// that run tasks: the command line tests run side by side, and some talk to a server in
    /// this test process. At most two run at once (``ChildSlots``).
    func run(
        _ arguments: [String], input: String? = nil, useDataDirectory: Bool = true,
        environment extra: [String: String] = [:]
    ) async throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        // On PostgreSQL runs, each command line test has its own schema (scripts/test-postgres
        // recreates the test database, so they are not dropped one by one).
        environment["MORSEL_DATABASE_URL"] = database.schema == nil ? nil : database.url
        environment.merge(extra) { _, new in new }
        let (binary, arguments, environmentSet) = (
            Self.binary, arguments + (useDataDirectory ? ["--data-dir", dataDirectory.path] : []), environment
        )
        await ChildSlots.shared.take()
        let finished = await withCheckedContinuation {
            (continuation: CheckedContinuation<Swift.Result<Result, any Error>, Never>) in
            Thread.detachNewThread {
                continuation.resume(
                    returning: Swift.Result {
                        let child = try ChildProcess(
                            binary, arguments: arguments, environment: environmentSet, input: input)
                        let status = child.wait()
                        return Result(status: status, output: child.output, errors: child.errors)
                    })
            }
        }
        await ChildSlots.shared.give()
        return try finished.get()
    }

    func cleanUp() { try? FileManager.default.removeItem(at: dataDirectory) }
}

/// How many `morsel` processes the command line tests run at once: each loads the food tables,
/// so more than the two cores' worth would starve the rest of the suite (servers in this process
/// that must answer within seconds).
actor ChildSlots {
    static let shared = ChildSlots(2)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { free = count }

    func take() async {
        if free > 0 {
            free -= 1
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    func give() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}

@Suite("The morsel command line")
struct CommandLineTests {
    @Test("user add, list and passwd, then demo, against a data directory")
    func userLifecycle() async throws {
        // given
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        // when
        let added = try await morsel.run(
            ["user", "add", "alice", "--admin", "--password-stdin"], input: "a long password\n")
        // then
        #expect(added.status == 0, "\(added.errors)")
        #expect(added.output.contains("Added alice (admin)."))
        if !TestDatabase.isPostgres {
            #expect(
                FileManager.default.fileExists(
                    atPath: morsel.dataDirectory.appendingPathComponent("morsel.sqlite").path))
        }

        let list = try await morsel.run(["user", "list"])
        #expect(list.status == 0)
        #expect(list.output.contains("alice\tadmin"))

        let passwd = try await morsel.run(["user", "passwd", "alice", "--password-stdin"], input: "another long one\n")
        #expect(passwd.status == 0)
        #expect(passwd.output.contains("Password changed for alice."))

        let demo = try await morsel.run(["demo", "alice"])
        #expect(demo.status == 0)
        #expect(demo.output.contains("Caprese Salad, Chicken and Potatoes, Pasta with Meatballs"))
    }

    @Test("refusals are plain messages and a failing exit code")
    func refusals() async throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        let short = try await morsel.run(["user", "add", "bob", "--password-stdin"], input: "short\n")
        #expect(short.status != 0)
        #expect(short.errors.contains("Password must be at least 8 characters."))
        #expect(!short.errors.contains("Fatal"))
        let nobody = try await morsel.run(["demo", "nobody"])
        #expect(nobody.status != 0)
        #expect(nobody.errors.contains("There is no user called nobody."))
        let badURL = try await morsel.run(["migrate", "--database-url", "mysql://x"], useDataDirectory: false)
        #expect(badURL.status != 0)
        #expect(badURL.errors.contains("Unsupported database URL"))
    }

    @Test(
        "user link and unlink: the provider from --issuer or MORSEL_OIDC_ISSUER; unlink ends every link unless told which"
    )
    func openIDLinks() async throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        #expect(
            try await morsel.run(["user", "add", "erin", "--password-stdin"], input: "a long password\n").status == 0)
        let which = try await morsel.run(["user", "link", "erin", "--email", "erin@example.org"])
        #expect(
            which.status != 0
                && which.errors.contains("Give --issuer https://auth.example.org, or set MORSEL_OIDC_ISSUER"))
        let linked = try await morsel.run([
            "user", "link", "erin", "--email", "erin@example.org", "--issuer", "https://auth.example.org",
        ])
        #expect(linked.status == 0, "\(linked.errors)")
        #expect(
            linked.output.contains(
                "erin will be linked the first time erin@example.org signs in at https://auth.example.org"))
        #expect(
            try await morsel.run(["user", "unlink", "erin", "--issuer", "https://other.example.org"]).output
                .contains("erin was not linked to https://other.example.org."))
        let unlinked = try await morsel.run(["user", "unlink", "erin"])
        #expect(unlinked.status == 0 && unlinked.output.contains("erin is no longer linked."))
        #expect(try await morsel.run(["user", "unlink", "erin"]).output.contains("erin was not linked."))
        let configured = [
            "MORSEL_OIDC_ISSUER": "https://auth.example.org", "MORSEL_OIDC_CLIENT_ID": "morsel",
            "MORSEL_OIDC_CLIENT_SECRET": "secret", "MORSEL_PUBLIC_URL": "https://food.example.org",
        ]
        let fromEnvironment = try await morsel.run(
            ["user", "link", "erin", "--email", "erin@example.org"], environment: configured)
        #expect(fromEnvironment.status == 0 && fromEnvironment.output.contains("signs in at https://auth.example.org"))
        #expect(try await morsel.run(["user", "nobody-here"]).status != 0)
        #expect(try await morsel.run(["user", "unlink", "nobody"]).errors.contains("There is no user called nobody."))
    }

    @Test("user add --household joins a household by name, creating it once; user list shows each one's household")
    func households() async throws {
        // given
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        let alice = try await morsel.run(
            ["user", "add", "alice", "--admin", "--password-stdin"], input: "a long password\n")
        #expect(alice.status == 0, "\(alice.errors)")

        // when
        let bob = try await morsel.run(
            ["user", "add", "bob", "--household", "Smiths", "--password-stdin"], input: "a long password\n")
        let carol = try await morsel.run(
            ["user", "add", "carol", "--household", " smiths ", "--password-stdin"], input: "a long password\n")
        let list = try await morsel.run(["user", "list"])

        // then
        #expect(bob.status == 0, "\(bob.errors)")
        #expect(bob.output.contains("Created the household Smiths."))
        #expect(bob.output.contains("Added bob to Smiths."))
        #expect(carol.status == 0, "\(carol.errors)")
        #expect(!carol.output.contains("Created the household"))
        #expect(carol.output.contains("Added carol to Smiths."))
        #expect(list.status == 0)
        let lines = list.output.split(separator: "\n")
        #expect(
            lines.contains { $0.hasPrefix("alice\tadmin\t") && $0.hasSuffix("\talice's household") }, "\(list.output)")
        #expect(lines.contains { $0.hasPrefix("bob\t") && $0.hasSuffix("\tSmiths") }, "\(list.output)")
        #expect(lines.contains { $0.hasPrefix("carol\t") && $0.hasSuffix("\tSmiths") }, "\(list.output)")
    }

    @Test("a household name that is blank or too long is refused and adds no one")
    func badHouseholdName() async throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        let blank = try await morsel.run(
            ["user", "add", "bob", "--household", "  ", "--password-stdin"], input: "a long password\n")
        #expect(blank.status != 0)
        #expect(blank.errors.contains("Household name is required."))
        let long = try await morsel.run(
            ["user", "add", "bob", "--household", String(repeating: "x", count: 61), "--password-stdin"],
            input: "a long password\n")
        #expect(long.status != 0)
        #expect(long.errors.contains("Household name must be at most 60 characters."))
        let list = try await morsel.run(["user", "list"])
        #expect(!list.output.contains("bob"))
        let help = try await morsel.run(["user", "add", "--help"], useDataDirectory: false)
        #expect(help.output.contains("--household"))
    }

    @Test("serve refuses a setting that cannot work, naming it, before opening anything")
    func serveRefusesBadSettings() async throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        let result = try await morsel.run(["serve", "--port", "0"], environment: ["MORSEL_LOG_LEVEL": "verbose"])
        #expect(result.status != 0)
        #expect(
            result.errors.contains(
                "MORSEL_LOG_LEVEL is “verbose”; use one of trace, debug, info, notice, warning, error, critical."))
        #expect(result.errors.contains("--port is 0; use a number from 1 to 65535."))
        #expect(
            !FileManager.default.fileExists(atPath: morsel.dataDirectory.appendingPathComponent("morsel.sqlite").path))
    }

    @Test("migrate creates the database; --help explains each command")
    func migrateAndHelp() async throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        let migrate = try await morsel.run(["migrate"])
        #expect(migrate.status == 0)
        #expect(migrate.output.contains("The database is up to date."))
        for command in [["serve"], ["migrate"], ["user", "add"], ["user", "list"], ["user", "passwd"], ["demo"]] {
            let help = try await morsel.run(command + ["--help"], useDataDirectory: false)
            #expect(help.status == 0, "\(command)")
            #expect(help.output.contains("--data-dir"), "\(command)")
            #expect(help.output.contains("--database-url"), "\(command)")
        }
    }

    @Test("import themealdb: a summary line, idempotent, bad records reported on stderr")
    func importTheMealDB() async throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        let file = TestFixture.url("themealdb/search_s_all.json").path
        let first = try await morsel.run(["import", "themealdb", file])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.contains("178 imported, 0 updated, 0 unchanged, 0 skipped (178 meals in 1 file)."))
        let second = try await morsel.run(["import", "themealdb", file])
        #expect(second.output.contains("0 imported, 0 updated, 178 unchanged, 0 skipped"))
        let bad = morsel.dataDirectory.appendingPathComponent("bad.json")
        try Data(#"{"meals": [{"idMeal": "9", "strMeal": ""}]}"#.utf8).write(to: bad)
        let skipped = try await morsel.run(["import", "themealdb", bad.path])
        #expect(skipped.status == 0)
        #expect(skipped.errors.contains("meal without a name (id 9)"))
        let junk = try await morsel.run(["import", "themealdb", "/nonexistent.json"])
        #expect(junk.status != 0)
        #expect(junk.errors.contains("Cannot read /nonexistent.json."))
    }

    @Test(
        "import url: a dry run shows the page's recipe and saves nothing; then it is added, then updated; a bad page is skipped, saying why"
    )
    func importURL() async throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        _ = try await morsel.run(["user", "add", "alice", "--password-stdin"], input: "a long password\n")
        try await RecipePageServer.run { base in
            let page = "\(base)/pages/swissmilk.ch__swissmilk"
            let allow = ["MORSEL_IMPORT_ALLOW_PRIVATE": "only"]
            let dry = try await morsel.run(
                ["import", "url", page, "--user", "alice", "--dry-run"], environment: allow)
            #expect(dry.status == 0, "\(dry.errors)")
            #expect(dry.output.contains("Tomatenrisotto"))
            #expect(dry.output.contains("  - 150 g Risottoreis, z.B. Carnaroli"))
            #expect(dry.output.contains("1 would be added, 0 would be updated, 0 skipped (1 page)."))
            let added = try await morsel.run(
                ["import", "url", page, "\(base)/plain", "--user", "alice"], environment: allow)
            #expect(added.status == 0, "\(added.errors)")
            #expect(added.output.contains("1 added, 0 updated, 1 skipped (2 pages)."))
            #expect(added.errors.contains("skipped \(base)/plain: No recipe found on that page."))
            let again = try await morsel.run(["import", "url", page, "--user", "alice"], environment: allow)
            #expect(again.output.contains("0 added, 1 updated, 0 skipped (1 page)."))
            let refused = try await morsel.run(["import", "url", page, "--user", "alice"])
            #expect(refused.status != 0)
            #expect(refused.errors.contains("is a private or local address"))
        }
    }

    @Test(
        "import mealie|tandoor|paprika|myfitnesspal|cronometer: a summary per file, skipped items on stderr, a refused file fails"
    )
    func importAppFiles() async throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        _ = try await morsel.run(["user", "add", "alice", "--password-stdin"], input: "a long password\n")
        let bulk = TestFixture.url("imports/mealie/bulk-export.zip").path
        let dry = try await morsel.run(["import", "mealie", bulk, "--user", "alice", "--dry-run"])
        #expect(dry.status == 0, "\(dry.errors)")
        #expect(
            dry.output.contains(
                "bulk-export.zip: 20 imported, 0 updated, 0 unchanged, 0 skipped (dry run: nothing saved)."))
        let first = try await morsel.run(["import", "mealie", bulk, "--user", "alice"])
        #expect(first.output.contains("bulk-export.zip: 20 imported"))
        #expect(first.errors.contains("20/20"), "progress, as plain lines when not a terminal")
        #expect(
            try await morsel.run(["import", "mealie", bulk, "--user", "alice"]).output.contains(
                "0 imported, 0 updated, 20 unchanged, 0 skipped"))

        let tandoor = try await morsel.run([
            "import", "tandoor", TestFixture.url("imports/tandoor/export.zip").path, "--user", "alice",
        ])
        #expect(tandoor.output.contains("6 imported, 0 updated, 0 unchanged, 1 skipped"))
        #expect(tandoor.errors.contains("skipped 40.zip: it is not a JSON object: broken or not a recipe"))
        let diary = try await morsel.run([
            "import", "myfitnesspal", TestFixture.url("imports/myfitnesspal/Nutrition-Summary-old.csv").path,
            TestFixture.url("imports/hostile/wrong-app.csv").path, "--user", "alice",
        ])
        #expect(diary.status != 0, "one file was refused")
        #expect(diary.output.contains("Nutrition-Summary-old.csv: 10 imported"))
        #expect(diary.errors.contains("wrong-app.csv: This file is not a MyFitnessPal Nutrition Summary"))
        let help = try await morsel.run(["import", "--help"], useDataDirectory: false)
        for source in ["url", "mealie", "tandoor", "paprika", "myfitnesspal", "cronometer"] {
            #expect(help.output.contains("  \(source) "))
        }
    }

    @Test("foods search and recipes estimate work from the terminal")
    func foodsAndEstimate() async throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        let search = try await morsel.run(
            ["foods", "search", "chicken", "breast", "--limit", "3"], useDataDirectory: false)
        #expect(search.status == 0)
        #expect(
            search.output.hasPrefix("05062  Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw"))
        #expect(search.output.contains("USDA FoodData Central (SR28)"))
        let estimate = try await morsel.run(
            ["recipes", "estimate", "-", "--servings", "2"], input: "200g spaghetti\n1 tbsp olive oil\nPinch salt\n",
            useDataDirectory: false)
        #expect(estimate.status == 0)
        #expect(estimate.output.contains("Total: 861 kcal"))
        #expect(estimate.output.contains("Per serving (2): 431 kcal"))
        #expect(estimate.output.contains("Coverage: 67% of lines resolved."))
    }

    @Test("log: a meal said in words is worked out, shown and logged; a food not found logs nothing")
    func logInWords() async throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        #expect(
            try await morsel.run(["user", "add", "alice", "--password-stdin"], input: "correct horse\n").status == 0)
        let dry = try await morsel.run(["log", "2 eggs and toast", "--user", "alice", "--dry-run"])
        #expect(dry.status == 0)
        #expect(
            dry.output.contains("2 eggs: Egg, whole, cooked, NS as to cooking method, 2 × 1 egg = 50.0 g, 176 kcal"))
        #expect(dry.output.contains("Dry run: nothing logged."))
        #expect(dry.output.contains("Figures: USDA FNDDS 2021-2023."))
        let logged = try await morsel.run([
            "log", "2 eggs and toast", "--user", "alice", "--meal", "breakfast", "--date", "2025-03-10", "--time",
            "08:00",
        ])
        #expect(logged.status == 0, "\(logged.errors)")
        #expect(logged.output.contains("Logged “2 eggs and toast” for alice on 10/03/2025 08:00 (Breakfast)."))
        // A food that matches nothing is asked about; the sure one is shown; "LINE=skip" leaves it out.
        let refused = try await morsel.run(["log", "zzqxv and 2 eggs", "--user", "alice"])
        #expect(refused.status != 0)
        #expect(
            refused.output.contains("Not sure of “zzqxv” (line 0): no food matches it.")
                && refused.output.contains("(line 1, sure)"))
        let skipped = try await morsel.run([
            "log", "zzqxv and 2 eggs", "--user", "alice", "--dry-run", "--pick", "0=skip",
        ])
        #expect(
            skipped.status == 0 && skipped.output.contains("2 eggs: Egg") && !skipped.output.contains("zzqxv"),
            "\(skipped.errors)")
        // Unsure: the candidates, and how to pick one; a pick logs it.
        let unsure = try await morsel.run(["log", "a bowl of stuff", "--user", "alice", "--dry-run"])
        #expect(unsure.status != 0)
        #expect(
            unsure.output.contains("Not sure of “a bowl of stuff” (line 0)")
                && unsure.output.contains("--pick \"0=fndds:"))
        #expect(unsure.errors.contains("Pick a candidate for each food not sure with --pick"))
        let picked = try await morsel.run([
            "log", "a bowl of stuff", "--user", "alice", "--dry-run", "--pick", "0=fndds:58403040|cup|1.5",
        ])
        #expect(picked.status == 0, "\(picked.errors)")
        #expect(picked.output.contains("a bowl of stuff: Soup, chicken noodle, 1.5 × 1 cup = 245.0 g, 195 kcal"))
        let weighed = try await morsel.run([
            "log", "a bowl of stuff", "--user", "alice", "--dry-run", "--pick", "0=fndds:58403040|300g",
        ])
        #expect(weighed.status == 0 && weighed.output.contains("weighed"))
        // A portion whose name holds a comma.
        let rice = try await morsel.run([
            "log", "a bowl of stuff", "--user", "alice", "--dry-run", "--pick", "0=fndds:56205001|cup, cooked|2",
        ])
        #expect(
            rice.status == 0
                && rice.output.contains("Rice, white, cooked, NS as to fat, 2 × 1 cup, cooked = 163.0 g, 421 kcal"),
            "\(rice.output)\(rice.errors)")
        for bad in ["zero", "0=", "0=|cup", "0=fndds:58403040|cup|lots"] {
            let refusedPick = try await morsel.run(["log", "a bowl of stuff", "--user", "alice", "--pick", bad])
            #expect(
                refusedPick.status != 0
                    && (refusedPick.errors.contains("A pick is") || refusedPick.errors.contains("is no quantity")),
                "\(bad)")
        }
        let export = try await morsel.run(["export", "--user", "alice", "--format", "csv"])
        #expect(export.output.contains("2025-03-10,08:00,2 eggs and toast,Breakfast"))
        #expect(!export.output.contains("zzqxv"))
    }

    @Test(
        "foods import-off: Open Food Facts' products by barcode, skipped ones said; again replaces, a dry run saves nothing"
    )
    func importOpenFoodFacts() async throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        let file = TestFixture.url("openfoodfacts/products.csv").path
        let dry = try await morsel.run(["foods", "import-off", file, "--dry-run"])
        #expect(dry.status == 0, "\(dry.errors)")
        #expect(dry.output.contains("Read 926 products from"))
        #expect(dry.output.contains("74 skipped (the first 20 shown). Dry run: nothing saved."))
        #expect(dry.errors.contains("skipped line 2: no product name") || dry.errors.contains("skipped line"))
        let first = try await morsel.run(["foods", "import-off", file])
        #expect(first.output.contains("Imported 926 products") && first.output.contains("926 products here now."))
        let again = try await morsel.run(["foods", "import-off", file])
        #expect(again.output.contains("926 products here now."), "the same products replaced, none added")
        #expect(first.output.contains("Open Food Facts (Open Database Licence)"))
        let notAnExport = try await morsel.run(["foods", "import-off", TestFixture.url("recipe-pages/index.csv").path])
        #expect(notAnExport.status != 0 && notAnExport.errors.contains("not an Open Food Facts export"))
    }

    @Test("weight log and list: in the person's unit or another, with the trend; nonsense refused")
    func weightLog() async throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        #expect(
            try await morsel.run(["user", "add", "alice", "--password-stdin"], input: "correct horse\n").status == 0)
        let first = try await morsel.run(["weight", "log", "80", "--user", "alice", "--date", "2025-03-01"])
        #expect(
            first.status == 0 && first.output.contains("Logged 80.0 kg for alice on 01/03/2025; trend 80.0 kg."),
            "\(first.errors)")
        let second = try await morsel.run([
            "weight", "log", "178.6", "--unit", "lb", "--user", "alice", "--date", "03/03/2025", "--note",
            "after dinner",
        ])
        #expect(second.output.contains("Logged 81.0 kg for alice on 03/03/2025; trend 80.1 kg."))
        let list = try await morsel.run(["weight", "list", "--user", "alice", "--days", "100000"])
        #expect(list.output.contains("2025-03-01  80.0 kg  trend 80.0 kg"))
        #expect(list.output.contains("2025-03-03  81.0 kg  trend 80.1 kg  after dinner"))
        let refused = try await morsel.run(["weight", "log", "eighty", "--user", "alice"])
        #expect(refused.status != 0 && refused.errors.contains("Give the weight as a number of kg"))
        let measurement = morsel.dataDirectory.appendingPathComponent("Measurement-Summary-2024.csv")
        try Data("Date,Weight\n2024-01-02,165.4\n".utf8).write(to: measurement)
        let imported = try await morsel.run([
            "import", "myfitnesspal", measurement.path, "--user", "alice", "--weight-unit", "lb",
        ])
        #expect(imported.status == 0 && imported.output.contains("1 imported"), "\(imported.output) \(imported.errors)")
    }

    @Test(
        "coach: the estimate and what it rests on, said plainly with little data; an answer with nothing waiting refused"
    )
    func coach() async throws {
        let morsel = try MorselCommand()
        defer { morsel.cleanUp() }
        #expect(
            try await morsel.run(["user", "add", "alice", "--password-stdin"], input: "correct horse\n").status == 0)
        let none = try await morsel.run(["coach", "--user", "alice"])
        #expect(none.status == 0 && none.output.contains("No weighing yet"), "\(none.output) \(none.errors)")
        #expect(try await morsel.run(["weight", "log", "80", "--user", "alice"]).status == 0)
        let first = try await morsel.run(["coach", "--user", "alice"])
        #expect(first.output.contains("about 2,000 kcal a day"), "\(first.output)")
        #expect(first.output.contains("Too little to measure yet") && first.output.contains("starting guess"))
        #expect(first.output.contains("Target: 2,000 kcal, your own."))
        #expect(first.output.contains("Nothing steers the target"))
        let refused = try await morsel.run(["coach", "--user", "alice", "--accept"])
        #expect(refused.status != 0 && refused.errors.contains("No check-in is waiting for an answer."))
        let both = try await morsel.run(["coach", "--user", "alice", "--accept", "--keep"])
        #expect(both.status != 0 && both.errors.contains("not both"))
    }

    @Test("export --user writes JSON or CSV; import morsel puts it back once")
    func exportAndImport() async throws {
        let source = try MorselCommand()
        let target = try MorselCommand()
        defer {
            source.cleanUp()
            target.cleanUp()
        }
        _ = try await source.run(["user", "add", "alice", "--password-stdin"], input: "a long password\n")
        _ = try await source.run(["demo", "alice"])
        let file = source.dataDirectory.appendingPathComponent("alice.json").path
        let exported = try await source.run(["export", "--user", "alice", "--format", "json", "--output", file])
        #expect(exported.status == 0, "\(exported.errors)")
        let csv = try await source.run(["export", "--user", "alice", "--format", "csv"])
        #expect(csv.output.hasPrefix("date,time,name,category,calories"))
        #expect(csv.output.contains("Caprese Salad"))

        _ = try await target.run(["user", "add", "alice", "--password-stdin"], input: "a long password\n")
        let first = try await target.run(["import", "morsel", file])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.contains("Imported into alice: 3 meals added (0 already there)"))
        let second = try await target.run(["import", "morsel", file])
        #expect(second.output.contains("0 meals added (3 already there)"))
        let unknown = try await target.run(["import", "morsel", file, "--user", "nobody"])
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("There is no user called nobody"))
    }
}

// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "morsel",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "morsel", targets: ["morsel"]),
        .library(name: "MorselCore", targets: ["MorselCore"]),
        .library(name: "MorselServer", targets: ["MorselServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/vapor/fluent-kit", from: "1.57.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver", from: "2.14.0"),
        .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
        // Pinned to a minor version: the data layer drives SQLite's C API through the copy
        // SQLiteNIO bundles and prepares PostgreSQL statements through PostgresNIO's
        // task-local reading of them (docs/DATABASE.md says what each relies on).
        .package(url: "https://github.com/vapor/sqlite-nio", .upToNextMinor(from: "1.13.2")),
        .package(url: "https://github.com/vapor/postgres-nio", .upToNextMinor(from: "1.33.2")),
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        .package(url: "https://github.com/vapor/jwt-kit", from: "5.8.0"),
    ],
    targets: [
        // The domain: meals, nutrition, dates, sorting. Foundation only.
        .target(
            name: "MorselCore",
            resources: [
                .copy("Resources/sr28-foods.tsv"), .copy("Resources/sr28-nutrients.tsv"),
                .copy("Resources/fndds-foods.tsv"),
                .copy("Resources/ingredient-aliases.tsv"), .copy("Resources/foreign-words.tsv"),
                .copy("Resources/sentence-words.tsv"), .copy("Resources/brand-words.tsv"),
            ]),
        // One SQLite setting Swift cannot reach (a variadic C function), for the app's readers.
        .target(name: "CSQLiteOptions"),
        // libxml2's HTML parser, from the system (Debian: apt-get install libxml2-dev pkgconf).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // zlib, for gzip and zip archives (Debian: apt-get install zlib1g-dev).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The data layer: the database (SQLite embedded, PostgreSQL to scale out), its
        // migrations and the repositories. No HTTP.
        .target(
            name: "MorselData",
            dependencies: [
                "MorselCore",
                "CSQLiteOptions",
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // What Morsel does, below HTTP: the use cases (logging, saved meals, products, text),
        // the outbound clients (Open Food Facts, TheMealDB, web pages, notifications, OpenID),
        // recipe pages, backup, import and export, metrics. No Hummingbird.
        .target(
            name: "MorselServices",
            dependencies: [
                "CLibXML2",
                "CZlib",
                "MorselCore",
                "MorselData",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "JWTKit", package: "jwt-kit"),
            ],
            resources: [.copy("Resources/StarterRecipes")]
        ),
        // HTTP: the router, middleware, controllers (the JSON API, the HTML pages, MCP), the
        // views and the app's configuration. The only module that imports Hummingbird.
        .target(
            name: "MorselServer",
            dependencies: [
                "MorselCore",
                "MorselData",
                "MorselServices",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
                .product(name: "MultipartKit", package: "multipart-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "MCP", package: "swift-sdk"),
            ],
            resources: [.copy("Resources/Public"), .copy("Resources/AppShell"), .copy("Resources/openapi.json")]
        ),
        // The thin command-line front: argument parsing only.
        .executableTarget(
            name: "morsel",
            dependencies: [
                "MorselServer",
                "MorselData",
                "MorselServices",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks, run by scripts/bench (the domain) and scripts/bench-http (the server) in a release build.
        .executableTarget(
            name: "morsel-bench",
            dependencies: [
                "MorselCore", "MorselData", "MorselServices", "MorselServer", "BodySimulator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // Simulated people (a body by Hall's model, logging and weighing as people do), for
        // the expenditure estimate's tests and benchmark.
        .target(name: "BodySimulator", dependencies: ["MorselCore"], path: "Tests/BodySimulator"),
        // Finds the files under Tests/Fixtures for both test targets.
        .target(name: "TestFixtures", path: "Tests/TestFixtures"),
        .testTarget(name: "MorselCoreTests", dependencies: ["MorselCore", "TestFixtures", "BodySimulator"]),
        .testTarget(
            name: "MorselServerTests",
            dependencies: [
                "MorselServer",
                "MorselData",
                "MorselServices",
                "TestFixtures",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
    ]
)

import ArgumentParser
import Foundation
import Logging
import MorselData
import MorselServer
import MorselServices

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the web app and JSON API (migrating the database first).")

    @Option(help: "Address to listen on (env MORSEL_HOST).") var host: String?
    @Option(help: "Port to listen on (env MORSEL_PORT).") var port: Int?
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let (configuration, logLevel) = try database.configuration(host: host, port: port)
        var logger = Logger(label: "morsel")
        logger.logLevel = logLevel
        let services = try await MorselApp.services(configuration, logger: logger)
        logger.info("Morsel is listening on http://\(configuration.host):\(configuration.port)")
        try await MorselApp.application(services, logger: logger).runService()
    }
}

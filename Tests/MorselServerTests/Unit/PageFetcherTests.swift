import AsyncHTTPClient
import Foundation
import MorselCore
import NIOCore
import Synchronization
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Fetching a page to import: what is fetched, and what is refused with a plain reason.
@Suite("Fetching a recipe page")
struct PageFetcherTests {
    /// A fetcher with `timeout` for the whole fetch: 30 seconds unless a test is about time,
    /// since the whole suite runs side by side on two cores.
    static func withFetcher(
        reach: PageFetcher.Reach = .privateOnly, timeout: TimeAmount = .seconds(30),
        _ body: @escaping @Sendable (PageFetcher, String) async throws -> Void
    ) async throws {
        let http = PageFetcher.makeClient()
        do {
            var configured = PageFetcher(http: http, reach: reach)
            configured.timeout = timeout
            let fetcher = configured
            try await RecipePageServer.run { base in try await body(fetcher, base) }
        } catch {
            try await http.shutdown()
            throw error
        }
        try await http.shutdown()
    }

    static func refusal(_ fetch: () async throws -> PageFetcher.Page) async -> String? {
        do {
            _ = try await fetch()
            return nil
        } catch let refused as PageFetcher.Refused {
            return refused.description
        } catch {
            return "\(error)"
        }
    }

    @Test("a gzip-compressed page is unpacked, and redirects are followed up to five")
    func fetchesAndFollows() async throws {
        try await Self.withFetcher { fetcher, base in
            let page = try await fetcher.fetch("\(base)/redirect/5/swissmilk.ch__swissmilk")
            #expect(page.url.path == "/pages/swissmilk.ch__swissmilk")
            #expect(String(decoding: page.data, as: UTF8.self).contains("Tomatenrisotto"))
            let sixth = await Self.refusal { try await fetcher.fetch("\(base)/redirect/6/swissmilk.ch__swissmilk") }
            #expect(sixth == "The page redirected more than 5 times.")
        }
    }

    @Test("too big, too slow, missing, another scheme or not an address: each refused, saying which")
    func refusals() async throws {
        // Only the slow page is about time: the rest get the usual time, since on a busy machine
        // a 5 MiB page, or even a 404, can take more than a second.
        try await Self.withFetcher(timeout: .seconds(1)) { fetcher, base in
            #expect(
                await Self.refusal { try await fetcher.fetch("\(base)/slow") }
                    == "127.0.0.1 did not answer within 1 seconds.")
        }
        try await Self.withFetcher { fetcher, base in
            #expect(await Self.refusal { try await fetcher.fetch("\(base)/big") } == "The page is larger than 5 MiB.")
            #expect(
                await Self.refusal { try await fetcher.fetch("\(base)/missing") } == "The page answered 404 Not Found.")
            #expect(
                await Self.refusal { try await fetcher.fetch("ftp://127.0.0.1/recipe") }
                    == "Only http and https addresses can be reached.")
            #expect(await Self.refusal { try await fetcher.fetch("not a web address") } == "That is not a web address.")
        }
    }

    @Test("this machine's and private networks' addresses are refused unless the instance allows them")
    func privateAddresses() async throws {
        try await Self.withFetcher(reach: .publicOnly) { fetcher, base in
            let refusal = await Self.refusal { try await fetcher.fetch("\(base)/pages/swissmilk.ch__swissmilk") }
            #expect(refusal == "127.0.0.1 is a private or local address (127.0.0.1); this server does not fetch those.")
            let localhost = await Self.refusal {
                try await fetcher.fetch(base.replacingOccurrences(of: "127.0.0.1", with: "localhost") + "/plain")
            }
            #expect(localhost?.contains("is a private or local address") == true)
        }
        for address in [
            "127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0",
            "::1", "::", "fd00:ec2::254", "fe80::1", "::ffff:192.168.1.1", "224.0.0.1",
        ] {
            #expect(PageFetcher.isPrivate(address), "\(address)")
        }
        for address in ["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700::1111", "::ffff:8.8.8.8"] {
            #expect(!PageFetcher.isPrivate(address), "\(address)")
        }
    }

    @Test("an instance that keeps to its own network refuses the internet, before any connection")
    func privateOnly() async throws {
        try await Self.withFetcher(reach: .privateOnly) { fetcher, _ in
            let refusal = await Self.refusal { try await fetcher.fetch("http://93.184.216.34/recipe") }
            #expect(
                refusal
                    == "93.184.216.34 is on the internet (93.184.216.34); this server fetches only from its own network."
            )
        }
    }

    @Test(
        "a fetch connects to the address checked, not to what the name resolves to later (DNS rebinding); redirects are checked and pinned too"
    )
    func connectsToTheAddressChecked() async throws {
        try await Self.withFetcher(reach: .privateOnly) { fetcher, base in
            // "rebind.test" resolves nowhere but through the check: only a connection to the
            // checked address (127.0.0.1, where the page is) can fetch it.
            var pinned = fetcher
            let asked = Mutex<[String]>([])
            pinned.resolve = { host in
                asked.withLock { $0.append(host) }
                return ["127.0.0.1"]
            }
            let address = base.replacingOccurrences(of: "127.0.0.1", with: "rebind.test")
            let page = try await pinned.fetch("\(address)/redirect/2/swissmilk.ch__swissmilk")
            #expect(String(decoding: page.data, as: UTF8.self).contains("Tomatenrisotto"))
            #expect(asked.withLock { $0 } == ["rebind.test", "rebind.test", "rebind.test"], "each hop checked")
            // The same name, now said to be on the internet: refused before any connection.
            pinned.resolve = { _ in ["93.184.216.34"] }
            #expect(
                await Self.refusal { try await pinned.fetch("\(address)/plain") }?.contains(
                    "is on the internet (93.184.216.34)") == true)
        }
        // A notification too goes to the address its check found.
        try await NotificationReceiver.run { receiver, received in
            let sender = NotificationSender(
                http: PageFetcher.shared, reach: .privateOnly, resolve: { _ in ["127.0.0.1"] })
            let target = try NotificationTargetInput(
                kind: "ntfy", url: receiver.replacingOccurrences(of: "127.0.0.1", with: "rebind.test") + "/meals"
            )
            .validated()
            let notice = NotificationRepository.Notice(
                id: UUID(), userID: UUID(), kind: "test", title: "Morsel test notification", message: "Hello",
                data: "{}", createdAt: Date(), attempts: 0, sentAt: nil, givenUpAt: nil, lastError: nil)
            try await sender.send(notice, to: target, at: Date())
            #expect(received.deliveries.map(\.path) == ["/meals"])
        }
    }

    @Test("a charset named by the answer is read from its Content-Type")
    func charset() {
        #expect(PageFetcher.charset("text/html; charset=ISO-8859-1") == "ISO-8859-1")
        #expect(PageFetcher.charset("text/html;charset=\"utf-8\"") == "utf-8")
        #expect(PageFetcher.charset("text/html") == nil)
    }
}

import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import NIOPosix

#if canImport(Glibc)
    import Glibc
    import MorselData
#endif

/// Fetches a web page a person asked Morsel to import, refusing what a server should not
/// fetch on someone's behalf: other schemes than http and https, addresses on this machine
/// or its private network (unless the instance allows them), more than five redirects, more
/// than ten seconds, more than 5 MiB. Each refusal says plainly what happened.
public struct PageFetcher: Sendable {
    /// Why a page was not fetched, in words for the person who asked.
    package struct Refused: Error, CustomStringConvertible {
        package let description: String
    }

    /// A page as fetched: its bytes, the address it finally came from, and the charset its
    /// answer named.
    package struct Page: Sendable {
        package let data: Data
        package let url: URL
        package let charset: String?
    }

    /// Where imports may fetch from.
    public enum Reach: Sendable {
        /// Public addresses only: nobody can make the server reach what only it can (the default).
        case publicOnly
        /// Anywhere: this machine and its private network too (`MORSEL_IMPORT_ALLOW_PRIVATE=true`, a home lab).
        case anywhere
        /// This machine and its private network only, never the internet (`=only`: tests, closed networks).
        case privateOnly
    }

    package static let maxRedirects = 5
    package static let maxBytes = 5 * 1024 * 1024

    package let http: HTTPClient
    /// Which addresses may be fetched (`MORSEL_IMPORT_ALLOW_PRIVATE`).
    package let reach: Reach
    /// For the whole fetch, redirects included.
    package var timeout: TimeAmount = .seconds(10)
    /// How a host's addresses are found (the system's resolver).
    package var resolve: Resolver = PageFetcher.resolve

    package init(
        http: HTTPClient, reach: Reach, timeout: TimeAmount = .seconds(10),
        resolve: @escaping Resolver = PageFetcher.resolve
    ) {
        self.http = http
        self.reach = reach
        self.timeout = timeout
        self.resolve = resolve
    }

    /// A host's IP addresses, as text.
    package typealias Resolver = @Sendable (String) async throws -> [String]

    /// The client the app's imports share, made on first use and kept for the process, as
    /// `HTTPClient.shared` is.
    package static let shared = makeClient()

    /// The HTTP client imports use: redirects followed here, one hop at a time, so that each
    /// is checked; gzip and deflate answers unpacked up to the size limit.
    package static func makeClient() -> HTTPClient {
        HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    private static var configuration: HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow, decompression: .enabled(limit: .size(maxBytes)))
        configuration.timeout = .init(connect: .seconds(5), read: .seconds(10))
        return configuration
    }

    /// Runs `body` with a client that connects `host` to `address`, the very address checked,
    /// never to what the name resolves to a moment later (DNS rebinding); TLS still checks the
    /// certificate for `host`. Without an address (nothing was checked), `client` as it is.
    package static func pinning<T>(
        _ host: String?, to address: String?, else client: HTTPClient,
        _ body: (HTTPClient) async throws -> T
    ) async throws -> T {
        guard let host, let address else { return try await body(client) }
        var configuration = configuration
        configuration.dnsOverride = [host: address]
        let pinned = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        do {
            let result = try await body(pinned)
            try await pinned.shutdown()
            return result
        } catch {
            try? await pinned.shutdown()
            throw error
        }
    }

    private static func isTimeout(_ error: HTTPClientError) -> Bool {
        error == .deadlineExceeded || error == .readTimeout || error == .connectTimeout
    }

    private func timedOut(_ url: URL) -> Refused {
        Refused(
            description:
                "\(url.host ?? "The site") did not answer within \(String(format: "%g", Double(timeout.nanoseconds) / 1e9)) seconds."
        )
    }

    package func fetch(_ address: String) async throws -> Page {
        guard var url = URL(string: address.trimmingCharacters(in: .whitespacesAndNewlines)), url.host != nil else {
            throw Refused(description: "That is not a web address.")
        }
        let deadline = NIODeadline.now() + timeout
        for _ in 0...Self.maxRedirects {
            let address = try await Self.check(url, reach: reach, resolve: resolve)
            let hop = try await Self.pinning(url.host, to: address, else: http) { client in
                try await get(url, with: client, deadline: deadline)
            }
            switch hop {
            case .redirect(let next): url = next
            case .page(let page): return page
            }
        }
        throw Refused(description: "The page redirected more than \(Self.maxRedirects) times.")
    }

    private enum Hop {
        case redirect(URL)
        case page(Page)
    }

    /// One request: the page, or where it redirects to.
    private func get(_ url: URL, with client: HTTPClient, deadline: NIODeadline) async throws -> Hop {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "User-Agent", value: "Morsel recipe import (+https://github.com/morsel)")
        request.headers.add(name: "Accept", value: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5")
        let response: HTTPClientResponse
        do {
            response = try await client.execute(request, deadline: deadline)
        } catch let error as HTTPClientError where Self.isTimeout(error) {
            throw timedOut(url)
        } catch {
            throw Refused(description: "\(url.host ?? "The site") could not be reached.")
        }
        if (300..<400).contains(response.status.code), let location = response.headers.first(name: "Location") {
            guard let next = URL(string: location, relativeTo: url)?.absoluteURL else {
                throw Refused(description: "The page redirected to an address that cannot be read.")
            }
            return .redirect(next)
        }
        guard response.status == .ok else {
            throw Refused(description: "The page answered \(response.status.code) \(response.status.reasonPhrase).")
        }
        let body: ByteBuffer
        do {
            body = try await response.body.collect(upTo: Self.maxBytes)
        } catch is NIOTooManyBytesError {
            throw Refused(description: "The page is larger than \(Self.maxBytes / 1024 / 1024) MiB.")
        } catch let error as HTTPClientError where Self.isTimeout(error) {
            throw timedOut(url)
        }
        return .page(
            Page(
                data: Data(buffer: body), url: url, charset: Self.charset(response.headers.first(name: "Content-Type")))
        )
    }

    /// Refuses a scheme other than http(s), and an address on this machine or a private
    /// network unless `reach` allows it; the host is resolved to tell. Imports and
    /// notifications both keep to it, and connect to the address it returns, the one checked
    /// (see ``pinning(_:to:else:_:)``); nil when every address is allowed (nothing to pin).
    @discardableResult
    package static func check(_ url: URL, reach: Reach, resolve: @escaping Resolver = PageFetcher.resolve) async throws
        -> String?
    {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw Refused(description: "Only http and https addresses can be reached.")
        }
        guard let host = url.host, !host.isEmpty else { throw Refused(description: "That is not a web address.") }
        guard reach != .anywhere else { return nil }
        let addresses = try await resolve(host)
        guard let first = addresses.first else { throw Refused(description: "\(host) could not be found.") }
        if reach == .publicOnly, let address = addresses.first(where: Self.isPrivate) {
            throw Refused(
                description: "\(host) is a private or local address (\(address)); this server does not fetch those.")
        }
        if reach == .privateOnly, let address = addresses.first(where: { !Self.isPrivate($0) }) {
            throw Refused(
                description: "\(host) is on the internet (\(address)); this server fetches only from its own network.")
        }
        return first
    }

    /// The IP addresses `host` resolves to, as text.
    @Sendable package static func resolve(_ host: String) async throws -> [String] {
        let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        return try await NIOThreadPool.singleton.runIfActive {
            var hints = addrinfo()
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            var list: UnsafeMutablePointer<addrinfo>?
            guard getaddrinfo(name, nil, &hints, &list) == 0, let first = list else { return [] }
            defer { freeaddrinfo(first) }
            var addresses: [String] = []
            var entry: UnsafeMutablePointer<addrinfo>? = first
            while let current = entry {
                var buffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
                if getnameinfo(
                    current.pointee.ai_addr, current.pointee.ai_addrlen, &buffer, socklen_t(buffer.count), nil, 0,
                    NI_NUMERICHOST) == 0
                {
                    addresses.append(String(cString: buffer))
                }
                entry = current.pointee.ai_next
            }
            return addresses
        }
    }

    /// Loopback, private, shared (carrier NAT), link-local (cloud metadata lives there),
    /// unspecified, multicast and reserved IPv4; loopback, unspecified, unique-local,
    /// link-local, multicast and IPv4-mapped private IPv6.
    package static func isPrivate(_ address: String) -> Bool {
        var v4 = in_addr()
        if inet_pton(AF_INET, address, &v4) == 1 {
            let value = UInt32(bigEndian: v4.s_addr)
            let (a, b) = (value >> 24, (value >> 16) & 0xFF)
            return a == 0 || a == 10 || a == 127 || a >= 224 || (a == 100 && (64...127).contains(b))
                || (a == 169 && b == 254)
                || (a == 172 && (16...31).contains(b)) || (a == 192 && b == 168)
                || (a == 192 && b == 0 && (value >> 8) & 0xFF == 0)
                || (a == 198 && (18...19).contains(b))
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, address, &v6) == 1 else { return true }
        let bytes = withUnsafeBytes(of: v6) { Array($0) }
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
            return isPrivate(bytes[12..<16].map(String.init).joined(separator: "."))
        }
        let isZero = bytes[0..<15].allSatisfy { $0 == 0 }
        return (isZero && (bytes[15] == 0 || bytes[15] == 1)) || bytes[0] & 0xFE == 0xFC
            || (bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80)
            || bytes[0] == 0xFF
    }

    /// `text/html; charset=ISO-8859-1` → "ISO-8859-1".
    package static func charset(_ contentType: String?) -> String? {
        guard let contentType else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, parts[0].lowercased() == "charset" {
                return parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            }
        }
        return nil
    }
}

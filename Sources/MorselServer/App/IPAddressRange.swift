import Foundation

#if canImport(Glibc)
    import Glibc
    import MorselData
    import MorselServices
#endif

/// An IP address or a CIDR range of them (`10.0.0.5`, `192.168.1.0/24`, `::1`, `fd00::/8`):
/// the proxies whose word Morsel takes for who is signed in. IPv4 addresses are kept as
/// IPv4-mapped IPv6, so `127.0.0.1` also matches `::ffff:127.0.0.1`.
public struct IPAddressRange: Sendable, Equatable, CustomStringConvertible {
    /// The network's 16 bytes, host bits cleared.
    let network: [UInt8]
    /// Leading bits that must match, 0 to 128.
    let prefixLength: Int
    public let description: String

    /// nil unless `text` is an address, or an address, a slash and a prefix length that fits it.
    public init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let (bytes, isV4) = Self.bytes(String(parts[0])) else { return nil }
        let width = isV4 ? 32 : 128
        var length = width
        if parts.count == 2 {
            guard let given = Int(parts[1]), (0...width).contains(given), parts[1].allSatisfy(\.isNumber) else {
                return nil
            }
            length = given
        }
        prefixLength = length + (isV4 ? 96 : 0)
        network = Self.masked(bytes, prefixLength)
        description = text.trimmingCharacters(in: .whitespaces)
    }

    /// Whether `address` (as text) is in the range; false for text that is not an address.
    public func contains(_ address: String) -> Bool {
        guard let (bytes, _) = Self.bytes(address) else { return false }
        return Self.masked(bytes, prefixLength) == network
    }

    /// The 16 bytes of an IPv6 address, or of an IPv4 address mapped into IPv6, and which it was.
    static func bytes(_ text: String) -> ([UInt8], isV4: Bool)? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            return ([UInt8](repeating: 0, count: 10) + [0xFF, 0xFF] + withUnsafeBytes(of: v4) { Array($0) }, true)
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        return (withUnsafeBytes(of: v6) { Array($0) }, false)
    }

    private static func masked(_ bytes: [UInt8], _ prefixLength: Int) -> [UInt8] {
        bytes.enumerated().map { index, byte in
            let kept = min(max(prefixLength - index * 8, 0), 8)
            return kept == 8 ? byte : byte & ~(0xFF >> kept)
        }
    }
}

/// The photo formats Morsel keeps, recognised by their bytes rather than a declared type.
public enum ImageFormat: String, CaseIterable, Sendable {
    case jpeg, png, webp, gif

    public var contentType: String { "image/\(rawValue)" }

    /// The largest photo accepted, 10 MiB.
    public static let maxBytes = 10 * 1024 * 1024

    /// The format whose signature `bytes` starts with, or nil when it is none of them.
    public static func detect<C: Collection>(_ bytes: C) -> ImageFormat? where C.Element == UInt8 {
        let head = Array(bytes.prefix(12))
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count && Array(head[offset..<offset + signature.count]) == signature
        }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
        return nil
    }
}

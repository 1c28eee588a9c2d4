import Foundation
import MorselCore
import MorselData

/// A zip archive from an upload, read from memory within limits, so that a hostile one can
/// neither crash nor exhaust the server. Every offset and size the archive states is checked
/// against the file before it is used; at most ``maxEntries`` entries; at most
/// ``UnpackBudget/total`` bytes unpacked in all, counted as they come out (stated sizes can
/// lie); each entry's checksum verified. Entries whose names would leave the archive (`..`,
/// absolute paths) are never read: they are listed as unsafe. Stored and deflated entries are
/// read (all that zip tools write); encrypted ones are damaged. Zip64 is understood.
///
/// Read by hand over zlib rather than with a zip library: the one at hand crashed on offsets
/// past the file's end and looped forever on a deflate stream cut short, on Linux.
package struct ImportArchive {
    package static let maxEntries = 10_000

    /// Bytes left to unpack, shared by an archive and the archives inside it.
    package final class UnpackBudget {
        package static let total = 256 << 20
        package var remaining: Int
        package init(_ bytes: Int = total) { remaining = bytes }
    }

    /// Why an entry could not be read: the whole archive is too big (refuse it all), or this
    /// one entry is damaged (skip it).
    package enum Failure: Error {
        case tooBig
        /// One entry cannot be read: skip it, saying why.
        case damaged(String)
        /// The file cannot be imported at all, for this reason.
        case refused(String)

        package static let tooBigMessage =
            "The archive unpacks to more than \(UnpackBudget.total >> 20) MB; nothing was imported."
    }

    package struct Entry {
        package let path: String
        /// What it says it unpacks to (checked when it is read).
        package let size: Int
        fileprivate let method: Int, flags: Int, crc: UInt32
        fileprivate let compressedSize: Int, localHeader: Int
    }

    /// The file entries, in archive order, safe names only.
    package let files: [Entry]
    /// The names of entries refused because they would leave the archive.
    package let unsafe: [String]
    package let budget: UnpackBudget
    private let bytes: Bytes
    private let byPath: [String: Entry]

    /// Whether `data` starts as a zip file does.
    package static func isZip(_ data: Data) -> Bool {
        data.starts(with: [0x50, 0x4B, 0x03, 0x04]) || data.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    package init(_ data: Data, budget: UnpackBudget) throws(DomainError) {
        let notZip = DomainError.invalid("file", "The file is not a zip archive, or it is damaged.")
        guard Self.isZip(data) else { throw notZip }
        let bytes = Bytes(data)
        guard let directory = Self.directory(bytes) else { throw notZip }
        guard directory.count <= Self.maxEntries else {
            throw DomainError.invalid(
                "file", "The archive has more than \(Self.maxEntries.grouped) entries; nothing was imported.")
        }
        var files: [Entry] = []
        var unsafe: [String] = []
        var offset = directory.offset
        for _ in 0..<directory.count {
            guard let (entry, isFile, next) = Self.entry(bytes, at: offset) else { throw notZip }
            offset = next
            guard isFile else { continue }
            if Self.isSafe(entry.path) { files.append(entry) } else { unsafe.append(entry.path) }
        }
        self.bytes = bytes
        self.files = files
        self.unsafe = unsafe
        self.budget = budget
        byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A relative path that stays inside the archive: no `..` part, not absolute, no drive letter.
    package static func isSafe(_ path: String) -> Bool {
        let parts = path.replacingOccurrences(of: "\\", with: "/").split(
            separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.hasPrefix("/") && !path.hasPrefix("\\") && !(parts.first?.contains(":") ?? false)
            && !parts.contains("..") && !path.contains("\0")
    }

    package func entry(_ path: String) -> Entry? { byPath[path] }

    /// The bytes of `entry`, refused once the archive's unpacked bytes pass the budget.
    package func data(_ entry: Entry) throws(Failure) -> Data {
        guard entry.flags & 1 == 0 else { throw .damaged("its entry \(entry.path) is encrypted") }
        guard entry.size <= budget.remaining else { throw .tooBig }
        // The local header's own name and extra lengths say where the data starts.
        guard bytes.uint32(entry.localHeader) == 0x0403_4B50, let nameLength = bytes.uint16(entry.localHeader + 26),
            let extraLength = bytes.uint16(entry.localHeader + 28),
            let packed = bytes.slice(entry.localHeader + 30 + nameLength + extraLength, entry.compressedSize)
        else {
            throw .damaged("its entry \(entry.path) is damaged")
        }
        let unpacked: Data
        switch entry.method {
        case 0: unpacked = packed
        case 8:
            do {
                // No more than it says it holds: a stream that says less and gives more is damaged.
                unpacked = try Zlib.inflateRaw(packed, limit: entry.size)
            } catch {
                throw .damaged("its entry \(entry.path) is damaged")
            }
        default: throw .damaged("its entry \(entry.path) is compressed in a way Morsel cannot read")
        }
        guard unpacked.count == entry.size, Zlib.crc32(unpacked) == entry.crc else {
            throw .damaged("its entry \(entry.path) is damaged (its checksum or size does not match)")
        }
        budget.remaining -= unpacked.count
        return unpacked
    }

    // MARK: The archive's structure

    /// The central directory's entry count and offset, from the end records (zip64's too).
    private static func directory(_ bytes: Bytes) -> (count: Int, offset: Int)? {
        // The end record is 22 bytes plus a comment of at most 65,535.
        let earliest = max(0, bytes.count - 22 - 65_535)
        guard bytes.count >= 22 else { return nil }
        var end = bytes.count - 22
        while bytes.uint32(end) != 0x0605_4B50 {
            end -= 1
            guard end >= earliest else { return nil }
        }
        guard var count = bytes.uint16(end + 10), var offset = bytes.uint32(end + 16) else { return nil }
        if count == 0xFFFF || offset == 0xFFFF_FFFF {
            // Zip64: a locator just before the end record says where its own end record is.
            guard end >= 20, bytes.uint32(end - 20) == 0x0706_4B50, let record = bytes.uint64(end - 20 + 8),
                bytes.uint32(record) == 0x0606_4B50, let count64 = bytes.uint64(record + 32),
                let offset64 = bytes.uint64(record + 48)
            else { return nil }
            (count, offset) = (count64, offset64)
        }
        guard offset < bytes.count, count >= 0 else { return nil }
        return (count, offset)
    }

    /// The central directory entry at `offset`: the entry, whether it is a plain file (not a
    /// folder or a link), and where the next one starts; nil when anything lies outside the file.
    private static func entry(_ bytes: Bytes, at offset: Int) -> (Entry, Bool, Int)? {
        guard bytes.uint32(offset) == 0x0201_4B50, let madeBy = bytes.uint16(offset + 4),
            let flags = bytes.uint16(offset + 8),
            let method = bytes.uint16(offset + 10), let crc = bytes.uint32(offset + 16).map(UInt32.init),
            var compressed = bytes.uint32(offset + 20), var size = bytes.uint32(offset + 24),
            let nameLength = bytes.uint16(offset + 28), let extraLength = bytes.uint16(offset + 30),
            let commentLength = bytes.uint16(offset + 32), let attributes = bytes.uint32(offset + 38),
            var local = bytes.uint32(offset + 42), let name = bytes.slice(offset + 46, nameLength),
            let extra = bytes.slice(offset + 46 + nameLength, extraLength)
        else { return nil }
        // Zip64 sizes and offset, in that order, for each field the entry marks as too big.
        let extras = Bytes(extra)
        var field = 0
        while field + 4 <= extras.count, let id = extras.uint16(field), let length = extras.uint16(field + 2) {
            if id == 1 {
                var at = field + 4
                func widen(_ value: inout Int) -> Bool {
                    guard value == 0xFFFF_FFFF else { return true }
                    guard let wide = extras.uint64(at) else { return false }
                    value = wide
                    at += 8
                    return true
                }
                guard widen(&size), widen(&compressed), widen(&local) else { return nil }
            }
            field += 4 + length
        }
        guard compressed <= bytes.count, local < bytes.count, size >= 0 else { return nil }
        // Bit 11 marks a UTF-8 name; others are code page 437, read here as UTF-8 where they are, else Latin-1.
        let path = String(data: name, encoding: .utf8) ?? String(data: name, encoding: .isoLatin1) ?? ""
        let unixMode = madeBy >> 8 == 3 ? (attributes >> 16) & 0o170000 : 0
        let isFile = !path.hasSuffix("/") && (unixMode == 0 || unixMode == 0o100000)
        let entry = Entry(
            path: path, size: size, method: method, flags: flags, crc: crc, compressedSize: compressed,
            localHeader: local)
        return (entry, isFile, offset + 46 + nameLength + extraLength + commentLength)
    }

    /// Little-endian numbers read from the archive, nil outside it.
    private struct Bytes {
        package let data: Data
        package init(_ data: Data) { self.data = data.startIndex == 0 ? data : Data(data) }
        package var count: Int { data.count }

        package func slice(_ offset: Int, _ length: Int) -> Data? {
            guard offset >= 0, length >= 0, offset <= data.count - length else { return nil }
            return data.subdata(in: offset..<(offset + length))
        }

        private func number(_ offset: Int, _ width: Int) -> Int? {
            guard offset >= 0, offset <= data.count - width else { return nil }
            var value: UInt64 = 0
            for index in (0..<width).reversed() { value = value << 8 | UInt64(data[offset + index]) }
            return value > UInt64(Int.max >> 1) ? nil : Int(value)
        }

        package func uint16(_ offset: Int) -> Int? { number(offset, 2) }
        package func uint32(_ offset: Int) -> Int? { number(offset, 4) }
        package func uint64(_ offset: Int) -> Int? { number(offset, 8) }
    }
}

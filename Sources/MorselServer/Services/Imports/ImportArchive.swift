import Foundation
import MorselCore
import ZIPFoundation

/// A zip archive from an upload, read within limits so a hostile one cannot exhaust the
/// machine: at most ``maxEntries`` entries, and at most ``UnpackBudget`` bytes unpacked in all,
/// counted as they are unpacked (a zip's stated sizes can lie). Entries whose names would
/// leave the archive (`..`, absolute paths) are never read; they are listed as unsafe.
struct ImportArchive {
    static let maxEntries = 10_000

    /// Bytes left to unpack, shared by an archive and the archives inside it.
    final class UnpackBudget {
        static let total = 256 << 20
        var remaining: Int
        init(_ bytes: Int = total) { remaining = bytes }
    }

    /// The file entries, in archive order, safe names only.
    let files: [Entry]
    /// The names of entries refused because they would leave the archive.
    let unsafe: [String]
    private let archive: Archive
    let budget: UnpackBudget

    /// Whether `data` starts as a zip file does.
    static func isZip(_ data: Data) -> Bool { data.starts(with: [0x50, 0x4B, 0x03, 0x04]) || data.starts(with: [0x50, 0x4B, 0x05, 0x06]) }

    init(_ data: Data, budget: UnpackBudget) throws(DomainError) {
        guard Self.isZip(data), let archive = try? Archive(data: data, accessMode: .read) else {
            throw DomainError.invalid("file", "The file is not a zip archive, or it is damaged.")
        }
        var files: [Entry] = [], unsafe: [String] = []
        var count = 0
        for entry in archive {
            count += 1
            guard count <= Self.maxEntries else {
                throw DomainError.invalid("file", "The archive has more than \(Self.maxEntries.grouped) entries; nothing was imported.")
            }
            guard entry.type == .file else { continue }
            if Self.isSafe(entry.path) { files.append(entry) } else { unsafe.append(entry.path) }
        }
        self.archive = archive
        self.files = files
        self.unsafe = unsafe
        self.budget = budget
    }

    /// A relative path that stays inside the archive: no `..` part, not absolute, no drive letter.
    static func isSafe(_ path: String) -> Bool {
        let parts = path.replacingOccurrences(of: "\\", with: "/").split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.hasPrefix("/") && !path.hasPrefix("\\") && !(parts.first?.contains(":") ?? false)
            && !parts.contains("..") && !path.contains("\0")
    }

    func entry(_ path: String) -> Entry? { files.first { $0.path == path } }

    /// Why an entry could not be read: the whole archive is too big (refuse it all), or this
    /// one entry is damaged (skip it).
    enum Failure: Error {
        case tooBig
        case damaged(String)

        static let tooBigMessage = "The archive unpacks to more than \(UnpackBudget.total >> 20) MB; nothing was imported."
    }

    /// The bytes of `entry`, refused once the archive's unpacked bytes pass the budget.
    func data(_ entry: Entry) throws(Failure) -> Data {
        var data = Data()
        let budget = self.budget
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                budget.remaining -= chunk.count
                guard budget.remaining >= 0 else { throw Failure.tooBig }
                data.append(chunk)
            }
        } catch Failure.tooBig {
            throw .tooBig
        } catch {
            throw .damaged("its entry \(entry.path) is damaged")
        }
        return data
    }
}

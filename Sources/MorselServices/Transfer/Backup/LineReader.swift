import Foundation
import MorselCore
import MorselData

/// A file's lines, read a chunk at a time so a file of any size takes bounded memory.
/// Empty lines are skipped; a line does not include its newline. A read that fails, or a line
/// longer than any a backup holds, ends the lines and is kept in ``failure``: check it once
/// they end.
package struct LineReader: Sequence, IteratorProtocol {
    private let handle: FileHandle
    private var buffer = Data()
    /// Where the next line starts, and how far the search for its newline has looked.
    private var start = 0
    private var scanned = 0
    private var isAtEnd = false
    package private(set) var failure: (any Error)?
    private static let chunk = 1 << 20
    /// The longest line a backup holds: a photo at its largest, in base64, with room for its row.
    package static let longest = ImageFormat.maxBytes * 4 / 3 + chunk

    package struct LineTooLong: LocalizedError {
        package var errorDescription: String? {
            "a line is longer than \(LineReader.longest / (1 << 20)) MiB, longer than any a backup holds"
        }
    }

    package init(url: URL) throws {
        handle = try FileHandle(forReadingFrom: url)
    }

    package mutating func next() -> Data? {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                let line = buffer[start..<newline]
                start = newline + 1
                scanned = start
                if line.isEmpty { continue }
                return Data(line)
            }
            scanned = buffer.count
            if failure != nil { return nil }
            if isAtEnd {
                guard start < buffer.count else { return nil }
                defer { start = buffer.count }
                return Data(buffer[start...])
            }
            guard buffer.count - start <= Self.longest else {
                failure = LineTooLong()
                return nil
            }
            if start > 0 {
                // What is left of a line, as a new buffer whose indices start at 0 again.
                buffer = Data(buffer[start...])
                scanned -= start
                start = 0
            }
            let read: Data?
            do { read = try handle.read(upToCount: Self.chunk) } catch {
                failure = error
                read = nil
            }
            if let read, !read.isEmpty {
                buffer.append(read)
            } else {
                isAtEnd = true
                try? handle.close()
            }
        }
    }
}

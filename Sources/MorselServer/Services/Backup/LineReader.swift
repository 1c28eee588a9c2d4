import Foundation

/// A file's lines, read a chunk at a time so a file of any size takes bounded memory.
/// Empty lines are skipped; a line does not include its newline. A read that fails ends the
/// lines and is kept in ``failure``: check it once they end.
struct LineReader: Sequence, IteratorProtocol {
    private let handle: FileHandle
    private var buffer = Data()
    private var start = 0
    private var isAtEnd = false
    private(set) var failure: (any Error)?
    private static let chunk = 1 << 20

    init(url: URL) throws {
        handle = try FileHandle(forReadingFrom: url)
    }

    mutating func next() -> Data? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let line = buffer[start..<newline]
                start = newline + 1
                if line.isEmpty { continue }
                return Data(line)
            }
            if isAtEnd {
                guard start < buffer.count else { return nil }
                defer { start = buffer.count }
                return Data(buffer[start...])
            }
            // What is left of a line, as a new buffer whose indices start at 0 again.
            buffer = Data(buffer[start...])
            start = 0
            let read: Data?
            do { read = try handle.read(upToCount: Self.chunk) } catch {
                failure = error
                read = nil
            }
            if let read, !read.isEmpty { buffer.append(read) } else { isAtEnd = true; try? handle.close() }
        }
    }
}

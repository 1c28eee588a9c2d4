import CZlib  // zlib, through ZIPFoundation (see Package.swift)
import Foundation

/// gzip, read with zlib: Paprika's recipe files are gzip-compressed JSON.
enum Gzip {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The bytes `data` holds compressed; more than `limit` bytes out is refused, so a small
    /// file cannot unpack into an enormous one.
    static func decompress(_ data: Data, limit: Int) throws -> Data {
        var stream = z_stream()
        // 15 + 32: the largest window, and a gzip (or zlib) header read from the data.
        guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(description: "zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var input = data
        let status: Int32 = input.withUnsafeMutableBytes { source in
            stream.next_in = source.baseAddress?.assumingMemoryBound(to: Bytef.self)
            stream.avail_in = uInt(source.count)
            var status = Z_OK
            repeat {
                status = chunk.withUnsafeMutableBytes { buffer in
                    stream.next_out = buffer.baseAddress?.assumingMemoryBound(to: Bytef.self)
                    stream.avail_out = uInt(buffer.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                output.append(contentsOf: chunk[0..<(chunk.count - Int(stream.avail_out))])
                if output.count > limit { return Z_BUF_ERROR }
            } while status == Z_OK
            return status
        }
        guard status == Z_STREAM_END else {
            throw Failure(description: output.count > limit ? "it unpacks to more than \(limit) bytes" : "it is not gzip data")
        }
        return output
    }
}

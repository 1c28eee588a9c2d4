import CZlib
import Foundation
import MorselData

/// zlib (Debian's zlib1g-dev): gzip files (Paprika's recipes, the page fixtures) and the
/// deflated entries of zip archives, always with a limit on what comes out, so a small file
/// cannot unpack into an enormous one; a stream cut short is damaged, never waited on.
package enum Zlib {
    package enum Failure: Error, Equatable {
        /// More than the limit would come out.
        case tooBig
        /// Not data of that kind, or cut short.
        case damaged
    }

    /// The bytes gzip (or zlib) `data` holds.
    package static func gunzip(_ data: Data, limit: Int) throws(Failure) -> Data {
        // 15 + 32: the largest window, and a gzip or zlib header read from the data.
        try inflate(data, windowBits: 15 + 32, limit: limit)
    }

    /// The bytes raw deflate `data` holds (a zip entry's).
    package static func inflateRaw(_ data: Data, limit: Int) throws(Failure) -> Data {
        try inflate(data, windowBits: -15, limit: limit)
    }

    package static func crc32(_ data: Data) -> UInt32 {
        data.withUnsafeBytes { bytes in
            UInt32(CZlib.crc32(0, bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
        }
    }

    private static func inflate(_ data: Data, windowBits: Int32, limit: Int) throws(Failure) -> Data {
        var stream = z_stream()
        guard inflateInit2_(&stream, windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .damaged
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
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                guard output.count + produced <= limit else { return Z_MEM_ERROR }
                output.append(contentsOf: chunk[0..<produced])
                // Input used up before the stream's end: zlib answers Z_BUF_ERROR, and the loop ends.
            } while status == Z_OK
            return status
        }
        guard status == Z_STREAM_END else { throw status == Z_MEM_ERROR ? .tooBig : .damaged }
        return output
    }
}

import Foundation

extension UUID {
    /// An id read from its text (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`, either case).
    /// Foundation's `UUID(uuidString:)` parses through `sscanf`, which was a twentieth of
    /// the Today page's time; pages read ids by the hundred.
    package init?(storedText text: String) {
        var text = text
        let parsed: uuid_t? = text.withUTF8 { bytes in
            guard bytes.count == 36 else { return nil }
            var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let read = withUnsafeMutableBytes(of: &uuid) { output -> Bool in
                var written = 0
                var high: UInt8?
                for (position, byte) in bytes.enumerated() {
                    if position == 8 || position == 13 || position == 18 || position == 23 {
                        guard byte == UInt8(ascii: "-") else { return false }
                        continue
                    }
                    let nibble: UInt8
                    switch byte {
                    case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
                    case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
                    case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
                    default: return false
                    }
                    if let first = high {
                        output[written] = first << 4 | nibble
                        written += 1
                        high = nil
                    } else {
                        high = nibble
                    }
                }
                return true
            }
            return read ? uuid : nil
        }
        guard let parsed else { return nil }
        self.init(uuid: parsed)
    }
}

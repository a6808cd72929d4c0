/// Turns the bytes a terminal in raw mode sends into ``Key``s.
///
/// Arrow keys, Home and End arrive as escape sequences (`ESC [ C`, `ESC O H`, `ESC [ 1 ~`...),
/// and one read may hold several keys or half of one, so the decoder keeps what it has not
/// understood yet until the next read.
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Creates a decoder with nothing pending.
    package init() {}

    /// Decodes the keys in `bytes`, keeping an unfinished sequence for the next call.
    /// - Parameters:
    ///   - bytes: what one read returned.
    ///   - isEndOfRead: true when no more bytes are waiting; a lone `ESC` then means Escape.
    /// - Returns: the keys, in order.
    package mutating func feed(_ bytes: [UInt8], isEndOfRead: Bool = true) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        while !pending.isEmpty {
            guard let (key, length) = Self.decode(pending[...], isEndOfRead: isEndOfRead) else { break }
            keys.append(key)
            pending.removeFirst(length)
        }
        return keys
    }

    /// The first key in `bytes` and how many bytes it took, or nil when more bytes are needed.
    static func decode(_ bytes: ArraySlice<UInt8>, isEndOfRead: Bool) -> (Key, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return escapeSequence(bytes, isEndOfRead: isEndOfRead)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x03: return (.interrupt, 1)
        case 0x04: return (.endOfInput, 1)
        case 0x00..<0x20: return (.unknown, 1)
        default: return utf8Character(bytes)
        }
    }

    private static func escapeSequence(_ bytes: ArraySlice<UInt8>, isEndOfRead: Bool) -> (Key, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return isEndOfRead ? (.escape, 1) : nil }
        let kind = bytes[start + 1]
        guard kind == UInt8(ascii: "[") || kind == UInt8(ascii: "O") else { return (.escape, 1) }
        // A CSI sequence ends with a byte in 0x40...0x7E; parameters come before it.
        var end = start + 2
        while end < bytes.endIndex, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.endIndex else { return isEndOfRead ? (.escape, 1) : nil }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let key: Key =
            switch (bytes[end], parameters) {
            case (UInt8(ascii: "A"), _): .up
            case (UInt8(ascii: "B"), _): .down
            case (UInt8(ascii: "C"), _): .right
            case (UInt8(ascii: "D"), _): .left
            case (UInt8(ascii: "H"), _): .home
            case (UInt8(ascii: "F"), _): .end
            case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
            case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
            default: .unknown
            }
        return (key, end - start + 1)
    }

    private static func utf8Character(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        let length =
            switch first {
            case 0xF0...: 4
            case 0xE0...: 3
            case 0xC0...: 2
            default: 1
            }
        guard bytes.count >= length else { return nil }
        let text = String(decoding: bytes.prefix(length), as: UTF8.self)
        guard let character = text.first else { return (.unknown, length) }
        return (.character(character), length)
    }
}

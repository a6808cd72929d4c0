/// Bytes that should be text, checked before anyone splits them into tokens.
///
/// The command line reads files and the grader reads submissions; both refuse bytes that
/// are not UTF-8 and say where the first bad one is, instead of quietly replacing it.
///
/// ```swift
/// TextBytes.firstInvalidUTF8Offset(Array("ok".utf8))        // nil
/// TextBytes.firstInvalidUTF8Offset([0x61, 0xE2, 0x82, 0x61]) // 1
/// ```
public enum TextBytes {
    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    ///
    /// For a truncated or broken sequence, the offset of the byte that starts it.
    /// - Parameter bytes: the bytes to check.
    /// - Returns: nil when all of `bytes` is valid UTF-8.
    /// - Complexity: O(*n*) in the number of bytes.
    public static func firstInvalidUTF8Offset(_ bytes: some Sequence<UInt8>) -> Int? {
        if let offset = bytes.withContiguousStorageIfAvailable(firstInvalidUTF8Offset(in:)) { return offset }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The same check on contiguous bytes: eight ASCII bytes at a time, then the table of
    /// well-formed sequences (Unicode 15, table 3-7).
    static func firstInvalidUTF8Offset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        while index < bytes.count {
            if index + 8 <= bytes.count,
                UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let width = sequenceWidth(bytes, at: index) else { return index }
            index += width
        }
        return nil
    }

    /// The width of the well-formed sequence at `index`, nil when there is none.
    static func sequenceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let (width, second): (Int, ClosedRange<UInt8>) =
            switch bytes[index] {
            case 0xC2...0xDF: (2, 0x80...0xBF)
            case 0xE0: (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
            case 0xED: (3, 0x80...0x9F)
            case 0xF0: (4, 0x90...0xBF)
            case 0xF1...0xF3: (4, 0x80...0xBF)
            case 0xF4: (4, 0x80...0x8F)
            default: (0, 0...0)
            }
        guard width > 0, index + width <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<width where bytes[index + offset] & 0xC0 != 0x80 { return nil }
        return width
    }
}

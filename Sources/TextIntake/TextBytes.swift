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
}

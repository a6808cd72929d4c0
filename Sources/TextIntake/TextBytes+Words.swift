extension TextBytes {
    /// The byte ranges of the words: runs of characters that are not whitespace.
    ///
    /// The same words as `text.split(whereSeparator: { $0.isWhitespace })` over the decoded
    /// text, found on bytes: ASCII bytes are classified directly, other scalars decoded one
    /// at a time. As in a `Character` split, combining marks (and a zero-width joiner or
    /// emoji modifier) right after a whitespace scalar belong to the separator. A leading
    /// byte order mark is skipped.
    ///
    /// ```swift
    /// Array(" to  be\n".utf8).withUnsafeBufferPointer(TextBytes.words)  // [1..<3, 5..<7]
    /// ```
    /// - Parameter bytes: valid UTF-8 text.
    /// - Returns: one range per word, in order.
    /// - Complexity: O(*n*) in the number of bytes.
    public static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var wordStart: Int? = nil
        var index = contentStart(bytes)
        var afterSpace = false
        while index < bytes.count {
            let (scalar, width) = decodeScalar(bytes, at: index)
            // ASCII needs no property lookup: only space and tab to carriage return separate.
            let separates =
                scalar.value < 0x80
                ? scalar.value == 32 || (9...13).contains(scalar.value)
                : isWhitespace(scalar) || (afterSpace && extendsSeparator(scalar))
            if separates, let start = wordStart {
                words.append(start..<index)
                wordStart = nil
            } else if !separates && wordStart == nil {
                wordStart = index
            }
            // Controls (tab, line breaks) never take marks; other spaces do.
            afterSpace =
                separates && scalar.value > 13 && scalar.value != 0x85 && scalar.value != 0x2028
                && scalar.value != 0x2029
            index += width
        }
        if let start = wordStart { words.append(start..<bytes.count) }
        return words
    }

    /// The words of `text` as strings, split as ``words(_:)`` splits bytes.
    ///
    /// - Parameter text: the text.
    /// - Returns: the words.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func words(of text: String) -> [String] {
        pieces(of: text, words)
    }

    /// The strings at the byte ranges `ranges` finds in `text`'s UTF-8: one function for
    /// ``words(of:)`` and ``lines(of:)``, which each had their own copy of `withUTF8`'s code.
    @inline(never)
    static func pieces(of text: String, _ ranges: (UnsafeBufferPointer<UInt8>) -> [Range<Int>]) -> [String] {
        var text = text
        return text.withUTF8 { bytes in ranges(bytes).map { String(decoding: bytes[$0], as: UTF8.self) } }
    }

    /// Scalars a grapheme cluster keeps attached to the one before (Unicode's Extend, ZWJ
    /// and SpacingMark, approximated by general category).
    static func extendsSeparator(_ scalar: Unicode.Scalar) -> Bool {
        isMark(scalar) || scalar.value == 0x200D || (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// The scalar starting at `index` of valid UTF-8, and its width in bytes.
    @inline(__always)
    static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = lead & (0xFF >> UInt32(width + 1))
        for offset in 1..<width where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", width)
    }
}

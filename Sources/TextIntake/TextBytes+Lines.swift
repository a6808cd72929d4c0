extension TextBytes {
    /// Where the content starts: 3 after a UTF-8 byte order mark, else 0.
    ///
    /// - Parameter bytes: the bytes of a file.
    /// - Returns: the offset of the first content byte.
    /// - Complexity: O(1).
    static func contentStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The byte ranges of the lines, without their line breaks, split on bytes alone.
    ///
    /// `\n`, `\r\n` and a lone `\r` each end a line, so no line keeps a `\r`; a final line
    /// break ends the last line rather than starting an empty one; a leading byte order mark
    /// is skipped. The same lines as splitting the decoded text into `Character`s at `"\n"`,
    /// `"\r\n"` and `"\r"`, without decoding: those bytes never occur inside another
    /// UTF-8 sequence, and a line break is always a grapheme boundary.
    ///
    /// ```swift
    /// Array("a\r\nb\rc\n".utf8).withUnsafeBufferPointer(TextBytes.lines)  // [0..<1, 3..<4, 5..<6]
    /// ```
    /// - Parameter bytes: UTF-8 text (not checked here; see ``firstInvalidUTF8Offset(_:)``).
    /// - Returns: one range per line, in order; none for empty text.
    /// - Complexity: O(*n*) in the number of bytes.
    public static func lines(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        lines.reserveCapacity(lineBreakBound(bytes) + 1)
        var start = contentStart(bytes)
        var index = start
        let end = bytes.count
        while index < end {
            // Eight bytes at a time while none of them is a line break.
            if index + 8 <= end, let base = bytes.baseAddress,
                !mayBreakLine(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte > 13 || (byte != 10 && byte != 13) {
                index += 1
                continue
            }
            lines.append(start..<index)
            index += byte == 13 && index + 1 < end && bytes[index + 1] == 10 ? 2 : 1
            start = index
        }
        if start < end { lines.append(start..<end) }
        return lines
    }

    /// The lines of `text` as strings, split as ``lines(_:)`` splits bytes.
    ///
    /// - Parameter text: the text.
    /// - Returns: the lines without their line breaks.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func lines(of text: String) -> [String] {
        pieces(of: text, lines)
    }

    /// At least the number of line breaks in `bytes` (each `\n` and `\r` counted), so the
    /// lines' array is made once at its size rather than grown by copying.
    static func lineBreakBound(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte == 10 || byte == 13 { count += 1 }
        return count
    }

    /// True when one of the eight bytes of `word` may be `\n` or `\r` (SWAR zero-byte test).
    @inline(__always)
    static func mayBreakLine(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let newline = word ^ (ones &* 10)
        let carriage = word ^ (ones &* 13)
        return ((newline &- ones) & ~newline & highs) | ((carriage &- ones) & ~carriage & highs) != 0
    }
}

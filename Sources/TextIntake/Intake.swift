/// Where every text enters diffstep: files, standard input, arguments, submissions, the page.
///
/// Bytes become text in one way everywhere, so a file saved on Windows or with a BOM means
/// what the same file saved on a Mac means:
/// - the bytes must be UTF-8 (else `IntakeError.notUTF8` with the offset of the first bad byte);
/// - a leading byte-order mark (`EF BB BF`) is dropped, and so is a second or third one that a
///   tool saving the text again put in front: a mark is a marker, not content, and the intake
///   is idempotent (a text taken in twice is the text taken in once);
/// - every line end (`\r\n`, a lone `\r`, `\n`) becomes `\n`, so no `\r` reaches a cell,
///   token or item, and `"\r\n"` (one `Character` in Swift) never glues two lines together.
///
/// ```swift
/// try Intake.text(Array("\u{FEFF}a\r\nb\rc".utf8))  // "a\nb\nc"
/// Intake.lines("a\r\nb\n")                          // ["a", "b", ""]
/// ```
public enum Intake {
    /// The UTF-8 byte-order mark.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Decodes `bytes` as text, dropping a BOM and turning every line end into `\n`.
    /// - Throws: `IntakeError.notUTF8` with the offset of the first byte that is not UTF-8
    ///   (counted in the bytes as given, BOM included).
    /// - Complexity: O(*n*) in the number of bytes.
    public static func text(_ bytes: [UInt8]) throws(IntakeError) -> String {
        let body = try body(bytes)
        guard body.contains(0x0D) else { return String(decoding: body, as: UTF8.self) }
        return String(decoding: normalisedLineEnds(body), as: UTF8.self)
    }

    /// The bytes `text(_:)` would decode, without decoding them: checked as UTF-8, the
    /// byte-order marks dropped, the line ends left as they are. For readers that split
    /// lines on bytes (``TextBytes/lines(_:)`` ends a line at all three line ends alike), so
    /// a big file's lines are read without making one `String` of it.
    /// - Throws: `IntakeError.notUTF8` as `text(_:)` does.
    /// - Complexity: O(*n*) in the number of bytes.
    public static func body(_ bytes: [UInt8]) throws(IntakeError) -> ArraySlice<UInt8> {
        if let offset = TextBytes.firstInvalidUTF8Offset(bytes) { throw .notUTF8(offset: offset) }
        return bytes[bodyStart(bytes[...])...]
    }

    /// A text that arrived as a `String` already (a command-line argument, a page's input
    /// field), held to the same rules: no BOM, `\n` line ends.
    public static func text(_ string: String) -> String {
        var bytes = Array(string.utf8)
        bytes.removeFirst(bodyStart(bytes[...]))
        guard bytes.contains(0x0D) else {
            return bytes.count == string.utf8.count ? string : String(decoding: bytes, as: UTF8.self)
        }
        return String(decoding: normalisedLineEnds(bytes[...]), as: UTF8.self)
    }

    /// The lines of `text`, split at `\n`, `\r\n` or a lone `\r` by the one line splitter,
    /// ``TextBytes/lines(_:)`` (on bytes, a leading byte-order mark skipped); unlike it, a
    /// final line end leaves an empty last line and empty text is one empty line, as
    /// `split(omittingEmptySubsequences: false)` at those three `Character`s does.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func lines(_ text: String) -> [Substring] {
        var text = text
        let ranges = text.withUTF8 { TextBytes.lines($0) }
        let utf8 = text.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        var lines = ranges.map { text[index($0.lowerBound)..<index($0.upperBound)] }
        if ranges.isEmpty || utf8.last == 0x0A || utf8.last == 0x0D { lines.append(text[text.endIndex...]) }
        return lines
    }

    /// The index after the byte-order marks at the start of `bytes`.
    static func bodyStart(_ bytes: ArraySlice<UInt8>) -> Int {
        var start = bytes.startIndex
        while bytes[start...].starts(with: byteOrderMark) { start += byteOrderMark.count }
        return start
    }

    /// `bytes` with `\r\n` and lone `\r` replaced by `\n`.
    static func normalisedLineEnds(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            guard byte == 0x0D else {
                result.append(byte)
                continue
            }
            result.append(0x0A)
            if index < bytes.endIndex, bytes[index] == 0x0A { index += 1 }
        }
        return result
    }
}

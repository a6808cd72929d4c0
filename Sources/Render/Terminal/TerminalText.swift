/// Text measured and cleaned for a terminal.
///
/// Terminals draw Hangul, CJK and most emoji two cells wide and combining marks zero wide,
/// so columns line up only when widths are counted per grapheme, not per character.
/// Input from a user never reaches the terminal raw: control characters and escape
/// sequences are shown as `\u{1B}` so they cannot move the cursor or change colours.
public enum TerminalText {
    /// The number of terminal cells `text` takes, after escaping.
    /// - Complexity: O(n); printable ASCII (one cell a byte) is counted without reading graphemes.
    public static func width(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        // A printable ASCII byte between ASCII bytes is a character of one cell on its own
        // (two ASCII characters always part, but for CR LF); only the stretches around the
        // other bytes are read as characters, so a long line with one `…` costs its bytes.
        var text = text
        return text.withUTF8 { bytes in
            var total = 0
            var stretch: Int?
            for index in bytes.indices {
                let byte = bytes[index]
                let alone =
                    byte >= 0x20 && byte < 0x7F && (index == 0 || bytes[index - 1] < 0x80)
                    && (index + 1 == bytes.count || bytes[index + 1] < 0x80)
                if !alone {
                    if stretch == nil { stretch = index }
                    continue
                }
                if let start = stretch { total += characterWidth(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                stretch = nil
                total += 1
            }
            if let start = stretch { total += characterWidth(UnsafeBufferPointer(rebasing: bytes[start...])) }
            return total
        }
    }

    /// The cells of UTF-8 bytes read as characters.
    private static func characterWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        String(decoding: bytes, as: UTF8.self).reduce(0) { $0 + width(of: $1) }
    }

    /// The number of terminal cells one grapheme cluster takes (0, 1 or 2).
    public static func width(of grapheme: Character) -> Int {
        guard let first = grapheme.unicodeScalars.first else { return 0 }
        let scalars = grapheme.unicodeScalars
        // An emoji presentation selector or a ZWJ sequence makes the cluster one wide glyph.
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D }) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        if isWide(first.value) { return 2 }
        if first.properties.generalCategory == .nonspacingMark
            || first.properties.generalCategory == .enclosingMark
            || first.value == 0x200B
        {
            return 0
        }
        return 1
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15, the blocks learners meet).
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E,
            0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` with every control character, escape and invisible format character written
    /// as a Swift-style escape (`\u{1B}`), tab and newline as `\t` and `\n`.
    public static func escaped(_ text: String) -> String {
        // Most text needs nothing: check first, copy only when something must change.
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if let escape = escape(scalar) {
                out += escape
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` without the spaces at its end (a byte scan: a line may hold 100,000 items).
    static func trimmedRight(_ text: some StringProtocol) -> String {
        let bytes = Array(text.utf8)
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// `text` made safe for a terminal as a whole: line breaks and tabs stay, and so do the
    /// colour codes diffstep itself writes (`ESC [ digits ; ... m`); every other control
    /// character, ESC and bidirectional override is shown as an escape. The last guard
    /// before standard output, behind the renderers that escape what came from input.
    /// - Complexity: O(n) in the text's UTF-8 length: read eight bytes at a time while they are
    ///   printable ASCII, copied only when something must change.
    public static func sanitized(_ text: String) -> String {
        var text = text
        return text.withUTF8 { sanitized($0) } ?? text
    }

    /// The bytes with what ``sanitized(_:)`` escapes escaped, or nil when nothing is: a
    /// control byte but line feed and tab (not our colour codes), DEL, a C1 control (`C2 80`
    /// to `C2 9F`) and a bidirectional control (`E2 80 AA` to `AE`, `E2 81 A6` to `A9`).
    private static func sanitized(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var out: [UInt8] = []
        var copied = 0
        var index = 0
        let count = bytes.count
        while index < count {
            if index + 8 <= count {
                // Eight printable ASCII bytes have nothing to look at (`x - 0x20.. & ~x & 0x80..`
                // is non-zero exactly when some byte of an ASCII word is below 0x20).
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let below = (word &- 0x20 &* ones) & ~word & highs
                let delete = ((word ^ (0x7F &* ones)) &- ones) & ~(word ^ (0x7F &* ones)) & highs
                if (word & highs) | below | delete == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            var escaped: (value: UInt32, length: Int)?
            if byte < 0x20 {
                if byte == 0x0A || byte == 0x09 {
                    index += 1
                    continue
                }
                if byte == 0x1B, let end = colourCodeEnd(bytes, from: index) {
                    index = end + 1
                    continue
                }
                escaped = (UInt32(byte), 1)
            } else if byte == 0x7F {
                escaped = (0x7F, 1)
            } else if byte == 0xC2, index + 1 < count, (0x80...0x9F).contains(bytes[index + 1]) {
                escaped = (UInt32(bytes[index + 1]), 2)
            } else if byte == 0xE2, index + 2 < count {
                let (second, third) = (bytes[index + 1], bytes[index + 2])
                if (second == 0x80 && (0xAA...0xAE).contains(third))
                    || (second == 0x81 && (0xA6...0xA9).contains(third))
                {
                    escaped = (0x2000 + (UInt32(second & 0x3F) << 6) + UInt32(third & 0x3F), 3)
                }
            }
            guard let (value, length) = escaped else {
                index += 1
                continue
            }
            if out.isEmpty { out.reserveCapacity(count + 16) }
            out.append(contentsOf: bytes[copied..<index])
            out.append(contentsOf: escapeText(value).utf8)
            index += length
            copied = index
        }
        guard copied > 0 else { return nil }
        out.append(contentsOf: bytes[copied..<count])
        return String(decoding: out, as: UTF8.self)
    }

    /// The index of the `m` that ends a colour code starting at `start`, if it is one.
    private static func colourCodeEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start + 2 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else { return nil }
        var index = start + 2
        while index < bytes.count, index - start < 32 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "m") { return index }
            guard byte == UInt8(ascii: ";") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                return nil
            }
            index += 1
        }
        return nil
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        default: break
        }
        let value = scalar.value
        let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
        // Bidirectional overrides can make a table lie about its order; show them too.
        let isBidi = (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        guard isControl || isBidi else { return nil }
        return escapeText(value)
    }

    /// How a scalar to escape is shown: `\r`, or `\u{` and its hexadecimal value (tab and
    /// line feed are the callers').
    private static func escapeText(_ value: UInt32) -> String {
        value == 0x0D ? "\\r" : "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    }

    /// `text` escaped, then padded with spaces on the right to `width` cells.
    public static func padded(_ text: String, to width: Int, alignRight: Bool = false) -> String {
        let clean = escaped(text)
        let gap = String(repeating: " ", count: max(0, width - self.width(clean)))
        return alignRight ? gap + clean : clean + gap
    }
}

import BatchModel

/// Reads a normalised text left to right: literals, numbers and index-path objects.
struct TextScanner {
    var rest: Substring

    /// Consumes `literal` if the text continues with it. A space in the text where the
    /// literal has none is a line break a crash reporter put inside a word (`sec` `tion`),
    /// and is skipped.
    mutating func literal(_ literal: String) -> Bool {
        if rest.hasPrefix(literal) {
            rest = rest.dropFirst(literal.count)
            return true
        }
        var text = rest.startIndex
        for char in literal {
            if text < rest.endIndex, rest[text] == " ", char != " " {
                text = rest.index(after: text)
            }
            guard text < rest.endIndex, rest[text] == char else { return false }
            text = rest.index(after: text)
        }
        rest = rest[text...]
        return true
    }

    /// The digits at the front, joined across spaces a crash reporter's line breaks put
    /// between them (no UIKit format has two numbers separated by a bare space).
    mutating func digits() -> String {
        var digits = ""
        var text = rest.startIndex
        var end = text
        while text < rest.endIndex {
            let char = rest[text]
            if let byte = char.asciiValue, byte &- 0x30 < 10 {
                digits.append(char)
                text = rest.index(after: text)
                end = text
            } else if char == " ", !digits.isEmpty, digits.count < 24 {
                text = rest.index(after: text)
            } else {
                break
            }
        }
        rest = rest[end...]
        return digits
    }

    /// Consumes a decimal number.
    mutating func number() -> Int? {
        let saved = rest
        let digits = digits()
        guard !digits.isEmpty, digits.count < 18, let value = Int(digits) else {
            rest = saved
            return nil
        }
        return value
    }

    /// Consumes `S - I` (the listing's and the object's path).
    mutating func pair() -> IndexPath? {
        guard let section = index(), literal(" - "), let item = index() else { return nil }
        return IndexPath(item: item, section: section)
    }

    /// Consumes an index as NSIndexPath prints it: unsigned, so `18446744073709551615` is -1.
    mutating func index() -> Int? {
        let saved = rest
        let digits = digits()
        guard !digits.isEmpty, digits.count <= 20, let value = UInt64(digits),
            let index = Int(exactly: Int64(bitPattern: value))
        else {
            rest = saved
            return nil
        }
        return index
    }

    /// Consumes `<NSIndexPath: 0x…> {length = 2, path = S - I}`.
    mutating func object() -> IndexPath? {
        guard literal("<NSIndexPath: 0x…> {length = 2, path = "), let path = pair(), literal("}") else { return nil }
        return path
    }

    /// Matches a UIKit format (`%ld`, `%@`) against the text, returning the values read.
    mutating func format(_ format: String) -> [FormatArgument]? {
        var values: [FormatArgument] = []
        var pattern = Substring(CrashText.normalise(format))
        while let range = pattern.range(ofText: "%") {
            guard literal(String(pattern[..<range.lowerBound])) else { return nil }
            let isObject = pattern[range.upperBound...].hasPrefix("@")
            pattern = pattern[pattern.index(range.upperBound, offsetBy: isObject ? 1 : 2)...]
            if isObject {
                guard let path = object() else { return nil }
                values.append(.path(path))
            } else {
                guard let number = number() else { return nil }
                values.append(.number(number))
            }
        }
        return literal(String(pattern)) ? values : nil
    }
}

/// Reads a normalised text left to right: literals, numbers and index-path objects.
struct TextScanner {
    var rest: Substring

    /// Consumes `literal` if the text continues with it.
    mutating func literal(_ literal: String) -> Bool {
        guard rest.hasPrefix(literal) else { return false }
        rest = rest.dropFirst(literal.count)
        return true
    }

    /// Consumes a decimal number.
    mutating func number() -> Int? {
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count < 18, let value = Int(digits) else { return nil }
        rest = rest.dropFirst(digits.count)
        return value
    }

    /// Consumes `S - I` (the listing's and the object's path).
    mutating func pair() -> IndexPath? {
        guard let section = index(), literal(" - "), let item = index() else { return nil }
        return IndexPath(item: item, section: section)
    }

    /// Consumes an index as NSIndexPath prints it: unsigned, so `18446744073709551615` is -1.
    mutating func index() -> Int? {
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count <= 20, let value = UInt64(digits),
            let index = Int(exactly: Int64(bitPattern: value))
        else { return nil }
        rest = rest.dropFirst(digits.count)
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

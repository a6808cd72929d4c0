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
    /// before or between them (no UIKit format has two numbers separated by a bare space).
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
            } else if char == " ", digits.count < 24 {
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

extension TextScanner {
    /// Like `format`, but a paste that stops, or elides a number (`...`, `…`), after the
    /// format's first number still reads: the values read (the others stand in as 0),
    /// `complete` false, `missing` the places of the values not read (each elided one, and
    /// every one after the paste stops or leaves the format) and whether one was elided.
    /// Reading goes on after an elided number while the text follows the format. `nil` when
    /// the text differs from the format, or stops before its first number.
    mutating func formatAllowingCut(_ format: String)
        -> (values: [FormatArgument], complete: Bool, missing: [Int], elided: Bool)?
    {
        var values: [FormatArgument] = []
        var missing: [Int] = []
        var pattern = Substring(CrashText.normalise(format))
        var stopped = false
        var elided = false
        while let range = pattern.range(ofText: "%") {
            let isObject = pattern[range.upperBound...].hasPrefix("@")
            let text = String(pattern[..<range.lowerBound])
            pattern = pattern[pattern.index(range.upperBound, offsetBy: isObject ? 1 : 2)...]
            if !stopped {
                if !literal(text) {
                    guard !values.isEmpty, elided || endsInside(text) else { return nil }
                    stopped = true
                } else if isObject, let path = object() {
                    values.append(.path(path))
                    continue
                } else if !isObject, let number = number() {
                    values.append(.number(number))
                    continue
                } else if let gap = elision() {
                    rest = rest[gap...]
                    elided = true
                } else {
                    guard !values.isEmpty, endsInside("") else { return nil }
                    stopped = true
                }
            }
            missing.append(values.count)
            values.append(isObject ? .path(IndexPath(item: 0, section: 0)) : .number(0))
        }
        if !stopped, literal(String(pattern)) { return (values, missing.isEmpty, missing, elided) }
        guard !values.isEmpty, stopped || elided || endsInside(String(pattern)) else { return nil }
        return (values, false, missing, elided)
    }

    /// True when the text ends (or a quote closes it) partway into `expected`.
    private mutating func endsInside(_ expected: String) -> Bool {
        var text = rest.startIndex
        for char in expected {
            guard text < rest.endIndex, rest[text] == char else { break }
            text = rest.index(after: text)
        }
        guard text < rest.endIndex else { return true }
        let char = rest[text]
        guard char == "'" || char == "\"" || char == "`" else { return false }
        rest = rest[text...]
        return true
    }

    /// Where an elision (`...`, `…`) at the front ends, if there is one.
    private func elision() -> Substring.Index? {
        if rest.hasPrefix("...") { return rest.index(rest.startIndex, offsetBy: 3) }
        if rest.hasPrefix("…") { return rest.index(after: rest.startIndex) }
        return nil
    }
}

import TextIntake

extension Substring {
    /// The text without leading and trailing whitespace (including `\r`); whitespace as
    /// `Character.isWhitespace` says, without the property table (``TextBytes/isWhitespace(_:)-(Character)``).
    package var trimmed: Substring {
        var text = self
        while let first = text.first, TextBytes.isWhitespace(first) { text.removeFirst() }
        while let last = text.last, TextBytes.isWhitespace(last) { text.removeLast() }
        return text
    }
}

extension Substring {
    /// The text without leading and trailing whitespace (including `\r`).
    public var trimmed: Substring {
        var text = self
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}

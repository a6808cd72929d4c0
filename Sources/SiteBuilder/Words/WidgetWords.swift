/// The words of a block's info string: split on spaces, `"..."` keeping spaces inside one word.
struct WidgetWords {
    private var words: [(text: String, quoted: Bool)]
    private var position = 0

    init(_ info: String) throws(WidgetProblem) {
        var words: [(String, Bool)] = []
        var current = ""
        var quoted = false
        var inQuotes = false
        for character in info {
            if character == "\"" {
                inQuotes.toggle()
                quoted = true
            } else if character == " " || character == "\t", !inQuotes {
                if !current.isEmpty || quoted { words.append((current, quoted)) }
                (current, quoted) = ("", false)
            } else {
                current.append(character)
            }
        }
        guard !inQuotes else { throw .unclosedQuote }
        if !current.isEmpty || quoted { words.append((current, quoted)) }
        self.words = words
    }

    /// The next word, whatever it is.
    mutating func next() -> String? {
        guard position < words.count else { return nil }
        defer { position += 1 }
        return words[position].text
    }

    /// True when the next word is there and is not a `--flag`.
    var peekIsPositional: Bool {
        position < words.count && (words[position].quoted || !words[position].text.hasPrefix("--"))
    }

    /// The next positional argument, or `missing`.
    mutating func positional(_ name: String, of command: String) throws(WidgetProblem) -> String {
        guard peekIsPositional, let word = next() else { throw .missing(name, command: command) }
        return word
    }

    /// The next `--flag`, or nil at the end. A stray positional word is left for `finish`.
    mutating func flag() -> String? {
        guard position < words.count, !peekIsPositional else { return nil }
        return next()
    }

    /// The value after a flag.
    mutating func value(of flag: String) throws(WidgetProblem) -> String {
        guard position < words.count, let word = next() else { throw .missingValue(flag) }
        return word
    }

    /// Fails when words are left over.
    func finish(_ command: String) throws(WidgetProblem) {
        if position < words.count { throw .extra(words[position].text, command: command) }
    }

    /// A list's items: `"1 2 3"` split on spaces, `123` split into characters.
    static func items(_ text: String) -> [String] {
        text.contains(" ") ? text.split(separator: " ").map(String.init) : text.map(String.init)
    }
}

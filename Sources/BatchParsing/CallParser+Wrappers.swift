import BatchModel
import TextIntake

extension CallParser {
    /// Words that start a function declaration around the calls.
    static let declarationWords = [
        "func", "override", "private", "fileprivate", "internal", "public", "open", "final",
    ]

    /// `@objc`, `@MainActor`, `@available(iOS 13, *)` in front of a function wrapper: skipped,
    /// then the wrapper is read as without them. An `@` not followed by a name, or attributes
    /// in front of anything but a declaration, is an error at its place.
    mutating func attributedWrapper() throws(ParseFailure) {
        while case .stray("@") = current.kind {
            let at = current
            advance()
            // Swift writes the name right after the `@`; `@ objc` is not an attribute.
            guard current.identifier != nil, current.line == at.line, current.column == at.column + 1 else {
                throw fail(.unexpectedCharacter("@"), at: at)
            }
            advance()
            if current.isSymbol("(") { try skipBalanced() }
        }
        try functionWrapper()
    }

    /// `func collectionView(_:performDropWith:) { body }`: the wrapper is skipped and the
    /// body read as statements, as if it ran once (the article's drop delegate method).
    mutating func functionWrapper() throws(ParseFailure) {
        while let word = current.identifier, Self.declarationWords.contains(word), word != "func" { advance() }
        guard current.identifier == "func" else { throw expected(.code("func")) }
        advance()
        guard current.identifier != nil else { throw expected(.functionName) }
        advance()
        guard current.isSymbol("(") else { throw expected(.parameters) }
        try skipBalanced()
        // `-> Type`, `throws`, `async`: read past them to the body.
        while !current.isSymbol("{") {
            if current.kind == .end { throw expected(.functionBody) }
            if current.isSymbol("(") || current.isSymbol("[") { try skipBalanced() } else { advance() }
        }
        try statements(inBraces: current)
    }

    /// The statements between `{` (at `open`) and its `}`, which is consumed.
    mutating func statements(inBraces open: Token) throws(ParseFailure) {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Limits.nesting else { throw fail(.tooDeep(limit: Limits.nesting), at: open) }
        try expect("{")
        while !current.isSymbol("}") {
            if current.kind == .end { throw fail(.unclosed(.brace), at: open) }
            if accept(";") { continue }
            try statement()
        }
        flushCompact()
        advance()
    }

    /// After a value only the app knows: skips a member's arguments or closure.
    mutating func skipArguments() throws(ParseFailure) {
        if current.isSymbol("(") { try skipBalanced() }
        if current.isSymbol("{") { try skipBalanced() }
    }
}

import BatchModel

/// One lexical unit of a snippet, with where it starts.
struct Token: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case identifier(String)
        case integer(Int)
        case string(String)
        case symbol(String)
        /// A character that is neither Swift the parser reads nor the compact form (`&`, `#`).
        case stray(Character)
        case end
    }

    var kind: Kind
    /// 1-based line and character column.
    var line: Int
    var column: Int

    /// The token as the user wrote it, for "found ..." in a failure.
    var found: ParseFailure.Found {
        switch kind {
        case .identifier(let name): .code(name)
        case .integer(let value): .number(value)
        case .string(let text): .code(text)
        case .symbol(let symbol): .code(symbol)
        case .stray(let character): .code(String(character))
        case .end: .end
        }
    }

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }

    /// The bracket the token opens or closes; `nil` for any other token.
    var bracket: (kind: ParseFailure.Bracket, opens: Bool)? {
        guard case .symbol(let symbol) = kind, symbol.count == 1, let character = symbol.first,
            let bracket = ParseFailure.Bracket(character)
        else { return nil }
        return (bracket, character == bracket.opening)
    }

    var identifier: String? {
        if case .identifier(let name) = kind { name } else { nil }
    }
}

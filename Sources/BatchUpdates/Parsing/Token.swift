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

    /// The token as the user wrote it, for "found ..." messages.
    var shown: String {
        switch kind {
        case .identifier(let name): "\"\(name)\""
        case .integer(let value): "\(value)"
        case .string(let text): "\"\(text)\""
        case .symbol(let symbol): "\"\(symbol)\""
        case .stray(let character): "\"\(character)\""
        case .end: "the end of the input"
        }
    }

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }

    var identifier: String? {
        if case .identifier(let name) = kind { name } else { nil }
    }
}

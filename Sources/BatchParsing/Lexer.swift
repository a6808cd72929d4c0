import BatchModel
import TextIntake

/// Splits a snippet into tokens: Swift's identifiers, integers, strings (straight or curly
/// quotes, as blog posts print them), and symbols (`…` is the range `...`); any other
/// character is a stray token.
struct Lexer {
    let lines: [String]
    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ source: String) {
        characters = Array(source)
        lines = Intake.lines(source).map(String.init)
    }

    /// The source text of a 1-based line (empty past the end).
    func sourceLine(_ number: Int) -> String {
        number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }

    func failure(_ problem: ParseFailure.Problem, line: Int, column: Int) -> ParseFailure {
        ParseFailure(problem, line: line, column: column, sourceLine: sourceLine(line))
    }

    mutating func tokens() throws(ParseFailure) -> [Token] {
        var result: [Token] = []
        while true {
            skipSpaceAndComments()
            let (startLine, startColumn) = (line, column)
            guard index < characters.count else {
                result.append(Token(kind: .end, line: startLine, column: startColumn))
                return result
            }
            let kind = try nextKind(startLine: startLine, startColumn: startColumn)
            result.append(Token(kind: kind, line: startLine, column: startColumn))
        }
    }

    private mutating func nextKind(startLine: Int, startColumn: Int) throws(ParseFailure) -> Token.Kind {
        let character = characters[index]
        if character.isLetter || character == "_" || character == "$" {
            return .identifier(take { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
        }
        if character.isASCII && character.isNumber {
            let digits = take { ($0.isASCII && $0.isNumber) || $0 == "_" }
            guard let value = Int(digits.filter { $0 != "_" }) else {
                throw failure(.hugeNumber(digits), line: startLine, column: startColumn)
            }
            return .integer(value)
        }
        if character == "\"" || character == "\u{201C}" || character == "\u{201D}" {
            return .string(try string(startLine: startLine, startColumn: startColumn))
        }
        for symbol in Self.longSymbols where matches(symbol) {
            advance(symbol.count)
            return .symbol(symbol == "?." || symbol == "!." ? "." : symbol)
        }
        if character == "…" {
            advance(1)
            return .symbol("...")
        }
        if "(){}[],:.=?;!+-*<>".contains(character) {
            advance(1)
            return .symbol(String(character))
        }
        // Not Swift the parser reads, but it may sit in code that is skipped (a completion
        // closure's `&&`): the parser reports it only if it has to read it.
        advance(1)
        return .stray(character)
    }

    /// The symbols of more than one character, tried before the single ones.
    private static let longSymbols = ["...", "..<", "---", "?.", "!."]

    private mutating func string(startLine: Int, startColumn: Int) throws(ParseFailure) -> String {
        advance(1)
        var text = ""
        while index < characters.count {
            let character = characters[index]
            if character == "\n" { break }
            advance(1)
            if character == "\"" || character == "\u{201D}" || character == "\u{201C}" { return text }
            if character == "\\", index < characters.count {
                text.append(characters[index])
                advance(1)
            } else {
                text.append(character)
            }
        }
        throw failure(.unterminatedString, line: startLine, column: startColumn)
    }

    private func matches(_ text: String) -> Bool {
        var position = index
        for character in text {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    private mutating func advance(_ count: Int) {
        for _ in 0..<count where index < characters.count {
            if characters[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }

    private mutating func take(while predicate: (Character) -> Bool) -> String {
        var text = ""
        while index < characters.count, predicate(characters[index]) {
            text.append(characters[index])
            advance(1)
        }
        return text
    }

    private mutating func skipSpaceAndComments() {
        while index < characters.count {
            if characters[index].isWhitespace {
                advance(1)
            } else if matches("//") {
                _ = take { $0 != "\n" }
            } else if matches("/*") {
                advance(2)
                while index < characters.count, !matches("*/") { advance(1) }
                advance(2)
            } else {
                return
            }
        }
    }
}

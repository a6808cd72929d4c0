import BatchModel
/// Reads a snippet of Swift (as the article writes it) or the compact form into a `CallScript`.
///
/// Nothing the student wrote is executed: the parser knows UIKit's batch-update calls,
/// `IndexPath`/`IndexSet` construction, `Array(0...2).map { ... }`, `let` bindings and the
/// changes to an `items` array, and evaluates only those, as data.
///
/// ```swift
/// let script = try CallParser.parse("insert 6 7 8\ndelete 0 1 2")
/// ```
import TextIntake

public struct CallParser {
    var tokens: [Token]
    var position = 0
    let lexer: Lexer
    var bindings: [String: Value] = [:]
    /// Expressions evaluated so far, against `Limits.evaluationSteps`; and how deeply the
    /// expression being read is nested, against `Limits.nesting`.
    var steps = 0
    var nesting = 0
    /// `items` as the snippet's own changes leave it, for `items.count`.
    var itemCount: Int?
    var statements: [CallScript.Statement] = []
    /// The calls of the batch being collected, and its nesting depth (reference 1.1).
    var pending: [(Update, Int)] = []
    var depth = 0
    var compactPending: [(Update, Int)] = []
    var view: ViewKind?
    var viewSource: (name: String, line: Int)?
    let requiredView: ViewKind?

    /// Parses a snippet.
    /// - Parameters:
    ///   - source: Swift calls or the compact form (`insert 6 7 8`, `move 2 5`, `---` between batches).
    ///   - view: the view `--view` names; calls of the other view are an error. `nil`: any.
    ///   - itemCount: how many elements `items` has at the start (for `items.count`).
    /// - Returns: the statements in order and the view the calls name.
    /// - Throws: `BatchError.parse` with line, column, the line and a suggestion.
    /// - Complexity: O(n) in the length of the source, plus the ranges it spells out.
    public static func parse(_ source: String, view: ViewKind? = nil, itemCount: Int? = nil) throws(BatchError)
        -> CallScript
    {
        do {
            var lexer = Lexer(source)
            var parser = CallParser(tokens: try lexer.tokens(), lexer: lexer, requiredView: view)
            parser.itemCount = itemCount
            try parser.parseAll()
            return CallScript(parser.statements, view: parser.view ?? view)
        } catch {
            throw .parse(error)
        }
    }

    init(tokens: [Token], lexer: Lexer, requiredView: ViewKind?) {
        self.tokens = tokens
        self.lexer = lexer
        self.requiredView = requiredView
    }

    /// The token at the position, lent rather than copied: the parser asks about it at every
    /// step, and a copy retained and released its text each time.
    var current: Token {
        _read { yield tokens[min(position, tokens.count - 1)] }
    }
    func peek(_ offset: Int = 1) -> Token { tokens[min(position + offset, tokens.count - 1)] }

    mutating func advance() { position = min(position + 1, tokens.count - 1) }

    func fail(_ problem: ParseFailure.Problem, at token: Token? = nil) -> ParseFailure {
        let token = token ?? current
        if case .stray(let character) = token.kind {
            return lexer.failure(.unexpectedCharacter(character), line: token.line, column: token.column)
        }
        return lexer.failure(problem, line: token.line, column: token.column)
    }

    /// The failure "expected `what`, found `found`" (by default the current token) at `token`
    /// (by default the current one); one function, so each place that fails is a call.
    @inline(never)
    func expected(_ what: ParseFailure.Expected, found: ParseFailure.Found? = nil, at token: Token? = nil)
        -> ParseFailure
    {
        fail(.expected(what, found: found ?? current.found), at: token)
    }

    mutating func expect(_ symbol: String) throws(ParseFailure) {
        guard current.isSymbol(symbol) else {
            if current.kind == .end, let bracket = symbol.first.flatMap(ParseFailure.Bracket.init),
                symbol.first == bracket.closing
            {
                throw fail(.missingCloser(bracket))
            }
            throw expected(.code(symbol))
        }
        advance()
    }

    /// Consumes `symbol` if it is next.
    mutating func accept(_ symbol: String) -> Bool {
        guard current.isSymbol(symbol) else { return false }
        advance()
        return true
    }

    mutating func parseAll() throws(ParseFailure) {
        while current.kind != .end {
            if accept(";") { continue }
            if let (bracket, opens) = current.bracket, !opens { throw fail(.closesNothing(bracket)) }
            try statement()
        }
        flushCompact()
        if depth > 0 { throw fail(.beginWithoutEnd) }
    }
}

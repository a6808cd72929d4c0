import BatchModel

extension CallParser {
    /// One statement: a compact line, `let`, a call, a change to `items`, or a function wrapper.
    mutating func statement() throws(ParseFailure) {
        if isCompactStart { return try compactStatement() }
        if accept("---") { return flushCompact() }
        flushCompact()
        // `{}`: the compact form of an empty batch (`performBatchUpdates({})`), not "no batch".
        if depth == 0, current.isSymbol("{"), peek().isSymbol("}") {
            advance()
            advance()
            statements.append(.batch(BatchUpdate([], lines: [])))
            return
        }
        let start = current
        if case .stray("@") = start.kind { return try attributedWrapper() }
        guard let name = start.identifier else { throw fail(.expected(.statement, found: start.found)) }
        if name == "let" || name == "var" { return try binding() }
        if Self.declarationWords.contains(name) { return try functionWrapper() }
        var chain = [name]
        var nameToken = start
        advance()
        while current.isSymbol("."), let next = peek().identifier {
            advance()
            nameToken = current
            chain.append(next)
            advance()
        }
        _ = accept("!") || accept("?")
        let method = chain[chain.count - 1]
        let receiver = chain.dropLast().last
        if method == "items", current.isSymbol("=") || current.isSymbol("[") { return try assignment(at: start) }
        if let receiver, Self.isDataSource(receiver) { return try mutation(method, of: receiver, at: nameToken) }
        guard current.isSymbol("(") || current.isSymbol("{") else {
            throw expected(.parenthesis(after: method))
        }
        try call(method, at: nameToken)
    }

    /// `let name = expression` (a type annotation is skipped). A value only the running app
    /// knows (`coordinator.destinationIndexPath`) is kept as such: it fails only where used.
    mutating func binding() throws(ParseFailure) {
        advance()
        guard let name = current.identifier else { throw expected(.bindingName) }
        advance()
        if accept(":") { try skipType() }
        let equals = current
        try expect("=")
        let start = position
        do {
            bindings[name] = try expression()
        } catch {
            guard let missing = Self.runtimeName(error.problem) else { throw error }
            position = start
            let source = String(lexer.sourceLine(equals.line).dropFirst(equals.column))
            bindings[name] = .runtime(
                name: name, line: equals.line, source: Substring(source).trimmingWhitespace(), dependsOn: missing)
            try skipRestOfStatement()
        }
    }

    /// The name behind a failure that means "only the running app knows this value".
    static func runtimeName(_ problem: ParseFailure.Problem) -> String? {
        switch problem {
        case .unknownName(let name): name
        case .runtimeValue(_, _, _, let dependsOn): dependsOn
        default: nil
        }
    }

    /// `: [IndexPath]`, `: IndexPath`, `: IndexSet`.
    mutating func skipType() throws(ParseFailure) {
        if accept("[") {
            try skipType()
            try expect("]")
        } else if current.identifier != nil {
            advance()
        } else {
            throw expected(.type)
        }
    }

    /// `(label: value, ...)`; a closure argument is skipped (its value is `nil`).
    mutating func argumentList() throws(ParseFailure) -> [Argument] {
        let open = current
        try expect("(")
        var arguments: [Argument] = []
        while !current.isSymbol(")") {
            if current.kind == .end { throw fail(.unclosed(.parenthesis), at: open) }
            var label: String?
            if let name = current.identifier, peek().isSymbol(":") {
                label = name
                advance()
                advance()
            }
            let token = current
            if current.isSymbol("{") {
                try skipBalanced()
                arguments.append(Argument(label: label, value: .nothing, token: token))
            } else {
                arguments.append(Argument(label: label, value: try expression(), token: token))
            }
            if !accept(",") { break }
        }
        try expect(")")
        return arguments
    }

    /// Skips `{ ... }` or `( ... )` with everything inside, checking the nesting.
    mutating func skipBalanced() throws(ParseFailure) {
        let open = current
        var stack: [ParseFailure.Bracket] = []
        repeat {
            if current.kind == .end { throw fail(.unclosed(open.bracket?.kind ?? .brace), at: open) }
            if let (bracket, opens) = current.bracket {
                if opens {
                    stack.append(bracket)
                } else {
                    guard let last = stack.popLast() else { throw fail(.closesNothing(bracket)) }
                    guard last == bracket else { throw fail(.mismatchedCloser(bracket)) }
                }
            }
            advance()
        } while !stack.isEmpty
    }

    /// Skips to the end of the line or `;`, over balanced brackets; stops before a closer
    /// that belongs to the enclosing block.
    mutating func skipRestOfStatement() throws(ParseFailure) {
        let line = current.line
        while current.kind != .end, current.line == line, !current.isSymbol(";") {
            if current.isSymbol("{") || current.isSymbol("(") || current.isSymbol("[") {
                try skipBalanced()
            } else if current.isSymbol("}") || current.isSymbol(")") || current.isSymbol("]") {
                return
            } else {
                advance()
            }
        }
    }

    /// Puts one call into the open batch, or makes it a batch of its own (reference 1.1).
    mutating func emit(_ update: Update, line: Int) {
        if depth > 0 {
            pending.append((update, line))
        } else {
            statements.append(.batch(BatchUpdate([update], lines: [line])))
        }
    }

    /// Ends a batch: only the outermost end validates.
    mutating func closeBatch() {
        depth -= 1
        guard depth == 0 else { return }
        statements.append(.batch(BatchUpdate(pending.map { $0.0 }, lines: pending.map { $0.1 })))
        pending = []
    }
}

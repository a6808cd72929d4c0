import BatchModel
import TextIntake

extension CallParser {
    /// The most elements a range may spell out: beyond that it is a typo, not a batch.
    static let largestRange = 100_000

    /// `additive (... | ..< additive)?`
    mutating func expression() throws(ParseFailure) -> Value {
        let start = current
        steps += 1
        guard steps <= Limits.evaluationSteps else {
            throw fail(.tooMuchWork(limit: Limits.evaluationSteps), at: start)
        }
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Limits.nesting else { throw fail(.tooDeep(limit: Limits.nesting), at: start) }
        let lower = try additive()
        for symbol in ["...", "..<"] where accept(symbol) {
            let upperToken = current
            let upper = try additive()
            if let runtime = [lower, upper].first(where: { $0.isRuntime }) { return runtime }
            guard case .int(let low) = lower, case .int(let high) = upper else {
                throw expected(.integerBounds, found: lower.found, at: start)
            }
            let (end, endOverflow) = symbol == "..." ? (high, false) : high.subtractingReportingOverflow(1)
            let (before, lowOverflow) = low.subtractingReportingOverflow(1)
            let (span, spanOverflow) = end.subtractingReportingOverflow(low)
            guard !endOverflow, !lowOverflow, !spanOverflow else {
                throw fail(.hugeNumber("\(low)\(symbol)\(high)"), at: start)
            }
            guard end >= before else {
                throw fail(
                    .backwardsRange(low: low, high: high, closed: symbol == "..."),
                    at: upperToken)
            }
            guard span < Self.largestRange else { throw fail(.hugeNumber("\(low)\(symbol)\(high)"), at: start) }
            return .ints(end < low ? [] : Array(low...end))
        }
        return lower
    }

    mutating func additive() throws(ParseFailure) -> Value {
        var value = try unary()
        while current.isSymbol("+") || current.isSymbol("-") {
            let sign = current.isSymbol("+") ? 1 : -1
            let token = current
            advance()
            let right = try unary()
            if let runtime = [value, right].first(where: { $0.isRuntime }) {
                value = runtime
                continue
            }
            guard case .int(let a) = value, case .int(let b) = right else {
                throw expected(.integersAround(sign > 0 ? "+" : "-"), found: right.found, at: token)
            }
            let (result, overflow) = a.addingReportingOverflow(sign * b)
            guard !overflow else {
                throw fail(.hugeNumber("\(a) \(sign > 0 ? "+" : "-") \(b)"), at: token)
            }
            value = .int(result)
        }
        return value
    }

    mutating func unary() throws(ParseFailure) -> Value {
        if accept("-") {
            let token = current
            let operand = try unary()
            if operand.isRuntime { return operand }
            guard case .int(let value) = operand else {
                throw expected(.integerAfterMinus, found: token.found, at: token)
            }
            let (negated, overflow) = Int(0).subtractingReportingOverflow(value)
            guard !overflow else { throw fail(.hugeNumber("-(\(value))"), at: token) }
            return .int(negated)
        }
        return try postfix(primary())
    }

    /// The members `postfix` reads, by number.
    static let members = ["item", "row", "section", "map", "count"]

    /// `.map { ... }`, `.count`, `.item`/`.row`/`.section` of an index path, after a value.
    mutating func postfix(_ base: Value) throws(ParseFailure) -> Value {
        var value = base
        while current.isSymbol(".") {
            let token = peek()
            guard let member = token.identifier else {
                throw expected(.memberName, found: token.found, at: token)
            }
            advance()
            advance()
            if value.isRuntime {
                try skipArguments()
                continue
            }
            switch Self.position(of: member, in: Self.members) {
            case 0, 1, 2:
                guard case .path(let path) = value else {
                    throw expected(.indexPathBefore(member: member), found: value.found, at: token)
                }
                value = .int(member == "section" ? path.section : path.item)
            case 3: value = try map(value, at: token)
            case 4:
                guard let elements = value.elements else {
                    throw expected(.list, found: value.found, at: token)
                }
                value = .int(elements.count)
            default:
                throw fail(
                    .unknownCall(
                        member,
                        suggestion: NearestName.suggestion(for: member, among: ["map", "count", "item", "section"])),
                    at: token)
            }
        }
        return value
    }

    /// `.map { IndexPath(item: $0, section: 0) }` or `.map { i in ... }`, evaluated per element.
    mutating func map(_ list: Value, at token: Token) throws(ParseFailure) -> Value {
        guard let elements = list.elements else {
            throw expected(.listBeforeMap, found: list.found, at: token)
        }
        let hasParenthesis = accept("(")
        try expect("{")
        var parameter = "$0"
        if let name = current.identifier, peek().identifier == "in" {
            parameter = name
            advance()
            advance()
        }
        let bodyStart = position
        var results: [Value] = []
        let saved = bindings[parameter]
        for element in elements.isEmpty ? [Value.int(0)] : elements {
            steps += 1
            guard steps <= Limits.evaluationSteps else {
                throw fail(.tooMuchWork(limit: Limits.evaluationSteps), at: token)
            }
            position = bodyStart
            bindings[parameter] = element
            results.append(try expression())
        }
        bindings[parameter] = saved
        try expect("}")
        if hasParenthesis { try expect(")") }
        if elements.isEmpty { return .paths([]) }
        guard let mapped = Value.list(results) else {
            throw expected(.oneKindFromMap, found: .mixture, at: token)
        }
        return mapped
    }

    mutating func primary() throws(ParseFailure) -> Value {
        let token = current
        switch token.kind {
        case .integer(let value):
            advance()
            return .int(value)
        case .string(let text):
            advance()
            return .string(text)
        case .symbol("["):
            return try arrayLiteral()
        case .symbol("("):
            advance()
            let value = try expression()
            try expect(")")
            return value
        case .symbol("."):
            advance()
            guard let name = current.identifier else { throw expected(.caseName) }
            advance()
            return .enumCase(name)
        case .identifier(let name):
            advance()
            return try named(name, at: token)
        default:
            throw expected(.value, found: token.found, at: token)
        }
    }

    mutating func arrayLiteral() throws(ParseFailure) -> Value {
        let open = current
        try expect("[")
        var elements: [Value] = []
        while !current.isSymbol("]") {
            if current.kind == .end { throw fail(.unclosed(.square), at: open) }
            elements.append(try expression())
            if !accept(",") { break }
        }
        try expect("]")
        if elements.isEmpty { return .ints([]) }
        guard let list = Value.list(elements) else {
            throw expected(.elementsOfOneKind, found: .mixture, at: open)
        }
        return list
    }
}

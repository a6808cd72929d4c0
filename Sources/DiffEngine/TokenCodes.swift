/// Source and target tokens replaced by small integers, so the hot loops compare `Int32`s.
///
/// Equal tokens get equal codes; codes are dense, `0..<alphabetSize`, source tokens first.
@usableFromInline
struct TokenCodes: Sendable {
    @usableFromInline var source: [Int32]
    @usableFromInline var target: [Int32]
    /// How many distinct tokens the source has; target-only tokens get codes from here on.
    @usableFromInline var sourceAlphabetSize: Int32
    @usableFromInline var alphabetSize: Int32

    init(source: [Int32], target: [Int32], sourceAlphabetSize: Int32, alphabetSize: Int32) {
        self.source = source
        self.target = target
        self.sourceAlphabetSize = sourceAlphabetSize
        self.alphabetSize = alphabetSize
    }

    @inlinable
    init<Token: Hashable>(source: [Token], target: [Token]) {
        var codes: [Token: Int32] = [:]
        codes.reserveCapacity(min(source.count + target.count, 1 << 16))
        var next: Int32 = 0
        func code(_ token: Token) -> Int32 {
            if let known = codes[token] { return known }
            codes[token] = next
            next += 1
            return next - 1
        }
        self.source = source.map(code)
        self.sourceAlphabetSize = next
        self.target = target.map(code)
        self.alphabetSize = next
    }
}

extension TokenCodes {
    /// The codes of two texts split into `unit`s, made without a string per token where the
    /// unit allows: ASCII graphemes are their bytes (`\r\n` one code of its own), scalars
    /// their values. Equal tokens still get equal codes, exactly as for `unit.tokens(of:)`.
    init(source: String, target: String, unit: TokenUnit) {
        switch unit {
        case .grapheme:
            if let codes = Self.ascii(source, target) {
                self = codes
            } else {
                self.init(source: Array(source), target: Array(target))
            }
        case .scalar:
            self.init(source: source.unicodeScalars.map { $0.value }, target: target.unicodeScalars.map { $0.value })
        default:
            self.init(source: unit.tokens(of: source), target: unit.tokens(of: target))
        }
    }

    /// Byte codes when both texts are ASCII: every byte is a grapheme but `\r\n`, which is one.
    static func ascii(_ source: String, _ target: String) -> TokenCodes? {
        var dense = [Int32](repeating: -1, count: 129)
        var next: Int32 = 0
        func codes(_ text: String) -> [Int32]? {
            var text = text
            return text.withUTF8 { bytes -> [Int32]? in
                var codes: [Int32] = []
                codes.reserveCapacity(bytes.count)
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    guard byte < 0x80 else { return nil }
                    let pair = byte == 13 && index + 1 < bytes.count && bytes[index + 1] == 10
                    let token = pair ? 128 : Int(byte)
                    if dense[token] < 0 {
                        dense[token] = next
                        next += 1
                    }
                    codes.append(dense[token])
                    index += pair ? 2 : 1
                }
                return codes
            }
        }
        guard let sourceCodes = codes(source) else { return nil }
        let sourceAlphabet = next
        guard let targetCodes = codes(target) else { return nil }
        return TokenCodes(
            source: sourceCodes, target: targetCodes, sourceAlphabetSize: sourceAlphabet, alphabetSize: next)
    }
}

extension EditDistance {
    /// The edit distance of two texts split into `unit`s.
    ///
    /// The same number as ``distance(from:to:method:)`` over `unit.tokens(of:)`, without
    /// making a string per token for graphemes of ASCII text or for scalars.
    /// - Parameters:
    ///   - source: the text to change.
    ///   - target: the text to reach.
    ///   - unit: what one token is.
    ///   - method: how to compute it.
    /// - Returns: the edit distance.
    /// - Complexity: O(*n*) to code the tokens, then as ``distance(from:to:method:)``.
    public static func distance(
        from source: String, to target: String, unit: TokenUnit, method: DistanceMethod = .automatic
    ) -> Int {
        distance(codes: TokenCodes(source: source, target: target, unit: unit), method: method)
    }
}

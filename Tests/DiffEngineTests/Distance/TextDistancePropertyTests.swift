import DiffEngine
import PropertyBased
import Testing

/// Distances of whole texts (no string per token) against the same over `unit.tokens(of:)`.
@Suite struct TextDistancePropertyTests {
    static let asciiPieces = ["a", "b", "c", " ", "\r", "\n", "\r\n", "ab"]
    static let widePieces = asciiPieces + ["한", "e\u{301}", "👨‍👩‍👧", "\u{301}"]

    static let ascii = Gen.int(in: 0...(asciiPieces.count - 1)).array(of: 0...40).map {
        $0.map { asciiPieces[$0] }.joined()
    }
    static let wide = Gen.int(in: 0...(widePieces.count - 1)).array(of: 0...40).map {
        $0.map { widePieces[$0] }.joined()
    }

    @Test("text distance equals the token distance for every unit, ASCII and not", arguments: TokenUnit.allCases)
    func sameAsTokens(unit: TokenUnit) async {
        await propertyCheck(count: 150, input: Self.ascii, Self.wide) {
            ascii, wide in
            for (source, target) in [(ascii, wide), (ascii, String(ascii.reversed())), (wide, ascii)] {
                let tokens = EditDistance.distance(from: unit.tokens(of: source), to: unit.tokens(of: target))
                #expect(EditDistance.distance(from: source, to: target, unit: unit) == tokens)
                let alignment = try? BandedAlignment(source: source, target: target, unit: unit)
                #expect(alignment?.distance == tokens)
                #expect(alignment?.sourceCount == unit.tokens(of: source).count)
            }
        }
    }
}

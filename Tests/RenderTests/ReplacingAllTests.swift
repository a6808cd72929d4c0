import Foundation
import PropertyBased
import Testing

@testable import Render

/// The byte-level `replacingAll` agrees with Foundation's replacement on any text, Hangul,
/// emoji and combining marks included.
@Suite struct ReplacingAllTests {
    static let piece = Gen.oneOf(
        Gen.always("{x}"), Gen.always("{"), Gen.always("x}"), Gen.always("행 "), Gen.always("👍🏽"),
        Gen.always("e\u{301}"), Gen.always("a"), Gen.always(""))

    @Test("every occurrence is replaced, as Foundation replaces it")
    func agreesWithFoundation() async {
        await propertyCheck(count: 500, input: Self.piece.array(of: 0...8), Self.piece, Self.piece.array(of: 0...2)) {
            pieces, target, replacement in
            let (text, with) = (pieces.joined(), replacement.joined())
            guard !target.isEmpty else { return }
            #expect(
                text.replacingAll(target, with: with)
                    == text.replacingOccurrences(of: target, with: with, options: .literal))
        }
    }
}

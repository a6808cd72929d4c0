import PropertyBased
import Testing

@testable import TextIntake

/// `TextBytes.hasSuffix` and `droppingLastBytes` read an ASCII ending on bytes; for the texts
/// the batch modules read they answer as `hasSuffix` and `dropLast` do on characters.
@Suite struct ByteSuffixTests {
    static let text = Gen.oneOf(
        Gen.letterOrNumber, Gen.always(":"), Gen.always("]"), Gen.always("I"), Gen.always("s"), Gen.always("0"),
        Gen.always("x"), Gen.always("한"),
        Gen.always("e\u{301}"), Gen.always("👩‍👩‍👧"), Gen.always(" "), Gen.always("\u{301}")
    ).string(of: 0...12)
    static let suffixes = [":", "]", "Items", "0x", "x", "s"]

    @Test("an ASCII suffix is found on bytes exactly where hasSuffix finds it")
    func sameAsHasSuffix() async {
        await propertyCheck(count: 500, input: Self.text) { text in
            for suffix in Self.suffixes {
                #expect(TextBytes.hasSuffix(text, suffix) == text.hasSuffix(suffix), "\(text) \(suffix)")
                if text.hasSuffix(suffix) {
                    #expect(TextBytes.droppingLastBytes(text, suffix.utf8.count) == String(text.dropLast(suffix.count)))
                }
            }
        }
    }

    @Test("where characters and bytes part: a mark after the ending, a suffix longer than the text")
    func edges() {
        #expect(!TextBytes.hasSuffix("a:\u{301}", ":"))
        #expect(!TextBytes.hasSuffix("ms", "Items"))
        #expect(TextBytes.hasSuffix("한Items", "Items"))
        #expect(TextBytes.droppingLastBytes("섹션:", 1) == "섹션")
        #expect(TextBytes.droppingLastBytes("", 0) == "")
    }
}

import PropertyBased
import Testing

@testable import TextIntake

/// `TextBytes.asciiLowercased` lowers A to Z as the standard library does and keeps every
/// other character, so the batch modules can compare ASCII names without case tables.
@Suite struct AsciiLowercasedTests {
    static let text = Gen.oneOf(
        Gen.letterOrNumber, Gen.always("A"), Gen.always("Z"), Gen.always("@"), Gen.always("["),
        Gen.always("한"), Gen.always("É"), Gen.always("e\u{301}"), Gen.always("İ"), Gen.always("👩‍👩‍👧"), Gen.always(" ")
    ).string(of: 0...16)

    @Test("ASCII text lowers as lowercased() does; other characters stay as they are")
    func lowers() async {
        await propertyCheck(count: 500, input: Self.text) { text in
            let lowered = TextBytes.asciiLowercased(text)
            #expect(lowered.unicodeScalars.count == text.unicodeScalars.count)
            for (before, after) in zip(text.unicodeScalars, lowered.unicodeScalars) {
                let expected = before.isASCII ? Unicode.Scalar(String(before).lowercased())! : before
                #expect(after == expected)
            }
            #expect(TextBytes.asciiLowercased(lowered) == lowered)
        }
        #expect(TextBytes.asciiLowercased(Substring("InsertRows É")) == "insertrows É")
    }
}

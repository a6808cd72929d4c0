import Testing

@testable import Judging

/// The edit script's letters matched to the sheet's case without the standard library's case
/// tables: where `AlignmentStep.otherCase(of:)` gives a letter, it is the one `uppercased()` or
/// `lowercased()` gives, and every ASCII and Latin-1 letter pair is found.
@Suite struct OtherCaseTests {
    static func standard(_ letter: Character) -> Set<Character> {
        Set(
            [letter.uppercased(), letter.lowercased()].compactMap { $0.count == 1 ? $0.first : nil }.filter {
                $0 != letter
            })
    }

    @Test func everyPairFoundIsTheStandardLibrarys() {
        var found = 0
        for value in UInt32(0)...0x4FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let letter = Character(scalar)
            let ours = AlignmentStep.otherCase(of: letter)
            if !ours.isEmpty {
                found += 1
                #expect(Set(ours) == Self.standard(letter), "U+\(String(value, radix: 16))")
            }
        }
        #expect(found > 300)
    }

    @Test func asciiAndLatin1LettersAreAllFound() {
        for value in UInt32(0x41)...0xFE where value != 0xD7 && value != 0xF7 && value != 0xDF && value != 0xB5 {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic,
                !Self.standard(Character(scalar)).isEmpty
            else { continue }
            #expect(!AlignmentStep.otherCase(of: Character(scalar)).isEmpty, "U+\(String(value, radix: 16))")
        }
    }

    @Test func aLetterWithoutCaseOrOutsideThePairsIsReadAsWritten() {
        #expect(AlignmentStep.otherCase(of: "가").isEmpty)
        #expect(AlignmentStep.otherCase(of: "ß").isEmpty)
        #expect(
            AlignmentStep(operation: .insert, from: nil, to: "g", text: "insert g").matchingCase(of: ["G", "A"]).to
                == "G")
        #expect(AlignmentStep(operation: .insert, from: nil, to: "ж", text: "").matchingCase(of: ["Ж"]).to == "Ж")
    }
}

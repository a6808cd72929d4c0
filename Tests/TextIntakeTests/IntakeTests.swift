import PropertyBased
import Testing

@testable import TextIntake

@Suite struct IntakeTests {
    /// Lines of letters, Hangul (composed and decomposed), combining marks, emoji and spaces.
    static let line = Gen.oneOf(
        Gen.letterOrNumber, Gen.always(" "), Gen.always("한"), Gen.always("\u{1112}\u{1161}\u{11AB}"),
        Gen.always("e\u{301}"), Gen.always("👩‍👩‍👧"), Gen.always("\t")
    ).string(of: 0...12)

    @Test("LF, CRLF, lone CR and a BOM give the same text")
    func lineEnds() async {
        await propertyCheck(count: 300, input: Self.line.array(of: 0...8), Gen.bool) { lines, finalEnd in
            let lf = lines.joined(separator: "\n") + (finalEnd ? "\n" : "")
            let expected = try? Intake.text(Array(lf.utf8))
            #expect(expected == lf)
            for end in ["\r\n", "\r"] {
                let other = lines.joined(separator: end) + (finalEnd ? end : "")
                #expect((try? Intake.text(Array(other.utf8))) == lf)
                #expect((try? Intake.text(Intake.byteOrderMark + Array(other.utf8))) == lf)
                #expect(Intake.text(other) == lf)
                #expect(Intake.lines(other).map(String.init) == Intake.lines(lf).map(String.init))
            }
            #expect(Intake.lines(lf).count == max(lines.count, 1) + (finalEnd ? 1 : 0))
        }
    }

    @Test("no \\r survives in any line")
    func noCarriageReturn() async {
        await propertyCheck(
            count: 300, input: Gen.oneOf(Self.line, Gen.always("\r"), Gen.always("\r\n")).array(of: 0...10)
        ) {
            parts in
            let text = (try? Intake.text(Array(parts.joined().utf8))) ?? "?"
            #expect(!text.unicodeScalars.contains("\r"))
            #expect(Intake.lines(parts.joined()).allSatisfy { !$0.unicodeScalars.contains("\r") })
        }
    }

    @Test("Intake.lines, on TextBytes' byte splitter, splits as the three line-end Characters do")
    func linesAsCharacters() async {
        let piece = Gen.oneOf(
            Self.line, Gen.always("\r"), Gen.always("\n"), Gen.always("\r\n"), Gen.always("\u{301}"),
            Gen.always("\u{1161}"), Gen.always("\r\r\n\n"))
        await propertyCheck(count: 500, input: piece.array(of: 0...10), Gen.bool) { parts, bom in
            let text = parts.joined()
            let reference = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            let lines = Intake.lines((bom ? "\u{FEFF}" : "") + text)
            #expect(lines.map(String.init) == reference.map(String.init))
            // Where the byte splitter ends, the two differ only by the empty last line.
            let last = text.utf8.last
            let trailing = text.isEmpty || last == 0x0A || last == 0x0D
            #expect(lines.dropLast(trailing ? 1 : 0).map(String.init) == TextBytes.lines(of: text))
        }
    }

    @Test("invalid UTF-8 is refused with the offset of the first bad byte, BOM counted")
    func invalid() {
        #expect(throws: IntakeError.notUTF8(offset: 5)) { try Intake.text(Intake.byteOrderMark + [0x61, 0x0D, 0xFF]) }
        #expect(throws: IntakeError.notUTF8(offset: 1)) { try Intake.text([0x61, 0xE2, 0x82, 0x61]) }
    }

    @Test("only a leading BOM is dropped; one inside the text is content")
    func innerBOM() throws {
        #expect(try Intake.text(Array("a\u{FEFF}b".utf8)) == "a\u{FEFF}b")
        #expect(try Intake.text(Intake.byteOrderMark) == "")
    }

    /// Fuzz finding (FuzzIntake): two marks in front left one in the text, so the text taken
    /// in again (a submission, a page field) lost it and no longer equalled itself.
    @Test("every mark at the start is dropped, so the intake is idempotent")
    func doubledBOM() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x61, 0x0D, 0x0A]
        let text = try Intake.text(bytes)
        #expect(text == "a\n")
        #expect(Intake.text(text) == text)
        #expect(Intake.text("\u{FEFF}\u{FEFF}\u{FEFF}a\u{FEFF}") == "a\u{FEFF}")
    }
}

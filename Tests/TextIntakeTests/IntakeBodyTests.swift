import PropertyBased
import Testing

@testable import TextIntake

#if canImport(Glibc)
    import Glibc
#endif

/// `Intake.body` (the bytes `Intake.text` decodes, undecoded) and `IntakeFile`'s reads.
@Suite struct IntakeBodyTests {
    static let piece = Gen.oneOf(
        Gen.letterOrNumber, Gen.always("\r\n"), Gen.always("\r"), Gen.always("\n"), Gen.always("\u{FEFF}"),
        Gen.always("한"), Gen.always("e\u{301}"))

    @Test("the body's lines are the text's lines: same bytes but for line ends and leading marks")
    func bodyMatchesText() async {
        await propertyCheck(count: 300, input: Self.piece.array(of: 0...20), Gen.int(in: 0...3)) { parts, marks in
            let bytes = Array(repeating: Intake.byteOrderMark, count: marks).joined() + Array(String(parts).utf8)
            let body = (try? Intake.body(Array(bytes))) ?? []
            let text = (try? Intake.text(Array(bytes))) ?? "?"
            #expect(body.starts(with: Intake.byteOrderMark) == text.hasPrefix("\u{FEFF}"))
            let lines = body.withUnsafeBufferPointer { bytes in
                TextBytes.lines(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
            }
            #expect(lines == TextBytes.lines(of: text))
        }
    }

    @Test("the body refuses invalid UTF-8 at the same offset as the text")
    func bodyInvalid() {
        #expect(throws: IntakeError.notUTF8(offset: 5)) { try Intake.body(Intake.byteOrderMark + [0x61, 0x0D, 0xFF]) }
        #expect((try? Intake.body(Intake.byteOrderMark + Intake.byteOrderMark + [0x61])) == [0x61])
    }

    #if canImport(Glibc)
        /// A file bigger than one read chunk, a file at the limit and one byte over, and a pipe.
        @Test("files are read whole, at their size, and refused one byte over the limit")
        func fileReads() throws {
            let path = "/tmp/diffstep-intake-\(getpid()).txt"
            defer { unlink(path) }
            let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
            let file = fopen(path, "wb")
            try #require(file != nil)
            _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
            fclose(file)
            #expect(try IntakeFile.bytes(at: path, limit: 200_000) == bytes)
            #expect(throws: IntakeError.tooLarge(bytes: 200_000, limit: 199_999)) {
                try IntakeFile.bytes(at: path, limit: 199_999)
            }
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            _ = bytes.prefix(1000).withUnsafeBufferPointer { write(ends[1], $0.baseAddress, $0.count) }
            close(ends[1])
            #expect(try IntakeFile.bytes(of: ends[0], limit: 1000) == Array(bytes.prefix(1000)))
            close(ends[0])
        }
    #endif
}

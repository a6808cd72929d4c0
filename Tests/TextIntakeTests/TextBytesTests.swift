import Testing
import TextIntake

@Suite struct TextBytesTests {
    @Test(
        "the first byte that is not UTF-8, or nil",
        arguments: [
            ([], nil),
            (Array("kit → 한글 👻".utf8), nil),
            ([0x61, 0xFF], 1),
            ([0x61, 0xE2, 0x82, 0x61], 1),  // a three-byte sequence cut short
            ([0x61, 0x62, 0xE2, 0x82], 2),  // cut short by the end of the file
            ([0xC0, 0x80], 0),  // an overlong NUL
            ([0x41, 0xED, 0xA0, 0x80], 1),  // a UTF-16 surrogate
        ] as [([UInt8], Int?)])
    func offsets(bytes: [UInt8], offset: Int?) {
        #expect(TextBytes.firstInvalidUTF8Offset(bytes) == offset)
    }
}

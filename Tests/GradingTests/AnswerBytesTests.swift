import Testing

@testable import Grading

/// Files as students' editors save them: Notepad's UTF-16, Korean Windows' CP949, a zip.
@Suite struct AnswerBytesTests {
    static func utf16(_ text: String, little: Bool) -> [UInt8] {
        (little ? [0xFF, 0xFE] : [0xFE, 0xFF])
            + text.utf16.flatMap { unit in
                little ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            }
    }

    @Test("UTF-16 with a BOM (Notepad's 'Unicode'), either byte order, CRLF: read as the same text")
    func utf16WithBOM() {
        for little in [true, false] {
            let bytes = Self.utf16("# 김민수\r\n0 1\r\n", little: little)
            #expect(AnswerBytes.text(bytes, path: "a.txt") == .success("# 김민수\n0 1\n"))
        }
    }

    @Test("CP949 (Korean Windows) is refused with 'save it as UTF-8' and the encoding guessed")
    func cp949() {
        // "김민수 1" in CP949.
        let bytes: [UInt8] = [0xB1, 0xE8, 0xB9, 0xCE, 0xBC, 0xF6, 0x20, 0x31, 0x0A]
        let result = AnswerBytes.text(bytes, path: "kim.txt")
        #expect(result == .failure(.notText(path: "kim.txt", offset: 0, looksLike: .cp949)))
        let message = GradingError.notText(path: "kim.txt", offset: 0, looksLike: .cp949).message
        #expect(message.en.contains("it looks like CP949") && message.en.contains("Save it as UTF-8"))
        #expect(message.ko.contains("UTF-8로") && message.ko.contains("CP949"))
        let latin = AnswerBytes.text(Array("caf".utf8) + [0xE9, 0x0A], path: "l.txt")
        #expect(latin == .failure(.notText(path: "l.txt", offset: 3, looksLike: .latin)))
        let bare16 = AnswerBytes.text([0x30, 0x00, 0x20, 0x00, 0x31, 0x00, 0xE9, 0x00], path: "u.txt")
        #expect(bare16 == .failure(.notText(path: "u.txt", offset: 6, looksLike: .utf16)))
    }

    @Test("an archive handed in (the LMS's zip, a .gz) gets 'unzip it first', not a decoding error")
    func archives() {
        let zip: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]
        #expect(
            AnswerBytes.text(zip, path: "submissions.zip") == .failure(.archive(path: "submissions.zip", kind: .zip)))
        #expect(GradingError.archive(path: "a.zip", kind: .zip).message.en.contains("Unzip it first"))
        #expect(AnswerBytes.text([0x1F, 0x8B, 0x08], path: "a.gz") == .failure(.archive(path: "a.gz", kind: .gzip)))
    }
}

import BatchModel
import Testing

/// The text form of data (`--old`, `--new`, the page's fields): sections, names, items,
/// contents and counts, read the same with or without a space after a name's colon.
@Suite struct ContentsParsingTests {
    static func shape(_ text: String) throws -> [String] {
        var shape: [String] = []
        for section in try Contents(parsing: text).sections {
            let items: [String] = section.items.map { $0.description }
            shape.append(section.name + ":" + items.joined(separator: ","))
        }
        return shape
    }

    @Test(
        "sections and items, with and without spaces",
        arguments: [
            ("a b c", ["0:a,b,c"]),
            ("A: a b | B: c", ["A:a,b", "B:c"]),
            ("A:a b | B:c d", ["A:a,b", "B:c,d"]),
            ("  B:c\t| C :d", ["B:c", "C:d"]),
            ("A: a=x b\r\n| B: c", ["A:a=x,b", "B:c"]),
            ("섹션: 가 나 | 둘:다", ["섹션:가,나", "둘:다"]),
            ("[3, 0, 2]", ["0:0.0,0.1,0.2", "1:", "2:2.0,2.1"]),
            ("[]", []),
            ("", ["0:"]),
        ])
    func reads(_ example: (String, [String])) throws {
        let (text, expected) = example
        #expect(try Self.shape(text) == expected)
    }

    @Test("refused: an empty section name, an empty item or content, a count that is not one")
    func refuses() {
        for text in [": a", "A: a | : b", "a =b", "A: a c=", "[x]", "[3, -1]", "[99999999999999999999]"] {
            #expect(throws: BatchError.self, "\(text)") { try Contents(parsing: text) }
        }
    }

    @Test("a name or item written decomposed (NFD) is the same as composed")
    func decomposed() throws {
        let nfd = "\u{1109}\u{1166}\u{11A8}\u{1109}\u{1167}\u{11AB}: \u{1100}\u{1161}"  // 섹션: 가
        #expect(try Contents(parsing: nfd) == Contents(parsing: "섹션: 가"))
    }
}

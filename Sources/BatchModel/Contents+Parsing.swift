import TextIntake

extension Contents {
    /// Reads the text form: `a b c d e f`, or `A: a b c | B: d e`, items as `id` or `id=content`.
    ///
    /// `[3, 0, 5]` gives three sections of generated items and `[]` no section at all.
    /// An empty text is one empty section; `|` separates sections; a section without a
    /// `Name:` prefix is named by its index.
    /// - Parameter text: the text form.
    /// - Throws: `BatchError.badContents` for an empty section name or item.
    /// - Complexity: O(n) in the length of the text.
    public init(parsing text: String) throws(BatchError) {
        if let counts = try Self.counts(text) {
            self.init(counts: counts)
            return
        }
        var sections: [Section] = []
        for (index, part) in text.split(separator: "|", omittingEmptySubsequences: false).enumerated() {
            var words = Self.words(part)
            var name = String(index)
            if let first = words.first, TextBytes.hasSuffix(first, ":") {
                name = TextBytes.droppingLastBytes(first, 1)
                words.removeFirst()
                guard !name.isEmpty else { throw .badContents(text, reason: .emptySectionName) }
            } else if let colon = part.firstIndex(of: ":"),
                !part[..<colon].trimmingWhitespace().contains(where: TextBytes.isWhitespace)
            {
                // `A:a b` without a space after the colon (and ` B:c` after a `|`).
                name = part[..<colon].trimmingWhitespace()
                words = Self.words(part[part.index(after: colon)...])
            }
            var items: [DataItem] = []
            for word in words {
                let pieces = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let id = pieces.first, !id.isEmpty, pieces.count == 1 || !pieces[1].isEmpty else {
                    throw .badContents(text, reason: .emptyItem(in: String(word)))
                }
                items.append(DataItem(String(id), content: pieces.count == 2 ? String(pieces[1]) : nil))
            }
            sections.append(Section(name, items: items))
        }
        self.init(sections: sections)
    }
}

extension Contents {
    /// The words of `text` between whitespace; one function for both places that split.
    private static func words(_ text: Substring) -> [String] {
        text.split(whereSeparator: TextBytes.isWhitespace).map(String.init)
    }

    /// Sections holding `counts[s]` generated items each (`s.k`); `[]` is no section at all.
    public init(counts: [Int]) {
        self.init(
            sections: counts.enumerated().map { section, count in
                Section(String(section), items: (0..<count).map { DataItem("\(section).\($0)") })
            })
    }

    /// The counts form `[3, 0, 5]` (as UIKit's listing prints counts), or `nil` for the item form.
    static func counts(_ text: String) throws(BatchError) -> [Int]? {
        let trimmed = Substring(text).trimmingWhitespace()
        guard trimmed.hasPrefix("["), TextBytes.hasSuffix(trimmed, "]") else { return nil }
        var counts: [Int] = []
        for word in TextBytes.droppingLastBytes(trimmed, 1).dropFirst().split(whereSeparator: {
            $0 == "," || TextBytes.isWhitespace($0)
        }) {
            guard let count = Int(word), count >= 0, count <= Limits.itemsPerCount else {
                throw .badContents(text, reason: .notACount(String(word)))
            }
            counts.append(count)
        }
        return counts
    }
}

extension Substring {
    /// The text without whitespace at either end; the batch modules' one copy of this code.
    /// - Complexity: O(n).
    public func trimmingWhitespace() -> String {
        String(drop(while: TextBytes.isWhitespace).reversed().drop(while: TextBytes.isWhitespace).reversed())
    }
}

extension TerminalText {
    /// `text` escaped and broken into lines no wider than `width` cells.
    ///
    /// Lines break at spaces when they can; a word wider than the line is cut by display
    /// width, so a long Hangul word or an index path never runs off the screen. Newlines in
    /// `text` start new paragraphs.
    /// - Parameters:
    ///   - text: the text, possibly several paragraphs.
    ///   - width: the most cells a line may take (at least 1).
    /// - Returns: the lines, without trailing spaces.
    public static func wrapped(_ text: String, width: Int) -> [String] {
        let limit = max(1, width)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                for piece in cut(escaped(String(word)), width: limit) {
                    let pieceWidth = self.width(piece)
                    if lineWidth > 0 && lineWidth + 1 + pieceWidth > limit {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    if lineWidth > 0 {
                        line += " "
                        lineWidth += 1
                    }
                    line += piece
                    lineWidth += pieceWidth
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// `word` in pieces no wider than `width` cells.
    private static func cut(_ word: String, width: Int) -> [String] {
        guard self.width(word) > width else { return [word] }
        var pieces: [String] = []
        var piece = ""
        var pieceWidth = 0
        for character in word {
            let characterWidth = self.width(of: character)
            if pieceWidth + characterWidth > width && !piece.isEmpty {
                pieces.append(piece)
                piece = ""
                pieceWidth = 0
            }
            piece.append(character)
            pieceWidth += characterWidth
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }

    /// `line` without the spaces at its end (escape codes stay intact).
    static func trimmingTrailingSpaces(_ line: String) -> String {
        var result = Substring(line)
        while result.last == " " { result.removeLast() }
        return String(result)
    }
}

import Storyboard
import TextIntake

/// A table as a student wrote it: rows of cells, each a number, `2i 1d`, or `?`.
public struct Grid: Sendable, Equatable {
    /// The cells as written.
    public var cells: [[WrittenCell]]

    /// The cost written at a position, nil where the student left `?` or `_`.
    public subscript(row: Int, column: Int) -> Int? { cells[row][column].value }

    /// Reads a grid of `rows` x `columns` cells from text.
    ///
    /// Cells are separated by commas, `|` or tabs when a line has any, otherwise by spaces
    /// (so `2i 1d` needs commas, or no inner space: `2i1d`). A header row of the target's
    /// letters and a first column of the source's letters are skipped. Blank lines and
    /// lines starting with `#` are ignored.
    /// - Throws: `GradingError.badSubmission` naming the line and what was expected.
    public init(text: String, rows: Int, columns: Int) throws(GradingError) {
        var cells: [[WrittenCell]] = []
        for (number, line) in Intake.lines(text).enumerated() {
            let trimmed = line.trimmed
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            var tokens = Grid.tokens(of: trimmed)
            let values = tokens.map(WrittenCell.init)
            if values.allSatisfy({ $0 == nil }) { continue }  // a header of letters
            if tokens.count == columns + 1, values[0] == nil { tokens.removeFirst() }
            guard tokens.count == columns else {
                throw .badSubmission(
                    line: number + 1,
                    reason: Localized(
                        ko: "칸이 \(columns)개여야 하는데 \(tokens.count)개입니다 ('2i 1d' 표기는 쉼표로 구분하세요)",
                        en: "expected \(columns) cells, found \(tokens.count) (separate '2i 1d' cells with commas)"))
            }
            var row: [WrittenCell] = []
            for token in tokens {
                guard let value = WrittenCell(token) else {
                    throw .badSubmission(
                        line: number + 1,
                        reason: Localized(
                            ko: "\(Korean.phrase("'\(token)'", .topic)) 숫자도, '2i 1d' 표기도, '?'도 아닙니다",
                            en: "'\(token)' is not a number, '2i 1d' notation or '?'"))
                }
                row.append(value)
            }
            cells.append(row)
        }
        guard cells.count == rows else {
            throw .badSubmission(
                line: nil,
                reason: Localized(
                    ko: "행이 \(rows)개(0행 포함)여야 하는데 \(cells.count)개입니다",
                    en: "expected \(rows) rows (including row 0), found \(cells.count)"))
        }
        self.cells = cells
    }

    /// A grid from already split cells (JSON submissions).
    init(cells: [[WrittenCell]]) { self.cells = cells }

    private static func tokens(of line: Substring) -> [Substring] {
        let separators: Set<Character> = [",", "|", "\t"]
        if line.contains(where: { separators.contains($0) }) {
            return line.split(omittingEmptySubsequences: false, whereSeparator: { separators.contains($0) })
                .map(\.trimmed).filter { !$0.isEmpty }
        }
        return line.split(whereSeparator: \.isWhitespace)
    }
}

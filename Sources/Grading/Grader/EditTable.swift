/// The true Wagner-Fischer table of two token lists, with the article's `2i 1d` notation.
///
/// Grading needs only the recurrence itself, so it is computed here directly; ties follow
/// the article's library (delete, then insert, then substitute) for the notation.
struct EditTable: Sendable {
    /// Rows: source tokens; columns: target tokens.
    var source: [Character]
    var target: [Character]
    /// Costs, row-major, `(source.count + 1) * (target.count + 1)`.
    private(set) var costs: [Int32]
    /// Per cell, the counts of insertions, deletions and substitutions on the chosen sub-path.
    private var counts: [(insert: Int32, delete: Int32, substitute: Int32)]

    init(source: String, target: String) {
        self.source = Array(source)
        self.target = Array(target)
        let width = self.target.count + 1
        let size = (self.source.count + 1) * width
        costs = Array(repeating: 0, count: size)
        counts = Array(repeating: (0, 0, 0), count: size)
        for row in 0...self.source.count {
            for column in 0...self.target.count { fill(row, column, width) }
        }
    }

    private mutating func fill(_ row: Int, _ column: Int, _ width: Int) {
        let here = row * width + column
        if row == 0 && column == 0 { return }
        let up = row > 0 ? costs[here - width] + 1 : .max
        let left = column > 0 ? costs[here - 1] + 1 : .max
        var diagonal = Int32.max
        var same = false
        if row > 0 && column > 0 {
            same = source[row - 1] == target[column - 1]
            diagonal = costs[here - width - 1] + (same ? 0 : 1)
        }
        let best = min(up, left, diagonal)
        costs[here] = best
        if same && diagonal == best {
            counts[here] = counts[here - width - 1]
        } else if up == best {
            counts[here] = counts[here - width]
            counts[here].delete += 1
        } else if left == best {
            counts[here] = counts[here - 1]
            counts[here].insert += 1
        } else {
            counts[here] = counts[here - width - 1]
            counts[here].substitute += 1
        }
    }

    /// The number of rows (source length + 1).
    var rows: Int { source.count + 1 }
    /// The number of columns (target length + 1).
    var columns: Int { target.count + 1 }
    /// The edit distance (the bottom-right cell).
    var distance: Int { Int(costs[costs.count - 1]) }

    /// The cost of one cell.
    subscript(row: Int, column: Int) -> Int { Int(costs[row * columns + column]) }

    /// The cell in the article's notation: `0`, `1s`, `2i 1d`.
    func notation(row: Int, column: Int) -> String {
        let cell = counts[row * columns + column]
        let parts = [(cell.insert, "i"), (cell.delete, "d"), (cell.substitute, "s")]
            .filter { $0.0 > 0 }.map { "\($0.0)\($0.1)" }
        return parts.isEmpty ? "0" : parts.joined(separator: " ")
    }
}

extension EditTable {
    /// One optimal edit script, as lines a student could hand in (`insert G`, `keep A`),
    /// following the same tie-break as the notation.
    func script() -> [String] {
        var row = source.count, column = target.count
        var lines: [String] = []
        while row > 0 || column > 0 {
            let here = self[row, column]
            if row > 0, column > 0, source[row - 1] == target[column - 1], self[row - 1, column - 1] == here {
                lines.append("keep \(source[row - 1])")
                (row, column) = (row - 1, column - 1)
            } else if row > 0, self[row - 1, column] + 1 == here {
                lines.append("delete \(source[row - 1])")
                row -= 1
            } else if column > 0, self[row, column - 1] + 1 == here {
                lines.append("insert \(target[column - 1])")
                column -= 1
            } else {
                lines.append("substitute \(source[row - 1]) -> \(target[column - 1])")
                (row, column) = (row - 1, column - 1)
            }
        }
        return lines.reversed()
    }

    /// The table as aligned text with the letters as headers, in numbers or notation.
    func grid(notation: Bool) -> String {
        let header = ["", "ε"] + target.map(String.init)
        var rows = [header]
        for row in 0..<self.rows {
            let label = row == 0 ? "ε" : String(source[row - 1])
            rows.append([label] + (0..<columns).map { notation ? self.notation(row: row, column: $0) : String(self[row, $0]) })
        }
        let width = rows.flatMap { $0 }.map(\.count).max() ?? 1
        return rows.map { cells in
            cells.map { String(repeating: " ", count: width - $0.count) + $0 }.joined(separator: notation ? ", " : " ")
        }.joined(separator: "\n")
    }
}

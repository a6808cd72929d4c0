import DiffEngine
import Storyboard

extension Panel {
    /// The cell an operation into (`row`, `column`) comes from.
    static func neighbour(_ operation: EditOperation, row: Int, column: Int) -> (row: Int, column: Int) {
        switch operation {
        case .match, .substitute: (row - 1, column - 1)
        case .insert: (row, column - 1)
        case .delete: (row - 1, column)
        }
    }

    /// Whether the cell at a position is on the drawn path.
    func isOnPath(_ row: Int, _ column: Int) -> Bool {
        self[row, column]?.roles.contains(.path) ?? false
    }

    /// The path line inside one cell, as SVG path data on a 2 x 2 box: from the centre
    /// toward the chosen neighbour when that is on the path too, and toward each path cell
    /// that comes from this one. Two cells' halves meet on their shared edge or corner, so
    /// the line is whole whatever the cells' sizes. Empty off the path.
    func pathLine(row: Int, column: Int) -> String {
        guard isOnPath(row, column) else { return "" }
        var ends: [String] = []
        if let chosen = self[row, column]?.origin?.chosen {
            let from = Self.neighbour(chosen, row: row, column: column)
            if isOnPath(from.row, from.column) {
                ends.append(Self.end(row: from.row - row, column: from.column - column))
            }
        }
        for operation in [EditOperation.delete, .insert, .substitute] {
            let (r, c) = (row + (operation == .insert ? 0 : 1), column + (operation == .delete ? 0 : 1))
            guard isOnPath(r, c), let chosen = self[r, c]?.origin?.chosen,
                Self.neighbour(chosen, row: r, column: c) == (row, column)
            else { continue }
            ends.append(Self.end(row: r - row, column: c - column))
        }
        return ends.map { "M1 1L" + $0 }.joined()
    }

    /// The point on a cell's edge (on a 2 x 2 box) toward the neighbour `row` and `column`
    /// steps away (-1...1).
    private static func end(row: Int, column: Int) -> String {
        "\(1 + column) \(1 + row)"
    }

    /// The path line inside a cell, drawn before its text; hidden from screen readers, which
    /// hear "path" in the cell's label. The arrows are the script's.
    func lineHTML(row: Int, column: Int) -> String {
        let line = pathLine(row: row, column: column)
        guard !line.isEmpty else { return "" }
        return "<svg class=\"ds-line\" viewBox=\"0 0 2 2\" preserveAspectRatio=\"none\" aria-hidden=\"true\">"
            + "<path d=\"\(line)\"/></svg>"
    }
}

import DiffEngine

extension Trace where Token == Character {
    /// The chosen path as lines a student could hand in (`insert G`, `keep A`).
    func scriptLines() -> [String] {
        path.compactMap { step in
            guard let operation = step.operation else { return nil }
            let old = step.row > 0 ? source[step.row - 1] : " "
            let new = step.column > 0 ? target[step.column - 1] : " "
            return switch operation {
            case .match: "keep \(old)"
            case .delete: "delete \(old)"
            case .insert: "insert \(new)"
            case .substitute: "substitute \(old) -> \(new)"
            }
        }
    }

    /// The table as aligned text with the letters as headers, in numbers or notation.
    func grid(notation: Bool) -> String {
        let notations = notation ? notations() : nil
        let header = ["", "ε"] + target.map(String.init)
        var lines = [header]
        for row in 0..<rows {
            let label = row == 0 ? "ε" : String(source[row - 1])
            lines.append(
                [label]
                    + (0..<columns).map { column in
                        notations.map { $0[row, column].description } ?? String(cost(row: row, column: column))
                    })
        }
        let width = lines.joined().map(\.count).max() ?? 1
        return lines.map { cells in
            cells.map { String(repeating: " ", count: width - $0.count) + $0 }.joined(separator: notation ? ", " : " ")
        }.joined(separator: "\n")
    }
}

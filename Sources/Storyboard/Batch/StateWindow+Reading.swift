import BatchModel
import BatchSimulation

extension StateWindow {
    /// One state of the sequential reading as a line: its sections joined by ` | `, each cut
    /// to the window around the cells in `focus`.
    /// - Parameters:
    ///   - state: the state.
    ///   - focus: the cells the step changed.
    ///   - cell: how one cell is written.
    ///   - hidden: how a run of left-out cells is written.
    ///   - fresh: how a fresh section is written.
    /// - Complexity: O(s + focus x (radius + s) x log n) for s sections, not O(cells).
    public func line(
        _ state: SequentialReading.Cells, focus: [IndexPath], cell: (ViewCell) -> String,
        hidden: (Int) -> String, fresh: String
    ) -> String {
        // A filter per section, not a dictionary: a batch touches few sections.
        (0..<state.sectionCount).map { index in
            if state.isFresh(index) { return fresh }
            let near = focus.filter { $0.section == index }.map { $0.item }
            return pieces(count: state.count(index), focus: near).map { piece in
                switch piece {
                case .cells(let range): state.cells(index, range).map(cell).joined(separator: " ")
                case .hidden(let count): hidden(count)
                }
            }.joined(separator: " ")
        }.joined(separator: " | ")
    }
}

import BatchModel
import BatchSimulation

extension StateWindow {
    /// One state of the sequential reading as a line: its sections joined by ` | `, each cut
    /// to the window around the cells in `focus`.
    /// - Parameters:
    ///   - groups: the state.
    ///   - focus: the cells the step changed.
    ///   - cell: how one cell is written.
    ///   - hidden: how a run of left-out cells is written.
    ///   - fresh: how a fresh section is written.
    /// - Complexity: O(focus x (radius + sections)), not O(cells).
    public func line(
        _ groups: [SequentialReading.Group], focus: [IndexPath], cell: (ViewCell) -> String,
        hidden: (Int) -> String, fresh: String
    ) -> String {
        // A filter per section, not a dictionary: a batch touches few sections, and the
        // engine's batch part has no dictionary of arrays to reuse.
        groups.enumerated().map { index, group in
            if group.fresh { return fresh }
            let near = focus.filter { $0.section == index }.map { $0.item }
            return pieces(count: group.cells.count, focus: near).map { piece in
                switch piece {
                case .cells(let range): group.cells[range].map(cell).joined(separator: " ")
                case .hidden(let count): hidden(count)
                }
            }.joined(separator: " ")
        }.joined(separator: " | ")
    }
}

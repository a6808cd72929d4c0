import DiffEngine

extension Panel.Cell {
    /// Where a table cell's value came from: the neighbour the tie-break chose, and every
    /// neighbour that reached the cell just as cheaply.
    ///
    /// Made from the trace's decisions, so a page can draw an arrow to the chosen neighbour
    /// and, on demand, to every co-optimal one, and say it in words ("substitute k with a,
    /// from 0").
    public struct Origin: Sendable, Hashable {
        /// The operation the path takes into the cell; its direction names the neighbour.
        public var chosen: EditOperation
        /// Every co-optimal operation, `chosen` among them.
        public var ties: OperationSet

        /// Creates an origin; `chosen` is added to `ties` if missing.
        public init(chosen: EditOperation, ties: OperationSet) {
            self.chosen = chosen
            self.ties = ties.union(OperationSet(chosen))
        }

        /// The co-optimal operations other than the chosen one, in a fixed order.
        public var others: [EditOperation] { ties.operations.filter { $0 != chosen } }
    }
}

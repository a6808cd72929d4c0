extension Trace {
    /// The steps of the algorithm, derived lazily: seed the first row, seed the first
    /// column, each inner cell in row order, then each backtrace step to (0, 0).
    ///
    /// ```swift
    /// for event in trace.events {
    ///     if case .fill(let row, let column) = event { print(trace.cost(row: row, column: column)) }
    /// }
    /// ```
    /// - Complexity: O(1) to create; iterating is O(*m* × *n*) and allocates only the path.
    public var events: Events { Events(trace: self) }

    /// The lazy sequence of a trace's ``TraceEvent``s.
    public struct Events: Sequence {
        let trace: Trace

        /// The number of events: two seeds, the inner cells and the path's cells.
        /// - Complexity: O(*m* + *n*).
        public var count: Int { 2 + (trace.rows - 1) * (trace.columns - 1) + trace.path.count }

        /// Starts at the first seed.
        /// - Complexity: O(1).
        public func makeIterator() -> Iterator { Iterator(events: self) }

        /// Walks the events one by one.
        public struct Iterator: IteratorProtocol {
            let events: Events
            var seeded = 0
            var row = 1
            var column = 1
            var backtrace: [PathStep]?

            /// The next event, or `nil` after the backtrace reaches (0, 0).
            /// - Complexity: O(1), except O(*m* + *n*) once when the backtrace starts.
            public mutating func next() -> TraceEvent? {
                if seeded < 2 {
                    seeded += 1
                    return seeded == 1 ? .seedFirstRow : .seedFirstColumn
                }
                if row < events.trace.rows, column < events.trace.columns {
                    defer {
                        column += 1
                        if column == events.trace.columns { (row, column) = (row + 1, 1) }
                    }
                    return .fill(row: row, column: column)
                }
                if backtrace == nil { backtrace = events.trace.path }
                return backtrace?.popLast().map(TraceEvent.backtrack)
            }
        }
    }
}

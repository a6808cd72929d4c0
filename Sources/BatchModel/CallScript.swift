/// What a snippet does, in order: changes to `items`, batches of calls, `reloadData()`.
public struct CallScript: Sendable, Hashable {
    /// One statement that matters to the simulation.
    public enum Statement: Sendable, Hashable {
        /// A change to the data source, at a source line.
        case mutation(Mutation, line: Int)
        /// One batch (a `performBatchUpdates` block, or a lone call).
        case batch(BatchUpdate)
        /// `reloadData()`: the view shows the data source again.
        case reloadData(line: Int)
    }

    /// The statements in order.
    public var statements: [Statement]
    /// The view the calls name, if they name one (`insertRows` → table).
    public var view: ViewKind?

    /// Creates a script.
    public init(_ statements: [Statement], view: ViewKind? = nil) {
        self.statements = statements
        self.view = view
    }

    /// A script of one batch.
    public init(batch: BatchUpdate) {
        self.init([.batch(batch)])
    }

    /// The batches, in order.
    public var batches: [BatchUpdate] {
        statements.compactMap { if case .batch(let batch) = $0 { batch } else { nil } }
    }

    /// True when the snippet changes `items` itself.
    public var hasMutations: Bool {
        statements.contains { if case .mutation = $0 { true } else { false } }
    }
}

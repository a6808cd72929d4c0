import DiffEngine

/// The frames of a Wagner-Fischer walkthrough: seed the first row, seed the first column,
/// fill every cell from its three candidates, then follow the path back.
///
/// Every number in a frame comes from the ``Trace``; this type only decides what to
/// highlight and what to say.
public struct TraceStoryboard: Sendable {
    /// What a filled cell shows.
    public enum CellText: String, Sendable, CaseIterable {
        /// The cost, `2`.
        case cost
        /// The operations of the chosen sub-path, in the article's notation: `2i 1d`.
        case notation
    }

    /// The trace told.
    public let trace: Trace<String>
    /// What filled cells show.
    public var cellText: CellText
    /// Cells whose fill step becomes a question: the value is hidden until the next frame.
    public var questions: Set<Position>

    /// A cell of the table: `row` counts source tokens, `column` target tokens.
    public struct Position: Sendable, Hashable {
        public var row: Int
        public var column: Int
        /// Creates a position.
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// Creates a storyboard.
    /// - Parameters:
    ///   - trace: the computed table.
    ///   - cellText: cost numbers or the article's notation.
    ///   - questions: fill steps that ask the learner for the value first.
    public init(trace: Trace<String>, cellText: CellText = .cost, questions: Set<Position> = []) {
        self.trace = trace
        self.cellText = cellText
        self.questions = questions
    }

    /// Every frame, in order: two seeds, one per cell, then the backtrace and a summary.
    public var frames: [Frame] {
        var frames: [Frame] = []
        for event in trace.events {
            switch event {
            case .seedFirstRow: frames.append(seedRowFrame())
            case .seedFirstColumn: frames.append(seedColumnFrame())
            case .fill(let row, let column): frames.append(fillFrame(row: row, column: column))
            case .backtrack(let step): frames.append(backtrackFrame(step))
            }
        }
        frames.append(summaryFrame())
        return frames
    }

    /// The text of the filled cell at a position.
    func text(row: Int, column: Int) -> String {
        switch cellText {
        case .cost: String(trace.cost(row: row, column: column))
        case .notation: trace.notation(row: row, column: column).description
        }
    }

    /// The table with every cell up to `filled` (row-major) shown, the rest pending.
    /// - Parameters:
    ///   - isFilled: which cells are known in this frame.
    ///   - roles: extra roles per cell.
    func table(isFilled: (Int, Int) -> Bool, roles: [Position: Set<Role>] = [:], hiding: Position? = nil) -> Panel {
        let cells = (0..<trace.rows).map { row in
            (0..<trace.columns).map { column -> Panel.Cell in
                let position = Position(row: row, column: column)
                let extra = roles[position] ?? []
                if position == hiding { return Panel.Cell("?", roles: extra) }
                guard isFilled(row, column) else { return Panel.Cell("", roles: extra.union([.pending])) }
                return Panel.Cell(text(row: row, column: column), roles: extra)
            }
        }
        return Panel(
            columnHeaders: [Self.empty] + trace.target.map { $0 },
            rowHeaders: [Self.empty] + trace.source.map { $0 },
            cells: cells)
    }

    /// The table before anything is filled: headers only, every cell pending.
    public var emptyTable: Panel { table(isFilled: { _, _ in false }) }

    /// How the empty prefix is labelled, as the article writes it.
    static let empty = "\"\""

    /// The cells on the path, by position.
    var pathPositions: [Position] { trace.path.map { Position(row: $0.row, column: $0.column) } }
}

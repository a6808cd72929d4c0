import DiffEngine

/// The frames of a Wagner-Fischer walkthrough: seed the first row, seed the first column,
/// fill every cell from its three candidates, then follow the path back.
///
/// Every number in a frame comes from the `Trace`; this type only decides what to
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
    /// The trace's path, from (0, 0) to the bottom-right cell, computed once.
    let path: [PathStep]
    /// What filled cells show.
    public var cellText: CellText
    /// Cells whose fill step becomes a question: the value is hidden until the next frame.
    public var questions: Set<Position>
    /// What goes between two tokens when the storyboard writes a prefix or a whole text:
    /// `" "` for words (`the cat sat`, not `thecatsat`), nothing for characters.
    public var separator = ""
    /// The one language the frames' words are read in, when only one is (a page, an export):
    /// the other is left empty, never built. Nil builds both.
    public var language: Language?

    /// The ``separator`` for texts split by `unit`: a space between words, nothing between
    /// characters (lines and items are written one token after another as well).
    public static func separator(for unit: TokenUnit) -> String { unit == .word ? " " : "" }

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
    ///   - unit: how the texts were split, for the prefixes and texts the narration writes.
    ///   - language: the one language the words are read in, or nil for both (``language``).
    public init(
        trace: Trace<String>, cellText: CellText = .cost, questions: Set<Position> = [], unit: TokenUnit = .grapheme,
        language: Language? = nil
    ) {
        self.separator = Self.separator(for: unit)
        self.language = language
        self.trace = trace
        self.path = trace.path
        self.cellText = cellText
        self.questions = questions
    }

    /// Every frame, in order: two seeds, one per cell, then the backtrace and a summary.
    /// - Complexity: O(*cells*²): for large tables use ``sequence``.
    public var frames: [Frame] { Array(sequence) }

    /// The frames, each built when it is asked for, with the few cells each changes.
    /// - Complexity: O(1) to create; O(*cells*) per frame; O(1) per `changes(at:)` on the
    ///   fill steps, O(path) on the backtrace.
    public var sequence: FrameSequence {
        let storyboard = self
        return FrameSequence(
            count: stepCount, frame: { storyboard.frame(at: $0) },
            words: { index in
                let step = storyboard.step(at: index)
                return Frame(title: step.title, panels: [], narration: step.narration, prompt: step.prompt)
            },
            changes: { storyboard.changes(at: $0) })
    }

    /// Two seeds, the inner cells, the path and the summary.
    var stepCount: Int { 2 + (trace.rows - 1) * (trace.columns - 1) + path.count + 1 }

    /// The frame at `index`, built alone.
    func frame(at index: Int) -> Frame {
        let step = step(at: index)
        return Frame(title: step.title, panels: [table(step.state)], narration: step.narration, prompt: step.prompt)
    }

    /// The cells of frame `index` that differ from frame `index - 1`, in row order.
    #if hasFeature(Embedded)
        // The engine's parts: a set, whose code they have already (a list sorted once is
        // faster natively, where a 240 x 240 walkthrough asks 57,875 times).
        func changes(at index: Int) -> [FrameSequence.Change] {
            let (before, after) = (state(at: index - 1), state(at: index))
            // Keys in row order, so sorting them sorts by row, then column.
            var keys = Set(before.roles.keys).union(after.roles.keys)
            if let hidden = before.hiding { keys.insert(key(hidden.row, hidden.column)) }
            if let hidden = after.hiding { keys.insert(key(hidden.row, hidden.column)) }
            switch (before.fill, after.fill) {
            case (.firstRow, .seeds): keys.formUnion((1..<trace.rows).map { key($0, 0) })
            case (_, .through(let row, let column)): keys.insert(key(row, column))
            case (.all, .all): break
            default:
                // Any other jump (a table with no inner cells going straight to the backtrace):
                // compare every cell, once.
                for row in 0..<trace.rows {
                    for column in 0..<trace.columns { keys.insert(key(row, column)) }
                }
            }
            return Array(keys).sortedIntegers(by: <).compactMap { key in
                let position = Position(row: key / trace.columns, column: key % trace.columns)
                let cell = self.cell(after, position)
                guard cell != self.cell(before, position) else { return nil }
                return FrameSequence.Change(panel: 0, row: position.row, column: position.column, cell: cell)
            }
        }
    #else
        func changes(at index: Int) -> [FrameSequence.Change] {
            let (before, after) = (state(at: index - 1), state(at: index))
            // Keys in row order, so sorting them sorts by row, then column. A list sorted once
            // and read without repeats, not a set: a fill step names a dozen keys.
            var keys = Array(before.roles.keys)
            keys += after.roles.keys
            if let hidden = before.hiding { keys.append(key(hidden.row, hidden.column)) }
            if let hidden = after.hiding { keys.append(key(hidden.row, hidden.column)) }
            switch (before.fill, after.fill) {
            case (.firstRow, .seeds): keys += (1..<trace.rows).map { key($0, 0) }
            case (_, .through(let row, let column)): keys.append(key(row, column))
            case (.all, .all): break
            default:
                // Any other jump (a table with no inner cells going straight to the backtrace):
                // compare every cell, once.
                for row in 0..<trace.rows {
                    for column in 0..<trace.columns { keys.append(key(row, column)) }
                }
            }
            var changes: [FrameSequence.Change] = []
            var last = -1
            for key in keys.sortedIntegers(by: <) where key != last {
                last = key
                let position = Position(row: key / trace.columns, column: key % trace.columns)
                let cell = self.cell(after, position)
                guard cell != self.cell(before, position) else { continue }
                changes.append(FrameSequence.Change(panel: 0, row: position.row, column: position.column, cell: cell))
            }
            return changes
        }
    #endif

    /// What frame `index` shows, without its grid: which cells are filled and highlighted,
    /// and the words.
    func step(at index: Int) -> Step {
        let state = state(at: index)
        switch event(at: index) {
        case .seedFirstRow: return seedRowStep(state)
        case .seedFirstColumn: return seedColumnStep(state)
        case .fill(let row, let column): return fillStep(row: row, column: column, state: state)
        case .backtrack(let step): return backtrackStep(step, state: state)
        case nil: return summaryStep(state)
        }
    }

    /// Which cells frame `index` fills and highlights; no words are made.
    func state(at index: Int) -> TableState {
        switch event(at: index) {
        case .seedFirstRow: seedRowState()
        case .seedFirstColumn: seedColumnState()
        case .fill(let row, let column): fillState(row: row, column: column)
        case .backtrack(let step): backtrackState(step)
        case nil: summaryState()
        }
    }

    /// The trace's event that frame `index` tells; nil for the summary after the last.
    func event(at index: Int) -> TraceEvent? {
        let inner = (trace.rows - 1) * (trace.columns - 1)
        switch index {
        case 0: return .seedFirstRow
        case 1: return .seedFirstColumn
        case 2..<(2 + inner):
            let cell = index - 2
            return .fill(row: cell / (trace.columns - 1) + 1, column: cell % (trace.columns - 1) + 1)
        case (2 + inner)..<(2 + inner + path.count): return .backtrack(path[path.count - 1 - (index - 2 - inner)])
        default: return nil
        }
    }

    /// A frame before its grid is drawn.
    struct Step {
        var state: TableState
        var title: Localized
        var narration: Localized
        var prompt: Prompt?
    }

    /// Which cells of the table a frame fills and highlights: a small description, so two
    /// frames can be compared without drawing either.
    struct TableState {
        /// How much of the table is known.
        enum Fill {
            case none, firstRow, seeds
            /// Every cell up to this one in row order, the seeds included.
            case through(row: Int, column: Int)
            case all
        }
        var fill: Fill
        /// The roles of cells, by `key(row, column)`: Int keys share the hash-table code every
        /// other `[Int: ...]` uses, where `Position` keys had their own copy in engine.wasm.
        var roles: [Int: Roles] = [:]
        /// A question's cell, shown as `?`.
        var hiding: Position? = nil

        func isFilled(_ row: Int, _ column: Int) -> Bool {
            switch fill {
            case .none: false
            case .firstRow: row == 0
            case .seeds: row == 0 || column == 0
            case .through(let last, let lastColumn):
                row == 0 || column == 0 || row < last || (row == last && column <= lastColumn)
            case .all: true
            }
        }
    }

    /// A position's key in `TableState.roles`: its index in row order.
    func key(_ row: Int, _ column: Int) -> Int { row * trace.columns + column }

    /// The text of the filled cell at a position.
    func text(row: Int, column: Int) -> String {
        switch cellText {
        case .cost: String(trace.cost(row: row, column: column))
        case .notation: trace.notation(row: row, column: column).description
        }
    }

    /// One cell as `state` shows it.
    func cell(_ state: TableState, _ position: Position) -> Panel.Cell {
        let extra = state.roles[key(position.row, position.column)] ?? []
        if position == state.hiding { return Panel.Cell("?", roles: extra) }
        guard state.isFilled(position.row, position.column) else {
            return Panel.Cell("", roles: extra.union([.pending]))
        }
        return Panel.Cell(text(row: position.row, column: position.column), roles: extra, origin: origin(at: position))
    }

    /// Where the value at a position came from, from the trace's decisions; nil at (0, 0).
    func origin(at position: Position) -> Panel.Cell.Origin? {
        guard let chosen = trace.chosen(row: position.row, column: position.column) else { return nil }
        return Panel.Cell.Origin(chosen: chosen, ties: trace.operations(row: position.row, column: position.column))
    }

    /// The table as `state` shows it.
    func table(_ state: TableState) -> Panel {
        let cells = (0..<trace.rows).map { row in
            (0..<trace.columns).map { column in cell(state, Position(row: row, column: column)) }
        }
        return Panel(
            columnHeaders: [Self.empty] + trace.target, rowHeaders: [Self.empty] + trace.source, cells: cells)
    }

    /// The table before anything is filled: headers only, every cell pending.
    public var emptyTable: Panel { table(TableState(fill: .none)) }

    /// How the empty prefix is labelled: ε, as the practice table and the textbooks write it
    /// (one symbol on every page; the article writes `""`).
    static let empty = "ε"

    /// Tokens written as text: joined with ``separator``, ε when there are none.
    func written(_ tokens: ArraySlice<String>) -> String {
        tokens.isEmpty ? Self.empty : tokens.joined(separator: separator)
    }

    /// The cells on the path, by position.
    var pathPositions: [Position] { path.map { Position(row: $0.row, column: $0.column) } }
}

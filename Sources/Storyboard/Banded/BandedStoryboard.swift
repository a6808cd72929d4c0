import DiffEngine

/// The frames of a banded trace's walkthrough: the band and why, each computed cell of a
/// window of the table, the path back through the window, and a summary.
///
/// A banded table can be far too large to step through whole (100,000 x 100,000), so the
/// frames show a ``Window`` of it around the path: at most as many cells as the stepper's
/// limit. Cells of the window outside the band play ``Role/notComputed``; the first frame says
/// once why they were never computed.
public struct BandedStoryboard: Sendable {
    /// The trace told.
    public let trace: BandedTrace<String>
    /// The part of the table the frames show.
    public let window: Window
    /// The trace's path, computed once.
    let path: [PathStep]
    /// The band's cells of the window past row 0 and column 0, in row order: one fill step each.
    let fills: [Position]
    /// The path's cells inside the window, from the end back to the start: one step each.
    let backtrace: [PathStep]

    /// A cell of the table.
    typealias Position = TraceStoryboard.Position

    /// The rows and columns of the table a walkthrough shows.
    public struct Window: Sendable, Hashable {
        /// The table's rows shown.
        public var rows: ClosedRange<Int>
        /// The table's columns shown.
        public var columns: ClosedRange<Int>

        /// Creates a window.
        public init(rows: ClosedRange<Int>, columns: ClosedRange<Int>) {
            self.rows = rows
            self.columns = columns
        }

        /// How many cells the window shows.
        public var cells: Int { rows.count * columns.count }

        /// The whole table when it has at most `maximumCells` cells; otherwise about a square of
        /// that many cells, centred on the path's first edit (or its start when nothing changes).
        /// - Parameters:
        ///   - trace: the banded trace.
        ///   - maximumCells: the most cells to show.
        /// - Complexity: O(*m* + *n*): the path is walked once.
        public static func around(_ trace: BandedTrace<String>, maximumCells: Int) -> Window {
            var side = 1
            while (side + 1) * (side + 1) <= maximumCells { side += 1 }
            let height = min(trace.rows, side)
            let width = min(trace.columns, max(1, maximumCells / height))
            let edit = trace.path.first { $0.operation != nil && $0.operation != .match }
            let (row, column) = (edit?.row ?? 0, edit?.column ?? 0)
            let top = min(max(0, row - height / 2), trace.rows - height)
            let left = min(max(0, column - width / 2), trace.columns - width)
            return Window(rows: top...(top + height - 1), columns: left...(left + width - 1))
        }

        func contains(_ position: Position) -> Bool {
            rows.contains(position.row) && columns.contains(position.column)
        }
    }

    /// Creates a storyboard.
    /// - Parameters:
    ///   - trace: the banded trace.
    ///   - window: the part of the table to show; clamped to the table.
    public init(trace: BandedTrace<String>, window: Window) {
        self.trace = trace
        func clamped(_ range: ClosedRange<Int>, _ count: Int) -> ClosedRange<Int> {
            let first = min(max(0, range.lowerBound), count - 1)
            return first...max(first, min(count - 1, range.upperBound))
        }
        let (rows, columns) = (clamped(window.rows, trace.rows), clamped(window.columns, trace.columns))
        self.window = Window(rows: rows, columns: columns)
        path = trace.path
        var fills: [Position] = []
        for row in rows where row > 0 {
            let first = max(columns.lowerBound, 1, row - trace.band)
            let last = min(columns.upperBound, row + trace.band)
            guard first <= last else { continue }
            fills += (first...last).map { Position(row: row, column: $0) }
        }
        self.fills = fills
        backtrace = path.reversed().filter { rows.contains($0.row) && columns.contains($0.column) }
    }

    /// The band, the fills, the path and the summary, each built when asked for.
    /// - Complexity: O(1) to create; O(window cells) per frame.
    public var sequence: FrameSequence {
        let storyboard = self
        return FrameSequence(
            count: 1 + fills.count + backtrace.count + 1, frame: { storyboard.frame(at: $0) },
            words: { index in
                Frame(title: storyboard.title(at: index), panels: [], narration: storyboard.narration(at: index))
            },
            changes: { storyboard.changes(at: $0) })
    }

    /// What a frame tells.
    enum Event: Equatable {
        case band
        case fill(Int)
        case backtrack(Int)
        case summary
    }

    func event(at index: Int) -> Event {
        if index == 0 { return .band }
        if index <= fills.count { return .fill(index - 1) }
        if index <= fills.count + backtrace.count { return .backtrack(index - 1 - fills.count) }
        return .summary
    }

    func frame(at index: Int) -> Frame {
        Frame(title: title(at: index), panels: [table(at: index)], narration: narration(at: index))
    }

    /// Which fills are done at frame `index` (how many of `fills`), and the highlighted cells.
    func state(at index: Int) -> (filled: Int, roles: [Position: Roles]) {
        switch event(at: index) {
        case .band: return (0, [:])
        case .fill(let step):
            let here = fills[step]
            var roles: [Position: Roles] = [here: [.current]]
            for (operation, role) in [(EditOperation.delete, Role.candidateUp), (.insert, .candidateLeft)] {
                roles[origin(of: operation, here), default: []].insert(role)
            }
            roles[origin(of: .match, here), default: []].insert(.candidateDiagonal)
            if let chosen = trace.chosen(row: here.row, column: here.column) {
                roles[origin(of: chosen, here), default: []].insert(.chosen)
            }
            return (step + 1, roles.filter { window.contains($0.key) })
        case .backtrack(let step):
            var roles: [Position: Roles] = [:]
            for cell in backtrace[...step] { roles[Position(row: cell.row, column: cell.column)] = [.path] }
            roles[Position(row: backtrace[step].row, column: backtrace[step].column), default: []].insert(.current)
            return (fills.count, roles)
        case .summary:
            var roles: [Position: Roles] = [:]
            for cell in backtrace {
                roles[Position(row: cell.row, column: cell.column)] = Roles(
                    [.path] + (cell.operation.map { [$0.role] } ?? []))
            }
            return (fills.count, roles)
        }
    }

    /// The cell an operation into `position` comes from.
    func origin(of operation: EditOperation, _ position: Position) -> Position {
        switch operation {
        case .match, .substitute: Position(row: position.row - 1, column: position.column - 1)
        case .insert: Position(row: position.row, column: position.column - 1)
        case .delete: Position(row: position.row - 1, column: position.column)
        }
    }

    /// Whether a computed cell's value is shown after `filled` fills: the seeds always, a
    /// fill once the fills (in row order) have reached it.
    func isFilled(_ position: Position, filled: Int) -> Bool {
        if position.row == 0 || position.column == 0 { return true }
        guard filled > 0 else { return false }
        let last = fills[filled - 1]
        return (position.row, position.column) <= (last.row, last.column)
    }

    /// One cell as frame `index` shows it.
    func cell(_ position: Position, filled: Int, roles: [Position: Roles]) -> Panel.Cell {
        let extra = roles[position] ?? []
        guard let cost = trace.cost(row: position.row, column: position.column) else {
            return Panel.Cell("", roles: extra.union([.notComputed]))
        }
        guard isFilled(position, filled: filled) else { return Panel.Cell("", roles: extra.union([.pending])) }
        let origin = trace.chosen(row: position.row, column: position.column).map {
            Panel.Cell.Origin(chosen: $0, ties: trace.operations(row: position.row, column: position.column))
        }
        return Panel.Cell(String(cost), roles: extra, origin: origin)
    }

    /// The window as frame `index` shows it.
    func table(at index: Int) -> Panel {
        let (filled, roles) = state(at: index)
        let cells = window.rows.map { row in
            window.columns.map { column in cell(Position(row: row, column: column), filled: filled, roles: roles) }
        }
        return Panel(
            columnHeaders: window.columns.map { header($0, trace.target) },
            rowHeaders: window.rows.map { header($0, trace.source) }, cells: cells)
    }

    /// A header: `""` for the empty prefix, the token otherwise.
    func header(_ index: Int, _ tokens: [String]) -> String {
        index == 0 ? TraceStoryboard.empty : tokens[index - 1]
    }

    /// The cells of frame `index` that differ from frame `index - 1`.
    func changes(at index: Int) -> [FrameSequence.Change] {
        let (before, after) = (state(at: index - 1), state(at: index))
        var positions = Set(before.roles.keys).union(after.roles.keys)
        positions.formUnion(fills[min(before.filled, after.filled)..<max(before.filled, after.filled)])
        return positions.sorted { ($0.row, $0.column) < ($1.row, $1.column) }.compactMap { position in
            let cell = self.cell(position, filled: after.filled, roles: after.roles)
            guard cell != self.cell(position, filled: before.filled, roles: before.roles) else { return nil }
            return FrameSequence.Change(
                panel: 0, row: position.row - window.rows.lowerBound,
                column: position.column - window.columns.lowerBound, cell: cell)
        }
    }
}

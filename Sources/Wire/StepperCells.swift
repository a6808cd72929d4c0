import Storyboard

/// The distinct cells of a widget's frames as the JSON names them, each stored once, the
/// most used first.
struct StepperCells {
    /// Per frame: the cells that differ from the frame before (same shape), with their
    /// position across all panels row by row; nil when the frame is sent in full.
    private(set) var changes: [[(position: Int, cell: Panel.Cell)]?] = []
    /// Per frame: its panels, when it is sent in full.
    private(set) var full: [[Panel]?] = []
    private var index: [Panel.Cell: Int] = [:]
    /// The cells as JSON: `"text"`, or `["text", "letters"]` when the cell has roles.
    private(set) var values: [JSON] = []
    /// Every role of every cell sent (and so of every frame).
    private(set) var roles: Set<Role> = []

    init(_ frames: FrameSequence) {
        // Only the cells the JSON holds are counted: hashing every cell of every frame of a
        // 50x50 table would cost more than the rest of the page.
        var uses: [Panel.Cell: Int] = [:]
        var firstSeen: [Panel.Cell] = []
        let use = { (cell: Panel.Cell) in
            if let count = uses[cell] {
                uses[cell] = count + 1
            } else {
                uses[cell] = 1
                firstSeen.append(cell)
            }
        }
        var previous: Frame?
        var offsets: [Int] = []
        for index in frames.indices {
            if let known = frames.changes(at: index) {
                let changed = known.map {
                    (position: offsets[$0.panel] + $0.row * $0.columns(in: previous) + $0.column, cell: $0.cell)
                }
                for change in changed { use(change.cell) }
                changes.append(changed)
                full.append(nil)
                continue
            }
            let frame = frames[index]
            if let previous, previous.hasSameShape(as: frame) {
                let changed = Self.changes(from: previous, to: frame)
                for change in changed { use(change.cell) }
                changes.append(changed)
                full.append(nil)
            } else {
                for panel in frame.panels { for row in panel.cells { for cell in row { use(cell) } } }
                changes.append(nil)
                full.append(frame.panels)
                offsets = Self.offsets(of: frame)
            }
            previous = frame
        }
        let order = firstSeen.enumerated().sorted { a, b in
            let (ua, ub) = (uses[a.element] ?? 0, uses[b.element] ?? 0)
            return ua != ub ? ua > ub : a.offset < b.offset
        }
        for (position, item) in order.enumerated() { index[item.element] = position }
        values = order.map { item in
            let cell = item.element
            return cell.roles.isEmpty ? .string(cell.text) : [.string(cell.text), .string(Role.letters(cell.roles))]
        }
        roles = firstSeen.reduce(into: Set<Role>()) { $0.formUnion($1.roles) }
    }

    /// Where each panel's first cell falls when all panels' cells are counted row by row.
    static func offsets(of frame: Frame) -> [Int] {
        var offsets: [Int] = []
        var total = 0
        for panel in frame.panels {
            offsets.append(total)
            total += panel.cells.reduce(0) { $0 + $1.count }
        }
        return offsets
    }

    /// The cells of `frame` that differ from `previous` (same shape), with their positions.
    static func changes(from previous: Frame, to frame: Frame) -> [(position: Int, cell: Panel.Cell)] {
        var out: [(position: Int, cell: Panel.Cell)] = []
        var position = 0
        for (p, panel) in frame.panels.enumerated() {
            for (r, row) in panel.cells.enumerated() {
                for (c, cell) in row.enumerated() {
                    if cell != previous.panels[p].cells[r][c] { out.append((position, cell)) }
                    position += 1
                }
            }
        }
        return out
    }

    /// The index of `cell` in `values`; every cell of the frames given to `init` has one.
    func value(_ cell: Panel.Cell) -> Int {
        guard let position = index[cell] else { preconditionFailure("a cell from frames the table was not built from") }
        return position
    }

    /// One panel in full: caption, headers and each cell as an index into `values`.
    func panelJSON(_ panel: Panel, language: Language) -> JSON {
        .members([
            "cap": .optional(panel.caption?[language]),
            "ch": .array(panel.columnHeaders.map(JSON.string)),
            "rh": .array(panel.rowHeaders.map(JSON.string)),
            "c": .array(panel.cells.map { row in .array(row.map { .int(value($0)) }) }),
        ])
    }
}

extension FrameSequence.Change {
    /// The width of this change's panel's grid in `frame` (the last frame sent in full).
    func columns(in frame: Frame?) -> Int {
        guard let frame, frame.panels.indices.contains(panel) else { return 0 }
        return frame.panels[panel].cells.first?.count ?? 0
    }
}

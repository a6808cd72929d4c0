import Storyboard

/// The distinct cells of a widget's frames as the JSON names them, each stored once, the
/// most used first.
struct StepperCells {
    /// Per frame: the cells that differ from the frame before (same shape), as their
    /// position across all panels row by row and their index into `values`; nil when the
    /// frame is sent in full. Indices, not cells: 57,600 frames keep no copies of cells.
    private(set) var changes: [[(position: Int, value: Int)]?] = []
    /// Per frame: its panels, when it is sent in full.
    private(set) var full: [[Panel]?] = []
    private var index: [Panel.Cell: Int] = [:]
    /// The cells as JSON: `"text"`, or `["text", "letters"]` when the cell has roles.
    private(set) var values: [JSON] = []
    /// Every role of every cell sent (and so of every frame).
    private(set) var roles: Set<Role> = []

    init(_ frames: FrameSequence) {
        // Only the cells the JSON holds are counted: hashing every cell of every frame of a
        // 50x50 table would cost more than the rest of the page. Each distinct cell gets a
        // first-seen number now and its final place (most used first) at the end.
        var seen: [Panel.Cell: Int] = [:]
        var firstSeen: [Panel.Cell] = []
        var uses: [Int] = []
        func use(_ cell: Panel.Cell) -> Int {
            if let number = seen[cell] {
                uses[number] += 1
                return number
            }
            seen[cell] = firstSeen.count
            firstSeen.append(cell)
            uses.append(1)
            return firstSeen.count - 1
        }
        var previous: Frame?
        var offsets: [Int] = []
        for index in frames.indices {
            if let known = frames.changes(at: index) {
                changes.append(
                    known.map {
                        (offsets[$0.panel] + $0.row * $0.columns(in: previous) + $0.column, use($0.cell))
                    })
                full.append(nil)
                continue
            }
            let frame = frames[index]
            if let previous, previous.hasSameShape(as: frame) {
                changes.append(Self.changes(from: previous, to: frame).map { ($0.position, use($0.cell)) })
                full.append(nil)
            } else {
                for panel in frame.panels { for row in panel.cells { for cell in row { _ = use(cell) } } }
                changes.append(nil)
                full.append(frame.panels)
                offsets = Self.offsets(of: frame)
            }
            previous = frame
        }
        let order = firstSeen.indices.sorted { a, b in uses[a] != uses[b] ? uses[a] > uses[b] : a < b }
        var place = [Int](repeating: 0, count: order.count)
        for (position, number) in order.enumerated() {
            place[number] = position
            index[firstSeen[number]] = position
        }
        changes = changes.map { frame in frame.map { $0.map { ($0.position, place[$0.value]) } } }
        values = order.map { number in
            let cell = firstSeen[number]
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

import Storyboard

extension Frame {
    /// The frames as the web stepper reads them, in one language, kept small.
    ///
    /// `{"w": phrases, "v": cells, "frames": [...]}`. Every text (narration `"n"`, title
    /// `"t"`, question `"q"`) is a list of indices into `"w"`, joined with single spaces
    /// (`StepperPhrases`). Every distinct cell is stored once in `"v"`: `"text"` when it has no
    /// role, `["text", "@*"]` otherwise. The first frame, and any frame whose grids change
    /// shape, carries its panels in full (`"p"`, each cell an index into `"v"`); every other
    /// frame carries only the cells that differ from the frame before (`"d"`: a flat list of
    /// pairs, the cell's position counted across all panels row by row, then its index into
    /// `"v"`). A 10x10 trace stays under 30 KB.
    /// - Parameters:
    ///   - frames: the frames, in order.
    ///   - language: the language of titles and narration.
    /// - Returns: the JSON object.
    public static func stepperJSON(_ frames: [Frame], language: Language) -> JSON {
        var texts: [String] = []
        for frame in frames {
            texts.append(frame.narration[language])
            if let title = frame.title { texts.append(title[language]) }
            if let prompt = frame.prompt { texts.append(prompt.question[language]) }
        }
        let phrases = StepperPhrases(texts)
        let cells = StepperCells(frames)
        var next = 0
        let text = { () -> JSON in
            defer { next += 1 }
            return .array(phrases.texts[next].map(JSON.int))
        }
        var out: [JSON] = []
        for (frame, changes) in zip(frames, cells.changes) {
            var members = [JSON.Member("n", text())]
            if frame.title != nil { members.append(.init("t", text())) }
            if frame.prompt != nil { members.append(.init("q", text())) }
            if let changes {
                members.append(
                    .init("d", .array(changes.flatMap { [JSON.int($0.position), .int(cells.value($0.cell))] })))
            } else {
                members.append(.init("p", .array(frame.panels.map { cells.panelJSON($0, language: language) })))
            }
            out.append(.object(members))
        }
        return .members([
            "w": .array(phrases.phrases.map(JSON.string)), "v": .array(cells.values), "frames": .array(out),
        ])
    }

    /// True when both frames have the same panels, headers and grid sizes.
    func hasSameShape(as other: Frame) -> Bool {
        panels.count == other.panels.count
            && zip(panels, other.panels).allSatisfy { mine, theirs in
                mine.caption == theirs.caption && mine.columnHeaders == theirs.columnHeaders
                    && mine.rowHeaders == theirs.rowHeaders
                    && mine.cells.map { $0.count } == theirs.cells.map { $0.count }
            }
    }
}

/// The distinct cells of a widget's frames as the JSON names them, each stored once, the
/// most used first.
struct StepperCells {
    /// Per frame: the cells that differ from the frame before (same shape), with their
    /// position across all panels row by row; nil when the frame is sent in full.
    private(set) var changes: [[(position: Int, cell: Panel.Cell)]?] = []
    private var index: [Panel.Cell: Int] = [:]
    /// The cells as JSON: `"text"`, or `["text", "letters"]` when the cell has roles.
    private(set) var values: [JSON] = []

    init(_ frames: [Frame]) {
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
        for frame in frames {
            if let previous, previous.hasSameShape(as: frame) {
                let changed = Self.changes(from: previous, to: frame)
                for change in changed { use(change.cell) }
                changes.append(changed)
            } else {
                for panel in frame.panels { for row in panel.cells { for cell in row { use(cell) } } }
                changes.append(nil)
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

import DiffEngine
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
    private var index: [Value: Int] = [:]
    /// Per frame sent in full: the origin code of each position across its panels, gathered
    /// from every frame until the grids change shape (a position's origin never changes).
    private var origins: [Int: [String?]] = [:]
    /// The cells as JSON: `"text"`, `["text", "letters"]` when the cell has roles, and
    /// `["text", "letters", 1]` when it shows where its value came from.
    private(set) var values: [JSON] = []
    /// Every role of every cell sent (and so of every frame).
    private(set) var roles: Roles = []
    /// Whether some cell shows its origin, and whether some origin is a tie.
    private(set) var hasOrigins = false
    private(set) var ties = false

    init(_ frames: FrameSequence) {
        // Only the cells the JSON holds are counted: hashing every cell of every frame of a
        // 50x50 table would cost more than the rest of the page. Each distinct cell gets a
        // first-seen number now and its final place (most used first) at the end.
        var seen: [Value: Int] = [:]
        var firstSeen: [Value] = []
        var uses: [Int] = []
        var segment = 0
        var codes: [String?] = []
        func use(_ cell: Panel.Cell, at position: Int) -> Int {
            if let origin = cell.origin {
                let code = origin.code
                precondition(codes[position] == nil || codes[position] == code, "a position whose origin changed")
                codes[position] = code
            }
            let value = Value(cell)
            if let number = seen[value] {
                uses[number] += 1
                return number
            }
            seen[value] = firstSeen.count
            firstSeen.append(value)
            uses.append(1)
            return firstSeen.count - 1
        }
        var previous: Frame?
        var offsets: [Int] = []
        for index in frames.indices {
            if let known = frames.changes(at: index) {
                changes.append(
                    known.map {
                        let position = offsets[$0.panel] + $0.row * $0.columns(in: previous) + $0.column
                        return (position, use($0.cell, at: position))
                    })
                full.append(nil)
                continue
            }
            let frame = frames[index]
            if let previous, previous.hasSameShape(as: frame) {
                changes.append(
                    Self.changes(from: previous, to: frame).map { ($0.position, use($0.cell, at: $0.position)) })
                full.append(nil)
            } else {
                if index > 0 { origins[segment] = codes }
                segment = index
                codes = Array(
                    repeating: nil, count: frame.panels.reduce(0) { $0 + $1.cells.reduce(0) { $0 + $1.count } })
                var position = 0
                for panel in frame.panels {
                    for row in panel.cells {
                        for cell in row {
                            _ = use(cell, at: position)
                            position += 1
                        }
                    }
                }
                changes.append(nil)
                full.append(frame.panels)
                offsets = Self.offsets(of: frame)
            }
            previous = frame
        }
        origins[segment] = codes
        let order = rankedByCount(Array(firstSeen.indices), counts: uses)
        var place = [Int](repeating: 0, count: order.count)
        for (position, number) in order.enumerated() {
            place[number] = position
            index[firstSeen[number]] = position
        }
        changes = changes.map { frame in frame.map { $0.map { ($0.position, place[$0.value]) } } }
        values = order.map { number in
            let value = firstSeen[number]
            if value.showsOrigin { return [.string(value.text), .string(Role.letters(value.roles)), .int(1)] }
            return value.roles.isEmpty
                ? .string(value.text) : [.string(value.text), .string(Role.letters(value.roles))]
        }
        roles = firstSeen.reduce(into: Roles()) { $0.formUnion($1.roles) }
        hasOrigins = firstSeen.contains { $0.showsOrigin }
        ties = origins.values.contains { $0.contains { ($0?.utf8.count ?? 0) > 1 } }
    }

    /// A cell as `"v"` stores it: its text, its roles, and whether it shows its origin (the
    /// origin itself is stored once per position, in the panel's `"o"`).
    struct Value: Hashable {
        var text: String
        var roles: Roles
        var showsOrigin: Bool
        init(_ cell: Panel.Cell) {
            text = cell.text
            roles = cell.roles
            showsOrigin = cell.origin != nil
        }
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
        guard let position = index[Value(cell)] else {
            preconditionFailure("a cell from frames the table was not built from")
        }
        return position
    }

    /// The panels of frame `index` (sent in full): caption, headers, each cell as an index
    /// into `values`, and `"o"`, the origin code of each position row by row (`-` for none;
    /// one string a row, codes separated by spaces) when some position has one.
    func panelsJSON(frame index: Int, language: Language) -> JSON {
        guard let panels = full[index] else { return .array([]) }
        let codes = origins[index] ?? []
        var position = 0
        return .array(
            panels.map { panel in
                var members: [JSON.Member] = [
                    JSON.Member("cap", .optional(panel.caption?[language])),
                    JSON.Member("ch", .array(panel.columnHeaders.map(JSON.string))),
                    JSON.Member("rh", .array(panel.rowHeaders.map(JSON.string))),
                    JSON.Member("c", .array(panel.cells.map { row in .array(row.map { .int(value($0)) }) })),
                ]
                var rows: [JSON] = []
                var any = false
                for row in panel.cells {
                    let line = row.indices.map { column -> String in
                        let code = codes.indices.contains(position + column) ? codes[position + column] : nil
                        any = any || code != nil
                        return code ?? "-"
                    }
                    rows.append(.string(line.joined(separator: " ")))
                    position += row.count
                }
                if any { members.append(JSON.Member("o", .array(rows))) }
                return .object(members)
            })
    }
}

extension FrameSequence.Change {
    /// The width of this change's panel's grid in `frame` (the last frame sent in full).
    func columns(in frame: Frame?) -> Int {
        guard let frame, frame.panels.indices.contains(panel) else { return 0 }
        return frame.panels[panel].cells.first?.count ?? 0
    }
}

extension Panel.Cell.Origin {
    /// The origin in the stepper JSON: the chosen operation's letter, then the other
    /// co-optimal ones (`m` match, `s` substitute, `i` insert, `d` delete): `"s"`, `"sid"`.
    /// One to four bytes a distinct cell, so every page can carry it.
    var code: String {
        ([chosen] + others).map { operation in
            switch operation {
            case .match: "m"
            case .substitute: "s"
            case .insert: "i"
            case .delete: "d"
            }
        }.joined()
    }
}

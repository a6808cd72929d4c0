import DiffEngine
import Storyboard

/// The distinct cells of a widget's frames as the JSON names them, each stored once, the
/// most used first.
///
/// Natively the changes are kept in flat lists (a 240 x 240 walkthrough's 57,875 frames keep no
/// array each); the engine's WebAssembly parts keep a list a frame, whose code is smaller (their
/// budget has no room for both). The JSON is the same (`Scripts/checks/wasm-parity.sh`).
struct StepperCells {
    #if hasFeature(Embedded)
        /// Per frame: the cells that differ from the frame before (same shape), as their
        /// position across all panels row by row and their index into `values`; nil when the
        /// frame is sent in full. Indices, not cells: 57,600 frames keep no copies of cells.
        private(set) var changes: [[(position: Int, value: Int)]?] = []
        /// Per frame: its panels, when it is sent in full.
        private(set) var full: [[Panel]?] = []
        /// Per frame sent in full: the origin code of each position across its panels, gathered
        /// from every frame until the grids change shape (a position's origin never changes).
        private var origins: [Int: [String?]] = [:]
    #else
        /// Every change of every frame sent as changes, one frame after another: the cell's
        /// position across all panels row by row, and its index into `values`. Flat lists, not an
        /// array a frame: 57,600 frames keep no copies of cells and no array each.
        private var positions: [Int32] = []
        private var indices: [Int32] = []
        /// Per frame: where its changes end in `positions`; -1 when the frame is sent in full.
        private var ends: [Int32] = []
        /// The panels of the frames sent in full, by frame.
        private var full: [Int: [Panel]] = [:]
        /// Per frame sent in full: the origin of each position across its panels (`Origin.key`,
        /// 0 for none), gathered from every frame until the grids change shape (a position's
        /// origin never changes).
        private var origins: [Int: [UInt8]] = [:]
    #endif
    private var index: [Value: Int] = [:]
    /// The cells as JSON: `"text"`, `["text", "letters"]` when the cell has roles, and
    /// `["text", "letters", 1]` when it shows where its value came from.
    private(set) var values: [JSON] = []
    /// Every role of every cell sent (and so of every frame).
    private(set) var roles: Roles = []
    /// Whether some cell shows its origin, and whether some origin is a tie.
    private(set) var hasOrigins = false
    private(set) var ties = false

    #if hasFeature(Embedded)
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
    #else
        init(_ frames: FrameSequence) {
            // Only the cells the JSON holds are counted: hashing every cell of every frame of a
            // 50x50 table would cost more than the rest of the page. Each distinct cell gets a
            // first-seen number now and its final place (most used first) at the end.
            var seen: [Value: Int] = [:]
            var firstSeen: [Value] = []
            var uses: [Int] = []
            var segment = 0
            var codes: [UInt8] = []
            func use(_ cell: Panel.Cell, at position: Int) -> Int32 {
                if let origin = cell.origin {
                    let code = origin.key
                    precondition(codes[position] == 0 || codes[position] == code, "a position whose origin changed")
                    codes[position] = code
                }
                let value = Value(cell)
                if let number = seen[value] {
                    uses[number] += 1
                    return Int32(truncatingIfNeeded: number)
                }
                seen[value] = firstSeen.count
                firstSeen.append(value)
                uses.append(1)
                return Int32(truncatingIfNeeded: firstSeen.count - 1)
            }
            func change(_ position: Int, _ cell: Panel.Cell) {
                positions.append(Int32(truncatingIfNeeded: position))
                indices.append(use(cell, at: position))
            }
            var previous: Frame?
            var offsets: [Int] = []
            for index in frames.indices {
                if let known = frames.changes(at: index) {
                    for one in known {
                        change(offsets[one.panel] + one.row * one.columns(in: previous) + one.column, one.cell)
                    }
                    ends.append(Int32(truncatingIfNeeded: positions.count))
                    continue
                }
                let frame = frames[index]
                if let previous, previous.hasSameShape(as: frame) {
                    for one in Self.changes(from: previous, to: frame) { change(one.position, one.cell) }
                    ends.append(Int32(truncatingIfNeeded: positions.count))
                } else {
                    if index > 0 { origins[segment] = codes }
                    segment = index
                    codes = Array(
                        repeating: 0, count: frame.panels.reduce(0) { $0 + $1.cells.reduce(0) { $0 + $1.count } })
                    var position = 0
                    for panel in frame.panels {
                        for row in panel.cells {
                            for cell in row {
                                _ = use(cell, at: position)
                                position += 1
                            }
                        }
                    }
                    ends.append(-1)
                    full[index] = frame.panels
                    offsets = Self.offsets(of: frame)
                }
                previous = frame
            }
            origins[segment] = codes
            let order = rankedByCount(Array(firstSeen.indices), counts: uses)
            var place = [Int32](repeating: 0, count: order.count)
            for (position, number) in order.enumerated() {
                place[number] = Int32(truncatingIfNeeded: position)
                index[firstSeen[number]] = position
            }
            for change in indices.indices { indices[change] = place[Int(indices[change])] }
            values = order.map { number in
                let value = firstSeen[number]
                if value.showsOrigin { return [.string(value.text), .string(Role.letters(value.roles)), .int(1)] }
                return value.roles.isEmpty
                    ? .string(value.text) : [.string(value.text), .string(Role.letters(value.roles))]
            }
            roles = firstSeen.reduce(into: Roles()) { $0.formUnion($1.roles) }
            hasOrigins = firstSeen.contains { $0.showsOrigin }
            ties = origins.values.contains { $0.contains { Panel.Cell.Origin.isTie(key: $0) } }
        }
    #endif

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

    #if !hasFeature(Embedded)
        /// Whether frame `index` is sent in full (`"p"`), not as its changes (`"d"`).
        func isFull(_ index: Int) -> Bool { ends[index] < 0 }

        /// The changes of frame `index` (sent as changes), as `"d"` lists them: position, then
        /// index into `values`, for each changed cell.
        func changes(_ index: Int, _ each: (_ position: Int, _ value: Int) -> Void) {
            var start = 0
            var before = index - 1
            while before >= 0 {
                if ends[before] >= 0 {
                    start = Int(ends[before])
                    break
                }
                before -= 1
            }
            for change in start..<max(start, Int(ends[index])) { each(Int(positions[change]), Int(indices[change])) }
        }
    #endif

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
        #if hasFeature(Embedded)
            let codes = origins[index] ?? []
        #else
            let codes = (origins[index] ?? []).map { $0 == 0 ? nil : Panel.Cell.Origin.code(key: $0) }
        #endif
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

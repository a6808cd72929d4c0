import Storyboard

extension Frame {
    /// The frames as the web stepper reads them, in one language, kept small.
    ///
    /// The first frame, and any frame whose grids change shape, carries its panels in full
    /// (`"p"`); every other frame carries only the cells that differ from the frame before
    /// (`"d"`: panel, row, column, text, role letters). A 10x10 trace stays under 30 KB.
    /// A cell is `"text"` when it has no role, `["text", "@*"]` otherwise.
    /// - Parameters:
    ///   - frames: the frames, in order.
    ///   - language: the language of titles and narration.
    /// - Returns: `{"frames": [...]}`.
    public static func stepperJSON(_ frames: [Frame], language: Language) -> JSON {
        var out: [JSON] = []
        var previous: Frame?
        for frame in frames {
            var members = [JSON.Member("n", .string(frame.narration[language]))]
            if let title = frame.title { members.append(.init("t", .string(title[language]))) }
            if let prompt = frame.prompt { members.append(.init("q", .string(prompt.question[language]))) }
            if let previous, previous.hasSameShape(as: frame) {
                members.append(.init("d", .array(frame.changes(since: previous))))
            } else {
                members.append(.init("p", .array(frame.panels.map { $0.stepperJSON(language: language) })))
            }
            out.append(.object(members))
            previous = frame
        }
        return .members(["frames": .array(out)])
    }

    /// True when both frames have the same panels, headers and grid sizes.
    func hasSameShape(as other: Frame) -> Bool {
        panels.count == other.panels.count
            && zip(panels, other.panels).allSatisfy { mine, theirs in
                mine.caption == theirs.caption && mine.columnHeaders == theirs.columnHeaders
                    && mine.rowHeaders == theirs.rowHeaders && mine.cells.map(\.count) == theirs.cells.map(\.count)
            }
    }

    /// The cells that differ from `previous` (same shape), as `[panel, row, column, text, letters]`.
    func changes(since previous: Frame) -> [JSON] {
        var out: [JSON] = []
        for (p, panel) in panels.enumerated() {
            for (r, row) in panel.cells.enumerated() {
                for (c, cell) in row.enumerated() where cell != previous.panels[p].cells[r][c] {
                    out.append([.int(p), .int(r), .int(c), .string(cell.text), .string(Role.letters(cell.roles))])
                }
            }
        }
        return out
    }
}

extension Panel {
    /// One panel in full, as the web stepper reads it.
    func stepperJSON(language: Language) -> JSON {
        let rows: [JSON] = cells.map { row in
            .array(row.map { cell in
                cell.roles.isEmpty ? .string(cell.text) : [.string(cell.text), .string(Role.letters(cell.roles))]
            })
        }
        return .members([
            "cap": .optional(caption?[language]),
            "ch": .array(columnHeaders.map(JSON.string)),
            "rh": .array(rowHeaders.map(JSON.string)),
            "c": .array(rows),
        ])
    }
}

import Storyboard

/// The frames as the web stepper reads them, in one language, kept small.
///
/// `{"w": phrases, "v": cells, "frames": [...]}`. Every text (narration `"n"`, title
/// `"t"`, question `"q"`, its hint `"h"`, explanation `"e"` and shown answer `"r"`) is a list of indices into `"w"`, joined with single spaces
/// (`StepperPhrases`). Every distinct cell is stored once in `"v"`: `"text"` when it has no
/// role, `["text", "@*"]` otherwise. The first frame, and any frame whose grids change
/// shape, carries its panels in full (`"p"`, each cell an index into `"v"`); every other
/// frame carries only the cells that differ from the frame before (`"d"`: a flat list of
/// pairs, the cell's position counted across all panels row by row, then its index into
/// `"v"`). A 10x10 trace stays under 30 KB; a trace made on demand costs O(cells + changes).
struct StepperJSON {
    /// The JSON object.
    let object: JSON
    /// Every role some frame's cell plays.
    let roles: Set<Role>

    init(_ frames: FrameSequence, language: Language) {
        let words = frames.indices.map { frames.words(at: $0) }
        var texts: [String] = []
        for frame in words {
            texts.append(frame.narration[language])
            if let title = frame.title { texts.append(title[language]) }
            if let prompt = frame.prompt {
                texts += [prompt.question[language], prompt.hint[language], prompt.explanation[language]]
                texts.append(prompt.answer[language])
            }
        }
        let phrases = StepperPhrases(texts)
        let cells = StepperCells(frames)
        var next = 0
        let text = { () -> JSON in
            defer { next += 1 }
            return .array(phrases.texts[next].map(JSON.int))
        }
        var out: [JSON] = []
        for (index, frame) in words.enumerated() {
            var members = [JSON.Member("n", text())]
            if frame.title != nil { members.append(.init("t", text())) }
            if let prompt = frame.prompt {
                members += [.init("q", text()), .init("h", text()), .init("e", text()), .init("r", text())]
                members.append(.init("a", .array(prompt.accepted.map(JSON.string))))
            }
            if let changes = cells.changes[index] {
                members.append(
                    .init("d", .array(changes.flatMap { [JSON.int($0.position), .int(cells.value($0.cell))] })))
            } else if let panels = cells.full[index] {
                members.append(.init("p", .array(panels.map { cells.panelJSON($0, language: language) })))
            }
            out.append(.object(members))
        }
        object = .members([
            "w": .array(phrases.phrases.map(JSON.string)), "v": .array(cells.values), "frames": .array(out),
        ])
        roles = cells.roles
    }
}

extension Frame {
    /// The frames as the web stepper reads them (see `StepperJSON`).
    public static func stepperJSON(_ frames: [Frame], language: Language) -> JSON {
        StepperJSON(FrameSequence(frames), language: language).object
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

import Render
import Storyboard

/// Shows frames the right way for where the output goes: the interactive stepper when both
/// ends are a terminal, printed one after another when piped.
struct FramePresenter {
    var options: StepperOptions
    var console: Console

    /// The most table cells a piped transcript prints (steps x cells per table).
    static let transcriptCellBudget = 250_000

    /// Shows `frames`.
    /// - Parameters:
    ///   - headings: one per frame, saying where it belongs.
    ///   - start: the frame to open on (interactive only).
    ///   - onMove: called with each new index (interactive only).
    /// - Returns: the index on screen at the end, and the signal that ended the session.
    @discardableResult
    func present(
        _ frames: [Frame], headings: [StepHeading], start: Int = 0, onMove: (Int) -> Void = { _ in }
    ) throws(CLIError) -> StepperEnd {
        try present(FrameSequence(frames), headings: headings, start: start, onMove: onMove)
    }

    /// Shows frames made on demand: only the frame on screen is built.
    @discardableResult
    func present(
        _ frames: FrameSequence, headings: [StepHeading], start: Int = 0, onMove: (Int) -> Void = { _ in }
    ) throws(CLIError) -> StepperEnd {
        let colors = console.colors(options.color)
        if console.isInteractive {
            let stepper = InteractiveStepper(frames: frames, headings: headings, console: console, colors: colors)
            return try stepper.run(start: start, onMove: onMove)
        }
        let text = TerminalFrame(language: console.language, colors: colors, width: 80)
        let heading = headings.first?.name ?? .same("diffstep")
        switch options.frames {
        case .all:
            // Every table of a large walkthrough would be steps x cells of text; past the
            // budget, tables are printed at the first two steps and the last only.
            let cells = frames.first.map { $0.panels.reduce(0) { $0 + $1.cells.reduce(0) { $0 + $1.count } } } ?? 0
            let everyTable = frames.count * cells <= Self.transcriptCellBudget
            let shown = frames.indices.lazy.map { index in
                everyTable || index < 2 || index == frames.count - 1 ? frames[index] : frames.words(at: index)
            }
            console.out(text.transcript(shown, heading: heading).joined(separator: "\n"))
        case .final:
            let last = frames.count - 1
            console.out(
                text.transcript([frames[last]], heading: heading, firstNumber: last + 1, total: frames.count)
                    .joined(separator: "\n"))
        }
        return StepperEnd(index: frames.count - 1)
    }
}

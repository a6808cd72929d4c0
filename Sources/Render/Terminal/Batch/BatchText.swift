import BatchModel
import BatchSimulation
import Storyboard

/// `diffstep batch` as terminal text: per batch, the two readings side by side, then the verdict.
///
/// Every cell carries a mark (`+` inserted, `-` deleted, `~` reloaded, `>` moved, `!` wrong),
/// so the picture reads the same without colour; colour only adds the roles' hues.
public struct BatchText {
    let language: Language
    let colors: Bool
    let window: StateWindow

    /// Creates a renderer.
    /// - Parameters:
    ///   - language: the language of the explanations (UIKit's texts stay English).
    ///   - colors: whether to write ANSI colours.
    ///   - window: which cells of each step's state to show (`StateWindow/full`: all).
    public init(language: Language, colors: Bool, window: StateWindow = .standard) {
        self.language = language
        self.colors = colors
        self.window = window
    }

    /// The whole report for one simulation.
    public func render(_ simulation: Simulation) -> String {
        var lines: [String] = []
        if let cached = simulation.cached {
            lines.append(label(BatchWords.cached) + "  " + TerminalText.escaped(cached.description))
        }
        lines.append(label(BatchWords.old) + "  " + TerminalText.escaped(simulation.old.description))
        lines.append(label(BatchWords.new) + "  " + TerminalText.escaped(simulation.new.description))
        lines.append(Style.dim.apply(BatchWords.legend[language], enabled: colors))
        // What each batch's written order comes to, computed once for every column that asks.
        let endings = simulation.batches.map { $0.sequential.ending }
        for (index, batch) in simulation.batches.enumerated() {
            lines.append("")
            lines += render(batch, number: index + 1, options: simulation.options, ending: endings[index])
        }
        lines.append("")
        lines += verdict(simulation, endings: endings)
        return lines.joined(separator: "\n")
    }

    private func label(_ text: Localized) -> String {
        Style.bold.apply(TerminalText.padded(text[language], to: 10), enabled: colors)
    }

    private func render(
        _ batch: BatchSimulation, number: Int, options: SimulationOptions, ending: SequentialReading.Ending
    ) -> [String] {
        let lines = batch.batch.lines.filter { $0 > 0 }
        var title = "\(BatchWords.batch[language]) \(number)"
        if let first = lines.min(), let last = lines.max() {
            title +=
                " ("
                + BatchWords.lines(first == last ? "\(first)" : "\(first)-\(last)", count: last - first + 1)[language]
                + ")"
        }
        let left =
            [Style.heading.apply(BatchWords.sequentialHeading[language], enabled: colors)]
            + sequential(batch, ending: ending)
        let right =
            [Style.heading.apply(BatchWords.uikitHeading[language], enabled: colors)]
            + uikit(batch, view: options.view, ending: ending)
        return [Style.bold.apply(title, enabled: colors)] + sideBySide(left, right)
    }

    /// Two columns, the left padded by display width, joined by a bar.
    private func sideBySide(_ left: [String], _ right: [String]) -> [String] {
        let widths = left.map { TerminalText.width(stripped($0)) }
        let width = widths.max() ?? 0
        return (0..<max(left.count, right.count)).map { row in
            let a = row < left.count ? left[row] : ""
            let b = row < right.count ? right[row] : ""
            let gap = String(repeating: " ", count: width - (row < widths.count ? widths[row] : 0))
            return "  " + a + gap + " │ " + b
        }
    }

    /// The text without ANSI escapes, for measuring.
    private func stripped(_ text: String) -> String {
        guard text.utf8.contains(0x1B) else { return text }
        var out = ""
        var inEscape = false
        for character in text {
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if character == "m" { inEscape = false }
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// The student's column: the start, each call with the state it leaves (a window around
    /// what the call changed), and the result. One state is alive at a time.
    private func sequential(_ batch: BatchSimulation, ending: SequentialReading.Ending) -> [String] {
        let reading = batch.sequential
        let calls = batch.batch.updates.map { $0.compact }
        let width =
            ([BatchWords.start[language], BatchWords.result[language]] + calls).map(TerminalText.width).max() ?? 0
        var lines = [
            TerminalText.padded(BatchWords.start[language], to: width) + "  "
                + state(SequentialReading.Cells(reading.start), focus: [])
        ]
        reading.forEachState { step, cells in
            var line = TerminalText.padded(step.update.compact, to: width) + "  "
            line += state(cells, focus: step.edits.flatMap { $0.cells })
            if !step.problems.isEmpty {
                line += "  " + Style.error.apply(BatchWords.skipped[language], enabled: colors)
            }
            lines.append(line)
        }
        let verdict = ending.matchesNewData ? "✓" : "✗"
        lines.append(
            TerminalText.padded(BatchWords.result[language], to: width) + "  "
                + windowed(ending.result, against: batch.after) + " " + verdict)
        return lines
    }

    /// The result row through the window, centred on the first item that differs from the
    /// data source's (so a wrong result shows where it goes wrong). The column is as wide as
    /// its widest line: a whole result of n items would pad every step's line to n cells.
    private func windowed(_ result: Contents, against after: Contents) -> String {
        let named = result.sections.count != 1 || result.hasNamedSections
        return result.sections.enumerated().map { index, section in
            let expected = index < after.sections.count ? after.sections[index].items : []
            let differs =
                zip(section.items, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(section.items.count, expected.count)
            let row = window.pieces(count: section.items.count, focus: [differs]).map { piece in
                switch piece {
                case .cells(let range):
                    return section.items[range].map { TerminalText.escaped($0.description) }.joined(separator: " ")
                case .hidden(let count):
                    return Style.dim.apply(StateWindow.more(count)[language], enabled: colors)
                }
            }.joined(separator: " ")
            return named ? TerminalText.escaped(section.name) + ": " + row : row
        }.joined(separator: " | ")
    }

    private func state(_ cells: SequentialReading.Cells, focus: [IndexPath]) -> String {
        window.line(
            cells, focus: focus, cell: cell,
            hidden: { Style.dim.apply(StateWindow.more($0)[language], enabled: colors) }, fresh: mark("+§", .insert))
    }

    private func cell(_ cell: ViewCell) -> String {
        let name = cell.item.map { TerminalText.escaped($0.description) } ?? ""
        switch cell.mark {
        case .kept: return name
        case .inserted: return mark("+" + name, .insert)
        case .reloaded: return mark("~" + name, .substitute)
        case .moved: return mark(">" + name, .path)
        }
    }

    private func mark(_ text: String, _ style: Style) -> String { style.apply(text, enabled: colors) }
}

import DiffEngine
import Foundation
import Render
import Storyboard

extension TraceCommand {
    /// A table over `--max-cells` whose band fits: the band's window printed (with the one
    /// line that says why only the band was computed), its JSON, or its frames as one file.
    func banded(_ storyboard: BandedStoryboard, limit: Int, language: Language) throws(CLIError) {
        let frames = storyboard.sequence
        switch format {
        case .json:
            Console.out(storyboard.json(unit: options.texts.unit).serialized())
        case .text, .summary, .url:
            let drawer = TerminalFrame(language: language, colors: Console.colors(color), width: 80)
            let lines = [storyboard.note(limit: limit)[language], ""] + drawer.lines(frames[frames.count - 1])
            Console.out(lines.joined(separator: "\n"))
        case .html, .markdown, .svg:
            let trace = storyboard.trace
            let title = TerminalText.escaped(options.bandedTitle(trace))
            Console.write(
                try export(frames, distance: trace.distance, title: title, language: language), to: STDOUT_FILENO)
        }
    }
}

extension TraceOptions {
    /// "source → target (k = 2)", each side cut to its first 40 tokens.
    func bandedTitle(_ trace: BandedTrace<String>) -> String {
        func cut(_ tokens: [String]) -> [String] { tokens.count > 40 ? tokens.prefix(40) + ["…"] : tokens }
        return title(source: cut(trace.source), target: cut(trace.target)) + " (k = \(trace.band))"
    }
}

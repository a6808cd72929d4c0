import ArgumentParser
import DiffEngine
import Foundation
import Render
import SiteBuilder
import Storyboard

/// `diffstep trace SOURCE TARGET`: the whole Wagner-Fischer table with its path.
struct TraceCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: HelpWords.pick(TraceCommandHelp.abstract),
        discussion: HelpWords.pick(TraceCommandHelp.discussion))

    @OptionGroup var options: TraceOptions

    @Option(
        help: .words(TraceCommandHelp.format)
    )
    var format: TraceFormat = .text

    @Option(
        name: .customLong("site-url"),
        help: .words(TraceCommandHelp.siteURL))
    var siteURL: String?

    @Option(
        help: .words(TraceCommandHelp.step))
    var step = 1

    @Option(
        help: .words(HelpWords.color))
    var color: ColorChoice = .auto

    @Option(
        name: .long,
        help: .words(TraceCommandHelp.templates))
    var templates: String?

    @OptionGroup var language: LanguageOption

    /// The one place a format meets its renderer: text for the terminal (control characters
    /// escaped), a file's bytes (a page, Markdown, SVG) written as they are.
    func run(_ console: Console) throws {
        let language = console.language
        switch format {
        case .summary: console.out(try summary(language: language))
        case .url: console.out(try link(language: language))
        case .cigar: console.out(try cigar())
        case .json: console.out(try json(console))
        case .text: console.out(try drawing(options.table(steps: false, console: console), console: console))
        case .markdown:
            let (frames, title, _) = try steps(console)
            console.file { Frame.markdownDocument(frames, title: title, language: language, to: $0) }
        case .svg:
            let frames = try steps(console).frames
            console.file { frames[frames.count - 1].svg(language: language, to: $0) }
        case .html:
            let (frames, title, distance) = try steps(console)
            try page(frames, title: title, distance: distance, language: language, console: console)
        }
    }

    /// Every step of the table, for the formats that hold them all (the stepped limit), with
    /// its title and distance.
    private func steps(_ console: Console) throws(CLIError) -> (frames: FrameSequence, title: String, distance: Int) {
        let table = try options.table(steps: true, console: console)
        return (
            table.frames(cellText: options.notation.cellText, unit: options.texts.unit, language: console.language),
            TerminalText.escaped(options.title(table)),
            table.distance
        )
    }

    /// The table in the terminal: the walkthrough's last frame (every cell, the path and its
    /// edits), drawn as every other frame is; a band's with the line that says why.
    private func drawing(_ table: TraceOptions.Table, console: Console) -> String {
        let frames = table.frames(
            cellText: options.notation.cellText, unit: options.texts.unit, language: console.language)
        let drawer = TerminalFrame(language: console.language, colors: console.colors(color), width: 80)
        let note = table.note.map { [$0[console.language], ""] } ?? []
        return (note + drawer.lines(frames[frames.count - 1])).joined(separator: "\n")
    }
}

extension TraceCommand {
    /// The JSON contract: the table's, or past the banded table's limit the path alone
    /// (`BandedAlignment.json`, no cells).
    func json(_ console: Console) throws(CLIError) -> String {
        let unit = options.texts.unit
        if let (alignment, source, target) = try options.pathAlone() {
            return alignment.json(source: source, target: target, unit: unit)
        }
        switch try options.fitted(steps: false, console: console) {
        case .table(let table): return table.json(unit: unit).serialized()
        case .bandTooLarge(let error):
            // pathAlone found no band in two bits either: that refusal, in its own words.
            let (sourceText, targetText) = try options.texts.texts(fallback: ("kit", "kat"))
            _ = try options.alignment(source: sourceText, target: targetText)
            throw options.bandRefusal(error)
        }
    }

    /// The chosen path as one extended CIGAR line (Wire's `Cigar`), found inside the band
    /// whatever the table's size: the full trace's path under the same tie-break, in two bits
    /// a band cell instead of five bytes a table cell.
    func cigar() throws(CLIError) -> String {
        let (source, target) = try options.texts.texts(fallback: ("kit", "kat"))
        return Cigar.text(try options.alignment(source: source, target: target).operations)
    }

    /// Distance and path length; past `--max-cells`, from a path found inside the band, said so.
    func summary(language: Language) throws(CLIError) -> String {
        let (sourceText, targetText) = try options.texts.texts(fallback: ("kit", "kat"))
        guard let banded = try options.bandedAlignment(source: sourceText, target: targetText) else {
            let unit = options.texts.unit
            let trace = try options.trace(source: unit.tokens(of: sourceText), target: unit.tokens(of: targetText))
            return "distance \(trace.distance)\npath \(trace.path.count)"
        }
        let band = "\(banded.diagonals.lowerBound)...\(banded.diagonals.upperBound)"
        let table = "\(banded.sourceCount + 1) x \(banded.targetCount + 1)"
        let note = RefusalWords.insideBand(band, computed: banded.computedCells, table: table)
        return "distance \(banded.distance)\npath \(banded.operations.count + 1)\n\(note[language])"
    }

    /// The frames as one self-contained page with the stepper, written as it is made.
    func page(
        _ frames: FrameSequence, title: String, distance: Int, language: Language, console: Console
    ) throws(CLIError) {
        let templates = try SiteFolder.templates(at: self.templates)
        let summary = RefusalWords.editDistance(distance)[language]
        do {
            try console.file { (emit: (String) -> Void) throws(SiteError) in
                try Site.standalonePage(
                    frames: frames, title: title, summary: summary, templates: templates, language: language, to: emit)
            }
        } catch {
            throw CLIError(ProcessWords.pageNotMade(error.message))
        }
    }
}

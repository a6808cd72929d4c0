import ArgumentParser
import BatchModel
import BatchParsing
import BatchSimulation
import Foundation
import Render
import Storyboard

/// `diffstep batch`: runs a student's batch-update calls against UIKit's rules.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Check UIKit batch-update calls: the verdict, both readings, UIKit's exception.",
        discussion: """
            Reads Swift as the article writes it (performBatchUpdates, insertItems(at:), \
            beginUpdates/insertRows, items.append(...)) or the compact form (insert 6 7 8, \
            delete 0 1 2, move 2 5, reload 1:0, insert section 1; --- between batches). \
            Nothing is executed.

            Exit codes:
              0  UIKit accepts every batch and the view shows the new data
              2  usage error, unreadable data or calls
              3  UIKit would raise NSInternalInconsistencyException
              4  no crash, but wrong content (or UIKit falls back to reloadData)

            Example: diffstep batch --old "a b c d e f" --new "d e f g h i" --calls example6.swift
            """)

    @OptionGroup var common: BatchOptions

    @Option(name: .long, help: "The calls: a file, or - for standard input.")
    var calls: String

    @Option(
        name: .long,
        help: """
            What the view had cached when the batch began, if not --old (same syntax as --old): \
            --old is then what the data source returned when the batch began.
            """)
    var cached: String?

    @Option(name: .long, help: "13, 14, 15, 16, 16.4, 17 or 18: the release whose texts and rules apply.")
    var ios: IOSVersion?

    @Option(
        name: .long,
        help: "classic (two spaces, the article's) or modern (one space, view suffix) Invalid update texts.")
    var messages: SimulationOptions.MessageStyle = .classic

    @Option(
        name: .customLong("count-message"),
        help: "Count mismatch text: invalidUpdate (M2), invalidBatch (iOS 16.4 M4) or heuristic (unverified).")
    var countMessage: SimulationOptions.CountMessage = .invalidUpdate

    @Option(name: .long, help: "current (iOS 16.4+: raise) or legacy (count mismatches logged, then reloadData).")
    var platform: SimulationOptions.Platform = .current

    func run() throws {
        let language = common.language.apply()
        let old = try common.oldContents()
        let new = try common.newContents()
        let cached = try cached.map { (text) throws(CLIError) in try common.contents(text, flag: "--cached") }
        let source = try CallsSource.read(calls)
        let script: CallScript
        do {
            script = try CallParser.parse(source, view: common.view, itemCount: old.sections.first?.items.count)
        } catch {
            try CallsSource.report(error, file: calls)
        }
        let view = common.view ?? script.view ?? .collection
        let options =
            ios.map { SimulationOptions(view: view, ios: $0, platform: platform) }
            ?? SimulationOptions(view: view, messageStyle: messages, countMessage: countMessage, platform: platform)
        let simulation: Simulation
        do {
            simulation = try Simulation(script, old: old, new: new, cached: cached, options: options)
        } catch {
            throw CLIError(BatchErrorWords.localized(error, file: calls == "-" ? "<stdin>" : calls))
        }
        switch common.format {
        case .text: Console.out(BatchText(language: language, colors: Console.colors(common.color)).render(simulation))
        case .json: Console.out(BatchJSON.render(simulation).serialized())
        }
        if simulation.verdict.exitCode != 0 { throw ExitCode(simulation.verdict.exitCode) }
    }
}

import ArgumentParser
import BatchModel
import BatchSimulation
import Foundation
import Render
import Storyboard

/// `diffstep batch`: runs a student's batch-update calls against UIKit's rules.
struct BatchCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: HelpWords.pick(BatchCommandHelp.abstract),
        discussion: HelpWords.pick(BatchCommandHelp.discussion))

    @OptionGroup var common: BatchOptions

    @Option(name: .long, help: .words(BatchCommandHelp.calls))
    var calls: String

    @Option(
        name: .long,
        help: .words(BatchCommandHelp.cached))
    var cached: String?

    @Option(
        name: .long,
        help: .words(BatchCommandHelp.ios))
    var ios: IOSVersion?

    @Option(
        name: .long,
        help: .words(BatchCommandHelp.messages))
    var messages: SimulationOptions.MessageStyle?

    @Option(
        name: .customLong("count-message"),
        help: .words(BatchCommandHelp.countMessage))
    var countMessage: SimulationOptions.CountMessage?

    @Option(
        name: .long,
        help: .words(BatchCommandHelp.platform)
    )
    var platform: SimulationOptions.Platform?

    @Flag(
        name: .customLong("full-states"),
        help: .words(BatchCommandHelp.fullStates))
    var fullStates = false

    func run(_ console: Console) throws {
        let language = console.language
        let old = try common.oldContents()
        let new = try common.newContents()
        let cached = try cached.map { (text) throws(CLIError) in try common.contents(text, flag: "--cached") }
        let source = try CallsSource.read(calls)
        let run = BatchRun(
            view: common.view, release: ios, messages: messages, countMessage: countMessage, platform: platform)
        let simulation: Simulation
        do {
            simulation = try run.simulate(calls: source, old: old, new: new, cached: cached)
        } catch {
            try CallsSource.report(error, file: calls, console: console)
        }
        switch common.format {
        case .text:
            let text = BatchText(
                language: language, colors: console.colors(common.color), window: fullStates ? .full : .standard)
            console.out(text.render(simulation))
        case .json:
            console.stream { BatchJSON.write(simulation, fullStates: fullStates, to: $0) }
        }
        if simulation.verdict.exitCode != 0 { throw ExitCode(simulation.verdict.exitCode) }
    }
}

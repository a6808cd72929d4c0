import ArgumentParser
import BatchModel
import BatchPlanning
import Render
import Storyboard

/// `diffstep plan`: the batch-update calls that change old data into new data safely.
struct PlanCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: HelpWords.pick(PlanCommandHelp.abstract),
        discussion: HelpWords.pick(PlanCommandHelp.discussion))

    @OptionGroup var common: BatchOptions

    @Option(name: .long, help: .words(PlanCommandHelp.strategy))
    var strategy: Plan.Strategy = .single

    func run(_ console: Console) throws {
        let lang = console.language
        let old = try common.oldContents()
        guard let new = try common.newContents() else {
            throw CLIError(InputWords.planNeedsNew)
        }
        let view = common.view ?? .collection
        let plan = Plan(old: old, new: new, strategy: strategy)
        let verdict = plan.simulate(old: old, options: SimulationOptions(view: view)).verdict
        switch common.format {
        case .text:
            console.out(
                plan.stages.isEmpty
                    ? "// " + PlanWords.nothingToDo[lang]
                    : PlanSwift.render(plan, view: view, language: lang))
        case .json:
            console.out(PlanSwift.json(plan, old: old, new: new, verdict: verdict, view: view).serialized())
        }
        guard verdict == .correct else {
            throw CLIError(ProcessWords.planFailedCheck, exitCode: 1)
        }
    }
}

extension Plan.Strategy: ExpressibleByArgument {}

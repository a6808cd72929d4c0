import ArgumentParser
import Render

/// How frames are shown: interactively on a terminal, printed otherwise.
struct StepperOptions: ParsableArguments {
    /// Which frames to print when the output is not a terminal.
    enum FrameSelection: String, ExpressibleByArgument, CaseIterable {
        case all, final
    }

    @Option(
        name: .long,
        help: .words(StepperOptionsHelp.frames))
    var frames: FrameSelection = .all

    @Option(
        name: .long,
        help: .words(HelpWords.color))
    var color: ColorChoice = .auto
}

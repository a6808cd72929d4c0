import ArgumentParser
import Render

/// How frames are shown: interactively on a terminal, printed otherwise.
struct StepperOptions: ParsableArguments {
    /// Which frames to print when the output is not a terminal.
    enum FrameSelection: String, ExpressibleByArgument, CaseIterable {
        case all, final
    }

    @Option(name: .long, help: "When not on a terminal, print all frames or only the final one (all|final).")
    var frames: FrameSelection = .all

    @Option(name: .long, help: "Colours: auto, always or never (NO_COLOR and FORCE_COLOR are followed).")
    var color: ColorChoice = .auto
}

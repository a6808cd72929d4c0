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
        help: .words(
            ko: "터미널이 아닐 때 모든 프레임을 출력할지, 마지막 것만 출력할지 (all|final).",
            en: "When not on a terminal, print all frames or only the final one (all|final)."))
    var frames: FrameSelection = .all

    @Option(
        name: .long,
        help: .words(
            ko: "색: auto, always, never (NO_COLOR와 FORCE_COLOR를 따릅니다).",
            en: "Colours: auto, always or never (NO_COLOR and FORCE_COLOR are followed)."))
    var color: ColorChoice = .auto
}

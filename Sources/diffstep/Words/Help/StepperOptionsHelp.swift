import Render
import Storyboard

/// The help of `StepperOptions`: each text in Korean and English (``HelpWords``).
enum StepperOptionsHelp {
    static let frames = Localized(
        ko: "터미널이 아닐 때 모든 프레임을 출력할지, 마지막 것만 출력할지 (all|final).",
        en: "When not on a terminal, print all frames or only the final one (all|final).")
}

import Lessons
import Storyboard

/// The help of `TutorialCommand`: each text in Korean and English (``HelpWords``).
enum TutorialCommandHelp {
    static let abstract = Localized(
        ko: "모든 레슨을 차례로 봅니다. 멈춘 곳에서 이어 갑니다 (기본 명령).",
        en: "Walk through every lesson, resuming where you left off (the default command).")
    static let reset = Localized(
        ko: "진행 상황을 지우고 레슨 1부터 다시 시작합니다.",
        en: "Forget your progress and start again from lesson 1.")
}

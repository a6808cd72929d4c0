import Grading
import Render
import Storyboard

/// The help of `VariantsCommand`: each text in Korean and English (``HelpWords``).
enum VariantsCommandHelp {
    static let variantsAbstract = Localized(
        ko: "명단의 학생마다 변형 문제와 난이도를 나열합니다 (--format csv면 CSV).",
        en: "List every roster student's variant with a difficulty figure (CSV with --format csv).")
    static let variantsFormat = Localized(
        ko: "text 또는 csv.",
        en: "text or csv.")
}

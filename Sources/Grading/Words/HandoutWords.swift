import Storyboard

/// The words of a handout (`diffstep exercise handout`) and of its answer key (`exercise
/// key`): labels and sentences around the exercise's own title, prompt and inputs.
enum HandoutWords {
    static let points = Localized(ko: "배점", en: "Points")
    static let answerFormat = Localized(ko: "답안 형식", en: "Answer format")
    static let generatedInputs = Localized(
        ko: "- 입력: 학생마다 다르게 만들어집니다 (`diffstep exercise variant`).",
        en: "- inputs: generated per student (`diffstep exercise variant`).")
    static let tableExample = Localized(
        ko: "예: 왼쪽 위 칸(ε → ε)은 0입니다. 어떤 칸은 `3` 또는 `2i 1d`처럼 씁니다.",
        en: "Example: the top-left cell (ε → ε) is 0. A cell reads like `3` or `2i 1d`.")
    static let answerKey = Localized(ko: "정답", en: "Answer key")
    static let editDistance = Localized(ko: "편집 거리", en: "Edit distance")

    /// The student's name and id, and the file to hand in.
    /// - Parameters:
    ///   - name: the name as shown (escaped Markdown, or a blank to fill).
    ///   - student: the student id.
    ///   - file: the file name to hand in.
    static func studentFields(name: String, student: String, file: String) -> Localized {
        Localized(
            ko: "**이름:** \(name)  **학번:** `\(student)`\n\n"
                + "**제출:** UTF-8 텍스트 파일 하나, 이름은 `\(file)` (Gradescope·Canvas·Moodle에서는 파일 하나만 올리면 이름은 상관없습니다).",
            en: "**Name:** \(name)  **ID:** `\(student)`\n\n"
                + "**Hand in:** one UTF-8 text file named `\(file)` (on Gradescope, Canvas or Moodle upload one file; its name does not matter)."
        )
    }

    /// A words exercise's inputs.
    static func words(source: String, target: String) -> Localized {
        Localized(
            ko: "- 원본(행): `\(source)`\n- 목표(열): `\(target)`",
            en: "- source (rows): `\(source)`\n- target (columns): `\(target)`")
    }

    /// A snapshot exercise's release.
    static func rules(of release: String) -> Localized {
        Localized(ko: "- iOS \(release) 규칙", en: "- iOS \(release) rules")
    }

    /// The answer key's script, one of `count` optimal ones.
    static func oneOptimalScript(of count: String) -> Localized {
        Localized(
            ko: "최적 스크립트 하나 (비용이 같은 다른 정렬도 정답, 모두 \(count)가지):",
            en: "One optimal script (any other of the same cost is also right; \(count) in all):")
    }
}

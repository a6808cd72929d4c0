import Storyboard

/// The command line's inputs refused: a text or list missing or given twice, an option that
/// needs another, a value out of range. Each names the option to use.
enum InputWords {
    /// The source text is missing.
    static let missingSource = Localized(
        ko: "원본 텍스트가 없습니다 (SOURCE 또는 --source-file)", en: "missing the source text (SOURCE or --source-file)")
    /// The target text is missing.
    static let missingTarget = Localized(
        ko: "목표 텍스트가 없습니다 (TARGET 또는 --target-file)", en: "missing the target text (TARGET or --target-file)")
    /// A text was given both as an argument and as a file.
    static let tooManyTexts = Localized(
        ko: "텍스트가 너무 많습니다: 파일과 인자를 함께 줄 수 없습니다", en: "too many texts: a file and an argument were both given")
    /// A list was given both as an argument and as a file.
    static let tooManyLists = Localized(
        ko: "목록이 너무 많습니다: 파일과 인자를 함께 줄 수 없습니다", en: "too many lists: a file and an argument were both given")

    /// The `name` list (OLD or NEW) is missing.
    static func missingList(_ name: String) -> Localized {
        Localized(ko: "\(name) 목록이 없습니다 (인자 또는 파일)", en: "missing the \(name) list (an argument or a file)")
    }

    /// A batch option's list holds `count` items, over `limit`.
    static func tooManyItems(in flag: String, count: Int, limit: Int) -> Localized {
        Localized(
            ko: "\(flag)의 항목이 너무 많습니다: \(count)개 (한도 \(limit), --max-items)",
            en: "too many items in \(flag): \(count) (limit \(limit), --max-items)")
    }

    /// `plan` without `--new`.
    static let planNeedsNew = Localized(ko: "plan에는 --new가 필요합니다", en: "plan needs --new")
    /// A command that lists the roster without `--roster`.
    static let rosterRequired = Localized(ko: "--roster FILE이 필요합니다", en: "--roster FILE is required")
    /// `--grade-written-variant` without `--roster`.
    static let writtenVariantNeedsRoster = Localized(
        ko: "--grade-written-variant에는 --roster가 필요합니다 (답안이 쓰인 문제지를 명단에서 찾습니다)",
        en: "--grade-written-variant needs --roster (the sheet an answer was written on is found in it)")
    /// An autograder for a per-student exercise without `--roster`.
    static let autograderNeedsRoster = Localized(
        ko:
            "학생마다 다른 문제에는 --roster FILE이 필요합니다: 자동 채점기가 Gradescope의 sid·이메일·이름을 문제지의 학번으로 바꿀 수 있어야 합니다",
        en:
            "a per-student exercise needs --roster FILE: the autograder must map Gradescope's sid, email or name to the id each handout was keyed by"
    )

    /// `--format url` with a unit the page's form does not offer.
    /// - Parameters:
    ///   - names: the units it takes, `grapheme, word`.
    ///   - given: the unit given.
    static func urlUnit(_ names: String, given: String) -> Localized {
        Localized(
            ko: "--format url은 --unit \(names)만 받습니다 (받은 값: \(given))",
            en: "--format url takes --unit \(names) (got \(given))")
    }

    /// `--step` outside `1...frames`.
    static func stepOutside(_ step: Int, frames: Int) -> Localized {
        Localized(
            ko: "--step은 1부터 \(frames)까지입니다 (받은 값: \(step))", en: "--step runs from 1 to \(frames) (got \(step))")
    }

    /// No lesson named `id`; `near` is the one the user may have meant.
    static func noSuchLesson(_ id: String, near: String?) -> Localized {
        Localized(
            ko: "그런 레슨이 없습니다: \(id)" + (near.map { ". 혹시 \($0) 레슨인가요?" } ?? "") + " (diffstep lesson list)",
            en: "no such lesson: \(id)" + (near.map { "; did you mean \($0)?" } ?? "") + " (diffstep lesson list)")
    }

    /// A language `--lang` does not know.
    static func unknownLanguage(_ name: String) -> Localized {
        Localized(ko: "모르는 언어입니다: \(name) (ko 또는 en)", en: "unknown language: \(name) (ko or en)")
    }

    /// `--lang` named no language.
    static let noLanguage = Localized(ko: "--lang이 비었습니다", en: "--lang is empty")
}

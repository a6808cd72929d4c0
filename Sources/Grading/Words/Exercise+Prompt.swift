import Storyboard

/// The words of a handout: the task a kind asks for and how to write the answer.
extension Exercise {
    /// The task a kind asks for when the front matter has no `prompt`.
    var defaultPrompt: Localized {
        switch kind {
        case .distance:
            Localized(ko: "원본을 목표로 바꾸는 편집 거리를 구하세요.", en: "Find the edit distance from the source to the target.")
        case .table: Localized(ko: "Wagner-Fischer 표를 모두 채우세요.", en: "Fill in the whole Wagner-Fischer table.")
        case .alignment:
            Localized(
                ko: "원본을 목표로 바꾸는 최적의 편집 스크립트를 쓰세요.", en: "Write an optimal edit script from the source to the target.")
        case .batch:
            Localized(
                ko: "크래시 없이 old를 new로 바꾸는 performBatchUpdates 호출을 쓰세요.",
                en: "Write the performBatchUpdates calls that turn old into new without crashing.")
        case .predictCrash:
            Localized(
                ko: "이 배치를 실행하면 UIKit이 던지는 예외 메시지를 쓰세요 (없으면 none).",
                en: "Write the exception message UIKit raises for this batch (or none).")
        case .snapshot:
            Localized(
                ko: "스크립트의 마지막 apply에서 UIKit이 수행하는 배치를 쓰세요. 예외가 나면 그 메시지를 쓰세요.",
                en: "Write the batch UIKit performs for the script's last apply, or the exception it raises.")
        }
    }

    /// How to write the answer file, per kind.
    var answerFormat: Localized {
        switch kind {
        case .distance: Localized(ko: "숫자 하나.", en: "One number.")
        case .table:
            Localized(
                ko:
                    "표를 그대로 옮겨 ?를 채우세요. 한 줄에 한 행, 칸은 공백·쉼표·세미콜론·탭으로 구분합니다. 칸에는 숫자나 '2i 1d' 표기(순서와 대소문자 상관없음)를 쓰고, 모르는 칸은 ?로 둡니다. 글자 머리줄과 # 주석은 그대로 두어도 됩니다.",
                en:
                    "Copy the grid and replace each ?: one row per line, cells separated by spaces, commas, semicolons or tabs; a number or the '2i 1d' notation (any order or case); ? for a blank. The letter labels and # comments may stay."
            )
        case .alignment:
            Localized(
                ko: "한 줄에 연산 하나: insert X, delete X, substitute X -> Y, keep X.",
                en: "One operation per line: insert X, delete X, substitute X -> Y, keep X.")
        case .batch:
            Localized(
                ko: "글의 Swift 코드 또는 간단한 형식(delete 0 1 2 / insert 3 4 5).",
                en: "Swift as in the article, or the compact form (delete 0 1 2 / insert 3 4 5).")
        case .predictCrash:
            Localized(ko: "예외의 reason 문장 한 줄, 또는 none.", en: "The exception's reason on one line, or none.")
        case .snapshot:
            Localized(
                ko:
                    "간단한 형식의 호출(delete 0 / insert 1:2 / move 0 3 / delete section 1), 바뀌는 것이 없으면 none, reloadData면 reloadData, 예외면 그 메시지 한 줄.",
                en:
                    "Compact calls (delete 0 / insert 1:2 / move 0 3 / delete section 1), none when nothing changes, reloadData for a reload, or the exception's message on one line."
            )
        }
    }
}

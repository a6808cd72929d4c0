import DiffEngine
import Storyboard

/// The feedback on an edit script (`AlignmentJudge`), in both languages. The names of the
/// edits come from Storyboard (`EditOperation.name`).
enum AlignmentWords {
    /// The next source letter is not the one the step consumes.
    static func nextSource(_ letter: Character?) -> Localized {
        Localized(
            ko: "원본의 다음 글자는 \(quoted(letter, ko: true))입니다",
            en: "the next source letter is \(quoted(letter, ko: false))")
    }

    /// The target needs another letter than the step produces.
    static func targetNeeds(_ letter: Character?) -> Localized {
        Localized(
            ko: "목표의 다음 글자는 \(quoted(letter, ko: true))입니다",
            en: "the target needs \(quoted(letter, ko: false)) next")
    }

    /// A `keep` of two letters that differ.
    static func cannotKeep(_ next: Character?, _ needed: Character?) -> Localized {
        let (a, b) = (next.map(String.init) ?? "", needed.map(String.init) ?? "")
        return Localized(
            ko: "\(Korean.phrase("'\(a)'", .with)) \(Korean.phrase("'\(b)'", .topic)) 같지 않아 유지할 수 없습니다",
            en: "'\(a)' and '\(b)' differ, so it cannot be kept")
    }

    /// After the last step, letters of the source are left and the target lacks some.
    static func leftOver(source: String, target: String) -> Localized {
        Localized(
            ko:
                "마지막 단계 뒤에도 원본에 \(Korean.phrase("'\(source)'", .subject)) 남고 목표의 \(Korean.phrase("'\(target)'", .subject)) 빠져 있습니다",
            en: "after the last step the source still has '\(source)' left and the target lacks '\(target)'")
    }

    /// A co-optimal alignment: full marks.
    static func optimal(cost: Int, distance: Int, count: String) -> Localized {
        Localized(
            ko: "연산 \(cost)번으로 바꾸는 최적 정렬입니다 (편집 거리 \(distance), 최적 정렬은 모두 \(count)가지). 정답!",
            en:
                "An optimal alignment: \(cost) operations, the edit distance is \(distance) (one of \(count) optimal alignments). Right!"
        )
    }

    /// A valid but longer script: partial credit, and the hint.
    static func longer(cost: Int, creditPercent: Int) -> Localized {
        let (substitute, delete, insert) = (
            EditOperation.substitute.name.ko, EditOperation.delete.name.ko, EditOperation.insert.name.ko
        )
        return Localized(
            ko:
                "올바르게 바꾸지만 연산 \(cost)번은 가장 적은 수가 아닙니다 (\(creditPercent)% 점수). \(substitute) 하나가 \(delete)와 \(insert) 둘을 대신할 수 있는지 보세요.",
            en:
                "Valid, but \(cost) operations are not the fewest (\(creditPercent)% credit). See whether one substitution can replace a delete and an insert."
        )
    }

    /// The key: the distance.
    static func distanceKey(_ distance: Int) -> Localized {
        Localized(ko: "편집 거리: \(distance)", en: "edit distance: \(distance)")
    }

    /// Where the script stops, and why.
    static func stopsAt(step number: Int, _ text: String, _ problem: Localized, made: String) -> Localized {
        Localized(
            ko: "\(number)번째 단계 '\(text)'에서 멈춥니다: \(problem.ko) (여기까지 만든 목표: '\(made)')",
            en: "it stops at step \(number) '\(text)': \(problem.en) (target built so far: '\(made)')")
    }

    /// The script does not turn `words` (`'a' → 'b'`); `detail` says where.
    static func stops(_ words: String, _ detail: Localized) -> Localized {
        Localized(
            ko: "이 스크립트는 \(words) 변환을 끝내지 못합니다. " + detail.ko + ".",
            en: "This script does not turn \(words). " + detail.en + ".")
    }

    private static func quoted(_ letter: Character?, ko: Bool) -> String {
        letter.map { "'\($0)'" } ?? (ko ? "없음" : "nothing")
    }
}

import DiffEngine
import Render
import Storyboard

/// The words of the input forms `inputs.js` adds to each widget (`data-input-words`), and of
/// the playgrounds' report, in both languages.
extension SiteText {
    static let inputCommon: KeyValuePairs<String, Localized> = [
        "legend": Localized(ko: "직접 넣어 보기", en: "Try your own"),
        "run": Localized(ko: "보기", en: "Show"),
        "reset": Localized(ko: "원래 예로", en: "Back to the example"),
        "link": Localized(ko: "이 화면 링크", en: "Link to this view"),
        "refused": Localized(ko: "보여 줄 수 없습니다:", en: "Cannot show this:"),
        "broken": Localized(
            ko: "이 페이지가 이 입력을 실행하지 못했습니다. 입력이 아니라 페이지의 잘못입니다. 새로 고친 뒤 다시 해 보고, 또 그러면 알려 주세요.",
            en:
                "This page could not run that input. The fault is the page's, not your input's. Reload and try again; if it happens again, please report it."
        ),
        "nothing.calls": Localized(
            ko: "호출이 없습니다. 예처럼 배치의 호출을 쓰세요 (delete 0, insert 2).",
            en: "There are no calls. Write the batch's calls, as in the example (delete 0, insert 2)."),
        "nothing.batch": Localized(
            ko: "단계별로 볼 배치가 없습니다. 이 호출에는 insert, delete, move, reload가 없습니다 (reloadData는 모두 다시 그립니다).",
            en:
                "There is no batch to step through: these calls hold no insert, delete, move or reload (reloadData redraws everything)."
        ),
        "nothing.script": Localized(
            ko: "스크립트가 비어 있습니다. 예처럼 한 줄에 메서드 하나씩 쓰세요 (appendSections main).",
            en: "The script is empty. Write one method per line, as in the example (appendSections main)."),
    ]
    static let inputTrace: KeyValuePairs<String, Localized> = [
        // A large trace is computed off the page's thread, with its progress (inputs.working.js).
        "working": Localized(
            ko: "계산하는 중입니다. 큰 표는 몇 초 걸립니다. 그동안에도 페이지를 쓸 수 있습니다.",
            en: "Working it out. A large table takes a few seconds; the page stays usable meanwhile."),
        "drawing": Localized(ko: "표를 그리는 중입니다.", en: "Drawing the table."),
        "cancel": Localized(ko: "취소", en: "Cancel"),
        "cancelled": Localized(
            ko: "취소했습니다. 입력 칸을 지금 보이는 결과의 입력으로 되돌렸습니다.",
            en: "Cancelled. The fields are back to the input the widget shows."),
        "source": Localized(ko: "바꿀 텍스트", en: "From"),
        "target": Localized(ko: "목표 텍스트", en: "To"),
        "unit": Localized(ko: "단위", en: "Unit"),
        "unit.grapheme": Localized(ko: "글자", en: "letters"),
        "unit.scalar": Localized(ko: "유니코드 스칼라", en: "Unicode scalars"),
        "unit.jamo": Localized(ko: "한글 자모", en: "Hangul jamo"),
        "unit.word": Localized(ko: "낱말", en: "words"),
        "tie-break": Localized(ko: "비용이 같을 때", en: "Tie-break"),
        "tie-break.deepdiff": Localized(
            ko:
                "\(EditOperation.delete.name.ko), \(EditOperation.insert.name.ko), \(EditOperation.substitute.name.ko) 순 (deepdiff)",
            en: "delete, insert, substitute (deepdiff)"),
        "tie-break.diagonal-first": Localized(ko: "대각선 먼저", en: "diagonal first"),
        "notation": Localized(ko: "칸에 보일 것", en: "Cells show"),
        "notation.cost": Localized(ko: "비용", en: "the cost"),
        "notation.ops": Localized(ko: "연산 (2i 1d)", en: "the operations (2i 1d)"),
    ]
    static let inputLists: KeyValuePairs<String, Localized> = [
        "old": Localized(ko: "옛 목록", en: "Old list"),
        "new": Localized(ko: "새 목록", en: "New list"),
        "lists": Localized(
            ko: "공백으로 나눈 항목, 공백이 없으면 한 글자가 한 항목", en: "items split at spaces; with no space, one per character"),
    ]
    static let inputBatch: KeyValuePairs<String, Localized> = [
        "old": Localized(
            ko: "이전: 화면에 보이는 항목 (a b c 또는 A: a b | B: c)", en: "Before: what the view shows (a b c, or A: a b | B: c)"),
        "new": Localized(
            ko: "이후: 데이터 소스의 항목 (비우면 호출이 만드는 결과)", en: "After: what the data source holds (empty: what the calls make)"),
        "cached": Localized(
            ko: "뷰의 캐시: 뷰가 마지막으로 센 항목, 이전과 다를 때만 (비우면 이전과 같음)",
            en: "The view's cache: what the view last counted, only if not Before (empty: the same as Before)"),
        "calls": Localized(
            ko: "호출: 글의 Swift 코드 또는 짧은 형식 (delete 0, insert 2)",
            en: "Calls: the article's Swift, or the compact form (delete 0, insert 2)"),
        "view": Localized(ko: "뷰", en: "View"),
        "view.": Localized(ko: "호출이 가리키는 뷰 (없으면 컬렉션 뷰)", en: "what the calls name (else a collection view)"),
        "view.collection": Localized(ko: "컬렉션 뷰 (item)", en: "collection view (item)"),
        "view.table": Localized(ko: "테이블 뷰 (row)", en: "table view (row)"),
        "ios": Localized(ko: "iOS 버전 (문구와 규칙)", en: "iOS release (texts and rules)"),
        "ios.13": Localized(ko: "13 (글의 문구)", en: "13 (the article's texts)"),
    ]
    static let inputSnapshot: KeyValuePairs<String, Localized> = [
        "script": Localized(ko: "스냅샷 스크립트 (한 줄에 메서드 하나)", en: "Snapshot script (one method per line)"),
        "ios": Localized(ko: "iOS 버전 (스냅샷 규칙)", en: "iOS release (snapshot rules)"),
        "ios.16": Localized(ko: "16 (15의 규칙)", en: "16 (15's rules)"),
        "ios.16.4": Localized(ko: "16.4 (15의 규칙)", en: "16.4 (15's rules)"),
        "ios.18": Localized(ko: "18 (17의 규칙)", en: "18 (17's rules)"),
        "ios.26": Localized(ko: "26 (현재 릴리스, 17의 규칙)", en: "26 (the current release; 17's rules)"),
    ]
    static let report: KeyValuePairs<String, Localized> = [
        "verdict": Localized(ko: "판정", en: "Verdict"),
        "verdict.correct": Localized(
            ko: "UIKit이 받아들이고, 화면이 새 데이터와 같습니다.", en: "UIKit accepts it, and the screen matches the new data."),
        "verdict.raises": Localized(ko: "UIKit이 예외를 던집니다: 앱이 죽습니다.", en: "UIKit raises an exception: the app crashes."),
        "verdict.wrongContent": Localized(
            ko: "죽지는 않지만 화면이 새 데이터와 다릅니다.", en: "No crash, but the screen does not match the new data."),
        "verdict.reloadsData": Localized(
            ko: "UIKit이 배치를 버리고 reloadData로 다시 그립니다.", en: "UIKit drops the batch and reloads all data."),
        "written": Localized(ko: "쓴 순서대로 읽으면", en: "Read in the order written"),
        "uikit": Localized(
            ko: "UIKit이 읽는 방식 (삭제는 이전 인덱스, 삽입은 이후 인덱스)",
            en: "As UIKit reads it (deletes at old indexes, inserts at new)"),
        "exception": Localized(ko: "UIKit의 예외 메시지", en: "UIKit's exception"),
        "plan": Localized(ko: "안전한 배치", en: "A safe batch"),
        "same": Localized(ko: "바꿀 것이 없습니다.", en: "Nothing to change."),
        "matches": Localized(ko: "새 데이터와 같음", en: "matches the new data"),
        "differs": Localized(ko: "새 데이터와 다름", en: "differs from the new data"),
        "skipped": Localized(ko: "건너뜀 (범위 밖)", en: "skipped (out of range)"),
        "notEveryCall": Localized(
            ko: "호출을 건너뛰었으니 쓴 순서대로도 되지 않습니다", en: "a call was skipped, so the written order does not work either"),
        "deleted": Role.deleted.name,
        "inserted": Role.inserted.name,
        "moved": Role.moved.name,
        "reloaded": Localized(ko: "리로드", en: "reloaded"),
        "steps": Localized(ko: "단계", en: "Steps"),
        "exceptions.none": Localized(ko: "예외 없음", en: "no exception"),
        "exceptions.one": Localized(ko: "예외 1개", en: "1 exception"),
        "stopped": Localized(
            ko: "앱은 {line}번째 줄에서 멈춥니다. 그 뒤의 줄은 실행되지 않습니다.",
            en: "The app stops at line {line}. The lines after it never run."),
    ]

    /// The words a widget of `kind` needs, as one JSON object in `language`.
    static func inputWords(kind: String, report: Bool, language: Language) -> String {
        let groups: [KeyValuePairs<String, Localized>] =
            switch kind {
            case "trace": [inputCommon, inputTrace]
            case "heckel": [inputCommon, inputLists]
            case "batch": [inputCommon, inputBatch] + (report ? [Self.report] : [])
            default: [inputCommon, inputSnapshot] + (report ? [Self.report] : [])
            }
        let members = groups.flatMap { group in group.map { JSON.Member($0.key, .string($0.value[language])) } }
        return JSON.object(members).serialized(pretty: false)
    }
}

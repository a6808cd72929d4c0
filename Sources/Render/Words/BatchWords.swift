import BatchSimulation
import Storyboard

/// The sentences the batch and plan screens explain with, in Korean and English.
enum BatchWords {
    static let sequentialHeading = Localized(ko: "적힌 순서대로 (의도한 대로)", en: "As written, call after call (what was meant)")
    static let uikitHeading = Localized(
        ko: "UIKit이 읽는 방식 (삭제는 배치 전 인덱스, 삽입은 배치 후 인덱스)", en: "As UIKit reads it (deletes: old indexes, inserts: new)")
    static let start = Localized(ko: "시작", en: "start")
    static let result = Localized(ko: "결과", en: "result")
    static let before = Localized(ko: "배치 전", en: "before")
    static let afterDeletes = Localized(ko: "삭제 후", en: "deleted")
    static let after = Localized(ko: "배치 후", en: "after")
    static let batch = Localized(ko: "배치", en: "Batch")
    /// Where a batch is written: `8-10번째 줄`, `lines 8-10`.
    static func lines(_ span: String, count: Int) -> Localized {
        Localized(ko: "\(span)번째 줄", en: (count == 1 ? "line " : "lines ") + span)
    }
    static let old = Localized(ko: "이전 데이터", en: "old data")
    /// `--cached`: what the view had cached when the batch began.
    static let cached = Localized(ko: "뷰 캐시", en: "view cache")
    static let new = Localized(ko: "새 데이터", en: "new data")
    static let legend = Localized(
        ko: "표시: +삽입 -삭제 ~다시 그림 >이동 !틀린 셀",
        en: "marks: +inserted -deleted ~reloaded >moved !wrong cell")
    static let correct = Localized(
        ko: "✓ UIKit이 배치를 받아들이고, 화면이 새 데이터와 같습니다.",
        en: "✓ UIKit accepts the batch and the view shows the new data.")
    static let raises = Localized(
        ko: "✗ UIKit이 NSInternalInconsistencyException을 던집니다:",
        en: "✗ UIKit raises NSInternalInconsistencyException:")
    static let wrongContent = Localized(
        ko: "⚠ 크래시는 없지만 화면 내용이 틀립니다:",
        en: "⚠ No crash, but wrong content:")
    static let reloadsData = Localized(
        ko: "⚠ UIKit이 애니메이션을 포기하고 reloadData로 대신합니다.",
        en: "⚠ UIKit gives up the animation and falls back to reloadData.")
    static let logged = Localized(ko: "로그에 남는 메시지:", en: "logged:")
    static let orderNote = Localized(
        ko: "적힌 순서대로라면 맞지만, performBatchUpdates는 순서와 상관없이 삭제를 배치 전 인덱스로 먼저, 삽입을 배치 후 인덱스로 나중에 처리합니다.",
        en:
            "Call after call this would work, but performBatchUpdates applies deletes first on the old indexes and inserts on the new indexes, whatever the written order."
    )
    /// The written order skipped a call, so it is no reading of the batch either:
    /// `line 1 (insert 9)`, why, and how many more calls were skipped.
    static func skippedNote(line: Int, call: String, problem: SequentialReading.Problem, more: Int) -> Localized {
        let place =
            line > 0
            ? Localized(ko: "\(line)번째 줄 (\(call))", en: "line \(line) (\(call))") : Localized(ko: call, en: call)
        let reason: Localized
        switch problem {
        case .missingItem(let path, let count):
            reason = Localized(
                ko: "\(path.section)번 섹션에는 \(path.item)번 자리가 없습니다 (\(count)개뿐).",
                en: "there is no index \(path.item) in section \(path.section) (only \(count) items).")
        case .missingSection(let section, let count):
            reason = Localized(
                ko: "\(section)번 섹션이 없습니다 (\(count)개뿐).",
                en: "there is no section \(section) (only \(count) sections).")
        }
        var note = Localized(
            ko: "적힌 순서대로 읽어도 되지 않습니다. 건너뛴 호출: \(place.ko). " + reason.ko,
            en: "Call after call this does not work either: it skips \(place.en), as " + reason.en)
        if more > 0 {
            note.ko += " 그 밖에 호출 \(more)개를 더 건너뜁니다."
            note.en += more == 1 ? " 1 more call is skipped too." : " \(more) more calls are skipped too."
        }
        return note
    }
    static let skipped = Localized(ko: "건너뜀 (범위 밖)", en: "skipped (out of range)")
    static let raisedHere = Localized(ko: "✗ 여기서 예외", en: "✗ raises here")

    /// `0-4 shows f, data has c`.
    static func difference(_ path: String, shown: String, expected: String) -> Localized {
        Localized(ko: "\(path): 화면 \(shown), 데이터 \(expected)", en: "\(path) shows \(shown), data has \(expected)")
    }
}

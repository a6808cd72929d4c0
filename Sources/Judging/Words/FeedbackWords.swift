import DiffEngine
import Storyboard

/// The feedback of the batch and snapshot judges (``BatchJudge``, ``SnapshotJudge``): what a
/// student reads for a batch, a predicted exception or an apply. The names of the edits come
/// from Storyboard (`EditOperation.name`, `Role.name`).
package enum FeedbackWords {
    /// "Right: " before what was right.
    static func right(_ what: Localized) -> Localized {
        Localized(ko: "맞습니다: \(what.ko)", en: "Right: \(what.en)")
    }

    /// The answer holds no `performBatchUpdates`.
    static let noBatchCalls = Localized(ko: "배치 호출이 없습니다", en: "there are no batch-update calls")

    /// The calls could not be read; `words` says why.
    static func unreadableCalls(_ words: Localized) -> Localized {
        Localized(ko: "호출을 읽을 수 없습니다: \(words.ko)", en: "cannot read the calls: \(words.en)")
    }

    /// `no-crash`, earned.
    static let runsWithoutCrashing = Localized(ko: "크래시 없이 실행됩니다.", en: "Runs without crashing.")
    /// `no-crash`, earned, when the content is still wrong.
    static let doesNotCrash = Localized(ko: "크래시는 없습니다.", en: "It does not crash.")
    /// `content`, earned.
    static let showsNew = Localized(ko: "화면이 new와 같습니다. 정답!", en: "The view shows exactly the new items. Right!")
    /// `content`, lost to a crash.
    static let crashHidesContent = Localized(
        ko: "크래시가 나서 내용을 볼 수 없습니다.", en: "It crashes, so there is no content to judge.")

    /// `content`, lost: UIKit reloads instead of animating; `logged` is the logged exception
    /// in parentheses, or empty.
    static func fallsBackToReload(logged: String) -> Localized {
        Localized(
            ko: "UIKit이 애니메이션 대신 reloadData로 돌아갑니다\(logged).",
            en: "UIKit falls back to reloadData instead of animating\(logged).")
    }

    /// The exception a batch raises.
    static func raised(_ message: String) -> Localized {
        Localized(
            ko: "UIKit이 NSInternalInconsistencyException을 던집니다: \(message)",
            en: "UIKit raises NSInternalInconsistencyException: \(message)")
    }

    /// `content`, partly lost: the first positions that show the wrong item.
    /// - Parameters:
    ///   - count: how many positions differ.
    ///   - shown: the first few, as (item, on screen, should be).
    ///   - more: whether more differ than are shown.
    static func wrongItems(count: Int, shown: [(item: Int, onScreen: String, should: String)], more: Bool)
        -> Localized
    {
        let rest = more ? ", …" : ""
        return Localized(
            ko: "크래시는 없지만 \(count)개 칸의 아이템이 틀립니다: "
                + shown.map { "\($0.item)번 칸: '\($0.onScreen)' (정답 '\($0.should)')" }.joined(separator: ", ")
                + rest,
            en: "No crash, but \(count) positions show the wrong item: "
                + shown.map { "item \($0.item): '\($0.onScreen)' instead of '\($0.should)'" }.joined(separator: ", ")
                + rest)
    }

    /// The answer key of a batch that raises nothing.
    package static let noException = Localized(ko: "예외 없음 (none)", en: "No exception (none)")

    /// A batch that runs without an exception.
    static let runsWithoutException = Localized(
        ko: "이 배치는 예외 없이 실행됩니다.", en: "this batch runs without an exception.")
    /// The key of a prediction when the batch raises nothing.
    static let raisesNothing = Localized(ko: runsWithoutException.ko, en: "This batch raises nothing.")

    /// A wrong prediction: the rule to check, never the text.
    static let predictionDiffers = Localized(
        ko:
            "예측이 UIKit의 동작과 다릅니다. 섹션마다 이후 개수 = 이전 개수 + \(EditOperation.insert.name.ko) - \(EditOperation.delete.name.ko)인지, \(EditOperation.delete.name.ko)는 이전 인덱스로, \(EditOperation.insert.name.ko)은 이후 인덱스로 따지는지 확인하세요.",
        en:
            "Your prediction differs from what UIKit does. Check, per section, after = before + inserted - deleted, with deletes at before-indexes and inserts at after-indexes."
    )

    /// A batch UIKit accepts that reaches the new snapshot, though not UIKit's own.
    static let reachesTarget = Localized(
        ko: "UIKit이 받아들이고 목표 상태에 도달하는 배치입니다.", en: "UIKit accepts this batch and it reaches the new snapshot.")

    /// UIKit reloads the whole view for this apply.
    static let reloadsData = Localized(
        ko: "UIKit은 애니메이션 없이 reloadData를 합니다.", en: "UIKit calls reloadData instead of animating.")

    /// Exactly the batch UIKit performs.
    static let exactBatch = Localized(ko: "UIKit이 수행하는 배치 그대로입니다.", en: "exactly the batch UIKit performs.")

    /// A wrong apply: how to find the batch.
    static let applyDiffers = Localized(
        ko:
            "UIKit이 이 apply에서 하는 일과 다릅니다. 두 스냅샷의 차이를 \(EditOperation.delete.name.ko)(이전 위치), \(EditOperation.insert.name.ko)(이후 위치), \(Role.moved.name.ko)으로 나눠 보세요.",
        en:
            "This is not what UIKit does for this apply. Split the difference of the two snapshots into deletes (old positions), inserts (new positions) and moves."
    )

    /// Some of the calls are right: how many, what is missing and what UIKit does not do.
    static func someCalls(right both: Int, of either: Int, missing: Int, extra: [String]) -> Localized {
        var ko = ["\(either)개 중 \(both)개의 호출이 맞습니다."]
        var en = ["\(both) of \(either) calls are right."]
        if missing > 0 {
            ko.append("빠진 호출이 \(missing)개 있습니다.")
            en.append("\(missing) call(s) missing.")
        }
        if !extra.isEmpty {
            ko.append("UIKit이 하지 않는 호출: " + extra.joined(separator: "; ") + ".")
            en.append("Not performed: " + extra.joined(separator: "; ") + ".")
        }
        return Localized(ko: ko.joined(separator: " "), en: en.joined(separator: " "))
    }

    /// The calls a partly right answer lacks.
    static func missingCalls(_ missing: [String]) -> Localized {
        Localized(ko: "빠진 호출: " + missing.joined(separator: "; "), en: "Missing: " + missing.joined(separator: "; "))
    }

    /// What really happens for a wrong apply: nothing, a batch, a reload or an exception.
    static let applyChangesNothing = Localized(
        ko: "이 apply는 아무것도 바꾸지 않습니다 (none).", en: "This apply changes nothing (none).")
    /// The batch UIKit performs.
    static func performs(_ calls: [String]) -> Localized {
        Localized(
            ko: "UIKit이 수행하는 배치: " + calls.joined(separator: "; "),
            en: "UIKit performs: " + calls.joined(separator: "; "))
    }
    /// The exception an apply raises.
    static func applyRaises(_ message: String) -> Localized {
        Localized(ko: "UIKit이 예외를 던집니다: \(message)", en: "UIKit raises: \(message)")
    }

    /// The answer key of an apply that changes nothing.
    package static let nothingChanges = Localized(ko: "바뀌는 것 없음 (none)", en: "Nothing changes (none)")
}

import BatchModel
import BatchSimulation

/// The rule behind each template, its typical cause and its fix, in both languages.
package enum ExceptionWords {
    /// The rule UIKit checks, in one line.
    package static func rule(_ template: Exception.Template) -> Localized {
        switch template {
        case .invalidIndexPath:
            Localized(
                ko: "업데이트 호출의 인덱스는 0 이상이어야 합니다 (iOS 14부터 테이블 뷰가 호출할 때 검사)",
                en: "an update call's section and row are never negative (table views check it at the call from iOS 14)"
            )
        case .invalidSectionCount, .invalidItemCount, .deleteMoreThanExist, .invalidBatch, .invalidTableViewUpdate:
            Localized(
                ko: "배치 후 개수 = 배치 전 개수 + 삽입 - 삭제 (± 이동)",
                en: "count after = count before + inserted - deleted (± moved)")
        case .insertAndMoveTo:
            Localized(
                ko: "배치 후(AFTER) 인덱스 하나에는 한 가지 변경만: 삽입과 이동 도착은 겹칠 수 없습니다",
                en: "one change per index AFTER the batch: an insert and a move's destination cannot share one")
        case .deleteAndReload, .deleteAndMoveFrom, .moveSectionToBoth, .moveItemToBoth, .moveBothSections,
            .moveBothItems:
            Localized(
                ko: "한 인덱스에는 한 가지 변경만: 삭제·리로드·이동은 겹칠 수 없습니다",
                en: "one change per index: delete, reload and move cannot share one")
        case .deleteSectionRange, .deleteItemSectionRange, .deleteItemRange, .moveSectionFromRange,
            .moveItemFromSectionRange, .moveItemFromRange:
            Localized(
                ko: "삭제·리로드·이동 출발 인덱스는 배치 전(BEFORE) 기준으로 존재해야 합니다",
                en: "delete, reload and move-from indexes must exist BEFORE the batch")
        case .insertSectionRange, .insertItemSectionRange, .insertItemRange, .moveSectionToRange,
            .moveItemToSectionRange, .moveItemToRange:
            Localized(
                ko: "삽입·이동 도착 인덱스는 배치 후(AFTER) 기준으로 존재해야 합니다",
                en: "insert and move-to indexes must exist AFTER the batch")
        case .moveAcrossChangedSection:
            Localized(
                ko: "지워지는 섹션에서 나가거나 새로 넣는 섹션으로 들어가는 이동은 할 수 없습니다",
                en: "no move out of a deleted section or into an inserted one")
        }
    }

    /// The code that typically causes it.
    package static func cause(_ template: Exception.Template) -> Localized {
        switch template {
        case .invalidIndexPath:
            Localized(
                ko:
                    "찾지 못한 위치(firstIndex가 nil이라 -1로 바꾼 값 등)를 그대로 IndexPath로 넘겼습니다. NSIndexPath는 -1을 18446744073709551615로 찍습니다.",
                en:
                    "A position that was not found (a missing firstIndex turned into -1) went into an IndexPath. NSIndexPath prints -1 as 18446744073709551615."
            )
        case .invalidSectionCount, .invalidItemCount, .deleteMoreThanExist, .invalidTableViewUpdate:
            Localized(
                ko: "데이터를 바꾸지 않고 insert/delete를 호출했거나, 호출보다 먼저 (또는 다른 스레드에서) 데이터를 바꿔 뷰가 배치 시작 전에 새 개수를 읽었습니다.",
                en:
                    "The calls were made without changing the data, or the data changed before the batch (or on another thread) so the view read the new counts before it began."
            )
        case .invalidBatch:
            Localized(
                ko: "배치 클로저 밖에서 데이터를 바꿨거나, 호출한 업데이트가 실제 데이터 변경과 다릅니다. iOS 16.4부터는 보이지 않는 뷰도 검사합니다.",
                en:
                    "The data changed outside the updates closure, or the calls do not match the change; since iOS 16.4 views off screen are checked too."
            )
        case .insertAndMoveTo:
            Localized(
                ko: "한 새 위치에 대해 diff의 삽입과 이동 도착을 둘 다 넘겼습니다 (이동 도착을 배치 전 기준으로 계산한 경우 등).",
                en:
                    "A diff's insert and a move's destination were both passed for one new position (e.g. the destination computed BEFORE the change)."
            )
        case .deleteAndReload, .deleteAndMoveFrom, .moveSectionToBoth, .moveItemToBoth, .moveBothSections,
            .moveBothItems:
            Localized(
                ko: "diff 결과(예: NSFetchedResultsController의 update와 move)를 그대로 두 번 넘겼습니다.",
                en:
                    "A diff's changes were passed twice for one index (e.g. an NSFetchedResultsController update and move)."
            )
        case .deleteSectionRange, .deleteItemSectionRange, .deleteItemRange, .moveSectionFromRange,
            .moveItemFromSectionRange, .moveItemFromRange:
            Localized(
                ko: "삭제 인덱스를 배치 후 기준으로 계산했거나, 뷰가 아직 로드되지 않아 배치 전 개수가 0이었습니다.",
                en: "Delete indexes were computed AFTER the change, or the view had not loaded and held 0 before.")
        case .insertSectionRange, .insertItemSectionRange, .insertItemRange, .moveSectionToRange,
            .moveItemToSectionRange, .moveItemToRange:
            Localized(
                ko: "데이터에 추가하기 전에 insert를 호출했거나, 삽입 인덱스를 배치 전 기준으로 계산했습니다.",
                en:
                    "insert was called before the data was appended to, or insert indexes were computed BEFORE the change."
            )
        case .moveAcrossChangedSection:
            Localized(
                ko: "섹션 추가/삭제와 그 섹션을 오가는 이동을 한 배치에 넣었습니다.",
                en: "A section insert or delete and a move touching that section share one batch.")
        }
    }

    /// The fix.
    package static func fix(_ template: Exception.Template) -> Localized {
        switch template {
        case .invalidIndexPath:
            Localized(
                ko: "위치를 찾지 못하면 그 호출을 건너뛰세요. reloadRows에 넘기기 전에 행과 섹션이 0 이상이고 개수보다 작은지 확인하세요.",
                en:
                    "When the position is not found, skip the call. Check that the row and section are at least 0 and below the counts before reloadRows."
            )
        case .invalidSectionCount, .invalidItemCount, .deleteMoreThanExist, .invalidBatch, .invalidTableViewUpdate:
            Localized(
                ko:
                    "performBatchUpdates 클로저 안에서 데이터를 먼저 바꾸고 같은 변경을 호출하세요. 개수가 확실하지 않으면 diffable data source나 reloadData를 쓰세요.",
                en:
                    "Change the data inside the performBatchUpdates closure, then make the matching calls; when unsure of the counts, use a diffable data source or reloadData."
            )
        case .insertAndMoveTo:
            Localized(
                ko: "배치 후 인덱스마다 변경을 하나로: 이동 도착은 변경 후 데이터에서 계산하고, 같은 자리에 삽입이 있으면 둘 중 하나만 남기세요.",
                en:
                    "Keep one change per AFTER index: compute move destinations on the data after the change, and keep only one of an insert and a move to the same place."
            )
        case .deleteAndReload, .deleteAndMoveFrom, .moveSectionToBoth, .moveItemToBoth, .moveBothSections,
            .moveBothItems:
            Localized(
                ko: "인덱스마다 변경을 하나로 합치세요: 이동하면서 바뀐 항목은 move 대신 delete+insert로, 리로드는 배치 밖에서 하세요.",
                en:
                    "Keep one change per index: a moved item that also changed becomes delete + insert; reload after the batch."
            )
        case .deleteSectionRange, .deleteItemSectionRange, .deleteItemRange, .moveSectionFromRange,
            .moveItemFromSectionRange, .moveItemFromRange:
            Localized(
                ko: "삭제·이동 출발 인덱스는 변경 전 데이터에서 계산하세요.",
                en: "Compute delete and move-from indexes on the data before the change.")
        case .insertSectionRange, .insertItemSectionRange, .insertItemRange, .moveSectionToRange,
            .moveItemToSectionRange, .moveItemToRange:
            Localized(
                ko: "데이터를 먼저 추가하고, 삽입·이동 도착 인덱스는 변경 후 데이터에서 계산하세요.",
                en: "Append to the data first and compute insert and move-to indexes on the data after the change.")
        case .moveAcrossChangedSection:
            Localized(
                ko: "그 이동을 delete+insert로 바꾸거나, 섹션 변경과 이동을 두 배치로 나누세요.",
                en: "Turn the move into delete + insert, or split the section change and the move into two batches.")
        }
    }
}

import BatchModel
import DiffableSnapshots

/// The words of the texts added last: a table's animation fractions, an unresolved row, an
/// identifier not equal to itself, and snapshots applied from two queues.
extension DataSourceCrashWords {
    /// The check, the usual cause and the fix of the kinds this file words.
    static func more(_ kind: DataSourceCrash.Kind) -> (rule: Localized, cause: Localized, fix: Localized) {
        switch kind {
        case .animationFraction:
            (
                Localized(
                    ko: "UITableView가 한 셀의 애니메이션 구간을 계산할 때, 끝 비율이 시작 비율보다 커야 합니다",
                    en: "when UITableView times a cell's animation, its stop fraction comes after its start fraction"),
                Localized(
                    ko:
                        "배치 직전이나 배치 안에서 reloadData를 불렀습니다 (공개 보고: 섹션을 펼치는 코드가 reloadData 뒤에 insertRows/deleteRows를 부름, 일부만 보이는 셀에서 크래시).",
                    en:
                        "reloadData was called just before or inside a batch (the public report: a section toggle calls reloadData, then insertRows/deleteRows; it crashes on a partly visible cell)."
                ),
                Localized(
                    ko:
                        "둘 중 하나만 쓰세요: 모델을 바꾼 뒤 tableView.performBatchUpdates { insertRows…; deleteRows… } 또는 tableView.reloadData() 하나.",
                    en:
                        "Use one of the two: change the model, then tableView.performBatchUpdates { insertRows…; deleteRows… }, or tableView.reloadData() alone."
                )
            )
        case .unresolvedRow:
            (
                Localized(
                    ko: "UITableView가 받은 인덱스 패스를 행으로 찾을 수 있어야 합니다",
                    en: "UITableView finds the row for an index path it is given"),
                Localized(
                    ko:
                        "이 문장의 원인을 밝힌 공개 보고를 diffstep은 알지 못합니다. 문장대로라면 테이블이 가진 개수 밖의 인덱스 패스가 넘어왔습니다 (추측이니 확인하세요).",
                    en:
                        "diffstep knows no public report that explains this text. Its words say an index path outside the table's counts was passed in (a reading, not a finding: check it)."
                ),
                Localized(
                    ko:
                        "테이블에 넘기는 인덱스 패스(scrollToRow, selectRow, reloadRows, cellForRow)를 그 순간의 개수로 확인하세요: guard indexPath.row < tableView.numberOfRows(inSection: indexPath.section) else { return }.",
                    en:
                        "Check each index path you pass (scrollToRow, selectRow, reloadRows, cellForRow) against the counts at that moment: guard indexPath.row < tableView.numberOfRows(inSection: indexPath.section) else { return }."
                )
            )
        case .notEqualToItself:
            (
                Localized(
                    ko: "식별자는 자기 자신과 같아야 합니다 (x == x, isEqual:)",
                    en: "an identifier equals itself (x == x, isEqual:)"),
                Localized(
                    ko:
                        "==나 isEqual:이 같은 값에 false를 돌려줍니다: 식별자 안의 Double이 NaN이거나, ==가 매번 새로 만든 값(Date(), UUID())을 비교합니다. 그러면 식별자를 다시 찾을 수 없습니다 (UIKit의 diffable data source도, 'Object instance ... not equal to itself'라고 쓰는 IGListKit도 이 검사를 합니다).",
                    en:
                        "== or isEqual: returns false for the same value: a Double inside the identifier is NaN, or == compares values made afresh (Date(), UUID()). The identifier can then never be found again (UIKit's diffable data source checks it, and so does IGListKit, which words it 'Object instance ... not equal to itself')."
                ),
                Localized(
                    ko:
                        "식별자는 변하지 않는 id로만: static func == (a: Item, b: Item) -> Bool { a.id == b.id }; func hash(into h: inout Hasher) { h.combine(id) }. NaN이 될 수 있는 값은 식별자에서 빼세요.",
                    en:
                        "Identify by a stable id only: static func == (a: Item, b: Item) -> Bool { a.id == b.id }; func hash(into h: inout Hasher) { h.combine(id) }; keep values that can be NaN out of the identifier."
                )
            )
        case .deadlockDetected, .notThreadConfined:
            (
                Localized(
                    ko: "한 diffable data source의 apply는 늘 같은 큐에서 (늘 메인 큐, 또는 늘 메인 밖) 불려야 합니다",
                    en:
                        "one diffable data source's apply is always called from the same side: always the main queue, or always off it"
                ),
                Localized(
                    ko:
                        "백그라운드 큐(네트워크 콜백, Core Data 컨텍스트, Task)에서 apply한 뒤, 그 업데이트가 끝나기 전에 메인 큐에서 다시 apply했습니다.",
                    en:
                        "A snapshot was applied from a background queue (a network callback, a Core Data context, a Task), then again from the main queue before that update finished."
                ),
                Localized(
                    ko:
                        "apply를 한쪽으로 모으세요: DispatchQueue.main.async { dataSource.apply(snapshot) }, 또는 스냅샷을 만드는 타입에 @MainActor를 붙이세요.",
                    en:
                        "Apply from one side only: DispatchQueue.main.async { dataSource.apply(snapshot) }, or mark the type that builds snapshots @MainActor."
                )
            )
        case .reentrantApply:
            (
                Localized(
                    ko: "apply는 다른 apply가 끝나기 전에 다시 불리면 안 되고, 늘 같은 큐에서 불려야 합니다",
                    en:
                        "apply is not called again before another apply has finished, and always from the same queue"
                ),
                Localized(
                    ko:
                        "apply가 진행되는 동안 다시 apply했습니다: 셀 설정(cellProvider, configure), 레이아웃이나 크기 변화 콜백, apply의 completion에서 부르거나, 메인 큐와 백그라운드 큐 양쪽에서 불렀습니다.",
                    en:
                        "A snapshot was applied while another apply was still running: from a cell's configuration (cellProvider, configure), a layout or size callback, or apply's completion, or from both the main queue and a background queue."
                ),
                Localized(
                    ko:
                        "apply를 한 곳으로 모으고 이어서 부르세요: 진행 중이면 다음 스냅샷만 기억해 두었다가 completion에서 적용하고, 셀 높이만 바뀌었으면 apply 대신 collectionView.collectionViewLayout.invalidateLayout()을 쓰세요.",
                    en:
                        "Funnel applies through one place, one after another: while one runs, keep only the next snapshot and apply it from the completion; when only a cell's height changed, call collectionView.collectionViewLayout.invalidateLayout() instead of applying."
                )
            )
        default: (Localized.same(""), Localized.same(""), Localized.same(""))
        }
    }
}

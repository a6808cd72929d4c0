import BatchModel
import DiffableSnapshots

/// The plain words beside UIKit's texts: what a snapshot exception means and what to do.
package enum SnapshotWords {
    /// What went wrong and how to fix it, for a learner.
    package static func explanation(for error: BatchError) -> Localized {
        switch error {
        case .noSections:
            Localized(
                ko: "섹션이 하나도 없는 스냅샷에는 아이템을 넣을 수 없습니다. 먼저 appendSections로 섹션을 만드세요.",
                en: "A snapshot with no sections has nowhere to put items. Call appendSections first.")
        case .duplicateItems(_, let release) where release.movesDuplicateItems:
            Localized(
                ko: "이미 있는 아이템을 또 넣었습니다. iOS 17은 죽지 않고 기존 아이템을 그 자리로 옮기지만, 경고를 남기고 더 느립니다.",
                en:
                    "An item already in the snapshot was added again. iOS 17 does not crash: it moves the existing one into place, logs a warning, and pays for it."
            )
        case .duplicateItems, .repeatedItems:
            Localized(
                ko: "식별자는 스냅샷 전체에서 하나뿐이어야 합니다. 같은 아이템이 두 번 들어가서 앱이 종료됩니다.",
                en: "Identifiers must be unique in the whole snapshot. The same item went in twice, so the app stops.")
        case .duplicateSection:
            Localized(
                ko: "이 섹션은 이미 스냅샷에 있습니다. 섹션 식별자도 하나뿐이어야 합니다.",
                en: "This section is already in the snapshot. Section identifiers must be unique too.")
        case .reloadMissingItem, .reloadMissingSection:
            Localized(
                ko: "reload는 호출하는 순간 스냅샷에 있는 식별자만 받습니다. 없는 식별자를 reload하면 예외가 납니다.",
                en: "reload takes only identifiers that are in the snapshot when you call it; an unknown one raises.")
        case .reconfigureMissingItem:
            Localized(
                ko: "reconfigure도 호출하는 순간 스냅샷에 있는 아이템만 받습니다.",
                en: "reconfigure, too, takes only items that are in the snapshot when you call it.")
        case .unknownSection(let name):
            Localized(
                ko: "섹션 \(Korean.phrase("'\(name)'", .subject)) 스냅샷에 없습니다. 기준이나 대상 섹션은 먼저 있어야 합니다.",
                en: "Section '\(name)' is not in the snapshot; an anchor or target section must exist first.")
        case .unknownItem(let name):
            Localized(
                ko: "아이템 \(Korean.phrase("'\(name)'", .subject)) 스냅샷에 없습니다. 옮기거나 기준으로 삼을 아이템은 먼저 있어야 합니다.",
                en: "Item '\(name)' is not in the snapshot; an item you move or anchor on must exist first.")
        case .identifierProblems(let problems):
            Localized(
                ko: problems.map { explanation(for: $0).ko }.joined(separator: "\n"),
                en: problems.map { explanation(for: $0).en }.joined(separator: "\n"))
        case .badContents, .parse, .badMutation, .newDataDisagrees, .mutationNeedsOneSection, .script:
            BatchErrorWords.localized(error, file: "script")
        }
    }

    /// What an identifier problem means.
    package static func explanation(for problem: IdentifierProblem) -> Localized {
        switch problem {
        case .notEqualToItself:
            Localized(
                ko: "자기 자신과 같지 않은 식별자(NaN 등)는 스냅샷에서 찾을 수 없습니다. ==를 고치세요.",
                en: "An identifier not equal to itself (a NaN, say) can never be found again. Fix ==.")
        case .hashValueChanged:
            Localized(
                ko: "스냅샷에 들어간 뒤 해시가 바뀌었습니다. 해시에 쓰는 값은 바뀌지 않는 식별자여야 합니다.",
                en: "The hash changed after the identifier went into a snapshot; hash only what never changes.")
        case .equalButDifferentHashes:
            Localized(
                ko: "==로는 같은데 해시가 다릅니다. hash(into:)와 ==는 같은 필드를 써야 합니다.",
                en: "Equal by == but hashed differently: hash(into:) and == must use the same fields.")
        case .notUnique:
            Localized(ko: "같은 식별자가 두 번 있습니다.", en: "The same identifier appears twice.")
        }
    }

    /// Why a `reconfigureItems` mark did nothing.
    package static func explanation(for ignored: ApplyResult<String>.IgnoredReconfigure, item: String) -> Localized {
        switch ignored {
        case .notInPreviousSnapshot:
            Localized(
                ko: "\(item): 이전 화면에 없던 아이템이라 reconfigure는 아무 일도 하지 않습니다 (새로 삽입됩니다).",
                en: "\(item): not on screen before, so reconfigure does nothing (it is inserted).")
        case .deletedAndReadded:
            Localized(
                ko: "\(item): 이 스냅샷에서 지웠다가 다시 넣었으므로 새 셀로 취급되어 reconfigure가 무시됩니다.",
                en: "\(item): deleted and added again in this snapshot, so it is a new cell and reconfigure is ignored."
            )
        case .alsoReloaded:
            Localized(
                ko: "\(item): reload도 표시되어 셀이 어차피 교체됩니다.",
                en: "\(item): also reloaded, so its cell is replaced anyway.")
        case .viewReloaded:
            Localized(
                ko: "\(item): 화면 전체를 reloadData 했으므로 모든 셀이 새 셀입니다.",
                en: "\(item): the whole view was reloaded, so every cell is new.")
        }
    }

    /// Why a script line does not parse.
    package static func explanation(for reason: ScriptFailure.Reason) -> Localized {
        let korean =
            switch reason {
            case .unknownCommand(let word, let suggestion?):
                "알 수 없는 명령 '\(word)'. \(Korean.phrase("'\(suggestion)'", .object)) 뜻했나요?"
            case .unknownCommand(let word, nil): "알 수 없는 명령 '\(word)'"
            case .missing(let expected): "여기에 \(Korean.phrase(expected, .subject)) 필요합니다"
            case .unexpected(let word): "이 명령은 \(Korean.phrase("'\(word)'", .object)) 받지 않습니다"
            case .notABoolean(let word): "animatingDifferences: 다음에는 true 또는 false가 옵니다 ('\(word)')"
            case .notOneOf(let word, let choices): "\(choices) 중 하나가 와야 합니다 ('\(word)')"
            case .tooMuchApplyWork(let work, let limit):
                "여기까지의 apply가 화면과 비교할 수 있는 항목과 섹션이 모두 \(work)개입니다 (apply마다 전부 비교합니다). "
                    + "한도는 \(limit)개입니다. 스크립트를 나누거나 apply를 덜 자주 하세요"
            }
        return Localized(ko: korean, en: reason.description)
    }

    /// Why a method cannot be used on this release.
    package static func unavailable(_ line: String, needs release: UIKitRelease) -> Localized {
        Localized(
            ko: "이 메서드는 iOS \(release.rawValue)부터 있습니다. iOS \(release.rawValue) 이상을 고르세요.",
            en: "This method exists from iOS \(release.rawValue) on: choose iOS \(release.rawValue) or later.")
    }
}

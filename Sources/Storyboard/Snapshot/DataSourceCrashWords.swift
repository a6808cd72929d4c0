import BatchModel
import DiffableSnapshots

/// The words of `diffstep explain` for a data-source text that is not a batch-update text:
/// what UIKit checks, the usual cause, the fix in Swift, and whether it is a crash at all.
package enum DataSourceCrashWords {
    /// The check, in one line.
    package static func rule(_ kind: DataSourceCrash.Kind) -> Localized {
        switch kind {
        case .sectionSnapshotNotUnique, .itemsNotUniqueShort, .itemsNotUnique, .itemMovedIntoPlace:
            Localized(
                ko: "아이템 식별자는 스냅샷 전체에서 하나뿐이어야 합니다 (diffable data source)",
                en: "item identifiers are unique in the whole snapshot (diffable data source)")
        case .sectionAlreadyExists:
            Localized(ko: "섹션 식별자도 하나뿐이어야 합니다", en: "section identifiers are unique too")
        case .sectionCountMismatch:
            Localized(
                ko: "스냅샷의 섹션 수와 섹션 식별자 수가 같아야 합니다 (같은 섹션 식별자가 두 번 들어가면 어긋남)",
                en:
                    "the snapshot's section count equals its section identifiers (a section identifier added twice breaks it)"
            )
        case .sectionNotFound:
            Localized(
                ko: "섹션 식별자를 받는 메서드는 스냅샷에 있는 섹션만 받습니다",
                en: "a method that takes a section identifier takes only one in the snapshot")
        case .equalDifferentHashes:
            Localized(
                ko: "==로 같은 두 식별자는 해시도 같아야 합니다 (Hashable의 약속)",
                en: "two identifiers equal by == hash the same (Hashable's contract)")
        case .reloadMissingItem:
            Localized(
                ko: "reloadItems는 호출하는 순간 스냅샷에 있는 식별자만 받습니다",
                en: "reloadItems takes only identifiers in the snapshot when it is called")
        case .tableSectionMap, .itemsInMissingSection, .globalIndex:
            Localized(
                ko: "배치나 레이아웃이 묻는 섹션과 아이템은 데이터 소스가 돌려준 개수 안에 있어야 합니다",
                en: "the sections and items a batch or a layout asks for lie within the counts the data source returned"
            )
        case .animationFraction, .unresolvedRow, .notEqualToItself, .deadlockDetected, .notThreadConfined,
            .reentrantApply:
            more(kind).rule
        }
    }

    /// The usual cause.
    package static func cause(_ kind: DataSourceCrash.Kind) -> Localized {
        switch kind {
        case .sectionSnapshotNotUnique, .itemsNotUniqueShort, .itemsNotUnique, .itemMovedIntoPlace:
            Localized(
                ko: "같은 식별자(같은 id, 또는 모든 필드를 해시하는 값이 같은 두 모델)를 두 번 append했습니다. 서버나 데이터베이스의 중복이 흔한 원인입니다.",
                en:
                    "The same identifier (one id, or two models equal in every hashed field) was appended twice; duplicates from a server or a database are the usual source."
            )
        case .sectionAlreadyExists, .sectionCountMismatch:
            Localized(
                ko: "이미 있는 섹션 식별자를 다시 append하거나 insert했습니다 (예: 화면마다 같은 enum case).",
                en:
                    "A section identifier already in the snapshot was appended or inserted again (e.g. one enum case used twice)."
            )
        case .sectionNotFound:
            Localized(
                ko: "아직 append하지 않았거나 지운 섹션에 아이템을 넣거나 reload했습니다.",
                en: "Items were added to, or reloaded in, a section not yet appended or already deleted.")
        case .equalDifferentHashes:
            Localized(
                ko: "==와 hash(into:)가 다른 필드를 씁니다 (==는 id만, 해시는 모든 필드 등).",
                en: "== and hash(into:) use different fields (== compares the id, the hash takes every field).")
        case .reloadMissingItem:
            Localized(
                ko: "이전 스냅샷의 식별자(값이 바뀐 구조체)로 reload했습니다. 내용이 바뀐 구조체는 다른 식별자입니다.",
                en:
                    "An identifier from an older snapshot (a struct whose content changed) was reloaded; a changed struct is another identifier."
            )
        case .tableSectionMap:
            Localized(
                ko: "배치 중에 섹션 수가 바뀌었거나 (데이터 소스가 없거나 다른 스레드에서 바뀜), 사라진 섹션의 행을 reload했습니다.",
                en:
                    "The section count changed under the batch (no data source set, or data changed on another thread), or rows of a section that is gone were reloaded."
            )
        case .itemsInMissingSection, .globalIndex:
            Localized(
                ko: "커스텀 레이아웃이나 배치가 데이터 소스가 알지 못하는 섹션·아이템을 물었습니다 (prepareLayout이 예전 개수를 씀 등).",
                en:
                    "A custom layout or a batch asked for a section or item the data source does not have (prepare() using stale counts, say)."
            )
        case .animationFraction, .unresolvedRow, .notEqualToItself, .deadlockDetected, .notThreadConfined,
            .reentrantApply:
            more(kind).cause
        }
    }

    /// The usual fix, with Swift where a line says it.
    package static func fix(_ kind: DataSourceCrash.Kind) -> Localized {
        switch kind {
        case .sectionSnapshotNotUnique, .itemsNotUniqueShort, .itemsNotUnique, .itemMovedIntoPlace:
            Localized(
                ko:
                    "append하기 전에 중복을 없애세요: var seen = Set<Item.ID>(); let unique = items.filter { seen.insert($0.id).inserted }. 식별자에는 id만 쓰세요.",
                en:
                    "Drop duplicates before appending: var seen = Set<Item.ID>(); let unique = items.filter { seen.insert($0.id).inserted }; identify items by their id only."
            )
        case .sectionAlreadyExists, .sectionCountMismatch:
            Localized(
                ko: "섹션은 한 번만: if snapshot.indexOfSection(section) == nil { snapshot.appendSections([section]) }.",
                en:
                    "Add a section once: if snapshot.indexOfSection(section) == nil { snapshot.appendSections([section]) }."
            )
        case .sectionNotFound:
            Localized(
                ko:
                    "먼저 확인하세요: guard snapshot.indexOfSection(section) != nil else { return }. 섹션을 append한 뒤에 아이템을 넣으세요.",
                en:
                    "Check first: guard snapshot.indexOfSection(section) != nil else { return }; append the section before its items."
            )
        case .equalDifferentHashes:
            Localized(
                ko:
                    "둘 다 같은 필드로: static func == (a: Item, b: Item) -> Bool { a.id == b.id }; func hash(into h: inout Hasher) { h.combine(id) }.",
                en:
                    "Use one field for both: static func == (a: Item, b: Item) -> Bool { a.id == b.id }; func hash(into h: inout Hasher) { h.combine(id) }."
            )
        case .reloadMissingItem:
            Localized(
                ko:
                    "현재 스냅샷에 있는 식별자만: let ids = changed.filter { snapshot.indexOfItem($0) != nil }; snapshot.reloadItems(ids). 식별자는 id만 쓰고 iOS 15부터는 reconfigureItems를 쓰세요.",
                en:
                    "Reload only identifiers in the current snapshot: let ids = changed.filter { snapshot.indexOfItem($0) != nil }; snapshot.reloadItems(ids); identify by id, and from iOS 15 use reconfigureItems."
            )
        case .tableSectionMap, .itemsInMissingSection, .globalIndex:
            Localized(
                ko:
                    "데이터는 메인 스레드에서 performBatchUpdates 안에서만 바꾸고, 레이아웃은 collectionView.numberOfSections와 numberOfItems(inSection:)로만 세세요. 확실하지 않으면 reloadData나 diffable data source를 쓰세요.",
                en:
                    "Change the data only on the main thread inside performBatchUpdates, and count in the layout with collectionView.numberOfSections and numberOfItems(inSection:); when unsure, reloadData or a diffable data source."
            )
        case .animationFraction, .unresolvedRow, .notEqualToItself, .deadlockDetected, .notThreadConfined,
            .reentrantApply:
            more(kind).fix
        }
    }

    /// Crash or log, and what UIKit does next.
    package static func outcome(_ kind: DataSourceCrash.Kind) -> Localized {
        switch kind {
        case .itemMovedIntoPlace:
            Localized(
                ko: "로그일 뿐 크래시가 아닙니다: iOS 17부터 UIKit은 이미 있는 아이템을 그 자리로 옮기고 계속합니다 (더 느립니다). 그래도 중복은 고치세요.",
                en:
                    "A log, not a crash: from iOS 17 UIKit moves the existing item into place and goes on (at a cost). Fix the duplicate anyway."
            )
        case .notThreadConfined:
            Localized(
                ko: "로그일 뿐 크래시가 아닙니다: UIKit은 업데이트를 적용하고 계속합니다. 다음 apply가 메인 큐에서 기다리면 'Deadlock detected'로 죽습니다.",
                en:
                    "A log, not a crash: UIKit applies the update and goes on. If a later apply on the main queue has to wait for it, it stops with 'Deadlock detected'."
            )
        case .reentrantApply:
            Localized(
                ko: "크래시: 보고된 스택에서 스레드가 멈춘 곳이 이 이름의 함수입니다. UIKit이 이 잘못에 붙인 이름입니다.",
                en:
                    "A crash: the reports show this function where the crashed thread stopped; it is the name UIKit gives this fault."
            )
        case .unresolvedRow:
            Localized(
                ko: "크래시로 보고됩니다. 어떤 예외인지, 왜 나는지 밝힌 공개 보고가 없어 diffstep은 확인하지 못했습니다.",
                en:
                    "Reported as a crash. No public report says which exception it is or why, so diffstep has not verified it."
            )
        default:
            Localized(
                ko: "크래시: NSInternalInconsistencyException으로 앱이 종료됩니다.",
                en: "A crash: NSInternalInconsistencyException stops the app.")
        }
    }

    /// Why there is no script.
    package static func noScript(_ kind: DataSourceCrash.Kind) -> Localized {
        switch kind {
        case .notEqualToItself:
            Localized(
                ko:
                    "이 문장 그대로는 없음. diffstep snapshot은 같은 검사를 IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF라는 이름으로 냅니다 (itemIdentity hash: identifier equal: never).",
                en:
                    "none with these words. diffstep snapshot raises the same check under the name IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF (itemIdentity hash: identifier equal: never)."
            )
        case .deadlockDetected, .notThreadConfined, .reentrantApply:
            Localized(
                ko: "없음. diffstep snapshot은 모든 apply를 한 큐에서 차례로 실행합니다. 큐와 스레드는 흉내 내지 않습니다.",
                en:
                    "none. diffstep snapshot runs every apply in turn on one queue; queues and threads are not modelled."
            )
        case .unresolvedRow:
            Localized(
                ko: "없음. UIKit 내부의 검사이고, 원인을 밝힌 공개 보고가 없어 흉내 낼 근거가 없습니다.",
                en:
                    "none. It is a check inside UIKit, and with no public report of its cause there is nothing to model it on."
            )
        default:
            kind.isDiffable
                ? Localized(
                    ko:
                        "없음. diffstep snapshot이 이 검사를 그대로 흉내 내지 않습니다 (섹션 스냅샷, 해시, 섹션 조회). 식별자 규칙은 diffstep snapshot으로 연습할 수 있습니다.",
                    en:
                        "none. diffstep snapshot does not model this check as it is (section snapshots, hashes, section lookups); the identifier rules can be practised with diffstep snapshot."
                )
                : Localized(
                    ko: "없음. UIKit 내부의 검사라 diffstep의 시뮬레이터에는 없습니다.",
                    en: "none. It is a check inside UIKit that diffstep's simulator does not model.")
        }
    }

    /// What `diffstep explain` prints for `crash`, one `Label: words` line each.
    package static func report(_ crash: DataSourceCrash) -> Localized {
        func text(_ language: Language) -> String {
            let kind = crash.kind
            var lines = [
                (language == .ko ? "검사: " : "Check: ") + rule(kind)[language],
                (language == .ko ? "종류: " : "Kind: ")
                    + (kind.isDiffable
                        ? (language == .ko
                            ? "diffable data source (diffstep snapshot)" : "diffable data source (diffstep snapshot)")
                        : (language == .ko
                            ? "UIKit 내부 (배치 업데이트나 레이아웃 중)" : "UIKit internals (during a batch update or a layout)")),
                (language == .ko ? "결과: " : "Outcome: ") + outcome(kind)[language],
                (language == .ko ? "흔한 원인: " : "Typical cause: ") + cause(kind)[language],
                (language == .ko ? "고치는 법: " : "Fix: ") + fix(kind)[language],
            ]
            if let script = crash.reproduction {
                lines.append(
                    language == .ko ? "재현 (실행해서 같은 문장이 나오는 것을 확인함):" : "Reproduce (run and checked to raise this text):"
                )
                lines.append("  " + command(script))
            } else {
                lines.append((language == .ko ? "재현: " : "Reproduce: ") + noScript(kind)[language])
            }
            return lines.joined(separator: "\n")
        }
        return Localized(ko: text(.ko), en: text(.en))
    }

    /// `printf 'appendSections main\n...' | diffstep snapshot --ios 15 -`.
    package static func command(_ script: SnapshotReproduction) -> String {
        "printf '" + script.lines.map { $0 + "\\n" }.joined()
            + "' | diffstep snapshot --ios \(script.release.rawValue) -"
    }
}

import DiffEngine

extension Change where Item == String {
    /// The change in words, with its index in the list it counts in (old for deletes and
    /// move sources, new for inserts and move targets).
    package var sentence: Localized {
        switch self {
        case .insert(let item, let index):
            Localized(ko: "새 목록 \(index)번에 \(item) 삽입", en: "insert \(item) at new \(index)")
        case .delete(let item, let index):
            Localized(ko: "옛 목록 \(index)번의 \(item) 삭제", en: "delete \(item) at old \(index)")
        case .replace(let old, let new, let index):
            Localized(ko: "새 목록 \(index)번에서 \(old) → \(new) 대체", en: "replace \(old) → \(new) at new \(index)")
        case .move(let item, let from, let to):
            Localized(ko: "\(item) 이동: 옛 \(from)번 → 새 \(to)번", en: "move \(item) from old \(from) to new \(to)")
        case .update(let old, let new, let from, let to):
            Localized(
                ko: "\(old) → \(new) 갱신: 옛 \(from)번, 새 \(to)번", en: "update \(old) → \(new) (old \(from), new \(to))")
        }
    }

    /// Several changes in words, joined with commas; "no change" for none.
    package static func sentence(_ changes: [Change<String>]) -> Localized {
        guard !changes.isEmpty else { return Localized(ko: "바뀐 것이 없습니다", en: "no change") }
        let parts = changes.map { $0.sentence }
        return Localized(
            ko: parts.map { $0.ko }.joined(separator: ", "), en: parts.map { $0.en }.joined(separator: ", "))
    }
}

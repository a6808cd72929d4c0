/// The comments in a safe plan's Swift (`diffstep plan`, the batch playground's safe batch),
/// in the reader's language; the calls themselves are Swift and stay as they are.
package enum PlanWords {
    /// The line before a stage: which stage, and the data the data source holds after it.
    package static func stage(_ number: Int, of count: Int, data: String) -> Localized {
        Localized(
            ko: "\(number)/\(count): 이 단계 뒤 데이터 소스: \(data)", en: "\(number)/\(count): data source after: \(data)")
    }

    /// Inside the block, before the calls.
    package static let updateFirst = Localized(
        ko: "여기서 먼저 데이터 소스를 바꿉니다", en: "update the data source here first")

    /// The whole plan when old and new are equal.
    package static let nothingToDo = Localized(
        ko: "옛 데이터와 새 데이터가 같습니다: 할 일이 없습니다", en: "old and new are equal: nothing to do")

    /// Before the calls made after the batch (reloads at the new indexes).
    package static let afterBatch = Localized(
        ko: "배치가 끝난 뒤, 새 인덱스로 (performBatchUpdates 밖에서)",
        en: "after the batch, at the new indexes (outside performBatchUpdates)")
}

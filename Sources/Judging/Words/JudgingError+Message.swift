import Storyboard

extension JudgingError {
    /// The message in both languages, as the grader's report says it.
    public var message: Localized {
        switch self {
        case .badSubmission(let line, let reason):
            Localized(
                ko: (line.map { "\($0)번째 줄: " } ?? "") + reason.ko,
                en: (line.map { "line \($0): " } ?? "") + reason.en)
        case .tableTooLarge(let rows, let columns, let limit):
            Localized(
                ko: "표가 너무 큽니다: \(rows) x \(columns)칸 (한도 \(limit)칸)",
                en: "table too large: \(rows) x \(columns) cells (limit \(limit))")
        }
    }
}

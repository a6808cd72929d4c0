import Storyboard

/// The words of a Markdown document of frames (`--format markdown`).
extension Frame {
    /// The heading of each frame: "Step 3/12".
    static let markdownStep = Localized(ko: "단계", en: "Step")

    /// The note of a document too long to print every table: which tables it prints, and where
    /// every one is.
    static func markdownTablesNote(steps: Int, cells: Int) -> Localized {
        Localized(
            ko:
                "단계가 \(steps)개, 표 한 장이 \(cells)칸이라 표는 처음 두 단계와 마지막 단계에만 싣습니다. 모든 단계의 표는 `--format html` 페이지에서 한 칸씩 볼 수 있습니다.",
            en:
                "With \(steps) steps of \(cells) cells each, tables are shown at the first two steps and the last only; the page from `--format html` steps through every table."
        )
    }
}

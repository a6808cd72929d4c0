import DiffEngine

/// The note of a list diff whose search for the fewest changes ran out of its budget: the
/// command line's report and the Heckel storyboard (the page's widget, the lessons) say it
/// in the same words.
package enum ListDiffWords {
    /// Said when ``ListDiffResult/isMinimal`` (or ``HeckelTrace/isMinimal``) is false.
    /// - Parameter shortestScript: true for Myers' script (the shortest), false for Heckel's
    ///   moves (the fewest).
    package static func notMinimal(shortestScript: Bool) -> Localized {
        let budget = ListDiffResult<String>.searchBudget
        let fewest =
            shortestScript
            ? Localized(ko: "가장 짧은 스크립트", en: "the shortest script")
            : Localized(ko: "가장 적은 이동", en: "the fewest moves")
        return Localized(
            ko: """
                최소가 아님: 공통 부분열 탐색이 예산(대각선 \(budget)칸)을 넘어 git처럼 근사로 끝냈습니다. \
                이 변경은 옛 목록을 새 목록으로 바르게 바꾸지만 \(Korean.phrase(fewest.ko, .subject)) 아닐 수 있습니다.
                """,
            en: """
                not minimal: the common-subsequence search passed its budget (\(budget) diagonals) and, as git \
                does, finished with a shortcut. These changes turn the old list into the new one, but may not be \
                \(fewest.en).
                """)
    }
}

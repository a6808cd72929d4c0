import DiffEngine
import Render
import SiteBuilder
import Storyboard
import TextIntake

/// The help of `TraceOptions`: each text in Korean and English (``HelpWords``).
enum TraceOptionsHelp {
    static let tieBreak = Localized(
        ko: "비용이 같은 연산 중 경로가 고르는 것: deepdiff 또는 diagonal-first.",
        en: "Which equally cheap operation the path takes: deepdiff or diagonal-first.")
    static let notation = Localized(
        ko: "칸마다 보이는 것: cost (연산 글자와 함께) 또는 ops (글의 2i 1d).",
        en: "What each cell shows: cost (with the operation's letter) or ops (the article's 2i 1d).")
    static let maxCells = Localized(
        ko: """
            만들 가장 큰 표의 칸 수 (기본값: 표와 JSON은 \(Limits.tracedCells), 단계로 보는 것은 \
            \(Limits.steppedCells): `step`과 --format html|markdown|svg). 넘으면 거리만큼 넓은 \
            대각선 띠만 남기고, 단계는 그 띠의 한 창을 보여 줍니다.
            """,
        en: """
            The largest table to build, in cells (default \(Limits.tracedCells) for the table and JSON, \
            \(Limits.steppedCells) for what steps: `step` and --format html|markdown|svg). Past it, \
            only the diagonal band as wide as the distance is kept, and steps show a window of it.
            """)
}

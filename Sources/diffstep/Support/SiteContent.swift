import Render
import SiteBuilder
import Storyboard

/// What the site shows: the pages and how a `diffstep` block becomes frames.
///
/// Until the Lessons module lands this holds a stand-in kit -> kat table built here; it is
/// replaced by the real lessons and frame builders.
enum SiteContent {
    static let articles: [Article] = [
        Article(
            id: "kit-kat", kind: .lesson,
            title: Localized(ko: "kit에서 kat으로", en: "From kit to kat"),
            summary: Localized(ko: "편집 거리 표를 한 칸씩 채웁니다.", en: "Fill the edit-distance table one cell at a time."),
            prose: Localized(
                ko: "각 칸은 위, 왼쪽, 대각선 중 가장 싼 길을 고릅니다.\n\n```diffstep trace kit kat\n```\n",
                en: "Each cell picks the cheapest of up, left and diagonal.\n\n```diffstep trace kit kat\n```\n")),
    ]

    /// Frames for `trace OLD NEW`.
    /// - Throws: `RenderError.unknownWidget` for anything else.
    @Sendable static func widgetFrames(info: String, body: String) throws -> [Frame] {
        let words = info.split(separator: " ").map(String.init)
        guard words.count == 3, words[0] == "trace" else { throw RenderError.unknownWidget(info) }
        return traceFrames(Array(words[1]).map(String.init), Array(words[2]).map(String.init))
    }

    /// A plain Wagner-Fischer fill, one frame per cell (stand-in for the story builders).
    static func traceFrames(_ old: [String], _ new: [String]) -> [Frame] {
        var cost = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        var shown = cost.map { $0.map { _ in Panel.Cell("", roles: [.pending]) } }
        var frames: [Frame] = []
        for r in 0...old.count {
            for c in 0...new.count {
                let same = r > 0 && c > 0 && old[r - 1] == new[c - 1]
                let options = [
                    r > 0 ? cost[r - 1][c] + 1 : Int.max, c > 0 ? cost[r][c - 1] + 1 : Int.max,
                    r > 0 && c > 0 ? cost[r - 1][c - 1] + (same ? 0 : 1) : Int.max,
                ]
                cost[r][c] = r == 0 && c == 0 ? 0 : options.min() ?? 0
                var grid = shown
                grid[r][c] = Panel.Cell(String(cost[r][c]), roles: [.current])
                let panel = Panel(columnHeaders: ["ε"] + new, rowHeaders: ["ε"] + old, cells: grid)
                let said = "(\(r), \(c)) = \(cost[r][c])"
                frames.append(Frame(panels: [panel], narration: Localized(ko: "칸 " + said, en: "cell " + said)))
                shown[r][c] = Panel.Cell(String(cost[r][c]))
            }
        }
        return frames
    }
}

import DiffEngine

extension BandedStoryboard {
    /// The title of frame `index`.
    func title(at index: Int) -> Localized {
        switch event(at: index) {
        case .band: return Localized(ko: "대각선 띠", en: "The diagonal band")
        case .fill(let step):
            let here = fills[step]
            let (source, target) = (trace.source[here.row - 1], trace.target[here.column - 1])
            return Localized(ko: "\(source) 대 \(target) 비교", en: "\(source) vs \(target)")
        case .backtrack: return Localized(ko: "경로 되짚기", en: "Backtrace")
        case .summary: return Localized(ko: "정리", en: "Summary")
        }
    }

    /// What frame `index` says.
    func narration(at index: Int) -> Localized {
        switch event(at: index) {
        case .band: return bandSentence()
        case .fill(let step): return arithmetic(fills[step])
        case .backtrack(let step):
            return TraceStoryboard.backtrackSentence(backtrace[step], source: trace.source, target: trace.target)
        case .summary: return summary()
        }
    }

    /// Why only the band was computed, with the arithmetic, and what the window shows.
    func bandSentence() -> Localized {
        let k = trace.band
        let all = tableCells
        var sentence = Localized(
            ko:
                "먼저 거리만 구합니다: k = \(k). (0, 0)에서 칸 (i, j)까지 가려면 대각선에서 벗어난 만큼, 적어도 |i − j|번 삽입하거나 삭제해야 합니다. 그러니 |i − j| > \(k)인 칸은 적어도 \(k + 1)이 들어 전체 거리 \(k)보다 비싸고, 어떤 최적 경로도 그 칸을 지나지 않습니다. 그래서 |i − j| ≤ \(k)인 칸 \(trace.computedCells)개만 계산했습니다 (전체 \(trace.rows) x \(trace.columns) = \(all)칸 중). 나머지(#)는 계산하지 않았고, 띠 밖의 이웃은 ∞로 셉니다.",
            en:
                "First the distance alone: k = \(k). Reaching cell (i, j) from (0, 0) takes at least |i − j| insertions or deletions, one for each step off the diagonal. So a cell with |i − j| > \(k) costs at least \(k + 1), more than the whole distance \(k), and no optimal path goes through it. Only the \(trace.computedCells) cells with |i − j| ≤ \(k) were computed, of \(trace.rows) x \(trace.columns) = \(all). The rest (#) never were; a neighbour outside the band counts as ∞."
        )
        if let outside = firstOutside() {
            let gap = abs(outside.row - outside.column)
            sentence.ko +=
                " 예: \(Korean.phrase("(\(outside.row), \(outside.column))", .topic)) |\(outside.row) − \(outside.column)| = \(gap) > \(k)."
            sentence.en +=
                " For example (\(outside.row), \(outside.column)): |\(outside.row) − \(outside.column)| = \(gap) > \(k)."
        }
        if window.cells < all { sentence.append(shown()) }
        return sentence
    }

    /// The full table's cells, rows x columns.
    var tableCells: Int { trace.rows.multipliedReportingOverflow(by: trace.columns).partialValue }

    /// Which part of the table the frames show.
    func shown() -> Localized {
        let rows = "\(window.rows.lowerBound)–\(window.rows.upperBound)"
        let columns = "\(window.columns.lowerBound)–\(window.columns.upperBound)"
        let all = tableCells
        return Localized(
            ko: "경로 둘레의 행 \(rows), 열 \(columns)만 보여 줍니다 (\(all)칸 중 \(window.cells)칸).",
            en: "Shown: rows \(rows) and columns \(columns) around the path (\(window.cells) of \(all) cells).")
    }

    /// The first cell of the window outside the band, in row order.
    func firstOutside() -> Position? {
        for row in window.rows {
            if window.columns.lowerBound < row - trace.band {
                return Position(row: row, column: window.columns.lowerBound)
            }
            if window.columns.lowerBound > row + trace.band {
                return Position(row: row, column: window.columns.lowerBound)
            }
            if window.columns.upperBound > row + trace.band { return Position(row: row, column: row + trace.band + 1) }
        }
        return nil
    }

    /// One neighbour's cost in a sum, or ∞ outside the band.
    func value(_ position: Position) -> Localized {
        guard let cost = trace.cost(row: position.row, column: position.column) else {
            return Localized(ko: "∞ (띠 밖)", en: "∞ (outside the band)")
        }
        return .same(String(cost))
    }

    /// The arithmetic of one cell, as in the full walkthrough, with ∞ for neighbours outside
    /// the band, and what a value above k means.
    func arithmetic(_ here: Position) -> Localized {
        let (source, target) = (trace.source[here.row - 1], trace.target[here.column - 1])
        let cost = trace.cost(row: here.row, column: here.column) ?? 0
        let diagonal = value(origin(of: .match, here))
        var sentence: Localized
        if source == target {
            sentence = Localized(
                ko:
                    "\(source) 대 \(target): 같습니다. 대각선 \(Korean.phrase(diagonal.ko, .object)) 그대로 가져와 \(cost)입니다. 일치입니다.",
                en: "\(source) vs \(target): the same, so copy the diagonal \(diagonal.en): \(cost). A match.")
        } else {
            let (up, left) = (value(origin(of: .delete, here)), value(origin(of: .insert, here)))
            let chosen = trace.chosen(row: here.row, column: here.column) ?? .substitute
            sentence = Localized(
                ko:
                    "\(source) 대 \(target): 다릅니다. min(위 \(up.ko), 왼쪽 \(left.ko), 대각선 \(diagonal.ko)) + 1 = \(cost)입니다. \(chosen.name.ko)입니다.",
                en:
                    "\(source) vs \(target): different. min(up \(up.en), left \(left.en), diagonal \(diagonal.en)) + 1 = \(cost): \(chosen.name.en)."
            )
            let ties = trace.operations(row: here.row, column: here.column).operations.filter { $0 != .match }
            if ties.count > 1 {
                let names = TraceStoryboard.joined(ties.map { $0.name })
                sentence.ko +=
                    " \(Korean.phrase(names.ko, .subject)) 동점이고 \(trace.tieBreak.rawValue) 규칙이 \(Korean.phrase(chosen.name.ko, .object)) 고릅니다."
                sentence.en += " A tie of \(names.en); the \(trace.tieBreak.rawValue) rule picks \(chosen.name.en)."
            }
        }
        if cost > trace.band {
            sentence.ko +=
                " \(cost) > k = \(trace.band)이니 이 칸을 지나는 최적 경로는 없습니다. 띠 안에서만 센 값이라 전체 표의 값보다 클 수 있습니다."
            sentence.en +=
                " \(cost) > k = \(trace.band), so no optimal path comes here; counted inside the band only, it may be more than the full table's value."
        }
        return sentence
    }

    /// The distance and the path's edits (the first ten, then how many more).
    func summary() -> Localized {
        let edits = trace.editScript.edits
        let words = edits.prefix(10).map(TraceStoryboard.sentence(for:))
        let more = edits.count - words.count
        let list = Localized(
            ko: words.isEmpty
                ? "경로에는 바꿀 것이 없습니다."
                : "경로의 편집은 " + words.map { $0.ko }.joined(separator: ", ") + (more > 0 ? " 외 \(more)개" : "") + "입니다.",
            en: words.isEmpty
                ? "The path changes nothing."
                : "The path's edits: " + words.map { $0.en }.joined(separator: ", ")
                    + (more > 0 ? ", and \(more) more" : "")
                    + ".")
        return Localized(
            ko: "편집 거리는 \(trace.distance)입니다. 띠 안에서 찾은 경로는 전체 표의 경로와 같습니다. \(list.ko)",
            en: "Edit distance \(trace.distance). The path found inside the band is the full table's path. \(list.en)")
    }

    /// Why a banded table shows costs when `--notation ops` was asked for.
    public static let opsNotationNote = Localized(
        ko:
            "--notation ops는 전체 표에서만 씁니다: ops 표기(2i 1d)는 칸마다 (0, 0)까지의 경로를 세는데, 띠 안의 칸도 그 경로가 띠 밖을 지날 수 있어 셀 수 없습니다. 그래서 칸은 비용으로 보여 줍니다.",
        en:
            "--notation ops needs the full table: the ops notation (2i 1d) counts each cell's path to (0, 0), and a cell inside the band may have its path pass outside it, where nothing was computed. So the cells show their costs."
    )

    /// The same for the page, whose form offers the notation as "what cells show".
    public static let opsNotationPageNote = Localized(
        ko:
            "칸은 비용으로 보여 줍니다: ops 표기(2i 1d)는 칸마다 (0, 0)까지의 경로를 세는데, 띠 안의 칸도 그 경로가 계산하지 않은 띠 밖을 지날 수 있습니다.",
        en:
            "The cells show their costs: the ops notation (2i 1d) counts each cell's path to (0, 0), and a cell inside the band may have its path pass outside it, where nothing was computed."
    )

    /// One line for a printed table or a summary: the table was over the limit, so the band
    /// was computed, and why that is enough.
    /// - Parameter limit: the limit the full table was over.
    public func note(limit: Int) -> Localized {
        let k = trace.band
        let all = tableCells
        var note = Localized(
            ko:
                "전체 표 \(trace.rows) x \(trace.columns) = \(all)칸이 한도(\(limit), --max-cells)를 넘어 대각선 띠 |i − j| ≤ \(k)만 계산했습니다 (\(trace.computedCells)칸). 칸 (i, j)에 가려면 적어도 |i − j|번 삽입하거나 삭제해야 하므로, |i − j| > \(k)인 칸은 전체 거리 \(k)보다 비쌉니다.",
            en:
                "The full table, \(trace.rows) x \(trace.columns) = \(all) cells, is over the limit (\(limit), --max-cells), so only the diagonal band |i − j| ≤ \(k) was computed (\(trace.computedCells) cells): reaching cell (i, j) takes at least |i − j| insertions or deletions, so a cell with |i − j| > \(k) costs more than the whole distance \(k)."
        )
        if window.cells < all { note.append(shown()) }
        return note
    }
}

extension Localized {
    /// Both sentences followed by a space and `other`'s.
    fileprivate mutating func append(_ other: Localized) {
        ko += " " + other.ko
        en += " " + other.en
    }
}

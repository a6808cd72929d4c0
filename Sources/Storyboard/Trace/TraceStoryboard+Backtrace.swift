import DiffEngine

extension TraceStoryboard {
    func backtrackState(_ step: PathStep) -> TableState {
        let reached = path.drop { $0 != step }.map { key($0.row, $0.column) }
        var roles = Dictionary(uniqueKeysWithValues: reached.map { ($0, Roles([.path])) })
        roles[key(step.row, step.column), default: []].insert(.current)
        return TableState(fill: .all, roles: roles)
    }

    func summaryState() -> TableState {
        var roles: [Int: Roles] = [:]
        for step in path {
            roles[key(step.row, step.column)] = Roles(
                [.path] + (step.operation.map { [$0.role] } ?? []))
        }
        return TableState(fill: .all, roles: roles)
    }

    func backtrackStep(_ step: PathStep, state: TableState) -> Step {
        var narration = Self.backtrackSentence(step, source: trace.source, target: trace.target)
        if step.row == trace.rows - 1 && step.column == trace.columns - 1 {
            narration = Localized(
                ko:
                    "오른쪽 아래 칸 \(Korean.phrase(text(row: step.row, column: step.column), .subject)) 편집 거리입니다. 이제 고른 후보를 따라 처음으로 돌아갑니다. "
                    + narration.ko,
                en:
                    "The bottom-right cell, \(text(row: step.row, column: step.column)), is the edit distance. Now follow each chosen candidate back to the start. "
                    + narration.en)
        }
        return Step(
            state: state, title: Localized(ko: "경로 되짚기", en: "Backtrace"),
            narration: narration)
    }

    /// One backtrace step in words: where it came from and the edit it makes.
    static func backtrackSentence(_ step: PathStep, source tokens: [String], target targets: [String]) -> Localized {
        let at = "(\(step.row), \(step.column))"
        guard let operation = step.operation else {
            return Localized(
                ko: "\(at): 시작점에 도착했습니다. 경로가 완성되었습니다.", en: "\(at): back at the start. The path is complete.")
        }
        let source = step.row > 0 ? tokens[step.row - 1] : ""
        let target = step.column > 0 ? targets[step.column - 1] : ""
        switch operation {
        case .match:
            return Localized(
                ko:
                    "\(at): \(Korean.phrase(source, .with)) \(Korean.phrase(target, .subject)) 같습니다. 대각선에서 왔고, 바꿀 것이 없습니다(일치).",
                en: "\(at): \(source) = \(target). It came from the diagonal, and there is nothing to change (a match)."
            )
        case .substitute:
            return Localized(
                ko: "\(at): 대각선에서 왔습니다. \(source) → \(target) 대체입니다.",
                en: "\(at): it came from the diagonal: substitute \(source) → \(target).")
        case .insert:
            return Localized(
                ko: "\(at): 왼쪽에서 왔습니다. \(target) 삽입입니다.", en: "\(at): it came from the left: insert \(target).")
        case .delete:
            return Localized(
                ko: "\(at): 위에서 왔습니다. \(source) 삭제입니다.", en: "\(at): it came from above: delete \(source).")
        }
    }

    func summaryStep(_ state: TableState) -> Step {
        let edits = trace.editScript.edits
        let words = edits.map(Self.sentence(for:))
        let from = written(trace.source[...])
        let to = written(trace.target[...])
        let list = Localized(
            ko: words.isEmpty
                ? "경로에는 바꿀 것이 없습니다." : "경로를 따라 읽은 편집은 " + words.map { $0.ko }.joined(separator: ", ") + "입니다.",
            en: words.isEmpty
                ? "The path changes nothing." : "The path's edits: " + words.map { $0.en }.joined(separator: ", ") + "."
        )
        let final = path.last?.notation.description ?? "0"
        return Step(
            state: state, title: Localized(ko: "정리", en: "Summary"),
            narration: Localized(
                ko: "\(from) → \(to)의 편집 거리는 \(trace.distance) (\(final))입니다. \(list.ko)",
                en: "\(from) → \(to): edit distance \(trace.distance) (\(final)). \(list.en)"))
    }

    /// One edit of the script in words, with its index.
    static func sentence(for edit: Edit<String>) -> Localized {
        let removed = edit.removed ?? ""
        let added = edit.added ?? ""
        switch edit.operation {
        case .match:
            return .same("")
        case .substitute:
            return Localized(
                ko: "\(edit.sourceIndex)번 \(removed) → \(added) 대체",
                en: "substitute \(removed) → \(added) at \(edit.sourceIndex)")
        case .insert:
            return Localized(
                ko: "새 목록 \(edit.targetIndex)번에 \(added) 삽입", en: "insert \(added) at new index \(edit.targetIndex)")
        case .delete:
            return Localized(
                ko: "옛 목록 \(edit.sourceIndex)번의 \(removed) 삭제", en: "delete \(removed) at old index \(edit.sourceIndex)"
            )
        }
    }
}

import DiffEngine
import Storyboard

/// Lesson 8: Heckel's passes, and why its moves are not the fewest.
enum HeckelLesson {
    static let old = ["1", "2", "3", "4", "5", "6", "7"]
    static let new = ["1", "4", "5", "2", "3", "6", "7"]

    static func make(number: Int) -> Lesson {
        let trace = HeckelTrace(old: old, new: new)
        var frames = [symbols(trace)]
        frames += trace.passes.map { pass(trace, $0) }
        frames.append(result(trace))
        return Lesson(
            id: "heckel", number: number,
            title: Localized(ko: "Heckel 알고리즘", en: "Heckel's algorithm"),
            summary: Localized(
                ko: "선형 시간에 목록을 비교하는 Heckel의 단계들, 그리고 이동 수가 최소가 아닌 이유.",
                en: "Heckel's linear-time passes over two lists, and why its moves are not the fewest."),
            frames: frames)
    }

    static func symbols(_ trace: HeckelTrace<String>) -> Frame {
        let rows = trace.symbols.map { [Panel.Cell($0.item), Panel.Cell(String($0.oldCount)), Panel.Cell(String($0.newCount))] }
        return Frame(
            title: Localized(ko: "심볼 표", en: "The symbol table"),
            panels: [
                .items(old, caption: Localized(ko: "옛 목록", en: "old")), .items(new, caption: Localized(ko: "새 목록", en: "new")),
                Panel(caption: Localized(ko: "항목별 개수", en: "count per item"), columnHeaders: ["item", "old", "new"], cells: rows),
            ],
            narration: Localized(
                ko: "Heckel은 표를 채우지 않습니다. 두 목록을 한 번씩 훑으며 항목마다 옛 목록과 새 목록에 몇 번 나오는지 셉니다. 양쪽에 한 번씩만 나오는 항목은 확실한 짝입니다.",
                en: "Heckel fills no table. It scans each list once and counts, per item, how often it appears in old and in new. An item that appears exactly once on each side is a sure match."))
    }

    static func pass(_ trace: HeckelTrace<String>, _ pass: HeckelPass) -> Frame {
        let pairs = pass.matches.map { "\(old[$0.old]) (\($0.old) → \($0.new))" }.joined(separator: ", ")
        let name: Localized =
            switch pass.kind {
            case .uniqueLines: Localized(ko: "한 번씩만 나오는 항목 짝짓기", en: "pair items unique on both sides")
            case .ascending: Localized(ko: "짝의 다음 칸으로 넓히기", en: "extend matches forward")
            case .descending: Localized(ko: "짝의 앞 칸으로 넓히기", en: "extend matches backward")
            case .duplicates: Localized(ko: "중복 항목 짝짓기", en: "pair duplicates")
            }
        return Frame(
            title: Localized(ko: "단계 \(pass.kind.rawValue): \(name.ko)", en: "Pass \(pass.kind.rawValue): \(name.en)"),
            panels: [.items(new, caption: Localized(ko: "새 목록", en: "new"), roles: Dictionary(uniqueKeysWithValues: pass.matches.map { ($0.new, Set([Role.matched])) }))],
            narration: Localized(
                ko: pass.matches.isEmpty ? "이 단계에서 새로 생긴 짝은 없습니다." : "새 짝: \(pairs).",
                en: pass.matches.isEmpty ? "No new matches in this pass." : "New matches: \(pairs)."))
    }

    static func result(_ trace: HeckelTrace<String>) -> Frame {
        Frame(
            title: Localized(ko: "이동 수", en: "Counting moves"),
            panels: [.items(new, caption: Localized(ko: "새 목록", en: "new"), roles: [1: [.moved], 2: [.moved]])],
            narration: Localized(
                ko: "Heckel의 규칙은 자리가 바뀐 짝을 모두 이동으로 셉니다: \(trace.heckelMoveCount)개. 그런데 4와 5만 옮기면 나머지는 순서가 그대로입니다. 가장 긴 증가 부분 수열(LIS)을 그대로 두면 최소 이동은 \(trace.optimalMoveCount)개입니다.",
                en: "Heckel's rule counts every match whose position shifted as a move: \(trace.heckelMoveCount). Yet moving only 4 and 5 keeps everything else in order. Keep the longest increasing subsequence in place, and the fewest moves is \(trace.optimalMoveCount)."),
            prompt: Prompt(
                question: Localized(ko: "최소 이동 수는?", en: "What is the fewest number of moves?"),
                accepted: [String(trace.optimalMoveCount)],
                hint: Localized(ko: "순서를 유지한 채 남길 수 있는 가장 긴 항목 열을 찾으세요.", en: "Find the longest run of items you can leave in order."),
                explanation: Localized(
                    ko: "1 2 3 6 7은 순서가 그대로이므로 남깁니다. 7 - 5 = \(trace.optimalMoveCount).",
                    en: "1 2 3 6 7 are already in order, so they stay. 7 - 5 = \(trace.optimalMoveCount).")))
    }
}

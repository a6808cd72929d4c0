import DiffEngine

extension HeckelStoryboard {
    /// The changes as Heckel's own rule reports them: unlinked old lines are deletes,
    /// unlinked new lines inserts, and linked lines out of place moves. (The fewest moves come
    /// after the question, so this frame must not give them away.)
    func changesFrame() -> Frame {
        var oldRoles: [Int: Set<Role>] = [:]
        var newRoles: [Int: Set<Role>] = [:]
        for change in heckelTrace.changes {
            switch change {
            case .delete(_, let index): oldRoles[index, default: []].insert(.deleted)
            case .insert(_, let index): newRoles[index, default: []].insert(.inserted)
            case .move(_, let from, let to):
                oldRoles[from, default: []].insert(.moved)
                newRoles[to, default: []].insert(.moved)
            case .replace(_, _, let index), .update(_, _, _, let index): newRoles[index, default: []].insert(.reloaded)
            }
        }
        let counts = (
            deletes: heckelTrace.changes.count { if case .delete = $0 { true } else { false } },
            inserts: heckelTrace.changes.count { if case .insert = $0 { true } else { false } }
        )
        return Frame(
            title: Localized(ko: "바뀐 것", en: "The changes"),
            panels: lists(old: oldRoles, new: newRoles),
            narration: Localized(
                ko:
                    "OA 칸에 아직 # 표시가 남은 옛 줄은 새 목록에 없으니 삭제입니다(\(counts.deletes)개). NA 칸에 # 표시가 남은 새 줄은 삽입입니다(\(counts.inserts)개). 이어진 줄 가운데 순서가 어긋난 것은 이동입니다. 결과: \(Change.sentence(heckelTrace.changes).ko).",
                en:
                    "An old line whose OA slot still holds a # is gone from the new list: a delete (\(counts.deletes)). A new line whose NA slot holds a # is an insert (\(counts.inserts)). Linked lines out of order are moves. Result: \(Change.sentence(heckelTrace.changes).en)."
            ))
    }

    /// Heckel's own move rule: every link out of place once deletes and inserts are
    /// counted is a move. A question (the fewest moves) when the storyboard asks one.
    func movesFrame() -> Frame {
        let moved = heckelTrace.changes.compactMap { if case .move(_, _, let to) = $0 { to } else { nil } }
        let roles = Dictionary(uniqueKeysWithValues: moved.map { ($0, Set([Role.moved])) })
        let fewest = trace.optimalMoveCount
        return Frame(
            title: Localized(ko: "Heckel이 세는 이동", en: "The moves Heckel counts"),
            panels: [.items(trace.new, caption: Self.newCaption, roles: roles)],
            narration: Localized(
                ko:
                    "Heckel의 규칙은 이어진 줄마다 자리를 비교합니다. 앞선 삭제와 삽입만큼 옮겨 본 뒤에도 자리가 어긋나면 이동으로 셉니다. 그래서 \(heckelTrace.heckelMoveCount)개가 이동입니다(m 표시). 하지만 모두 옮길 필요는 없습니다.",
                en:
                    "Heckel's rule checks each linked line's place. If it is still out of place once the deletes and inserts before it are counted, it is a move. That makes \(heckelTrace.heckelMoveCount) moves (marked m). Not all of them are needed."
            ),
            prompt: asksForFewestMoves
                ? Prompt(
                    question: Localized(ko: "최소 이동 수는 몇 개입니까?", en: "What is the fewest number of moves?"),
                    accepted: [String(fewest)],
                    hint: Localized(
                        ko: "순서를 지킨 채 그대로 둘 수 있는 가장 긴 항목 열을 찾으세요.",
                        en: "Find the longest run of items you can leave in their order."),
                    explanation: fewestExplanation())
                : nil)
    }

    /// The fewest moves: kept lines minus the longest increasing subsequence of their old
    /// positions in new order.
    func fewestFrame() -> Frame {
        let staying = stayingLinks()
        var roles = Dictionary(uniqueKeysWithValues: staying.map { ($0.new, Set([Role.matched])) })
        for change in trace.changes {
            if case .move(_, _, let to) = change { roles[to, default: []].insert(.moved) }
        }
        return Frame(
            title: Localized(ko: "최소 이동", en: "The fewest moves"),
            panels: [.items(trace.new, caption: Self.newCaption, roles: roles)],
            narration: fewestExplanation())
    }

    /// The links in new order whose old positions form a longest increasing subsequence.
    private func stayingLinks() -> [HeckelMatch] {
        let kept = trace.links(through: .duplicates).sorted { $0.new < $1.new }
        return LongestIncreasingSubsequence.positions(in: kept.map { $0.old }).map { kept[$0] }
    }

    /// The arithmetic of the fewest moves, in words.
    private func fewestExplanation() -> Localized {
        let kept = trace.links(through: .duplicates).sorted { $0.new < $1.new }
        let oldOrder = kept.map { String($0.old) }.joined(separator: " ")
        let staying = stayingLinks()
        let items = staying.map { trace.new[$0.new] }.joined(separator: " ")
        let arithmetic = "\(kept.count) - \(staying.count) = \(trace.optimalMoveCount)"
        return Localized(
            ko:
                "이어진 줄의 옛 번호를 새 순서로 적으면 \(oldOrder)입니다. 그중 가장 긴 증가 수열은 \(staying.count)개입니다(항목 \(items)). 이 항목들은 서로 순서가 맞으니 그대로 둡니다. 최소 이동 = 이어진 줄 수 - 그대로 두는 수 = \(arithmetic).",
            en:
                "Written in new order, the linked lines' old positions are \(oldOrder). Their longest increasing subsequence has \(staying.count) (items \(items)). Those are already in order with each other, so they stay. Fewest moves = linked lines - staying = \(arithmetic)."
        )
    }
}

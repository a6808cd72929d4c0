import DiffEngine

extension HeckelStoryboard {
    /// The changes as Heckel's own rule reports them: unlinked old lines are deletes,
    /// unlinked new lines inserts, and linked lines out of place moves. (The fewest moves come
    /// after the question, so this frame must not give them away.)
    func changesFrame() -> Frame {
        var oldRoles: [Int: Roles] = [:]
        var newRoles: [Int: Roles] = [:]
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
            title: Localized(ko: "패스 6: 바뀐 것 읽어 내기", en: "Pass 6: read out the changes"),
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
        let roles = Dictionary(uniqueKeysWithValues: moved.map { ($0, Roles([.moved])) })
        let fewest = trace.optimalMoveCount
        return Frame(
            title: Localized(ko: "라이브러리가 세는 이동", en: "The moves a library counts"),
            panels: [.items(trace.new, caption: Self.newCaption, roles: roles)],
            narration: Localized(
                ko:
                    "Heckel의 논문은 줄을 잇기만 합니다. 이동을 세는 규칙은 라이브러리가 정합니다. 흔한 규칙은 이렇습니다. 이어진 줄마다 앞선 삭제와 삽입만큼 자리를 옮겨 봅니다. 그래도 자리가 어긋나면 이동입니다. 이 규칙으로 세면 이동은 \(heckelTrace.heckelMoveCount)개입니다(m 표시). 하지만 모두 옮길 필요는 없습니다.",
                en:
                    "Heckel's paper only links lines; counting moves is up to the library. The common rule: shift each linked line by the deletes and inserts before it; if it is still out of place, it is a move. That makes \(heckelTrace.heckelMoveCount) moves by that rule (marked m). Not all of them need to."
            ),
            // Past the search's budget the count may not be the fewest: nothing to ask then.
            prompt: asksForFewestMoves && trace.isMinimal
                ? Prompt(
                    question: Localized(ko: "최소 이동 수는 몇 개입니까?", en: "What is the fewest number of moves?"),
                    accepted: [String(fewest)],
                    hint: Localized(
                        ko: "서로 순서가 맞아서 그대로 둘 수 있는 항목을 가장 많이 고르세요. 붙어 있지 않아도 됩니다.",
                        en:
                            "Pick the most items that are already in order with each other; they need not be next to each other."
                    ),
                    explanation: fewestExplanation())
                : nil)
    }

    /// The fewest moves: kept lines minus the longest increasing subsequence of their old
    /// positions in new order.
    func fewestFrame() -> Frame {
        let staying = stayingLinks()
        var roles = Dictionary(uniqueKeysWithValues: staying.map { ($0.new, Roles([.matched])) })
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
        let kept = trace.fewestMoveLinks
        return MoveRule.staying(kept.map { $0.old }).map { kept[$0] }
    }

    /// `links` in the order of their new lines, as a stable sort by `new` orders them: by
    /// bucket, since each `new` is a line of the new list (and engine.wasm then needs no copy
    /// of the standard library's sort for this one comparison).
    static func inNewOrder(_ links: [HeckelMatch], newCount: Int) -> [HeckelMatch] {
        var buckets = [[HeckelMatch]](repeating: [], count: newCount)
        for link in links { buckets[link.new].append(link) }
        return buckets.flatMap { $0 }
    }

    /// The arithmetic of the fewest moves, in words.
    private func fewestExplanation() -> Localized {
        let kept = trace.fewestMoveLinks
        let oldOrder = kept.map { String($0.old) }.joined(separator: " ")
        let staying = stayingLinks()
        let items = staying.map { trace.new[$0.new] }.joined(separator: " ")
        let arithmetic = "\(kept.count) - \(staying.count) = \(trace.optimalMoveCount)"
        let repaired = kept != Self.inNewOrder(trace.links(through: .duplicates), newCount: trace.new.count)
        let lead = Localized(
            ko: repaired
                ? "겹치는 항목의 사본은 가장 긴 공통 부분 수열을 따라 다시 짝지어, 순서를 지키는 줄이 가장 많게 합니다. " : "",
            en: repaired
                ? "Copies of repeated items are paired again along a longest common subsequence, so the most lines keep their order. "
                : "")
        let note = trace.isMinimal ? Localized(ko: "", en: "") : ListDiffWords.notMinimal(shortestScript: false)
        return Localized(
            ko:
                lead.ko
                + "이어진 줄의 옛 번호를 새 순서로 적으면 \(oldOrder)입니다. 그중 가장 긴 증가 부분 수열은 \(staying.count)개입니다(항목 \(items)). 이 항목들은 서로 순서가 맞으니 그대로 둡니다. 최소 이동 = 이어진 줄 수 - 그대로 두는 수 = \(arithmetic). 이 계산은 Heckel의 것이 아니라 diffstep이 덧붙인 것입니다. Heckel이 최소를 보장하지 않는다는 것을 보여 주려고요."
                + (note.ko.isEmpty ? "" : " " + note.ko),
            en:
                lead.en
                + "Written in new order, the linked lines' old positions are \(oldOrder). Their longest increasing subsequence has \(staying.count) (items \(items)). Those are already in order with each other, so they stay. Fewest moves = linked lines - staying = \(arithmetic). This count is not Heckel's: diffstep adds it to show that Heckel does not promise the fewest."
                + (note.en.isEmpty ? "" : " " + note.en)
        )
    }
}

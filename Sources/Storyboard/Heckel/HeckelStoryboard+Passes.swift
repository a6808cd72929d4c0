import DiffEngine

extension HeckelStoryboard {
    /// Passes 1 and 2: counting every item into the symbol table.
    func symbolFrame() -> Frame {
        let unique = trace.symbols.filter { $0.isUniqueOnBothSides }.map { $0.item }
        let uniqueList = unique.isEmpty ? "-" : unique.joined(separator: ", ")
        return Frame(
            title: Localized(ko: "패스 1·2: 심볼 표", en: "Passes 1 and 2: the symbol table"),
            panels: lists() + [symbolPanel()],
            narration: Localized(
                ko:
                    "Heckel은 표를 채우지 않습니다. 새 목록을 한 번(패스 1), 옛 목록을 한 번(패스 2) 훑습니다. 항목마다 양쪽에 몇 번 나오는지 셉니다. 새 목록 \(trace.new.count)줄과 옛 목록 \(trace.old.count)줄을 읽어 서로 다른 항목 \(trace.symbols.count)개를 얻습니다. OC = NC = 1인 항목은 양쪽에 한 번씩만 나오므로 확실한 짝입니다: \(uniqueList).",
                en:
                    "Heckel fills no table. It reads the new list once (pass 1) and the old list once (pass 2), counting how often each item appears on each side. \(trace.new.count) new lines and \(trace.old.count) old lines give \(trace.symbols.count) distinct items. An item with OC = NC = 1 appears once on each side, so it is a sure match: \(uniqueList)."
            ))
    }

    /// OA and NA before any link: every line points at its symbol-table entry.
    func arraysFrame() -> Frame {
        Frame(
            title: Localized(ko: "OA와 NA", en: "OA and NA"),
            panels: arrayPanels(after: nil),
            narration: Localized(
                ko:
                    "두 배열은 줄마다 칸이 하나씩 있습니다. 처음에는 모든 칸이 심볼 표의 항목(#)을 가리킵니다. 짝을 찾으면 그 칸에 상대편 줄 번호를 적습니다. 다음 패스들이 이 칸들을 숫자로 바꿔 갑니다.",
                en:
                    "Each array has one slot per line. At first every slot points at its symbol-table entry (#). When a line finds its partner, the slot holds the partner's line number instead. The next passes turn slots into numbers."
            ))
    }

    /// One linking pass: the links it made, each with its reason.
    func passFrame(_ pass: HeckelPass) -> Frame {
        let reasons = pass.matches.map { reason(for: $0, in: pass.kind) }
        let listed = Localized(
            ko: reasons.map { $0.ko }.joined(separator: " "), en: reasons.map { $0.en }.joined(separator: " "))
        let linked = trace.links(through: pass.kind).count
        let total = Localized(
            ko: "지금까지 이어진 줄: \(linked)개.", en: "Lines linked so far: \(linked).")
        return Frame(
            title: Self.title(of: pass.kind),
            panels: arrayPanels(after: pass.kind),
            narration: Localized(
                ko: (pass.matches.isEmpty ? "이 패스에서 새로 이어진 줄은 없습니다." : listed.ko) + " " + total.ko,
                en: (pass.matches.isEmpty ? "No new links in this pass." : listed.en) + " " + total.en))
    }

    /// Why one link was made, with the neighbours or counts that justify it.
    func reason(for match: HeckelMatch, in kind: HeckelPass.Kind) -> Localized {
        let item = trace.old[match.old]
        switch kind {
        case .uniqueLines:
            return Localized(
                ko: "\(item): OC = NC = 1, 옛 \(match.old)번 ↔ 새 \(match.new)번.",
                en: "\(item): OC = NC = 1, old \(match.old) ↔ new \(match.new).")
        case .ascending where match.old == 0 && match.new == 0:
            return Localized(
                ko: "두 목록의 맨 앞은 처음부터 짝입니다. 첫 줄이 둘 다 \(item)이므로 옛 0번 ↔ 새 0번.",
                en: "The two lists' starts are a link from the outset; both first lines are \(item): old 0 ↔ new 0.")
        case .descending where match.old == trace.old.count - 1 && match.new == trace.new.count - 1:
            return Localized(
                ko: "두 목록의 맨 끝도 처음부터 짝입니다. 마지막 줄이 둘 다 \(item)이므로 옛 \(match.old)번 ↔ 새 \(match.new)번.",
                en:
                    "The two lists' ends are a link too; both last lines are \(item): old \(match.old) ↔ new \(match.new)."
            )
        case .ascending:
            return Localized(
                ko:
                    "옛 \(match.old - 1)번 ↔ 새 \(match.new - 1)번 바로 다음 줄이 둘 다 \(item)이므로 옛 \(match.old)번 ↔ 새 \(match.new)번.",
                en:
                    "After old \(match.old - 1) ↔ new \(match.new - 1), both next lines are \(item): old \(match.old) ↔ new \(match.new)."
            )
        case .descending:
            return Localized(
                ko:
                    "옛 \(match.old + 1)번 ↔ 새 \(match.new + 1)번 바로 앞 줄이 둘 다 \(item)이므로 옛 \(match.old)번 ↔ 새 \(match.new)번.",
                en:
                    "Before old \(match.old + 1) ↔ new \(match.new + 1), both previous lines are \(item): old \(match.old) ↔ new \(match.new)."
            )
        case .duplicates:
            return Localized(
                ko:
                    "\(Korean.phrase(item, .topic)) 여러 번 나옵니다. Heckel의 논문이라면 이 줄은 삭제와 삽입으로 남습니다. diffstep은 남은 것끼리 순서대로 잇습니다: 옛 \(match.old)번 ↔ 새 \(match.new)번.",
                en:
                    "\(item) repeats. Heckel's paper would leave this line as a delete and an insert; diffstep pairs the copies left in order: old \(match.old) ↔ new \(match.new)."
            )
        }
    }

    /// The pass's name in the learner's words.
    static func name(of kind: HeckelPass.Kind) -> Localized {
        switch kind {
        case .uniqueLines: Localized(ko: "한 번씩만 나오는 항목 잇기", en: "link items unique on both sides")
        case .ascending: Localized(ko: "짝의 다음 줄로 넓히기", en: "extend links forward")
        case .descending: Localized(ko: "짝의 앞 줄로 넓히기", en: "extend links backward")
        case .duplicates: Localized(ko: "남은 중복 항목 잇기", en: "pair the duplicates left")
        }
    }

    /// A linking pass's title. Heckel's paper has five linking passes and a sixth that reads
    /// the changes out; pairing the copies left is diffstep's own step, so it has no number.
    static func title(of kind: HeckelPass.Kind) -> Localized {
        let name = name(of: kind)
        guard kind != .duplicates else {
            return Localized(
                ko: "덧붙인 패스: \(name.ko) (Heckel의 논문에는 없음)",
                en: "An added pass: \(name.en) (not in Heckel's paper)")
        }
        return Localized(ko: "패스 \(kind.rawValue): \(name.ko)", en: "Pass \(kind.rawValue): \(name.en)")
    }
}

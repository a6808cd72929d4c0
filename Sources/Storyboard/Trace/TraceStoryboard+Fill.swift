import DiffEngine

extension TraceStoryboard {
    func seedRowState() -> TableState {
        let row = (1..<max(1, trace.columns)).map { key(0, $0) }
        return TableState(fill: .firstRow, roles: Dictionary(uniqueKeysWithValues: row.map { ($0, [.inserted]) }))
    }

    func seedColumnState() -> TableState {
        let column = (1..<max(1, trace.rows)).map { key($0, 0) }
        return TableState(fill: .seeds, roles: Dictionary(uniqueKeysWithValues: column.map { ($0, [.deleted]) }))
    }

    func fillState(row: Int, column: Int) -> TableState {
        let here = Position(row: row, column: column)
        var roles: [Int: Roles] = [
            key(row, column): [.current],
            key(row - 1, column): [.candidateUp],
            key(row, column - 1): [.candidateLeft],
            key(row - 1, column - 1): [.candidateDiagonal],
        ]
        // On a question the chosen neighbour stays unmarked: it would tell the learner which of
        // the three is the smallest, half the answer.
        let asks = questions.contains(here)
        if !asks, let chosen = trace.chosen(row: row, column: column) {
            let from = origin(of: chosen, row: row, column: column)
            roles[key(from.row, from.column), default: []].insert(.chosen)
        }
        return TableState(fill: .through(row: row, column: column), roles: roles, hiding: asks ? here : nil)
    }

    func seedRowStep(_ state: TableState) -> Step {
        let costs = (0..<trace.columns).map { text(row: 0, column: $0) }
        let prefixes = (1..<max(1, trace.columns)).map { "\"" + written(trace.target.prefix($0)) + "\"" }
        return Step(
            state: state,
            title: Localized(ko: "첫 행 채우기", en: "Seed the first row"),
            narration: Localized(
                ko:
                    "첫 행은 빈 문자열 ε에서 시작합니다. 여기서 \(prefixes.joined(separator: ", ")) 하나하나를 만들려면 한 글자씩 삽입할 수밖에 없습니다. 그래서 \(costs.joined(separator: ", "))입니다. 오른쪽으로 한 칸 갈 때마다 삽입이 한 번 늘어납니다.",
                en:
                    "The first row starts from the empty string ε. Turning ε into \(prefixes.joined(separator: ", ")) can only be done by inserting one token at a time, so the row reads \(costs.joined(separator: ", ")). Each step right is one more insertion."
            ))
    }

    func seedColumnStep(_ state: TableState) -> Step {
        let costs = (0..<trace.rows).map { text(row: $0, column: 0) }
        let prefixes = (1..<max(1, trace.rows)).map { "\"" + written(trace.source.prefix($0)) + "\"" }
        return Step(
            state: state,
            title: Localized(ko: "첫 열 채우기", en: "Seed the first column"),
            narration: Localized(
                ko:
                    "첫 열은 반대 방향입니다. \(prefixes.joined(separator: ", ")) 하나하나를 빈 문자열 ε로 만들려면 한 글자씩 지워야 합니다. 그래서 \(costs.joined(separator: ", "))입니다. 아래로 한 칸 갈 때마다 삭제가 한 번 늘어납니다.",
                en:
                    "The first column goes the other way. Turning \(prefixes.joined(separator: ", ")) into the empty string ε means deleting one token at a time, so the column reads \(costs.joined(separator: ", ")). Each step down is one more deletion."
            ))
    }

    func fillStep(row: Int, column: Int, state: TableState) -> Step {
        let isQuestion = state.hiding != nil
        let source = trace.source[row - 1]
        let target = trace.target[column - 1]
        let title = Localized(only: language, ko: "\(source) 대 \(target) 비교", en: "\(source) vs \(target)")
        guard isQuestion else {
            return Step(state: state, title: title, narration: arithmetic(row: row, column: column))
        }
        return Step(
            state: state, title: title,
            narration: Localized(
                ko: "이번 칸은 직접 채워 보세요. 비교할 글자는 원본 \(source), 목표 \(target)입니다. 표시된 세 이웃을 보고 값을 정하세요.",
                en: "Fill this cell yourself. Compare \(source) with \(target) and look at the three marked neighbours."
            ),
            prompt: Prompt(
                question: Localized(ko: "이 칸에 들어갈 값은?", en: "What goes in this cell?"),
                accepted: [text(row: row, column: column), String(trace.cost(row: row, column: column))],
                hint: Localized(
                    ko: "두 글자가 같으면 대각선 값을 그대로 씁니다. 다르면 위, 왼쪽, 대각선 중 가장 작은 값에 1을 더합니다.",
                    en:
                        "If the two tokens are equal, copy the diagonal. If not, take the smallest of up, left and diagonal, and add 1."
                ),
                explanation: arithmetic(row: row, column: column)))
    }

    /// The sentence that states the arithmetic of one cell, with the choice and any tie.
    func arithmetic(row: Int, column: Int) -> Localized {
        let source = trace.source[row - 1]
        let target = trace.target[column - 1]
        let up = trace.cost(row: row - 1, column: column)
        let left = trace.cost(row: row, column: column - 1)
        let diagonal = trace.cost(row: row - 1, column: column - 1)
        let cost = trace.cost(row: row, column: column)
        let shown = cellText == .notation ? " (\(text(row: row, column: column)))" : ""
        let chosen = trace.chosen(row: row, column: column) ?? .match
        let tied = trace.operations(row: row, column: column).operations.filter { $0 != .match }
        if source == target {
            return Localized(
                only: language,
                ko:
                    "\(source) 대 \(target): 두 글자가 같습니다. 편집할 것이 없으니 대각선 \(Korean.phrase("\(diagonal)", .object)) 그대로 가져와 \(cost)\(shown)입니다. 일치입니다.",
                en:
                    "\(source) vs \(target): the same, so there is nothing to edit: copy the diagonal \(diagonal), which gives \(cost)\(shown). A match."
            )
        }
        var sentence = Localized(
            only: language,
            ko:
                "\(source) 대 \(target): 두 글자가 다릅니다. min(위 \(up), 왼쪽 \(left), 대각선 \(diagonal)) + 1 = \(cost)\(shown)입니다.",
            en:
                "\(source) vs \(target): different. min(up \(up), left \(left), diagonal \(diagonal)) + 1 = \(cost)\(shown)."
        )
        if tied.count > 1 {
            let places = Self.joined(tied.map { $0.direction }, only: language)
            let names = Self.joined(tied.map { $0.name }, only: language)
            let order = trace.tieBreak.preference.map { $0.name }
            sentence += Localized(
                only: language,
                ko:
                    " 가장 작은 값이 \(places.ko)에 모두 있어 \(Korean.phrase(names.ko, .subject)) 동점입니다. \(trace.tieBreak.rawValue) 규칙은 \(order.map { $0.ko }.joined(separator: " → ")) 순서로 고르므로 \(chosen.name.ko)입니다.",
                en:
                    " The smallest appears \(places.en): a tie of \(names.en), and the \(trace.tieBreak.rawValue) rule (\(order.map { $0.en }.joined(separator: " → "))) picks \(chosen.name.en)."
            )
        } else {
            sentence += Localized(
                only: language, ko: " 가장 작은 값이 \(chosen.direction.ko)에 있으니 \(chosen.name.ko)입니다.",
                en: " The smallest is \(chosen.direction.en), so: \(chosen.name.en).")
        }
        return sentence
    }

    /// Words joined as a reader says them: `위와 왼쪽`, `up and left`; three or more with commas.
    /// `language`, when given, is the one side made (``Localized/init(only:ko:en:)``).
    static func joined(_ words: [Localized], only language: Language? = nil) -> Localized {
        guard let last = words.last, words.count > 1 else { return words.first ?? .same("") }
        let head = words.dropLast()
        return Localized(
            only: language,
            ko: head.dropLast().map { $0.ko + ", " }.joined()
                + (head.last.map { Korean.phrase($0.ko, .with) + " " } ?? "") + last.ko,
            en: head.map { $0.en }.joined(separator: ", ") + " and " + last.en)
    }

    /// The cell an operation comes from.
    func origin(of operation: EditOperation, row: Int, column: Int) -> Position {
        switch operation {
        case .match, .substitute: Position(row: row - 1, column: column - 1)
        case .insert: Position(row: row, column: column - 1)
        case .delete: Position(row: row - 1, column: column)
        }
    }
}

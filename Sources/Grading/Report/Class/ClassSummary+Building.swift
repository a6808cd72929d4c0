extension ClassSummary {
    /// Summarises `results`.
    /// - Complexity: O(*s* · *c*) for *s* students and *c* cells, plus the pairs of students
    ///   sharing a rare cell (at most ``rareLimit`` students each).
    package init(results: [StudentResult]) {
        students = results.count
        read = results.filter { $0.wasRead }.count
        items = ClassSummary.spreads(results)
        let mistakes = results.map { result in result.items.flatMap { $0.mistakes } }
        rows = (mistakes.joined().map { $0.row }.max() ?? -1) + 1
        columns = (mistakes.joined().map { $0.column }.max() ?? -1) + 1
        cells = ClassSummary.cellStats(mistakes, columns: columns)
        roles = ClassSummary.roleStats(mistakes)
        wrongAnswers = ClassSummary.mostCommon(
            results.filter { $0.wasRead && $0.score < $0.maxScore && !$0.answer.isEmpty }.map { $0.answer })
        exceptions = ClassSummary.mostCommon(results.compactMap { $0.raised })
        pairs = ClassSummary.pairs(results.map { $0.student }, mistakes)
    }

    private static func spreads(_ results: [StudentResult]) -> [ItemSpread] {
        guard let first = results.first else { return [] }
        return first.items.indices.map { index in
            var buckets = [Int](repeating: 0, count: 11)
            var total = 0
            for result in results where index < result.items.count {
                let item = result.items[index]
                total += item.score.hundredths
                let max = item.maxScore.hundredths
                let tenth = max > 0 ? min(10, item.score.hundredths * 10 / max) : 10
                buckets[tenth] += 1
            }
            return ItemSpread(
                id: first.items[index].id, buckets: buckets, meanHundredths: total / max(1, results.count),
                maxScore: first.items[index].maxScore)
        }
    }

    private static func cellStats(_ mistakes: [[CellMistake]], columns: Int) -> [CellStats] {
        var values: [Int: [String: Int]] = [:]
        var causes: [Int: [MistakeCause: Int]] = [:]
        var wrong: [Int: Int] = [:]
        for list in mistakes {
            for mistake in Set(list) {
                let index = mistake.row * columns + mistake.column
                wrong[index, default: 0] += 1
                values[index, default: [:]][mistake.written, default: 0] += 1
                if let cause = mistake.cause { causes[index, default: [:]][cause, default: 0] += 1 }
            }
        }
        return wrong.keys.sorted().map { index in
            let common = (values[index] ?? [:]).max { ($0.value, $1.key) < ($1.value, $0.key) }
            let cause = (causes[index] ?? [:]).max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }
            return CellStats(
                row: index / max(1, columns), column: index % max(1, columns), wrong: wrong[index] ?? 0,
                commonValue: common?.key ?? "", commonCount: common?.value ?? 0, cause: cause?.key)
        }
    }

    private static func roleStats(_ mistakes: [[CellMistake]]) -> [RoleStats] {
        var wrong: [CellRole: Int] = [:]
        var causes: [CellRole: [MistakeCause: Int]] = [:]
        for mistake in mistakes.joined() {
            wrong[mistake.role, default: 0] += 1
            if let cause = mistake.cause { causes[mistake.role, default: [:]][cause, default: 0] += 1 }
        }
        return CellRole.allCases.map { role in
            let cause = (causes[role] ?? [:]).max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }
            return RoleStats(role: role, wrong: wrong[role] ?? 0, cause: cause?.key)
        }
    }

    private static func mostCommon(_ texts: [String]) -> [(answer: String, count: Int)] {
        var counts: [String: Int] = [:]
        for text in texts { counts[text, default: 0] += 1 }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(10).map { ($0.key, $0.value) }
    }

    private static func pairs(_ students: [String], _ mistakes: [[CellMistake]]) -> [SharedMistakes] {
        var holders: [CellMistake: [Int]] = [:]
        for (student, list) in mistakes.enumerated() {
            // A blank is no signal: many students leave the same cells empty.
            for mistake in Set(list) where mistake.cause != .blank { holders[mistake, default: []].append(student) }
        }
        var shared: [Int: Int] = [:]
        for group in holders.values where group.count >= 2 && group.count <= rareLimit {
            for i in group.indices {
                for j in group.indices where j > i { shared[group[i] * students.count + group[j], default: 0] += 1 }
            }
        }
        return shared.filter { $0.value >= minimumShared }
            .map {
                SharedMistakes(
                    first: students[$0.key / students.count], second: students[$0.key % students.count],
                    cells: $0.value)
            }
            .sorted { ($0.cells, $1.first, $1.second) > ($1.cells, $0.first, $0.second) }
    }
}

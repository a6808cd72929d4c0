import DiffEngine

extension Exercise {
    /// The inputs `student` works on: the same on every machine and every run.
    /// - Parameter student: the student's id; it is normalised (``StudentKey``) first, so
    ///   `Kim`, `kim ` and an NFD spelling get one variant.
    /// - Returns: the fixed inputs, or inputs drawn from ``StableRandom`` seeded by
    ///   HMAC-SHA256 of the course ``secret`` (or, without one, the public FNV-1a seed used by
    ///   demonstrations only).
    public func variant(for student: String) -> Variant {
        let key = StudentKey.normalized(student)
        var random =
            secret.map { StableRandom(seed: $0.seed(exercise: id, student: key)) }
            ?? StableRandom(exercise: id, student: key)
        switch inputs {
        case .words(let source, let target):
            return balancedWords(source, target, &random)
        case .items(let oldSource, let newSource, let batch):
            let (old, pool) = Exercise.list(oldSource, &random)
            let new: [String]
            switch newSource {
            case .fixed(let items): new = items
            case .edits(let count): new = Exercise.balancedEdit(old, count: count, pool: pool, &random)
            }
            return .items(old: old, new: new, batch: batch)
        case .snapshot(.fixed(let script), let release):
            return .snapshot(script: script, release: release)
        case .snapshot(.generated(let recipe), let release):
            return .snapshot(script: recipe.script(&random), release: release)
        }
    }

    /// How many draws a balanced variant may take before the last one is used.
    static let balancingTries = 2_000

    /// Words drawn until their distance is ``balancedDistance`` (when set).
    private func balancedWords(
        _ source: Inputs.WordSource, _ target: Inputs.WordSource, _ random: inout StableRandom
    ) -> Variant {
        var pair = (Exercise.word(source, &random), Exercise.word(target, &random))
        guard let wanted = balancedDistance, isGenerated else { return .words(source: pair.0, target: pair.1) }
        var tries = 0
        while tries < Exercise.balancingTries && EditDistance.distance(from: Array(pair.0), to: Array(pair.1)) != wanted
        {
            pair = (Exercise.word(source, &random), Exercise.word(target, &random))
            tries += 1
        }
        return .words(source: pair.0, target: pair.1)
    }

    /// `old` after `count` edits that really change it: random edits can cancel (a move back,
    /// an insert of what was deleted), so draws repeat until the change count is `count`.
    private static func balancedEdit(
        _ old: [String], count: Int, pool: [String], _ random: inout StableRandom
    ) -> [String] {
        var new = edit(old, count: count, pool: pool, &random)
        var tries = 0
        while tries < balancingTries && ListChange(old: old, new: new).total != count {
            new = edit(old, count: count, pool: pool, &random)
            tries += 1
        }
        return new
    }

    private static func word(_ source: Inputs.WordSource, _ random: inout StableRandom) -> String {
        switch source {
        case .fixed(let text):
            return text
        case .random(let length, let alphabet):
            let count = random.int(in: length)
            return String((0..<count).map { _ in alphabet[random.int(in: 0...(alphabet.count - 1))] })
        }
    }

    /// The old list and the pool items it left unused (for inserts).
    private static func list(_ source: Inputs.ListSource, _ random: inout StableRandom) -> ([String], [String]) {
        switch source {
        case .fixed(let items):
            return (items, [])
        case .random(let count, let pool):
            var chosen = Set<Int>()
            let wanted = random.int(in: count)
            while chosen.count < wanted { chosen.insert(random.int(in: 0...(pool.count - 1))) }
            let old = pool.indices.filter { chosen.contains($0) }.map { pool[$0] }
            return (old, pool.indices.filter { !chosen.contains($0) }.map { pool[$0] })
        }
    }

    /// `old` after `count` random edits: delete, insert a fresh pool item, or move.
    private static func edit(_ old: [String], count: Int, pool: [String], _ random: inout StableRandom) -> [String] {
        var items = old
        var fresh = pool
        for _ in 0..<count {
            let choice = random.int(in: 0...2)
            if choice == 0, !items.isEmpty {
                items.remove(at: random.int(in: 0...(items.count - 1)))
            } else if choice == 1, !fresh.isEmpty {
                items.insert(fresh.removeFirst(), at: random.int(in: 0...items.count))
            } else if items.count > 1 {
                let item = items.remove(at: random.int(in: 0...(items.count - 1)))
                items.insert(item, at: random.int(in: 0...items.count))
            }
        }
        return items
    }
}

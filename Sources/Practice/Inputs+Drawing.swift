import DiffEngine

extension Inputs {
    /// How many draws a balanced variant may take before the last one is used.
    static let balancingTries = 2_000

    /// One concrete variant of these inputs, drawn from `random`: the grader's variants and
    /// the site's practice problems both come from here, so one seed gives one problem.
    /// - Parameters:
    ///   - balancedDistance: for generated words, the edit distance the pair must have
    ///     (drawn again, deterministically, until it does; nil for any).
    ///   - random: the stream; the same seed gives the same variant on every machine.
    /// - Returns: the variant.
    /// - Complexity: O(tries · n · m) for balanced words, O(tries · n log n) for lists.
    public func draw(balancedDistance: Int?, _ random: inout StableRandom) -> Variant {
        switch self {
        case .words(let source, let target):
            return Inputs.balancedWords(source, target, distance: balancedDistance, &random)
        case .items(let oldSource, let newSource, let batch):
            let (old, new) = Inputs.lists(oldSource, newSource, &random)
            return .items(old: old, new: new, batch: batch)
        case .snapshot(.fixed(let script), let release):
            return .snapshot(script: script, release: release)
        case .snapshot(.generated(let recipe), let release):
            return .snapshot(script: recipe.script(&random), release: release)
        }
    }

    /// The old and new lists of an `.items` variant, as ``draw(balancedDistance:_:)`` draws
    /// them; called directly by a crash question, so that the web engine's batch part links
    /// neither the word generators nor the edit distance they balance by.
    static func lists(
        _ oldSource: ListSource, _ newSource: NewListSource, _ random: inout StableRandom
    ) -> (old: [String], new: [String]) {
        let (old, pool) = Inputs.list(oldSource, &random)
        switch newSource {
        case .fixed(let items): return (old, items)
        case .edits(let count): return (old, Inputs.balancedEdit(old, count: count, pool: pool, &random))
        }
    }

    /// Words drawn until their distance is `distance` (when set and some word is random).
    static func balancedWords(
        _ source: WordSource, _ target: WordSource, distance wanted: Int?, _ random: inout StableRandom
    ) -> Variant {
        var pair = (word(source, &random), word(target, &random))
        guard let wanted, !(source.isFixed && target.isFixed) else { return .words(source: pair.0, target: pair.1) }
        var tries = 0
        while tries < balancingTries && EditDistance.distance(from: Array(pair.0), to: Array(pair.1)) != wanted {
            pair = (word(source, &random), word(target, &random))
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

    private static func word(_ source: WordSource, _ random: inout StableRandom) -> String {
        switch source {
        case .fixed(let text):
            return text
        case .random(let length, let alphabet):
            let count = random.int(in: length)
            return String((0..<count).map { _ in alphabet[random.int(in: 0...(alphabet.count - 1))] })
        }
    }

    /// The old list and the pool items it left unused (for inserts).
    private static func list(_ source: ListSource, _ random: inout StableRandom) -> ([String], [String]) {
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

extension Inputs.WordSource {
    /// True for a text given in the exercise.
    var isFixed: Bool {
        if case .fixed = self { return true }
        return false
    }
}

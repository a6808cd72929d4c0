/// How to draw a student's snapshot script: sections of random items, one `apply`, random
/// edits, and a last `apply` whose batch the student writes.
///
/// ```yaml
/// inputs:
///   script: { sections: 2, items: [3, 5], pool: "a b c d e f g h i j k l", edits: 3 }
/// ```
/// gives, for one student,
/// ```
/// appendSections s0 s1
/// appendItems a d f toSection: s0
/// appendItems g h i j toSection: s1
/// apply
/// deleteItems d
/// insertItems k before: h
/// moveItem a after: j
/// apply
/// ```
public struct ScriptRecipe: Sendable, Equatable {
    /// How many sections; they are named `s0`, `s1`, ... so a name tells its index.
    public var sections: ClosedRange<Int>
    /// How many items each section starts with.
    public var items: ClosedRange<Int>
    /// The item names, all distinct; those not drawn at first are what inserts add.
    public var pool: [String]
    /// How many random deletes, inserts and moves come between the two applies.
    public var edits: Int

    /// A recipe; the bounds are checked where the front matter is read.
    public init(sections: ClosedRange<Int>, items: ClosedRange<Int>, pool: [String], edits: Int) {
        self.sections = sections
        self.items = items
        self.pool = pool
        self.edits = edits
    }

    /// The name of section `index`.
    public static func section(_ index: Int) -> String { "s\(index)" }

    /// One student's script, drawn from `random`.
    public func script(_ random: inout StableRandom) -> String {
        let sectionCount = random.int(in: sections)
        let counts = (0..<sectionCount).map { _ in random.int(in: items) }
        var chosen = Set<Int>()
        while chosen.count < counts.reduce(0, +) { chosen.insert(random.int(in: 0...(pool.count - 1))) }
        var drawn = pool.indices.filter { chosen.contains($0) }.map { pool[$0] }
        var fresh = pool.indices.filter { !chosen.contains($0) }.map { pool[$0] }
        var model: [[String]] = counts.map { count in
            defer { drawn.removeFirst(count) }
            return Array(drawn.prefix(count))
        }
        var lines = ["appendSections " + (0..<sectionCount).map(ScriptRecipe.section).joined(separator: " ")]
        for (index, section) in model.enumerated() where !section.isEmpty {
            lines.append("appendItems \(section.joined(separator: " ")) toSection: \(ScriptRecipe.section(index))")
        }
        lines.append("apply")
        for _ in 0..<edits {
            if let line = ScriptRecipe.edit(&model, fresh: &fresh, &random) { lines.append(line) }
        }
        lines.append("apply")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One random edit of `model` and the script line that makes it: delete an item, insert
    /// a fresh one beside an item (or into a section when there is none), or move an item
    /// beside another. Nil when the drawn edit has nothing to work on.
    private static func edit(
        _ model: inout [[String]], fresh: inout [String], _ random: inout StableRandom
    ) -> String? {
        let positions = model.indices.flatMap { section in model[section].indices.map { (section, $0) } }
        let choice = random.int(in: 0...2)
        if choice == 0, !positions.isEmpty {
            let (section, index) = positions[random.int(in: 0...(positions.count - 1))]
            return "deleteItems " + model[section].remove(at: index)
        }
        if choice == 1, !fresh.isEmpty, !model.isEmpty {
            let item = fresh.removeFirst()
            guard !positions.isEmpty else {
                let section = random.int(in: 0...(model.count - 1))
                model[section].append(item)
                return "appendItems \(item) toSection: \(ScriptRecipe.section(section))"
            }
            let (section, index) = positions[random.int(in: 0...(positions.count - 1))]
            let anchor = model[section][index]
            let after = random.int(in: 0...1) == 1
            model[section].insert(item, at: after ? index + 1 : index)
            return "insertItems \(item) \(after ? "after" : "before"): \(anchor)"
        }
        guard positions.count > 1 else { return nil }
        let (section, index) = positions[random.int(in: 0...(positions.count - 1))]
        let item = model[section].remove(at: index)
        let rest = model.indices.flatMap { section in model[section].indices.map { (section, $0) } }
        let (target, place) = rest[random.int(in: 0...(rest.count - 1))]
        let anchor = model[target][place]
        let after = random.int(in: 0...1) == 1
        model[target].insert(item, at: after ? place + 1 : place)
        return "moveItem \(item) \(after ? "after" : "before"): \(anchor)"
    }
}

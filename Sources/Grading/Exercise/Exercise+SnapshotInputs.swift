import BatchModel
import DiffableSnapshots
import Storyboard
import Yams

extension Exercise {
    /// `inputs: { script: "...", ios: 26 }` (the script inline, `{ file: x.snap }`, or a
    /// ``ScriptRecipe`` drawn per student): a fixed script must parse and end with an
    /// `apply`, the line whose batch the student writes.
    static func snapshotInputs(
        _ map: Node.Mapping, matter: FrontMatter, reader: InputReader
    ) throws(GradingError) -> Inputs {
        try matter.rejectUnknownKeys(in: map, known: ["script", "ios"])
        let node = try matter.required("script", in: map)
        var release = UIKitRelease(.current)
        if let iosNode = map["ios"] {
            // As `--ios` reads it: 13 to 18 or 26, `16.4`, a later release.
            guard let chosen = iosNode.string.flatMap(IOSVersion.init(release:)) else {
                throw matter.bad(iosNode, "inputs.ios", ExpectedWords.iosRelease)
            }
            release = UIKitRelease(chosen)
        }
        if let recipe = node.mapping, recipe["file"] == nil {
            return .snapshot(script: .generated(try scriptRecipe(node, recipe, matter: matter)), release: release)
        }
        let script = try reader.text(node, key: "inputs.script")
        let parsed: SnapshotScript
        do {
            parsed = try SnapshotScript(parsing: script)
        } catch {
            let words = BatchErrorWords.localizedInAnswer(error)
            throw matter.bad(node, "inputs.script", ExpectedWords.parsingScript(words))
        }
        switch parsed.lines.last?.command {
        case .apply, .applyUsingReloadData: break
        default:
            throw matter.bad(node, "inputs.script", ExpectedWords.scriptEndingWithApply)
        }
        return .snapshot(script: .fixed(script), release: release)
    }

    /// `{ sections: 2, items: [3, 5], pool: "a b c ...", edits: 3 }`.
    private static func scriptRecipe(
        _ node: Node, _ map: Node.Mapping, matter: FrontMatter
    ) throws(GradingError) -> ScriptRecipe {
        try matter.rejectUnknownKeys(in: map, known: ["sections", "items", "pool", "edits"])
        let key = "inputs.script"
        let sections = try matter.range(try matter.required("sections", in: map), key: key + ".sections", in: 1...10)
        let items = try matter.range(try matter.required("items", in: map), key: key + ".items", in: 0...20)
        let poolNode = try matter.required("pool", in: map)
        let pool: [String]
        if case .sequence(let nodes) = poolNode {
            var names: [String] = []
            for item in nodes { names.append(try matter.text(item, key: key + ".pool")) }
            pool = names
        } else {
            pool = try matter.text(poolNode, key: key + ".pool").split(whereSeparator: \.isWhitespace).map(String.init)
        }
        // Plain names only: a colon would give an item content, and `before`/`after` are
        // the anchor words of insertItems and moveItem.
        let plain = pool.allSatisfy { name in
            !["before", "after"].contains(name) && name.allSatisfy { $0.isLetter || $0.isNumber || "_-".contains($0) }
        }
        guard plain, Set(pool).count == pool.count, pool.count >= sections.upperBound * items.upperBound else {
            throw matter.bad(poolNode, key + ".pool", ExpectedWords.distinctNames)
        }
        let edits = try matter.int(try matter.required("edits", in: map), key: key + ".edits", in: 0...30)
        return ScriptRecipe(sections: sections, items: items, pool: pool, edits: edits)
    }
}

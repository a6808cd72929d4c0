import Yams

/// Reads the `inputs:` values of the front matter: fixed, generated, or from a `file:`.
struct InputReader {
    var matter: FrontMatter
    var include: ((String, Int) throws(GradingError) -> String)?

    /// A string, `{file: path}`, or `{length: 4, alphabet: ACGT}`.
    func word(_ node: Node, key: String) throws(GradingError) -> Inputs.WordSource {
        guard let map = node.mapping, map["file"] == nil else { return .fixed(try text(node, key: key)) }
        try matter.rejectUnknownKeys(in: map, known: ["length", "alphabet"])
        let length = try matter.range(try matter.required("length", in: map), key: key + ".length", in: 0...64)
        let alphabet = Array(try matter.text(try matter.required("alphabet", in: map), key: key + ".alphabet"))
        guard !alphabet.isEmpty else {
            throw matter.bad(node, key + ".alphabet", ExpectedWords.character)
        }
        return .random(length: length, alphabet: alphabet)
    }

    /// A list (`[a, b, c]` or `"a b c"`), `{file: path}`, or `{count: 6, pool: "abcdefgh"}`.
    func list(_ node: Node, key: String) throws(GradingError) -> Inputs.ListSource {
        guard let map = node.mapping, map["file"] == nil else { return .fixed(try items(node, key: key)) }
        try matter.rejectUnknownKeys(in: map, known: ["count", "pool"])
        let count = try matter.range(try matter.required("count", in: map), key: key + ".count", in: 0...200)
        let pool = try items(try matter.required("pool", in: map), key: key + ".pool")
        guard Set(pool).count == pool.count, pool.count >= count.upperBound else {
            throw matter.bad(node, key + ".pool", ExpectedWords.distinctItems)
        }
        return .random(count: count, pool: pool)
    }

    /// A list, `{file: path}`, or `{edits: 3}`.
    func newList(_ node: Node, key: String) throws(GradingError) -> Inputs.NewListSource {
        guard let map = node.mapping, map["file"] == nil else { return .fixed(try items(node, key: key)) }
        try matter.rejectUnknownKeys(in: map, known: ["edits"])
        return .edits(try matter.int(try matter.required("edits", in: map), key: key + ".edits", in: 0...50))
    }

    /// A scalar, or the contents of `{file: path}`.
    func text(_ node: Node, key: String) throws(GradingError) -> String {
        guard let map = node.mapping else { return try matter.text(node, key: key) }
        try matter.rejectUnknownKeys(in: map, known: ["file"])
        let pathNode = try matter.required("file", in: map)
        let path = try matter.text(pathNode, key: key + ".file")
        guard let include else { throw .pathOutsideFolder(file: matter.file, line: matter.line(pathNode), path: path) }
        return try include(path, matter.line(pathNode))
    }

    private func items(_ node: Node, key: String) throws(GradingError) -> [String] {
        if case .sequence(let nodes) = node {
            var result: [String] = []
            for item in nodes { result.append(try matter.text(item, key: key)) }
            return result
        }
        return try text(node, key: key).split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    }
}

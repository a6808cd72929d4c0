import DiffEngine
import Storyboard
import Yams

extension Exercise {
    /// The top-level keys of the front matter.
    static let keys = [
        "id", "kind", "points", "weights", "title", "prompt", "language", "inputs", "longer-credit", "visibility",
        "due", "late-penalty",
    ]

    /// Reads an exercise from its text.
    /// - Parameters:
    ///   - text: the Markdown file with front matter.
    ///   - file: the name shown in messages.
    ///   - include: reads a `file:` path named in the front matter (relative to the exercise's
    ///     folder; the loader refuses paths outside it). `nil` refuses every `file:` key.
    /// - Throws: `GradingError` naming the file, line and key of the first problem.
    public init(
        text: String, file: String,
        include: ((String, Int) throws(GradingError) -> String)? = nil
    ) throws(GradingError) {
        let matter = try FrontMatter(text: text, file: file)
        let root = matter.root
        try matter.rejectUnknownKeys(in: root, known: Exercise.keys)
        let idNode = try matter.required("id", in: root)
        let id = try matter.text(idNode, key: "id")
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else {
            throw matter.bad(idNode, "id", ExpectedWords.name)
        }
        let kindNode = try matter.required("kind", in: root)
        let kindName = try matter.text(kindNode, key: "kind")
        guard let kind = ExerciseKind(rawValue: kindName) else {
            throw .unknownKind(file: file, line: matter.line(kindNode), kind: kindName)
        }
        let points = try matter.int(try matter.required("points", in: root), key: "points", in: 0...100_000)
        let title = try matter.localized(try matter.required("title", in: root), key: "title")
        let prompt = try root["prompt"].map { (node) throws(GradingError) in try matter.localized(node, key: "prompt") }
        self.init(
            id: id, kind: kind, points: Score(points: points),
            items: try Exercise.items(kind: kind, node: root["weights"], matter: matter),
            title: title, prompt: prompt ?? Localized(ko: "", en: ""),
            language: try Exercise.language(root["language"], title: title, matter: matter),
            inputs: try Exercise.inputs(kind: kind, matter: matter, include: include),
            longerCreditPercent: try root["longer-credit"].map { (node) throws(GradingError) in
                try matter.int(node, key: "longer-credit", in: 0...100)
            } ?? 50,
            body: matter.body, file: file, balancedDistance: try Exercise.balancedDistance(matter),
            late: try Exercise.late(matter))
        try applyVisibility(root["visibility"], matter: matter)
    }

    /// `visibility: hidden` for every item, or `visibility: { exact: after_due_date }`.
    private mutating func applyVisibility(_ node: Node?, matter: FrontMatter) throws(GradingError) {
        guard let node else { return }
        let expected = Visibility.allCases.map(\.rawValue).joined(separator: ", ")
        func read(_ node: Node, key: String) throws(GradingError) -> Visibility {
            guard let value = Visibility(rawValue: try matter.text(node, key: key)) else {
                throw matter.bad(node, key, ExpectedWords.oneOf(expected))
            }
            return value
        }
        if case .scalar = node {
            let value = try read(node, key: "visibility")
            for index in items.indices { items[index].visibility = value }
            return
        }
        let map = try matter.mapping(node, key: "visibility")
        try matter.rejectUnknownKeys(in: map, known: items.map(\.id))
        for index in items.indices {
            if let value = map[items[index].id] {
                items[index].visibility = try read(value, key: "visibility." + items[index].id)
            }
        }
    }

    /// `inputs.distance: N`: every generated pair of words has this edit distance.
    private static func balancedDistance(_ matter: FrontMatter) throws(GradingError) -> Int? {
        guard let node = matter.root["inputs"]?.mapping?["distance"] else { return nil }
        return try matter.int(node, key: "inputs.distance", in: 0...64)
    }

    /// `due:` (ISO 8601) and `late-penalty:` (percent per started day, 100 by default).
    private static func late(_ matter: FrontMatter) throws(GradingError) -> LatePolicy? {
        guard let node = matter.root["due"] else {
            if let penalty = matter.root["late-penalty"] {
                throw matter.bad(penalty, "late-penalty", ExpectedWords.dueBeside)
            }
            return nil
        }
        let text = try matter.text(node, key: "due")
        guard let due = LatePolicy.date(text) else {
            throw matter.bad(node, "due", ExpectedWords.isoDate)
        }
        let penalty = try matter.root["late-penalty"].map { (node) throws(GradingError) in
            try matter.int(node, key: "late-penalty", in: 0...100)
        }
        return LatePolicy(due: due, penaltyPercentPerDay: penalty ?? 100, zoneOffset: LatePolicy.zoneOffset(text))
    }

    private static func items(kind: ExerciseKind, node: Node?, matter: FrontMatter) throws(GradingError) -> [Item] {
        var items = defaultItems(for: kind)
        guard let node else { return items }
        let map = try matter.mapping(node, key: "weights")
        try matter.rejectUnknownKeys(in: map, known: items.map(\.id))
        for index in items.indices {
            if let weight = map[items[index].id] {
                items[index].weight = try matter.int(weight, key: "weights." + items[index].id, in: 0...1000)
            }
        }
        guard items.contains(where: { $0.weight > 0 }) else {
            throw matter.bad(node, "weights", ExpectedWords.weightAboveZero)
        }
        return items
    }

    private static func language(_ node: Node?, title: Localized, matter: FrontMatter) throws(GradingError) -> Language
    {
        guard let node else { return .ko }
        guard let language = Language(rawValue: try matter.text(node, key: "language")) else {
            throw matter.bad(node, "language", ExpectedWords.language)
        }
        return language
    }

    /// Grading builds the words' whole table once per answer ((m + 1) x (n + 1) cells, for the
    /// count of optimal alignments and every cell's key), so words whose table is over the
    /// engine's limit are refused here, at once, instead of failing every student's answer.
    private static func tableFits(
        _ source: Inputs.WordSource, _ target: Inputs.WordSource, node: Node, matter: FrontMatter
    ) throws(GradingError) {
        func longest(_ word: Inputs.WordSource) -> Int {
            switch word {
            case .fixed(let text): text.count
            case .random(let length, _): length.upperBound
            }
        }
        let (rows, columns) = (longest(source) + 1, longest(target) + 1)
        let (cells, overflow) = rows.multipliedReportingOverflow(by: columns)
        let limit = Trace<Character>.defaultMaximumCells
        guard overflow || cells > limit else { return }
        throw matter.bad(node, "inputs", ExpectedWords.wordsWithin(limit, rows: rows, columns: columns, cells: cells))
    }

    private static func inputs(
        kind: ExerciseKind, matter: FrontMatter, include: ((String, Int) throws(GradingError) -> String)?
    ) throws(GradingError) -> Inputs {
        let map = try matter.mapping(try matter.required("inputs", in: matter.root), key: "inputs")
        let reader = InputReader(matter: matter, include: include)
        if kind.usesWords {
            try matter.rejectUnknownKeys(in: map, known: ["source", "target", "distance"])
            let sourceNode = try matter.required("source", in: map)
            let source = try reader.word(sourceNode, key: "inputs.source")
            let target = try reader.word(try matter.required("target", in: map), key: "inputs.target")
            try tableFits(source, target, node: sourceNode, matter: matter)
            return .words(source: source, target: target)
        }
        if kind == .snapshot { return try snapshotInputs(map, matter: matter, reader: reader) }
        try matter.rejectUnknownKeys(in: map, known: kind == .predictCrash ? ["old", "new", "batch"] : ["old", "new"])
        let batch =
            try kind == .predictCrash
            ? reader.text(try matter.required("batch", in: map), key: "inputs.batch") : nil
        return .items(
            old: try reader.list(try matter.required("old", in: map), key: "inputs.old"),
            new: try reader.newList(try matter.required("new", in: map), key: "inputs.new"),
            batch: batch)
    }
}

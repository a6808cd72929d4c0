import Storyboard

extension Exercise {
    /// The student's task as Markdown: title, task, their inputs, notes and how to answer.
    /// - Parameters:
    ///   - language: the handout's language.
    ///   - student: whose variant to show; nil shows the fixed inputs or the generator.
    ///   - name: the student's name from the roster, printed instead of a blank to fill.
    public func handoutMarkdown(language: Language, student: String? = nil, name: String = "") -> String {
        let isKorean = language == .ko
        var parts = ["# " + title[language]]
        if let student { parts.append(studentFields(student, name: name, korean: isKorean)) }
        let task = prompt[language].isEmpty ? defaultPrompt[language] : prompt[language]
        parts.append(task)
        parts.append(inputsMarkdown(student.map(variant(for:)), korean: isKorean))
        let notes = notes(in: language)
        if !notes.isEmpty { parts.append(notes) }
        let pointsLabel = isKorean ? "배점" : "Points"
        let formatLabel = isKorean ? "답안 형식" : "Answer format"
        parts.append("**\(pointsLabel):** \(points) · **\(formatLabel):** \(answerFormat[language])")
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// Name and id fields, and the exact file to hand in.
    private func studentFields(_ student: String, name: String, korean: Bool) -> String {
        let file = StudentKey.normalized(student).replacingAll(" ", with: "_") + ".txt"
        // A roster's name is data: Markdown's marks in it are escaped (`<`, `*`, `_`, ...).
        let marks: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "!", "&", "|", "#"]
        let escaped = name.map { marks.contains($0) ? "\\" + String($0) : String($0) }.joined()
        let shownName = name.isEmpty ? "____________________" : escaped
        return korean
            ? "**이름:** \(shownName)  **학번:** `\(student)`\n\n"
                + "**제출:** UTF-8 텍스트 파일 하나, 이름은 `\(file)` (Gradescope·Canvas·Moodle에서는 파일 하나만 올리면 이름은 상관없습니다)."
            : "**Name:** \(shownName)  **ID:** `\(student)`\n\n"
                + "**Hand in:** one UTF-8 text file named `\(file)` (on Gradescope, Canvas or Moodle upload one file; its name does not matter)."
    }

    /// The body's notes in one language. A body is written as Korean paragraphs and English
    /// ones, separated by blank lines: a paragraph with Hangul is Korean, any other English,
    /// and a fenced code block belongs to both. A body in one language only is shown whole.
    func notes(in language: Language) -> String {
        var paragraphs: [[Substring]] = [[]]
        var fenced = false
        for line in body.trimmingBlankLines.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmed.hasPrefix("```") { fenced.toggle() }
            if !fenced && line.trimmed.isEmpty {
                if !paragraphs[paragraphs.count - 1].isEmpty { paragraphs.append([]) }
            } else {
                paragraphs[paragraphs.count - 1].append(line)
            }
        }
        let texts = paragraphs.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }
        func isCode(_ text: String) -> Bool { text.hasPrefix("```") }
        func isKorean(_ text: String) -> Bool {
            text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
        }
        let korean = texts.filter { !isCode($0) && isKorean($0) }
        let english = texts.filter { !isCode($0) && !isKorean($0) }
        guard !korean.isEmpty, !english.isEmpty else { return texts.joined(separator: "\n\n") }
        return texts.filter { isCode($0) || isKorean($0) == (language == .ko) }.joined(separator: "\n\n")
    }

    private func inputsMarkdown(_ chosen: Variant?, korean: Bool) -> String {
        guard let shown = chosen ?? (isGenerated ? nil : variant(for: "")) else {
            return korean
                ? "- 입력: 학생마다 다르게 만들어집니다 (`diffstep exercise variant`)."
                : "- inputs: generated per student (`diffstep exercise variant`)."
        }
        switch shown {
        case .words(let source, let target):
            var text =
                korean
                ? "- 원본(행): `\(source)`\n- 목표(열): `\(target)`"
                : "- source (rows): `\(source)`\n- target (columns): `\(target)`"
            if kind == .table {
                text += "\n\n```\n" + Exercise.blankGrid(source: source, target: target) + "\n```"
                text +=
                    korean
                    ? "\n\n예: 왼쪽 위 칸(ε → ε)은 0입니다. 어떤 칸은 `3` 또는 `2i 1d`처럼 씁니다."
                    : "\n\nExample: the top-left cell (ε → ε) is 0. A cell reads like `3` or `2i 1d`."
            }
            return text
        case .items(let old, let new, let batch):
            var text = "- old: `\(old.joined(separator: " "))`\n- new: `\(new.joined(separator: " "))`"
            if let batch { text += "\n\n```swift\n" + batch.trimmingBlankLines + "\n```" }
            return text
        case .snapshot(let script, let release):
            return (korean ? "- iOS \(release.rawValue) 규칙" : "- iOS \(release.rawValue) rules")
                + "\n\n```\n" + script.trimmingBlankLines + "\n```"
        }
    }
}

extension Exercise {
    /// The table to fill, as the handout prints it and the grader reads it: a header of the
    /// target's letters, a label column of the source's, row and column 0 are ε, the top-left
    /// cell filled in as an example, every other cell `?`.
    public static func blankGrid(source: String, target: String) -> String {
        let header = "  ε " + target.map(String.init).joined(separator: " ")
        let rows = (["ε"] + source.map(String.init)).enumerated().map { row, label in
            label + (row == 0 ? " 0" : " ?") + String(repeating: " ?", count: target.count)
        }
        return ([header] + rows).joined(separator: "\n")
    }

    /// True when some input is drawn per student (then a ``CourseSecret`` must key it).
    public var isGenerated: Bool {
        switch inputs {
        case .words(.fixed, .fixed), .items(.fixed, .fixed, _), .snapshot(.fixed, _): false
        default: true
        }
    }
}

extension String {
    /// The text without blank lines at its start and end.
    var trimmingBlankLines: String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.trimmed.isEmpty { lines.removeFirst() }
        while let last = lines.last, last.trimmed.isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}

import Storyboard

extension Exercise {
    /// The student's task as Markdown: title, task, their inputs, notes and how to answer.
    /// - Parameters:
    ///   - language: the handout's language.
    ///   - student: whose variant to show; nil shows the fixed inputs or the generator.
    ///   - name: the student's name from the roster, printed instead of a blank to fill.
    public func handoutMarkdown(language: Language, student: String? = nil, name: String = "") -> String {
        var parts = ["# " + title[language]]
        if let student { parts.append(studentFields(student, name: name)[language]) }
        let task = prompt[language].isEmpty ? defaultPrompt[language] : prompt[language]
        parts.append(task)
        parts.append(inputsMarkdown(student.map(variant(for:)), language: language))
        let notes = notes(in: language)
        if !notes.isEmpty { parts.append(notes) }
        parts.append(
            "**\(HandoutWords.points[language]):** \(points) · **\(HandoutWords.answerFormat[language]):** "
                + answerFormat[language])
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// Name and id fields, and the exact file to hand in.
    private func studentFields(_ student: String, name: String) -> Localized {
        let file = StudentKey.normalized(student).replacingAll(" ", with: "_") + ".txt"
        // A roster's name is data: Markdown's marks in it are escaped (`<`, `*`, `_`, ...).
        let marks: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "!", "&", "|", "#"]
        let escaped = name.map { marks.contains($0) ? "\\" + String($0) : String($0) }.joined()
        let shownName = name.isEmpty ? "____________________" : escaped
        return HandoutWords.studentFields(name: shownName, student: student, file: file)
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

    private func inputsMarkdown(_ chosen: Variant?, language: Language) -> String {
        guard let shown = chosen ?? (isGenerated ? nil : variant(for: "")) else {
            return HandoutWords.generatedInputs[language]
        }
        switch shown {
        case .words(let source, let target):
            var text = HandoutWords.words(source: source, target: target)[language]
            if kind == .table {
                text += "\n\n```\n" + Exercise.blankGrid(source: source, target: target) + "\n```"
                text += "\n\n" + HandoutWords.tableExample[language]
            }
            return text
        case .items(let old, let new, let batch):
            var text = "- old: `\(old.joined(separator: " "))`\n- new: `\(new.joined(separator: " "))`"
            if let batch { text += "\n\n```swift\n" + batch.trimmingBlankLines + "\n```" }
            return text
        case .snapshot(let script, let release):
            return HandoutWords.rules(of: "\(release.rawValue)")[language]
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

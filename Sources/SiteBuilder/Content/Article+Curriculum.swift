import Foundation
import Grading
import Lessons
import Storyboard

extension Article {
    /// A lesson's page: its prose, or its frames alone when no prose was written.
    init(lesson: Lesson) {
        self.init(
            id: lesson.id, kind: .lesson, title: lesson.title, summary: lesson.summary, prose: lesson.prose,
            frames: lesson.frames, source: Lesson.proseFiles(page: lesson.id))
    }

    /// A worked example's page, or nil when its prose is missing.
    init?(example id: String) {
        guard let prose = Lesson.prose(page: id) else { return nil }
        let title = Article.heading(of: prose)
        self.init(
            id: id, kind: .example, title: title.title, summary: title.summary, prose: title.rest,
            source: Lesson.proseFiles(page: id))
    }

    /// An exercise's handout page (`exercise-<id>`), with the fixed inputs or the generator.
    init(exercise: Exercise) {
        let handout = Localized(
            ko: exercise.handoutMarkdown(language: .ko), en: exercise.handoutMarkdown(language: .en))
        let parts = Article.heading(of: handout)
        let safeID = String(exercise.id.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
        self.init(
            id: "exercise-" + safeID, kind: .exercise, title: exercise.title, summary: parts.summary, prose: parts.rest,
            source: .same(exercise.file))
        sheet = AnswerSheet(exercise: exercise)
    }

    /// Splits Markdown that opens with `# Title` and a first paragraph into the title, that
    /// paragraph as plain text (the summary) and the paragraphs after it.
    static func heading(of prose: Localized) -> (title: Localized, summary: Localized, rest: Localized) {
        let split = { (text: String) -> (String, String, String) in
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let first = lines.first, first.hasPrefix("# ") else { return ("", "", text) }
            let paragraphs = lines.dropFirst().joined(separator: "\n").components(separatedBy: "\n\n")
                .filter { !$0.allSatisfy(\.isWhitespace) }
            let summary = paragraphs.first.map { $0.split(separator: "\n").joined(separator: " ") } ?? ""
            let plain = summary.filter { $0 != "`" && $0 != "*" }.trimmingCharacters(in: .whitespaces)
            return (String(first.dropFirst(2)), plain, paragraphs.dropFirst().joined(separator: "\n\n") + "\n")
        }
        let (ko, en) = (split(prose.ko), split(prose.en))
        return (Localized(ko: ko.0, en: en.0), Localized(ko: ko.1, en: en.1), Localized(ko: ko.2, en: en.2))
    }
}

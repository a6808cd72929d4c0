import Foundation

/// One vocabulary (docs/glossary.md) over every words file: the lesson prose and catalog,
/// Storyboard (the words module), every presentation module's `Words/` folder, the page's
/// scripts and templates, and the exercises.
enum Glossary {
    /// The modules that keep their words in one `Words/` folder (docs/ARCHITECTURE.md, "Words
    /// by rule").
    static let presentationModules = ["WebEngine", "Render", "SiteBuilder", "Judging", "Grading", "diffstep"]

    /// Which files a rule reads.
    enum Scope {
        /// Every words file.
        case words
        /// Every words file, and the grader's and the CLI's sources.
        case wordsAndMessages
        /// Heckel's lesson and storyboard, where a pass is not a step.
        case heckel
    }

    /// A forbidden spelling and the word to use instead.
    struct Rule {
        var scope: Scope
        var forbidden: [String]
        var instead: String
    }

    static let rules = [
        Rule(
            scope: .heckel, forbidden: ["단계들", "이 단계"] + (0...9).map { "\($0)단계" },
            instead: "패스 (a pass of Heckel; 단계 is a step)"),
        Rule(
            scope: .words, forbidden: ["원래 문자열", "소스 문자열", "출발 문자열", "Source string", "source string"],
            instead: "원본 / source"),
        Rule(scope: .words, forbidden: ["원래 목록", "이전 목록"], instead: "옛 목록"),
        Rule(scope: .words, forbidden: ["대상 문자열"], instead: "목표"),
        Rule(scope: .words, forbidden: ["치환", "교체 순"], instead: "대체"),
        Rule(scope: .words, forbidden: ["증가 수열", "increasing run"], instead: "증가 부분 수열 / increasing subsequence"),
        Rule(scope: .words, forbidden: ["동적 프로그래밍"], instead: "동적 계획법"),
        Rule(scope: .words, forbidden: ["스냅샷 클래스", "snapshot class"], instead: "스냅샷은 구조체(값) / a snapshot is a struct"),
        Rule(scope: .words, forbidden: ["아이디"], instead: "식별자"),
        Rule(scope: .words, forbidden: ["밴드"], instead: "대각선 띠 / diagonal band"),
        Rule(scope: .wordsAndMessages, forbidden: ["스냅숏"], instead: "스냅샷"),
    ]

    /// The words files of a source tree.
    static func wordsFiles(_ tree: SourceTree) -> [String] {
        let words = presentationModules.flatMap { tree.files(under: "Sources/\($0)/Words") }
        return tree.files(under: "Sources/Lessons/Prose", endingWith: [".md"])
            + tree.files(under: "Sources/Lessons/Catalog")
            + tree.files(under: "Sources/Storyboard") + words
            + tree.files(under: "Templates", endingWith: [".js", ".mustache"])
            + tree.files(under: "Exercises", endingWith: [".md"])
    }

    /// The files a scope reads.
    static func files(_ scope: Scope, in tree: SourceTree) -> [String] {
        switch scope {
        case .words: wordsFiles(tree)
        case .wordsAndMessages:
            Array(Set(wordsFiles(tree) + tree.files(under: "Sources/Grading") + tree.files(under: "Sources/diffstep")))
                .sorted()
        case .heckel:
            tree.files(under: "Sources/Lessons/Prose", endingWith: [".md"]).filter { $0.contains("/heckel.") }
                + tree.files(under: "Sources/Storyboard/Heckel")
        }
    }

    /// Every forbidden spelling found, as `path:line: use 'instead': the line`.
    /// - Parameters:
    ///   - rules: the rules to apply.
    ///   - files: a scope's files.
    ///   - text: a file's text.
    static func violations(_ rules: [Rule], files: (Scope) -> [String], text: (String) -> String) -> [String] {
        rules.flatMap { rule in
            files(rule.scope).flatMap { path in
                Layers.lines(of: text(path)).filter { _, line in rule.forbidden.contains { line.contains($0) } }.map {
                    "\(path):\($0.number): use '\(rule.instead)': \($0.line.trimmingCharacters(in: .whitespaces))"
                }
            }
        }
    }
}

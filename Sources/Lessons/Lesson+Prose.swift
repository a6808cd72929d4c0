import Storyboard

extension Lesson {
    /// The folder, inside the package, that holds the prose files (for error messages).
    package static let proseFolder = "Sources/Lessons/Prose"

    /// Markdown prose for a page that is not a lesson (a worked example), by page id.
    /// - Parameter page: the file's name without `.ko.md`/`.en.md` (`example-batch`).
    /// - Returns: the text in both languages, or nil when either file is missing.
    package static func prose(page: String) -> Localized? {
        guard let ko = EmbeddedProse.texts["\(page).ko"], let en = EmbeddedProse.texts["\(page).en"] else { return nil }
        return Localized(ko: ProseFacts.fill(ko, language: .ko), en: ProseFacts.fill(en, language: .en))
    }

    /// The prose files of a page, per language (`Sources/Lessons/Prose/kit-kat.en.md`).
    /// - Parameter page: a lesson or example id.
    package static func proseFiles(page: String) -> Localized {
        Localized(ko: "\(proseFolder)/\(page).ko.md", en: "\(proseFolder)/\(page).en.md")
    }
}

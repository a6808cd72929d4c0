import Storyboard

/// What can stop a site from being built, told so the author can fix it.
package enum SiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A template the site needs is not in the templates folder.
    case missingTemplate(String)
    /// A site with the engine was given no module for this part of it (``WebEngine/EnginePart``).
    case missingEngine(String)
    /// A template names a key the page does not provide.
    case missingKey(template: String, key: String)
    /// A template does not parse.
    case badTemplate(name: String, detail: String)
    /// An inline script or style would end its own element early.
    case unsafeInline(String)
    /// A lesson's Markdown could not be rendered.
    case render(page: String, detail: String)
    /// A ```` ```diffstep ```` block in a Markdown file cannot become a widget.
    case widget(file: String, line: Int, problem: WidgetProblem)

    /// The text in English (the message's, ``SiteError/message``).
    package var description: String { message.en }

    /// The text a user reads, in their language.
    /// - Parameter language: the reader's language.
    package func text(_ language: Language) -> String { message[language] }
}

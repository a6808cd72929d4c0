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

    /// The text a user reads.
    package var description: String {
        switch self {
        case .missingTemplate(let name): "missing template: \(name)"
        case .missingEngine(let part): "missing the engine's \(part) part (engine-\(part).wasm)"
        case .missingKey(let template, let key): "template \(template) uses {{\(key)}}, which the page does not provide"
        case .badTemplate(let name, let detail): "template \(name) does not parse: \(detail)"
        case .unsafeInline(let name): "\(name) contains a closing tag and cannot be inlined"
        case .render(let page, let detail): "\(page): \(detail)"
        case .widget(let file, let line, let problem): "\(file):\(line): diffstep block: \(problem.text.en)"
        }
    }

    /// The text a user reads, in their language.
    /// - Parameter language: the reader's language.
    package func text(_ language: Language) -> String {
        guard case .widget(let file, let line, let problem) = self, language == .ko else { return description }
        return "\(file):\(line): diffstep 블록: \(problem.text.ko)"
    }
}

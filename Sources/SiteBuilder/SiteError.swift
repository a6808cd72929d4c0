/// What can stop a site from being built, told so the author can fix it.
public enum SiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A template the site needs is not in the templates folder.
    case missingTemplate(String)
    /// A template names a key the page does not provide.
    case missingKey(template: String, key: String)
    /// A template does not parse.
    case badTemplate(name: String, detail: String)
    /// An inline script or style would end its own element early.
    case unsafeInline(String)
    /// A lesson's Markdown could not be rendered.
    case render(page: String, detail: String)

    /// The text a user reads.
    public var description: String {
        switch self {
        case .missingTemplate(let name): "missing template: \(name)"
        case .missingKey(let template, let key): "template \(template) uses {{\(key)}}, which the page does not provide"
        case .badTemplate(let name, let detail): "template \(name) does not parse: \(detail)"
        case .unsafeInline(let name): "\(name) contains a closing tag and cannot be inlined"
        case .render(let page, let detail): "\(page): \(detail)"
        }
    }
}

import Mustache

/// The site's templates, stylesheet and stepper script, read from `Templates/`.
///
/// swift-mustache renders a missing key or partial as an empty string; here both are
/// errors, so a typo in a template fails the build instead of shipping a blank.
package struct Templates: Sendable {
    /// The Mustache templates every site needs.
    package static let requiredTemplates = ["layout", "index", "lesson", "exercise", "practice", "sheet", "explain"]
    /// The other files every site needs.
    package static let requiredFiles = ["style.css", "stepper.js"]

    /// The stylesheet, inlined into every page.
    package let style: String
    /// The web stepper (`stepper.js` and its parts, `Templates+Scripts.swift`), inlined into every
    /// page that has a widget.
    package let script: String
    /// The engine's loader (`engine.js`, to which each part's script adds its module); nil when the
    /// folder has none, which only a site built without the engine may lack.
    package let engineLoader: String?
    /// The input forms and links for the widgets (`inputs.js`), shipped beside `engine.js`.
    package let inputs: String?
    /// The practice panels, answer sheet and explain page (`practice.js`), served beside the
    /// pages with the engine; nil when the folder has none.
    package let practiceScript: String?
    private let library: MustacheLibrary
    private let partials: [String: [String]]

    /// Reads the templates from file contents.
    /// - Parameter files: file name (`layout.mustache`, `style.css`...) to contents.
    /// - Throws: `SiteError.missingTemplate` when a required file is absent,
    ///   `.badTemplate` when one does not parse, `.unsafeInline` when the script or style
    ///   holds a closing tag.
    package init(files: [String: String]) throws(SiteError) {
        var library = MustacheLibrary()
        var partials: [String: [String]] = [:]
        for name in Templates.requiredTemplates + Templates.requiredFiles where files[Templates.fileName(name)] == nil {
            throw .missingTemplate(Templates.fileName(name))
        }
        for (file, text) in files.sorted(by: { $0.key < $1.key }) where file.hasSuffix(".mustache") {
            let name = String(file.dropLast(".mustache".count))
            do {
                try library.register(text, named: name)
            } catch {
                throw .badTemplate(name: file, detail: String(describing: error))
            }
            partials[name] = Templates.partialNames(in: text)
        }
        for (name, used) in partials {
            if let missing = used.first(where: { partials[$0] == nil }) {
                throw .missingKey(template: name, key: ">" + missing)
            }
        }
        self.style = files["style.css"] ?? ""
        self.script = Templates.assembled("stepper", files: files) ?? ""
        self.engineLoader = Templates.assembled("engine", files: files, generated: Templates.engineCommands)
        self.inputs = Templates.assembled("inputs", files: files)
        self.practiceScript = Templates.assembled("practice", files: files)
        for (name, text) in [
            ("style.css", style), ("stepper.js", script), ("engine.js", engineLoader ?? ""),
            ("inputs.js", inputs ?? ""), ("practice.js", practiceScript ?? ""),
        ]
        where text.lowercased().contains("</s") {
            throw .unsafeInline(name)
        }
        self.library = library
        self.partials = partials
    }

    /// Renders one template with `values`; every key it names must be there.
    /// - Parameters:
    ///   - name: the template's name without `.mustache`.
    ///   - values: the page's keys, one struct per template (`Pages/`); several stack, the
    ///     last first.
    /// - Returns: the rendered text.
    /// - Throws: `SiteError.missingTemplate` or `.missingKey`.
    func render(_ name: String, _ values: any TemplateValues...) throws(SiteError) -> String {
        guard library.getTemplate(named: name) != nil else { throw .missingTemplate(name + ".mustache") }
        let misses = MissedKeys()
        let scope = Scope(values, misses: misses)
        let text = library.render(scope, withTemplate: name) ?? ""
        if let key = misses.keys.first { throw .missingKey(template: name, key: key) }
        return text
    }

    static func fileName(_ name: String) -> String {
        name.contains(".") ? name : name + ".mustache"
    }

    /// The partials (`{{> name}}`) a template includes.
    static func partialNames(in text: String) -> [String] {
        text.split(separator: "{{>", omittingEmptySubsequences: false).dropFirst().compactMap { rest in
            rest.split(separator: "}}", maxSplits: 1).first.map { String($0).trimmingCharacters(in: .whitespaces) }
        }
    }
}

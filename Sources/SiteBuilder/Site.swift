import Render
import Storyboard
import WebEngine

/// The whole static site as files in memory: built here, written by the CLI.
///
/// Building does no I/O, so a failed build leaves nothing behind and a test can look at
/// every page.
package struct Site: Sendable {
    /// One file of the site.
    package struct Page: Sendable, Equatable {
        /// The path inside the site folder (`index.html`, `kit-kat.en.html`).
        package var path: String
        /// The file's contents.
        package var html: String
    }

    /// Makes the frames for a ```` ```diffstep INFO ```` block from its info and body.
    package typealias WidgetFrames = @Sendable (_ info: String, _ body: String) throws -> [Frame]

    /// The pages, in a fixed order.
    package var pages: [Page]

    /// Builds every page in every language.
    /// - Parameters:
    ///   - articles: lessons, examples and exercises, in the order the index lists them.
    ///   - templates: the templates, stylesheet and script.
    ///   - languages: the languages to write; the first gets the plain file names.
    ///   - widgetFrames: turns a `diffstep` block into frames.
    ///   - engine: the bytes of each part of the engine (every ``EnginePart``); with them the
    ///     site gets the loader `engine.js`, which every page loads, and `engine-PART.js` for
    ///     each part, which the pages whose widgets call it load (docs/WASM.md). Nil for a site
    ///     of pre-computed frames only.
    /// - Returns: the site.
    /// - Throws: `SiteError` naming the page or template at fault.
    package static func build(
        articles: [Article], templates: Templates, languages: [Language], widgetFrames: @escaping WidgetFrames,
        engine: [EnginePart: [UInt8]]? = nil
    ) throws(SiteError) -> Site {
        precondition(!languages.isEmpty, "a site needs a language")
        let all = articles + (engine == nil ? [] : [Article.explain]) + [Article.about]
        var pages: [Page] = []
        if let engine {
            guard let loader = templates.engineLoader else { throw .missingTemplate(engineFile) }
            pages.append(Page(path: engineFile, html: loader))
            for part in EnginePart.allCases {
                guard let wasm = engine[part] else { throw .missingEngine(part.rawValue) }
                pages.append(Page(path: partFile(part), html: partScript(part, wasm: wasm)))
            }
            guard let inputs = templates.inputs else { throw .missingTemplate(inputsFile) }
            pages.append(Page(path: inputsFile, html: inputs))
            pages.append(Page(path: stepperFile, html: templates.script))
            if let practice = templates.practiceScript { pages.append(Page(path: practiceFile, html: practice)) }
        }
        for language in languages {
            let context = PageContext(
                articles: all, templates: templates, languages: languages, language: language,
                widgetFrames: widgetFrames, engine: engine != nil)
            pages.append(try context.indexPage())
            for (index, article) in all.enumerated() {
                pages.append(try context.articlePage(article, at: index))
            }
        }
        return Site(pages: pages)
    }

    /// The file name of a page in a language: plain for the first language, `id.LANG.html` else.
    static func fileName(_ id: String, _ language: Language, languages: [Language]) -> String {
        language == languages.first ? "\(id).html" : "\(id).\(language.rawValue).html"
    }
}

import Render
import Storyboard

/// Everything needed to render the pages of one language.
struct PageContext {
    var articles: [Article]
    var templates: Templates
    var languages: [Language]
    var language: Language
    var widgetFrames: Site.WidgetFrames
    /// Whether the site has `engine.js`, which then every page loads.
    var engine = false

    func href(_ id: String) -> String { Site.fileName(id, language, languages: languages) }
    func words(_ text: Localized) -> String { text[language] }

    /// The index: a section per kind of page, each item a link with its summary.
    func indexPage() throws(SiteError) -> Site.Page {
        let sections: [IndexValues.Section] = [
            (Article.Kind.lesson, SiteText.lessons), (.example, SiteText.examples), (.exercise, SiteText.exercises),
            (.tool, SiteText.tools),
        ].compactMap { kind, heading in
            let items = articles.filter { $0.kind == kind }.map { article in
                IndexValues.Item(href: href(article.id), title: words(article.title), summary: words(article.summary))
            }
            return items.isEmpty ? nil : IndexValues.Section(heading: words(heading), items: items)
        }
        let landing = landing()
        let values = IndexValues(
            title: words(SiteText.siteTitle), tagline: words(SiteText.tagline), sections: sections,
            outcomesHeading: words(SiteText.outcomesHeading),
            outcomes: SiteText.outcomes.map { IndexValues.Outcome(text: words($0)) },
            exampleHeading: words(SiteText.exampleHeading), exampleLead: words(SiteText.exampleLead),
            example: landing.example, pathsHeading: words(SiteText.pathsHeading), paths: landing.paths)
        let body = try templates.render("index", values)
        return try page(
            id: "index", title: words(SiteText.siteTitle), body: body, hasWidgets: !landing.example.isEmpty,
            kinds: landing.engineKinds)
    }

    /// The landing page's parts: a live kit -> kat stepper (with what it asks the engine for,
    /// so the index loads its part), and the three ways in, each linking to the first page of
    /// its kind.
    func landing() -> (example: String, engineKinds: [String], paths: [IndexValues.Path]) {
        // The live example is a trace block like any lesson's; a site built without trace
        // widgets (some tests) simply has none.
        let frames = (try? widgetFrames("trace kit kat", "")) ?? []  // and its input below
        var widget = frames.isEmpty ? nil : StepperWidget(frames: frames, language: language, id: "w1")
        let input = inputData("trace kit kat", body: "", report: false)
        widget?.data = input.data
        let practice = (try? practicePanel(info: "trace kit kat", body: "", widget: "w1")) ?? (html: "", kinds: [])
        let example = widget.map { $0.html() + practice.html } ?? ""
        let first = { (kind: Article.Kind, id: String?) -> String in
            let match = articles.first { $0.kind == kind && (id == nil || $0.id == id) }
            return match.map { href($0.id) } ?? href("index")
        }
        let paths = [
            (SiteText.learn, SiteText.learnLead, first(.lesson, nil)),
            (SiteText.debug, SiteText.debugLead, first(.lesson, "batch-crash")),
            (SiteText.teach, SiteText.teachLead, first(.exercise, nil)),
        ].map { IndexValues.Path(title: words($0.0), lead: words($0.1), href: $0.2) }
        let kinds = widget == nil ? [] : (input.kind.map { [$0] } ?? []) + practice.kinds
        return (example, kinds, paths)
    }

    /// A lesson, example, exercise or the about page.
    func articlePage(_ article: Article, at index: Int) throws(SiteError) -> Site.Page {
        let (prose, widgets, kinds) = try proseHTML(article)
        let neighbours = articles.indices.filter { articles[$0].kind == article.kind }
        let position = neighbours.firstIndex(of: index) ?? 0
        let link = { (offset: Int, label: Localized) -> [ArticleValues.Link] in
            guard neighbours.indices.contains(position + offset) else { return [] }
            let other = articles[neighbours[position + offset]]
            return [ArticleValues.Link(href: href(other.id), title: words(other.title), label: words(label))]
        }
        let values = ArticleValues(
            title: words(article.title), summary: words(article.summary), body: prose,
            previous: link(-1, SiteText.previous), next: link(1, SiteText.next), hint: words(SiteText.exerciseHint))
        let body = try templates.render(template(article), values, try extras(article))
        return try page(
            id: article.id, title: words(article.title), body: body, hasWidgets: widgets > 0,
            kinds: kinds + pageKinds(article))
    }

    /// The article's Markdown as HTML with its widgets, how many widgets it has, and the kinds
    /// its widgets and practice panels ask the engine for (``inputData(_:body:report:)``,
    /// ``practicePanel(info:body:widget:)``).
    func proseHTML(_ article: Article) throws(SiteError) -> (String, Int, [String]) {
        var count = 0
        var kinds: [String] = []
        let makeWidget = { (frames: [Frame], block: Markdown.Block?) -> String in
            count += 1
            var widget = StepperWidget(frames: frames, language: language, id: "w\(count)")
            if let block {
                let input = inputData(block.info, body: block.body, report: article.id.hasPrefix("playground-"))
                widget.data = input.data
                kinds += input.kind.map { [$0] } ?? []
            }
            return widget.html()
        }
        let file = article.source?[language] ?? "\(article.id) (\(language.rawValue))"
        do {
            var html = try Markdown.html(article.prose[language]) { (block: Markdown.Block) in
                let widget: String
                do {
                    widget = makeWidget(try widgetFrames(block.info, block.body), block)
                } catch let problem as WidgetProblem {
                    throw SiteError.widget(file: file, line: block.line, problem: problem)
                } catch {
                    throw SiteError.widget(
                        file: file, line: block.line, problem: .refused(.same(String(describing: error))))
                }
                // The playgrounds take the reader's own input; the lessons' widgets get practice.
                if article.id.hasPrefix("playground-") { return widget }
                let practice = try practicePanel(info: block.info, body: block.body, widget: "w\(count)")
                kinds += practice.kinds
                return widget + practice.html
            }
            if count == 0, !article.frames.isEmpty { html += makeWidget(article.frames, nil) }
            return (html, count, kinds)
        } catch let error as SiteError {
            throw error
        } catch {
            throw .render(page: article.id, detail: String(describing: error))
        }
    }

    /// The figure's `data-input` (the block's inputs, for `inputs.js` to run again on the
    /// reader's own), `data-input-words` and `data-input-fields` (the form's fields and choices), and the widget's kind (`trace`, `batch`...), which
    /// the engine is asked for; none without the engine or for a lesson's frames.
    func inputData(_ info: String, body: String, report: Bool) -> (data: [(name: String, value: String)], kind: String?)
    {
        guard engine, case .object(var members)? = try? WidgetBlock.parse(info, body: body).input,
            case .string(let kind)? = members.first?.value
        else { return ([], nil) }
        if report { members.append(JSON.Member("report", .bool(true))) }
        let data = [
            ("input", JSON.object(members).serialized(pretty: false)),
            ("input-words", SiteText.inputWords(kind: kind, report: report, language: language)),
            ("input-fields", InputFields.json(kind: kind)),
        ]
        return (data, kind)
    }

    /// The kinds a page's own form asks the engine for: an exercise's answer sheet, the explain page.
    func pageKinds(_ article: Article) -> [String] {
        guard engine, templates.practiceScript != nil else { return [] }
        switch article.kind {
        case .exercise:
            return article.sheet.map { [$0.kind.rawValue] + ($0.gradeItems.isEmpty ? [] : [$0.gradePart.rawValue]) }
                ?? []
        case .tool: return ["explain"]
        default: return []
        }
    }

    /// Wraps a page body in the layout, with a CSP allowing only this page's inline code.
    /// - Parameter kinds: what the page asks the engine for; it loads the parts that answer them.
    func page(id: String, title: String, body: String, hasWidgets: Bool, kinds: [String]) throws(SiteError)
        -> Site.Page
    {
        // A site with the engine ships the stepper once, beside engine.js, not in every page.
        let script = hasWidgets && !engine ? templates.script : ""
        let others = languages.filter { $0 != language }.map { other in
            LayoutValues.OtherLanguage(
                href: Site.fileName(id, other, languages: languages), label: SiteText.languageName[other],
                lang: other.rawValue)
        }
        let values = LayoutValues(
            lang: language.rawValue, title: title, siteTitle: words(SiteText.siteTitle),
            csp: ContentSecurityPolicy(style: templates.style, script: script, engine: engine).header,
            style: templates.style, script: script, hasScript: hasWidgets, body: body,
            inlineScript: !script.isEmpty, stepperFile: hasWidgets && engine, stepper: Site.stepperFile,
            engine: Site.engineFile, inputs: Site.inputsFile, hasEngine: engine,
            engineParts: Site.parts(for: kinds).map { LayoutValues.EnginePart(file: Site.partFile($0)) },
            practiceScript: Site.practiceFile, hasPractice: engine && templates.practiceScript != nil,
            homeHref: href("index"), homeLabel: words(SiteText.home),
            aboutHref: href(Article.about.id), aboutLabel: words(SiteText.about),
            otherLanguages: others, noScript: words(SiteText.noScript), footer: words(SiteText.footer))
        return Site.Page(path: href(id), html: try templates.render("layout", values))
    }
}

import Foundation
import Grading
import Practice
import Storyboard
import Testing
import WebEngine

@testable import SiteBuilder

@Suite struct EngineScriptTests {
    /// The smallest WebAssembly module: the magic and version 1.
    static let module: [UInt8] = [0, 0x61, 0x73, 0x6D, 1, 0, 0, 0]
    /// Every part of the engine as that module.
    static let engine = Dictionary(uniqueKeysWithValues: EnginePart.allCases.map { ($0, module) })

    static func site(prose: String, engine: [EnginePart: [UInt8]]?) throws -> Site {
        let article = Article(
            id: "lesson", kind: .lesson, title: .same("Lesson"), summary: .same("Summary"), prose: .same(prose))
        return try Site.build(
            articles: [article], templates: Templates(files: Fixtures.templateFiles()), languages: [.ko, .en],
            widgetFrames: { _, _ in Fixtures.frames() }, engine: engine)
    }

    @Test("engine.js is the loader; each part is a script that hands it the module as base64, beside the pages")
    func script() throws {
        let site = try Self.site(prose: "x", engine: Self.engine)
        let loader = try #require(site.pages.first { $0.path == "engine.js" }).html
        #expect(loader == (try Templates(files: Fixtures.templateFiles())).engineLoader)
        #expect(loader.contains("window.DiffstepEngine"))
        for part in EnginePart.allCases {
            let scripts = site.pages.filter { $0.path == "engine-\(part.rawValue).js" }
            #expect(scripts.count == 1)
            let text = try #require(scripts.first).html
            #expect(text.contains("DiffstepEngine.add(\"\(part.rawValue)\", \"AGFzbQEAAAA=\");"))
            #expect(text.split(separator: "\n").count == 2, "a comment and one call")
        }
    }

    @Test(
        "a page loads engine.js, then the parts its widgets call, before the shared stepper.js; the CSP adds 'self', 'wasm-unsafe-eval' and a blob: worker only"
    )
    func everyPage() throws {
        let site = try Self.site(prose: "```diffstep trace kit kat\n```\n", engine: Self.engine)
        let pages = site.pages.filter { $0.path.hasSuffix(".html") }
        #expect(pages.count == 8)  // lesson, index, explain, about in two languages
        for page in pages {
            #expect(page.html.contains("<script src=\"engine.js\"></script>"), "\(page.path)")
            #expect(page.html.contains("&#39;self&#39; &#39;wasm-unsafe-eval&#39;; worker-src blob:;"), "\(page.path)")
            #expect(!page.html.contains("unsafe-inline") && !page.html.contains("&#39;unsafe-eval"))
        }
        let lesson = try #require(site.pages.first { $0.path == "lesson.html" }).html
        let external = try #require(lesson.range(of: "<script src=\"engine.js\">"))
        let text = try #require(lesson.range(of: "<script src=\"engine-text.js\">"))
        let stepper = try #require(lesson.range(of: "<script src=\"stepper.js\">"))
        #expect(external.lowerBound < text.lowerBound && text.lowerBound < stepper.lowerBound)
        #expect(!lesson.contains("engine-batch.js"), "a trace lesson does not load the batch part")
        #expect(!lesson.contains("<script>"), "the stepper is shared, not inlined")
        let explain = try #require(site.pages.first { $0.path == "explain.html" }).html
        #expect(explain.contains("<script src=\"engine-explain.js\">") && !explain.contains("engine-text.js"))
        #expect(!explain.contains("engine-batch.js"), "explaining a crash needs no planner, frames or practice")
        let shared = try #require(site.pages.first { $0.path == "stepper.js" }).html
        #expect(shared == (try Templates(files: Fixtures.templateFiles())).script)
        let about = try #require(site.pages.first { $0.path == "about.html" }).html
        #expect(about.contains("script-src &#39;self&#39; &#39;wasm-unsafe-eval&#39;;"))
        #expect(!about.contains("engine-text.js") && !about.contains("engine-batch.js"))
    }

    @Test("each kind a page can ask for belongs to exactly one part")
    func kindsArePartitioned() {
        let widgetKinds = ["trace", "heckel", "batch", "snapshot", "explain"]
        let practiceKinds = PracticeKind.allCases.map { $0.rawValue }
        let sheetKinds = ExerciseKind.allCases.map { $0.rawValue }
        for kind in widgetKinds + practiceKinds + sheetKinds {
            #expect(EnginePart.allCases.filter { $0.kinds.contains(kind) }.count == 1, "\(kind)")
        }
        #expect(Site.parts(for: ["trace", "crash"]) == [.text, .batch])
        #expect(Site.parts(for: ["explain"]) == [.explain])
        #expect(Site.parts(for: ["table"]) == [.text])
        #expect(Site.parts(for: []) == [])
    }

    @Test("a site without the engine has no engine scripts and no WebAssembly in its policy")
    func noEngine() throws {
        let site = try Self.site(prose: "```diffstep x\n```\n", engine: nil)
        #expect(!site.pages.contains { $0.path.hasPrefix("engine") })
        #expect(
            !site.pages.contains {
                $0.html.contains("wasm-unsafe-eval") || $0.html.contains("worker-src")
                    || $0.html.contains("<script src=")
            })
        #expect(!site.pages.contains { ["engine.js", "inputs.js", "stepper.js"].contains($0.path) })
    }

    @Test("templates without the loader, or an engine without a part, stop a site with an engine")
    func missingLoader() throws {
        var files = try Fixtures.templateFiles()
        var partial = Self.engine
        partial[.batch] = nil
        #expect(throws: SiteError.missingEngine("batch")) {
            _ = try Site.build(
                articles: [], templates: Templates(files: files), languages: [.en], widgetFrames: { _, _ in [] },
                engine: partial)
        }
        files["engine.js"] = nil
        #expect(throws: SiteError.missingTemplate("engine.js")) {
            _ = try Site.build(
                articles: [], templates: Templates(files: files), languages: [.en], widgetFrames: { _, _ in [] },
                engine: Self.engine)
        }
    }
}

@Suite struct WidgetInputTests {
    @Test("a widget's data-input names its kind and inputs as the engine's options; a lesson's frames have none")
    func inputs() throws {
        let trace = try WidgetBlock.parse("trace kit kat --unit jamo --tie-break diagonal-first --notation ops").input
        #expect(
            trace?.serialized(pretty: false)
                == #"{"kind":"trace","source":"kit","target":"kat","unit":"jamo","tie-break":"diagonal-first","notation":"ops"}"#
        )
        let heckel = try WidgetBlock.parse("heckel 123 \"3 1 2\"").input
        #expect(heckel?.serialized(pretty: false) == #"{"kind":"heckel","old":"1 2 3","new":"3 1 2"}"#)
        let snapshot = try WidgetBlock.parse("snapshot", body: "appendSections main\napply\n").input
        #expect(snapshot?.serialized(pretty: false) == #"{"kind":"snapshot","script":"appendSections main\napply\n"}"#)
        #expect(try WidgetBlock.parse("lesson kit-kat").input == nil)
        #expect(throws: WidgetProblem.missing("SCRIPT", command: "snapshot")) { try WidgetBlock.parse("snapshot") }
    }

    @Test("with the engine, a trace widget carries its input and the form's words in the page's language")
    func figureAttributes() throws {
        let site = try EngineScriptTests.site(
            prose: "```diffstep trace kit kat\n```\n", engine: EngineScriptTests.engine)
        let korean = try #require(site.pages.first { $0.path == "lesson.html" }).html
        #expect(korean.contains("data-input=\"{&quot;kind&quot;:&quot;trace&quot;"))
        #expect(korean.contains("&quot;run&quot;:&quot;보기&quot;"))
        let english = try #require(site.pages.first { $0.path == "lesson.en.html" }).html
        #expect(english.contains("&quot;run&quot;:&quot;Show&quot;"))
        let plain = try EngineScriptTests.site(prose: "```diffstep trace kit kat\n```\n", engine: nil)
        #expect(!plain.pages.contains { $0.html.contains("data-input") })
    }
}

import Foundation
import Grading
import Lessons
import Storyboard
import Testing
import WebEngine

@testable import SiteBuilder

/// The practice panels, answer sheets and the explain page exist exactly on a site with the
/// engine, where practice.js can run them.
@Suite struct PracticeSiteTests {
    static func site(engine: [EnginePart: [UInt8]]?) throws -> Site {
        try Site.build(
            lessons: CurriculumSiteTests.lessons, exercises: CurriculumSiteTests.exercises(),
            templates: Templates(files: Fixtures.templateFiles()), languages: [.ko, .en], engine: engine)
    }

    func page(_ site: Site, _ path: String) throws -> String {
        try #require(site.pages.first { $0.path == path }).html
    }

    @Test("trace widgets ask cell and operation questions on their own words, batch lessons ask about crashes")
    func panels() throws {
        let site = try Self.site(engine: EngineScriptTests.engine)
        #expect(site.pages.contains { $0.path == "practice.js" })
        let kitKat = try page(site, "kit-kat.en.html")
        #expect(kitKat.contains(#"data-kinds="cell operation" data-source="kitten" data-target="sitting""#))
        #expect(
            kitKat.contains(
                #"<script src="engine.js"></script><script src="engine-text.js"></script><script src="inputs.js"></script><script src="practice.js"></script>"#
            ))
        #expect(try page(site, "batch-crash.html").contains(#"data-kinds="crash""#))
        #expect(try page(site, "batch-crash.html").contains(#"<script src="engine-batch.js"></script>"#))
        #expect(
            try page(site, "index.html").contains(#"data-kinds="cell operation" data-source="kit" data-target="kat""#))
        #expect(try page(site, "heckel.en.html").contains("class=\"ds-practice\"") == false)
        for path in ["kit-kat.en.html", "batch-crash.html"] {
            let html = try page(site, path)
            #expect(html.components(separatedBy: "class=\"ds-practice\"").count > 1)
            #expect(html.contains("class=\"ds-practice\"") && html.contains(" hidden>"))
        }
    }

    @Test(
        "an exercise page holds an answer sheet; a table's starts as the handout's blank grid, which the grader reads")
    func sheets() throws {
        let site = try Self.site(engine: EngineScriptTests.engine)
        let table = try page(site, "exercise-kit-kat-table.en.html")
        #expect(table.contains(#"data-kind="table" data-source="kit" data-target="kat""#))
        let blank = Exercise.blankGrid(source: "kit", target: "kat")
        #expect(table.contains(">" + blank.replacingOccurrences(of: "ε", with: "ε") + "</textarea>"))
        let grid = try Grid(text: blank, rows: 4, columns: 4)
        #expect(grid.cells.count == 4 && grid.cells.flatMap { $0 }.filter { $0 == .blank }.count == 15)
        let generated = try page(site, "exercise-random-table.html")
        #expect(generated.contains(#"id="sheet-source""#))
        let prediction = try page(site, "exercise-example6-crash.html")
        #expect(prediction.contains(#"data-kind="predict-crash""#))
        #expect(prediction.contains("engine-text.js") && !prediction.contains("engine-batch.js"), "no simulator needed")
        // Every public variant grades in the page, with its inputs on the sheet; a keyed one does not.
        #expect(
            prediction.contains(#"data-grade-old="a\#nb\#nc\#nd\#ne\#nf""#)
                && prediction.contains("engine-gradebatch.js"))
        #expect(prediction.contains(#"data-grade-items="prediction:1""#) && prediction.contains(#"id="sheet-grade""#))
        let batch = try page(site, "exercise-indexpath-game-batch.en.html")
        #expect(batch.contains(#"data-grade-new="d\#ne\#nf\#ng\#nh\#ni""#) && batch.contains("engine-gradebatch.js"))
        let wifi = try page(site, "exercise-wifi-snapshot.html")
        #expect(
            wifi.contains(#"data-grade-ios="17""#)
                && wifi.contains(#"data-grade-script="appendSections config networks"#))
        #expect(wifi.contains(#"id="sheet-grade""#) && wifi.contains("engine-gradebatch.js"))
        #expect(batch.contains(#"data-grade-call="grade_batch""#) && !batch.contains("engine-grade.js"))
        #expect(table.contains(#"data-grade-call="grade""#) && table.contains("engine-grade.js"))
        let keyed = try page(site, "exercise-random-snapshot.en.html")
        #expect(!keyed.contains(#"id="sheet-grade""#) && keyed.contains("your instructor grades it"))
        for path in ["exercise-wifi-snapshot.html", "playground-snapshot.en.html"] {
            let html = try page(site, path)
            #expect(html.contains(#"<script src="engine-snapshot.js"></script>"#), "\(path)")
            #expect(!html.contains("engine-batch.js") && !html.contains("engine-text.js"), "\(path)")
        }
    }

    @Test("the explain page is listed under tools in both languages, with the example's text")
    func explainPage() throws {
        let site = try Self.site(engine: EngineScriptTests.engine)
        let english = try page(site, "explain.en.html")
        #expect(english.contains("<h1>Explain a crash</h1>"))
        #expect(english.contains("attempt to insert item 6 into section 0"))
        #expect(try page(site, "explain.html").contains("<h1>크래시 설명하기</h1>"))
        #expect(try page(site, "index.en.html").contains("href=\"explain.en.html\""))
    }

    @Test("a site without the engine has no practice, no answer sheet, no explain page")
    func withoutEngine() throws {
        let site = try Self.site(engine: nil)
        #expect(!site.pages.contains { $0.path == "practice.js" || $0.path.hasPrefix("explain") })
        #expect(
            !site.pages.contains { $0.html.contains("class=\"ds-practice\"") || $0.html.contains("class=\"ds-sheet\"") }
        )
    }
}

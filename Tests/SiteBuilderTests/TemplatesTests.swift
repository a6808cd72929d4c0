import Storyboard
import Testing

@testable import SiteBuilder

@Suite struct TemplatesTests {
    @Test("a key the page does not provide is an error, not a blank")
    func missingKey() throws {
        var files = try Fixtures.templateFiles()
        files["index.mustache"] = "<h1>{{title}}</h1>{{tpyo}}"
        let templates = try Templates(files: files)
        #expect(throws: SiteError.missingKey(template: "index", key: "tpyo")) {
            try Site.build(articles: [], templates: templates, languages: [.en], widgetFrames: { _, _ in [] })
        }
    }

    @Test("a key missing inside a section is an error too, a key of the section item is not")
    func sections() throws {
        var files = try Fixtures.templateFiles()
        files["index.mustache"] = "{{#sections}}{{heading}}{{#items}}{{href}}{{nope}}{{/items}}{{/sections}}"
        let templates = try Templates(files: files)
        let article = Article(id: "a", kind: .lesson, title: .same("A"), summary: .same("S"), prose: .same(""))
        #expect(throws: SiteError.missingKey(template: "index", key: "nope")) {
            try Site.build(articles: [article], templates: templates, languages: [.en], widgetFrames: { _, _ in [] })
        }
    }

    @Test("a missing template or partial stops the build")
    func missingTemplate() throws {
        var files = try Fixtures.templateFiles()
        files["exercise.mustache"] = nil
        #expect(throws: SiteError.missingTemplate("exercise.mustache")) { try Templates(files: files) }
        files = try Fixtures.templateFiles()
        files["lesson.mustache"] = "{{> footer}}"
        #expect(throws: SiteError.missingKey(template: "lesson", key: ">footer")) { try Templates(files: files) }
    }

    @Test("a script holding a closing tag cannot be inlined")
    func unsafeScript() throws {
        var files = try Fixtures.templateFiles()
        files["stepper.js"] = "var x = '</script>';"
        #expect(throws: SiteError.unsafeInline("stepper.js")) { try Templates(files: files) }
    }
}

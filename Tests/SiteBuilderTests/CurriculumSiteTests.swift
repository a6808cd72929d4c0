import Foundation
import Grading
import Lessons
import SiteBuilder
import Storyboard
import TestSupport
import Testing

/// The real site: every lesson in both languages with its prose and its widgets.
@Suite struct CurriculumSiteTests {
    static let lessons = Curriculum.lessons()

    static func exercises() throws -> [Exercise] {
        let folder = Fixtures.packageRoot.appendingPathComponent("Exercises")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
            .map { name in
                try Exercise(text: ExpectedOutput.text(at: folder.path + "/" + name), file: name) { relative, _ in
                    ExpectedOutput.text(at: folder.path + "/" + relative)
                }
            }
    }

    static func site() throws -> Site {
        try Site.build(
            lessons: lessons, exercises: exercises(), templates: Templates(files: Fixtures.templateFiles()),
            languages: [.ko, .en])
    }

    @Test("every lesson has prose in both languages, and the prose shows the lesson's own frames")
    func prose() {
        for lesson in Self.lessons {
            #expect(!lesson.prose.isIncomplete, "\(lesson.id) has no prose")
            #expect(lesson.prose.ko.contains("```diffstep lesson \(lesson.id)"), "\(lesson.id).ko.md")
            #expect(lesson.prose.en.contains("```diffstep lesson \(lesson.id)"), "\(lesson.id).en.md")
        }
    }

    @Test("pages: index, every lesson, the examples and playgrounds, every exercise and about, in ko and en")
    func pages() throws {
        let site = try Self.site()
        let paths = Set(site.pages.map(\.path))
        let ids =
            ["index", "about", "example-batch", "example-heckel", "playground-batch", "playground-snapshot"]
            + Self.lessons.map(\.id)
            + (try Self.exercises()).map { "exercise-" + $0.id }
        for id in ids {
            #expect(paths.contains("\(id).html") && paths.contains("\(id).en.html"), "\(id)")
        }
        #expect(site.pages.count == ids.count * 2)
        for lesson in Self.lessons {
            let page = try #require(site.pages.first { $0.path == "\(lesson.id).en.html" })
            #expect(page.html.contains("<figure class=\"ds-stepper\""), "\(lesson.id) has no widget")
            #expect(page.html.contains("<p>"), "\(lesson.id) has no prose")
        }
        let index = try #require(site.pages.first { $0.path == "index.en.html" })
        #expect(
            index.html.contains("href=\"kit-kat.en.html\"") && index.html.contains("href=\"example-batch.en.html\""))
        #expect(index.html.contains("href=\"exercise-kit-kat-table.en.html\""))
    }

    @Test("an exercise page is its handout: title, task and inputs, escaped")
    func exercise() throws {
        let site = try Self.site()
        let page = try #require(site.pages.first { $0.path == "exercise-kit-kat-table.en.html" })
        #expect(page.html.contains("<h1>kit → kat: fill in the edit-distance table</h1>"))
        #expect(page.html.contains("kit"))
    }
}

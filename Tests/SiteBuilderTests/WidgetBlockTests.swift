import Lessons
import Render
import SiteBuilder
import Storyboard
import Testing

@Suite struct WidgetBlockTests {
    @Test("the grammar: trace with flags, batch by name or with calls, heckel, lesson")
    func parses() throws {
        #expect(
            try WidgetBlock.parse("trace kit kat --unit word --notation ops")
                == .trace(source: "kit", target: "kat", unit: .word, notation: .notation, tieBreak: .deepdiff))
        #expect(
            try WidgetBlock.parse("trace \"a b\" \"\" --tie-break diagonal-first")
                == .trace(source: "a b", target: "", unit: .grapheme, notation: .cost, tieBreak: .diagonalFirst))
        #expect(
            try WidgetBlock.parse("batch --old \"a b\" --calls \"delete 0; insert 1\"")
                == .batch(old: "a b", new: nil, calls: "delete 0\ninsert 1"))
        #expect(
            try WidgetBlock.parse("batch --old \"a b\" --new \"b\"", body: "delete 0\n")
                == .batch(old: "a b", new: "b", calls: "delete 0\n"))
        #expect(try WidgetBlock.parse("heckel \"1 2\" 21") == .heckel(old: ["1", "2"], new: ["2", "1"]))
        #expect(try WidgetBlock.parse("lesson kit-kat") == .lesson("kit-kat"))
    }

    @Test(
        "a bad block is an error that says what is wrong",
        arguments: [
            ("", WidgetProblem.empty), ("tracee kit kat", .unknownCommand("tracee")),
            ("trace kit", .missing("TARGET", command: "trace")),
            (
                "trace kit kat --unit syllable",
                .badValue(
                    flag: "--unit", value: "syllable", expected: ["grapheme", "scalar", "jamo", "word", "line", "item"])
            ),
            ("trace kit kat --colour red", .unknownFlag("--colour", command: "trace")),
            ("trace kit kat extra", .extra("extra", command: "trace")),
            ("trace \"kit kat", .unclosedQuote), ("batch example7", .unknownExample("example7")),
            ("batch --old \"a\"", .missing("--calls", command: "batch")),
            ("trace kit kat --unit", .missingValue("--unit")),
        ])
    func problems(info: String, problem: WidgetProblem) {
        #expect(throws: problem) { try WidgetBlock.parse(info) }
    }

    @Test("refused inputs and unknown lessons fail at drawing time")
    func refusals() throws {
        let lessons = Curriculum.lessons()
        #expect(throws: WidgetProblem.unknownLesson("nope")) { try WidgetBlock.lesson("nope").frames(lessons: lessons) }
        #expect(throws: WidgetProblem.self) {
            try WidgetBlock.parse("trace \(String(repeating: "a", count: 60)) \(String(repeating: "b", count: 60))")
                .frames(lessons: lessons)
        }
        #expect(throws: WidgetProblem.self) {
            try WidgetBlock.parse("batch --old \"a b\" --calls \"frobnicate 1\"").frames(lessons: lessons)
        }
        #expect(try WidgetBlock.parse("heckel 12 21").frames(lessons: lessons).count > 2)
        #expect(try WidgetBlock.parse("trace kit kat").frames(lessons: lessons).count == 16)
        #expect(
            try WidgetBlock.parse("lesson heckel").frames(lessons: lessons)
                == lessons.first { $0.id == "heckel" }?.frames)
    }

    @Test(
        "a refused widget says why in the author's two languages, as the CLI words it (no Swift description)",
        arguments: [
            ("trace \(String(repeating: "a", count: 60)) \(String(repeating: "b", count: 60))", ""),
            ("batch --old \"a b\" --calls \"frobnicate 1\"", ""),
            ("snapshot", "appendSections([A])\nfrobnicate\n"),
        ])
    func refusedInWords(info: String, body: String) throws {
        var refusal: Localized?
        do throws(WidgetProblem) {
            _ = try WidgetBlock.parse(info, body: body).frames(lessons: [])
        } catch {
            if case .refused(let why) = error { refusal = why }
        }
        let why = try #require(refusal)
        #expect(why.ko != why.en)
        #expect(why.ko.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
        for text in [why.ko, why.en] {
            // A Swift description names the type or the case's labels: `tableTooLarge(rows: 61, ...`.
            #expect(!text.contains("Error") && !text.contains("rows:") && !text.contains("line:"), "\(text)")
        }
    }

    @Test("a bad block stops the site build with the prose file and the line of its fence")
    func buildFails() throws {
        let article = Article(
            id: "bad", kind: .lesson, title: .same("Bad"), summary: .same("Bad"),
            prose: .same("One.\n\nTwo.\n\n```diffstep trace kit\n```\n"), source: .same("Prose/bad.md"))
        let templates = try Templates(files: Fixtures.templateFiles())
        #expect(throws: SiteError.widget(file: "Prose/bad.md", line: 5, problem: .missing("TARGET", command: "trace")))
        {
            try Site.build(
                articles: [article], templates: templates, languages: [.en],
                widgetFrames: SiteContent.widgetFrames(lessons: []))
        }
        let error = SiteError.widget(file: "Prose/bad.md", line: 5, problem: .missing("TARGET", command: "trace"))
        #expect(error.text(.en) == "Prose/bad.md:5: diffstep block: trace is missing TARGET")
        #expect(error.text(.ko).hasPrefix("Prose/bad.md:5: diffstep 블록: "))
    }
}

import Foundation
import TestSupport
import Testing

@testable import Grading

@Suite struct ReportTests {
    /// Three students: right, one slip, and a malformed file from a hostile student id.
    static var report: Report {
        get throws {
            let exercise = try Fixtures.kitKat
            let grader = Grader(exercise: exercise)
            return Report(
                exercise: exercise,
                results: [
                    grader.grade(Submission(student: "kim", text: TableGradingTests.right)),
                    grader.grade(Submission(student: "lee", text: "0 1 2 3\n1 1 2 3\n2 2 2 3\n3 3 3 2\n")),
                    grader.grade(
                        Submission(student: "=cmd|' /C calc'!A0", text: "0 1 <b>2</b> 3\n\u{1B}[31m\n9\n9\n9\n9\n")),
                ])
        }
    }

    @Test(
        "report formats match their reviewed expected files",
        arguments: ["gradescope.json", "junit.xml", "gradebook.csv", "report.json"])
    func golden(file: String) throws {
        let report = try Self.report
        let format: Report.Format =
            switch file {
            case "gradescope.json": .gradescope
            case "junit.xml": .junit
            case "gradebook.csv": .csv
            default: .json
            }
        var rendered = report.rendered(format)
        if format == .csv {
            // A BOM so spreadsheets read UTF-8; reading the expected file drops it.
            #expect(rendered.unicodeScalars.first == "\u{FEFF}")
            rendered.unicodeScalars.removeFirst()
        }
        try ExpectedOutput.check(rendered, named: file)
    }

    @Test(
        "an unreadable submission's message appears once per student, not under each item",
        arguments: Report.Format.allCases)
    func problemOnce(format: Report.Format) throws {
        let report = try Self.report
        let hostile = try #require(report.results.last)
        #expect(hostile.items.count == 2 && hostile.score == .zero && !hostile.wasRead)
        #expect(hostile.items.allSatisfy { $0.feedback.en.isEmpty })
        // Gradescope and PrairieLearn grade one submission per run.
        let platform = format == .gradescope || format == .prairielearn
        let rendered = (platform ? Report(exercise: report.exercise, results: [hostile]) : report).rendered(format)
        let count = rendered.components(separatedBy: "expected 4 cells, found").count - 1
        #expect(count == (format == .csv ? 0 : 1))
    }

    @Test("CSV guards formulas and quotes by RFC 4180")
    func csvCells() {
        #expect(Report.csvCell("=1+1") == "'=1+1")
        #expect(Report.csvCell("@SUM(A1)") == "'@SUM(A1)")
        #expect(Report.csvCell("-2") == "'-2")
        #expect(Report.csvCell("a,b") == "\"a,b\"")
        // A file name's escape sequence cannot reach the terminal through a CSV on stdout.
        #expect(Report.csvCell("kim\u{1B}[2J") == "kim\\u{1B}[2J")
        #expect(!Report.csvCell("x\u{9B}y\u{7F}").unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x7F })
        #expect(Report.csvCell("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(Report.csvCell("kim") == "kim")
    }

    @Test("XML escapes markup and control characters")
    func xml() {
        #expect(Report.xml("<a href='x'>&\"\u{1B}") == "&lt;a href=&#39;x&#39;&gt;&amp;&quot;\\u{1B}")
    }

    @Test("the text report escapes what students wrote")
    func text() throws {
        let text = try Self.report.text()
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("3 students: 2 graded, 1 unreadable."))
    }

    @Test("JUnit: an absentee's suite is skipped, not an error; an unreadable file stays an error")
    func junitAbsentee() throws {
        let exercise = try Fixtures.kitKat
        let grader = Grader(exercise: exercise)
        let report = Report(
            exercise: exercise,
            results: [
                grader.grade(Submission(student: "lee", problem: .noSubmission)),
                grader.grade(
                    Submission(student: "kim", problem: .severalFiles(student: "kim", paths: ["a.txt", "b.txt"]))),
            ])
        let xml = report.junit()
        #expect(
            xml.contains(
                "errors=\"1\">\n  <testsuite name=\"lee\" tests=\"3\" failures=\"2\" errors=\"0\" skipped=\"1\">"))
        #expect(xml.contains("<skipped message="))
        #expect(xml.components(separatedBy: "<error message=").count == 2)
    }

    @Test("an unmatched file is counted as a file, never as a student, in both languages")
    func unmatchedIsNotAStudent() throws {
        let exercise = try Fixtures.kitKat
        let grader = Grader(exercise: exercise)
        let stray = Unmatched(tried: ["notes"], reason: .nobody, paths: ["notes.txt"])
        let report = Report(
            exercise: exercise,
            results: [
                grader.grade(Submission(student: "kim", text: TableGradingTests.right)),
                grader.grade(Submission(student: "lee", problem: .noSubmission)),
                grader.grade(Submission(student: "notes.txt", problem: .unmatched(stray))),
            ])
        #expect(report.text().contains("2 students: 1 graded, 1 with no submission; 1 file matched no roster row."))
        let counts = Dictionary(grouping: report.results, by: \.status).mapValues(\.count)
        #expect(
            ReportWords.counts(counts, total: report.results.count)[.ko]
                == "2명: 채점 1명, 제출 없음 1명; 명단의 누구와도 맞지 않은 파일 1개.")
    }
}

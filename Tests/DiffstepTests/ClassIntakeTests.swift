import Foundation
import Testing

/// A class graded as an instructor would: LMS exports on disk, a roster, hostile entries.
@Suite struct ClassIntakeTests {
    static func tree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("diffstep-class-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static let right = "0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n"

    @Test("nested folders, NFD names, case differences, a link to /etc/passwd and a roster with an absentee")
    func nestedClass() throws {
        let nfd = "김민수".decomposedStringWithCanonicalMapping
        let root = try Self.tree([
            "Kim/answer.txt": Self.right,
            "\(nfd)/table.txt": "0 1 2 3\n1 1 2 3\n2 2 2 3\n3 3 3 2\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("park"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("park/answer.txt").path, withDestinationPath: "/etc/passwd")
        let roster = FileManager.default.temporaryDirectory.appendingPathComponent("roster-\(UUID().uuidString).csv")
        try Data(
            "\u{FEFF}학번,이름,이메일\r\nkim,Kim Jisoo,kim@x.edu\r\n1002,김민수,minsu@x.edu\r\nlee,Lee Absent,lee@x.edu\r\n"
                .utf8
        ).write(to: roster)
        defer { try? FileManager.default.removeItem(at: roster) }
        let arguments = [
            "check", CheckCommandTests.exercise("kit-kat-table.md"), root.path, "--roster", roster.path, "--lang", "en",
        ]
        let csv = try CLI.run(arguments + ["--format", "csv"])
        #expect(csv.status == 1)
        #expect(
            csv.stdout
                == "\u{FEFF}student,name,exercise,score,max,status,file\r\nkim,Kim Jisoo,kit-kat-table,10,10,graded,Kim/answer.txt\r\n1002,김민수,kit-kat-table,8.12,10,graded,\(nfd)/table.txt\r\nlee,Lee Absent,kit-kat-table,0,10,no submission,\r\npark,,kit-kat-table,0,10,unmatched,\r\n"
        )
        let text = try CLI.run(arguments)
        #expect(text.stdout.contains("no submission"))
        // Off the roster: never graded under its own id (that would be another variant).
        #expect(text.stdout.contains("park/answer.txt: matches nobody on the roster (tried 'park'). Not graded"))
        #expect(!text.stdout.contains("root:"))
    }

    @Test("a file over 256 KiB and a named pipe are refused for their student, never read")
    func oversizedAndPipe() throws {
        let root = try Self.tree(["kim.txt": "1\n", "big.txt": String(repeating: "1 ", count: 200_000)])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(root.appendingPathComponent("pipe.txt").path, 0o600) == 0)
        let text = try CLI.run(["check", CheckCommandTests.exercise("kit-kat-distance.md"), root.path, "--lang", "en"])
        #expect(text.status == 1)
        #expect(text.stdout.contains("big.txt: file too large (400000 bytes, at most 262144)"))
        #expect(text.stdout.contains("pipe.txt: not a regular file"))
        #expect(text.stdout.contains("kim  2/2"))
    }

    @Test("a Gradescope export with submission_metadata.yml is graded per submitter")
    func gradescopeExport() throws {
        let root = try Self.tree([
            "submission_metadata.yml":
                "submission_1:\n  :submitters:\n  - :name: Jane Doe\n    :sid: '1001'\n    :email: jane@x.edu\nsubmission_2:\n  :submitters:\n  - :name: Kim\n    :sid: '1002'\n    :email: kim@x.edu\n",
            "submission_1/answer.txt": "1\n",
            "submission_2/table.txt": "2\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let csv = try CLI.run([
            "check", CheckCommandTests.exercise("kit-kat-distance.md"), root.path, "--format", "csv",
        ])
        #expect(csv.status == 0)
        #expect(
            csv.stdout.contains(
                "\r\n1001,Jane Doe,kit-kat-distance,2,2,graded,submission_1/answer.txt\r\n1002,Kim,kit-kat-distance,0,2,graded,submission_2/table.txt"
            )
        )
    }

    @Test("Canvas and Moodle downloads are recognised without a roster")
    func canvasAndMoodle() throws {
        let root = try Self.tree([
            "doejane_LATE_4321_98765_answer.txt": "1\n",
            "Kim Minsu_555_assignsubmission_file_/answer.txt": "1\n",
            "Kim Minsu_555_assignsubmission_onlinetext_/onlinetext.html": "<p>hi</p>",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let text = try CLI.run([
            "check", CheckCommandTests.exercise("kit-kat-distance.md"), root.path, "--format", "csv",
        ])
        #expect(text.status == 0)
        #expect(text.stdout.contains("4321,doejane,kit-kat-distance,2,2,graded,doejane_LATE_4321_98765_answer.txt"))
        #expect(text.stdout.contains("kim minsu,Kim Minsu,kit-kat-distance,2,2,graded"))
    }

    @Test("the class report is a self-contained page and JSON with a heatmap and shared rare mistakes")
    func classReport() throws {
        // Two students share the same three unusual wrong cells; a third is right.
        let odd = "0 1 2 3\n1 0 1 5\n2 1 7 2\n3 2 2 9\n"
        let root = try Self.tree(["a.txt": odd, "b.txt": odd, "c.txt": Self.right])
        defer { try? FileManager.default.removeItem(at: root) }
        let base = root.appendingPathComponent("class").path
        let result = try CLI.run([
            "check", CheckCommandTests.exercise("kit-kat-table.md"), root.path, "--report", base, "--lang", "en",
        ])
        #expect(result.status == 0)
        let html = try String(contentsOfFile: base + ".html", encoding: .utf8)
        let json = try String(contentsOfFile: base + ".json", encoding: .utf8)
        #expect(html.hasPrefix("<!doctype html>") && !html.contains("<script") && !html.contains("src="))
        #expect(html.contains("a signal, not evidence") || html.contains("A signal, not evidence"))
        #expect(html.contains("<li>a (<code>a.txt</code>) · b (<code>b.txt</code>): 3</li>"))
        #expect(json.contains("\"students\": [\"a\", \"b\"],\n      \"cells\": 3"))
        #expect(json.contains("\"row\": 2,\n      \"column\": 2,\n      \"wrong\": 2,\n      \"common_value\": \"7\""))
    }

    @Test("a Moodle roster matches Canvas-style names; a roster without an id column is refused with its headers")
    func rosterFormats() throws {
        let root = try Self.tree([
            "answers/álvarezjosé_4999_98765_hw1.txt": "1\n",
            "answers/Minsu Kim_77_assignsubmission_file_/a.txt": "1\n",
            "moodle.csv": "First name;Last name;ID number;Institution;Department;Email address\n"
                + "José;Álvarez;2023011;U;CS;jose@x.edu\nMinsu;Kim;2023012;U;CS;minsu@x.edu\n",
            "names.csv": "Name,Email\nJosé,jose@x.edu\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let exercise = CheckCommandTests.exercise("kit-kat-distance.md")
        let csv = try CLI.run([
            "check", exercise, root.path + "/answers", "--roster", root.path + "/moodle.csv", "--format", "csv",
        ])
        #expect(csv.status == 0, "\(csv.stdout)")
        #expect(
            csv.stdout.contains(
                "\r\n2023011,José Álvarez,kit-kat-distance,2,2,graded,álvarezjosé_4999_98765_hw1.txt\r\n2023012,Minsu Kim,"
            ))
        let refused = try CLI.run(["check", exercise, root.path + "/answers", "--roster", root.path + "/names.csv"])
        #expect(refused.status == 2 && refused.stderr.contains("no id column (headers seen: Name, Email)"))
    }

    @Test(
        "a submissions folder named through a link is followed; Gradescope's export is found one folder down; absentees alone exit 0"
    )
    func linkedFolderAndWrappedExport() throws {
        let root = try Self.tree([
            "export/assignment_123_export/submission_metadata.yml":
                "submission_1:\n  :submitters:\n  - :name: Jane Doe\n    :sid: '1001'\n    :email: jane@x.edu\n",
            "export/assignment_123_export/submission_1/answer.txt": "1\n",
            "roster.csv": "id,name\n1001,Jane Doe\n1002,Absent Student\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: root.path + "/export")
        let result = try CLI.run([
            "check", CheckCommandTests.exercise("kit-kat-distance.md"), link.path, "--roster",
            root.path + "/roster.csv", "--lang", "en",
        ])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("1001 (Jane Doe)  2/2"))
        #expect(result.stdout.contains("1002 (Absent Student)  0/2  (no submission)"))
        #expect(result.stdout.contains("2 students: 1 graded, 1 with no submission."))
    }

    @Test("every format shows a submission's path the same way: relative to the folder named, never the machine's")
    func pathsShownAlike() throws {
        let export = "assignment_9_export"
        let root = try Self.tree([
            "\(export)/submission_metadata.yml":
                "submission_1:\n  :submitters:\n  - :name: Jane Doe\n    :sid: '1001'\n"
                + "submission_2:\n  :submitters:\n  - :name: Kim\n    :sid: '1002'\n"
                + "submission_3:\n  :submitters:\n  - :name: Lee\n    :sid: '1003'\n",
            "\(export)/submission_1/answer.txt": "1\n",
            "\(export)/submission_2/answer.txt": "caf\u{E9}\n",
            "\(export)/submission_3/big/deeper/still/deepest/a.txt": "1\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // Latin-1 bytes for Kim: unreadable, named in the message by the same path.
        try Data([0x63, 0x61, 0x66, 0xE9, 0x0A]).write(
            to: root.appendingPathComponent("\(export)/submission_2/answer.txt"))
        let exercise = CheckCommandTests.exercise("kit-kat-distance.md")
        for format in ["text", "csv", "json", "junit"] {
            let result = try CLI.run(["check", exercise, root.path, "--format", format, "--lang", "en"])
            #expect(result.stdout.contains("\(export)/submission_1/answer.txt"), "\(format)")
            #expect(result.stdout.contains("\(export)/submission_2/answer.txt"), "\(format)")
            #expect(!result.stdout.contains(root.path), "\(format): \(result.stdout)")
        }
        let text = try CLI.run(["check", exercise, root.path, "--lang", "en"]).stdout
        #expect(text.contains("\(export)/submission_3/big/deeper/still"))
        // A file named on the command line is shown as it was typed.
        let named = root.path + "/\(export)/submission_1/answer.txt"
        let one = try CLI.run(["check", exercise, named, "--format", "csv"])
        #expect(one.stdout.contains(",graded,\(named)\r\n"))
    }

    @Test("Moodle's worksheet in the folder, larger than any answer may be, is read for times, not graded")
    func largeWorksheetInFolder() throws {
        var worksheet = "Identifier,Full name,Email address,Status,Last modified (submission)\n"
        worksheet += "Participant 7,Jane Doe,jane@x.edu,Submitted,\"Sunday, 5 April 2026, 9:15 AM\"\n"
        for index in 0..<6000 {
            worksheet += "Participant \(100 + index),Absent \(index),a\(index)@x.edu,No submission,-\n"
        }
        #expect(worksheet.utf8.count > 256 * 1024)
        let root = try Self.tree([
            "subs/Jane Doe_7_assignsubmission_file/answer.txt": "1\n",
            "subs/Grades-CS101-Lab-42.csv": worksheet,
            "roster.csv": "id,name,email\n1001,Jane Doe,jane@x.edu\n",
            "late.md": """
            ---
            id: late-distance
            kind: distance
            points: 2
            language: en
            title: Late
            inputs: { source: kit, target: kat }
            due: 2026-04-04T23:59:00+09:00
            late-penalty: 50
            ---
            Body.
            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run([
            "check", root.path + "/late.md", root.path + "/subs", "--roster", root.path + "/roster.csv", "--lang",
            "en",
        ])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("1001 (Jane Doe)  1/2"))
        #expect(result.stdout.contains("read in the due date's, UTC+09:00"))
        #expect(result.stdout.contains("Grades-CS101-Lab-42.csv: skipped (Moodle's grading worksheet"))
    }
}

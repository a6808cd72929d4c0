import Foundation
import Testing

@Suite struct CheckCommandTests {
    static let exercises = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Exercises")

    static func exercise(_ name: String) -> String { exercises.appendingPathComponent(name).path }

    static func folder(_ files: [String: [UInt8]]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "diffstep-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    static let secret = ["DIFFSTEP_COURSE_SECRET": "test-course-secret-0123456789"]

    @Test("a student's variant is identical in two separate processes and changes with the secret")
    func variantsAcrossProcesses() throws {
        let arguments = [
            "exercise", "variant", Self.exercise("random-table.md"), "--student", "kim", "--format", "markdown",
        ]
        let first = try CLI.run(arguments, environment: Self.secret)
        let second = try CLI.run(arguments, environment: Self.secret)
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("`") && !first.stdout.contains("generated per student"))
        // The same student spelled differently is the same student.
        let spelled = try CLI.run(
            ["exercise", "variant", Self.exercise("random-table.md"), "--student", " KIM ", "--format", "markdown"],
            environment: Self.secret)
        func words(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { $0.hasPrefix("- source") || $0.hasPrefix("- target") }
        }
        #expect(words(spelled.stdout) == words(first.stdout) && words(first.stdout).count == 2)
        let other = try CLI.run(
            [
                "exercise", "variant", Self.exercise("random-table.md"), "--student", "lee", "--format", "markdown",
            ], environment: Self.secret)
        #expect(other.stdout != first.stdout)
        let otherSecret = try CLI.run(arguments, environment: ["DIFFSTEP_COURSE_SECRET": "another-course-secret-98765"])
        #expect(otherSecret.status == 0 && otherSecret.stdout != first.stdout)
    }

    @Test("without the course secret, key and a per-student variant are refused with one clear line")
    func secretRequired() throws {
        for command in ["key", "variant"] {
            let result = try CLI.run(["exercise", command, Self.exercise("random-table.md"), "--student", "kim"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("needs the course secret"), "\(command)")
        }
        let fixed = try CLI.run(["exercise", "key", Self.exercise("kit-kat-table.md"), "--student", "kim"])
        #expect(fixed.status == 0)
    }

    @Test("a generated snapshot script is identical in two processes; the key's calls earn full marks")
    func snapshotVariantsAcrossProcesses() throws {
        let exercise = Self.exercise("random-snapshot.md")
        let arguments = ["exercise", "variant", exercise, "--student", "kim", "--format", "markdown"]
        let first = try CLI.run(arguments, environment: Self.secret)
        let second = try CLI.run(arguments, environment: Self.secret)
        #expect(first.status == 0 && first.stdout == second.stdout)
        #expect(first.stdout.contains("appendSections"))
        let other = try CLI.run(
            ["exercise", "variant", exercise, "--student", "lee", "--format", "markdown"], environment: Self.secret)
        #expect(other.stdout != first.stdout)
        let key = try CLI.run(["exercise", "key", exercise, "--student", "kim"], environment: Self.secret).stdout
        let calls = try #require(key.components(separatedBy: "```\n").dropLast().last)
        let folder = try Self.folder(["kim.txt": Array(calls.utf8), "lee.txt": Array(calls.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["check", exercise, folder.path, "--format", "csv"], environment: Self.secret)
        #expect(result.status == 0)
        #expect(result.stdout.contains("kim,,random-snapshot,5,5,graded,kim.txt\r\n"))
        #expect(!result.stdout.contains("lee,,random-snapshot,5,5"))
    }

    @Test("a broken submission among good ones gets zero, a short one costs its missing cells, exit code 1")
    func brokenAmongGood() throws {
        let folder = try Self.folder([
            "kim.txt": Array("0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n".utf8),
            "lee.csv": Array("0,1,2,3\n1,1,2,3\n2,2,2,3\n3,3,3,2\n".utf8),
            "park.txt": [0x30, 0x20, 0xFF, 0xFE, 0x0A],
            "choi.txt": Array("0 1 2\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run([
            "check", Self.exercise("kit-kat-table.md"), folder.path, "--format", "csv", "--lang", "en",
        ])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "\u{FEFF}student,name,exercise,score,max,status,file\r\nchoi,,kit-kat-table,1.88,10,graded,choi.txt\r\nkim,,kit-kat-table,10,10,graded,kim.txt\r\nlee,,kit-kat-table,8.12,10,graded,lee.csv\r\npark,,kit-kat-table,0,10,unreadable,park.txt\r\n"
        )
        let text = try CLI.run(["check", Self.exercise("kit-kat-table.md"), folder.path, "--lang", "en"])
        #expect(
            text.stdout.contains(
                "park.txt: not UTF-8 (it looks like Windows-1252 / Latin-1); unreadable from byte offset 2"))
        #expect(text.stdout.contains("Save it as UTF-8"))
        #expect(text.stdout.contains("expected 4 cells, found 3"))
        for format in ["text", "json", "junit"] {
            let report = try CLI.run([
                "check", Self.exercise("kit-kat-table.md"), folder.path, "--format", format, "--lang", "en",
            ])
            #expect(report.status == 1)
            #expect(report.stdout.components(separatedBy: "not UTF-8").count == 2, "\(format)")
            // choi's short table is read as far as it goes; the note is said once where notes
            // are shown (JUnit: the suite's output), once in the item's feedback.
            let notes = 2
            #expect(report.stdout.components(separatedBy: "expected 4 cells, found 3").count == notes, "\(format)")
        }
    }

    @Test("two files for one student: neither is graded, one message names both, the rest go on, exit 1")
    func twoFilesForOneStudent() throws {
        let folder = try Self.folder([
            "kim.txt": Array("1\n".utf8),
            "kim.json": Array(#"{"distance": 1}"#.utf8),
            "lee.txt": Array("1\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["check", Self.exercise("kit-kat-distance.md"), folder.path]
        let csv = try CLI.run(arguments + ["--format", "csv"])
        #expect(csv.status == 1)
        #expect(
            csv.stdout
                == "\u{FEFF}student,name,exercise,score,max,status,file\r\nkim,,kit-kat-distance,0,2,unreadable,\r\nlee,,kit-kat-distance,2,2,graded,lee.txt\r\n"
        )
        let english = try CLI.run(arguments + ["--lang", "en"])
        #expect(
            english.stdout.contains(
                "2 answer files for student 'kim' (kim.json, kim.txt): it is unclear which to grade, so none was graded."
            ))
        #expect(english.stdout.components(separatedBy: "2 answer files").count == 2)
        let korean = try CLI.run(arguments + ["--lang", "ko"])
        #expect(korean.stdout.contains("학생 'kim'의 답안 파일이 2개입니다 (kim.json, kim.txt)."))
        let one = try CLI.run([
            "check", Self.exercise("kit-kat-distance.md"), folder.appendingPathComponent("lee.txt").path,
        ])
        #expect(one.status == 0)
    }

    @Test("every submission read: exit 0; --out writes the file and prints nothing")
    func outFile() throws {
        let folder = try Self.folder(["kim.txt": Array("1\n".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("results.json").path
        let result = try CLI.run([
            "check", Self.exercise("kit-kat-distance.md"), folder.appendingPathComponent("kim.txt").path,
            "--format", "gradescope", "--out", out,
        ])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written.hasPrefix("{\n  \"score\": 2,"))
    }

    @Test("a broken exercise is one line naming file, line and key, exit 2")
    func brokenExercise() throws {
        let folder = try Self.folder([
            "bad.md": Array("---\nid: x\nkind: table\npoints: 3\ntitle: T\ninputs: { source: kit }\n---\n".utf8),
            "kim.txt": Array("1".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run([
            "check", folder.appendingPathComponent("bad.md").path, folder.appendingPathComponent("kim.txt").path,
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.md:6: missing key 'target'"))
    }

    @Test("an exercise cannot read files outside its folder")
    func outsideFolder() throws {
        let folder = try Self.folder([
            "leak.md": Array(
                "---\nid: x\nkind: predict-crash\npoints: 3\ntitle: T\ninputs:\n  old: [a]\n  new: [a]\n  batch: { file: ../../etc/passwd }\n---\n"
                    .utf8)
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["exercise", "key", folder.appendingPathComponent("leak.md").path, "--student", "kim"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("leak.md:9: path '../../etc/passwd' reaches outside the exercise's folder"))
    }
}

import Foundation
import Testing

@Suite struct HandoutTests {
    @Test("--roster prints the class: one A4 page per student with name and id fields, file name, labelled grid")
    func classHandouts() throws {
        let roster = FileManager.default.temporaryDirectory.appendingPathComponent("roster-\(UUID().uuidString).csv")
        try Data("id,name\n1001,Kim\n1002,Lee\n1003,<b>Park</b> *x*\n".utf8).write(to: roster)
        defer { try? FileManager.default.removeItem(at: roster) }
        let html = try CLI.run(
            [
                "exercise", "variant", CheckCommandTests.exercise("random-table.md"), "--roster", roster.path,
                "--format", "html", "--lang", "en",
            ], environment: CheckCommandTests.secret)
        #expect(html.status == 0)
        #expect(html.stdout.components(separatedBy: "<section class=\"page\">").count == 4)
        #expect(html.stdout.contains("@page { size: A4"))
        // The roster's names are printed, as text: nothing in them becomes markup.
        #expect(html.stdout.contains("<strong>Name:</strong> Lee"))
        #expect(html.stdout.contains("<strong>Name:</strong> &lt;b&gt;Park&lt;/b&gt; *x*"))
        #expect(!html.stdout.contains("<b>Park"))
        #expect(html.stdout.contains("named <code>1002.txt</code>"))
        #expect(html.stdout.contains("ε 0 ? ?"))
        let list = try CLI.run(
            [
                "exercise", "variants", CheckCommandTests.exercise("random-table.md"), "--roster", roster.path,
                "--format", "csv", "--lang", "en",
            ], environment: CheckCommandTests.secret)
        #expect(list.status == 0)
        #expect(list.stdout.hasPrefix("\u{FEFF}student,name,inputs,difficulty\r\n1001,Kim,"))
        let blank = try CLI.run(
            [
                "exercise", "variant", CheckCommandTests.exercise("random-table.md"), "--student", "1001", "--lang",
                "en",
            ],
            environment: CheckCommandTests.secret)
        #expect(blank.stdout.contains("Name: ____________________") || blank.stdout.contains("**Name:** ____"))
        #expect(list.stdout.components(separatedBy: "distance 5, table 10x10").count == 4)
    }
}

import Render

extension Report {
    /// A gradebook in CSV (RFC 4180, CRLF line ends, a UTF-8 BOM so spreadsheets read Hangul):
    /// `student,name,exercise,score,max,status,file`, in roster order (`file` relative to
    /// the folder named, empty for an absentee).
    ///
    /// A cell starting with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'`,
    /// so a student id cannot become a spreadsheet formula.
    public func csv() -> String {
        var rows = [["student", "name", "exercise", "score", "max", "status", "file"]]
        for result in results {
            rows.append([
                result.student, result.name, exercise.id, result.score.description, result.maxScore.description,
                status(result), result.file,
            ])
        }
        return Report.csvTable(rows)
    }

    /// Rows as CSV: a UTF-8 BOM (so spreadsheets read Hangul), RFC 4180 cells, CRLF.
    public static func csvTable(_ rows: [[String]]) -> String {
        "\u{FEFF}" + rows.map { $0.map(csvCell).joined(separator: ",") + "\r\n" }.joined()
    }

    /// `graded`, `late 2d`, `no submission`, `unmatched` or `unreadable`.
    private func status(_ result: StudentResult) -> String {
        if result.problem == .noSubmission { return "no submission" }
        if case .unmatched = result.problem { return "unmatched" }
        if !result.wasRead { return "unreadable" }
        let flag = result.wordsMismatch == nil ? "" : ", letters differ"
        return (result.daysLate > 0 ? "late \(result.daysLate)d" : "graded") + flag
    }

    /// One CSV cell, guarded against formulas and quoted when it must be.
    static func csvCell(_ text: String) -> String {
        // Control characters (a file name's ESC) are written as `\u{1B}`: a CSV on a
        // terminal cannot move its cursor, and no spreadsheet needs them.
        var cell = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let control =
                (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value)
            if control { cell += TerminalText.escaped(String(scalar)) } else { cell.unicodeScalars.append(scalar) }
        }
        if let first = cell.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) { cell = "'" + cell }
        guard
            cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                || cell.first == " " || cell.last == " "
        else { return cell }
        return "\"" + cell.replacingAll("\"", with: "\"\"") + "\""
    }

    /// JUnit XML: one `testsuite` per student, one `testcase` per item; an item short of
    /// full marks is a `failure`. An unreadable submission adds one more testcase, first in
    /// its suite, whose `error` says why (once, in its `message`); its items are failures scored zero.
    /// An absentee's is `skipped`, not an error: nothing handed in is not a broken submission.
    public func junit() -> String {
        let failures = results.flatMap(\.items).filter { !$0.passed }.count
        let errors = results.filter { !$0.wasRead && $0.status != .absent }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let tests = results.reduce(0) { $0 + $1.items.count + ($1.wasRead ? 0 : 1) }
        out +=
            "<testsuites name=\"\(Report.xml(exercise.id))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for result in results { out += junitSuite(result) }
        return out + "</testsuites>\n"
    }

    private func junitSuite(_ result: StudentResult) -> String {
        let failed = result.items.filter { !$0.passed }.count
        let classname = Report.xml(exercise.id + "." + result.student)
        var out = "  <testsuite name=\"\(Report.xml(result.student))\""
        out += " tests=\"\(result.items.count + (result.wasRead ? 0 : 1))\""
        let absent = result.status == .absent
        out += " failures=\"\(failed)\" errors=\"\(result.wasRead || absent ? 0 : 1)\""
        out += absent ? " skipped=\"1\">\n" : ">\n"
        if !result.file.isEmpty {
            out += "    <properties><property name=\"file\" value=\"\(Report.xml(result.file))\"/></properties>\n"
        }
        if let problem = result.problem {
            let name = ReportWords.readingTheSubmission[language]
            out += "    <testcase classname=\"\(classname)\" name=\"\(name)\">\n"
            out += "      <\(absent ? "skipped" : "error") message=\"\(Report.xml(problem.message[language]))\"/>\n"
            out += "    </testcase>\n"
        }
        for item in result.items {
            let name = Report.xml("\(item.name[language]) (\(item.score)/\(item.maxScore))")
            out += "    <testcase classname=\"\(classname)\" name=\"\(name)\">\n"
            let feedback = Report.xml(item.feedback[language])
            if !item.passed {
                out += "      <failure message=\"\(item.score)/\(item.maxScore)\">\(feedback)</failure>\n"
            } else {
                out += "      <system-out>\(feedback)</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        // What the reader assumed, the late charge and a letters mismatch, as the other
        // formats say them: the suite's own output.
        let notes = [
            result.readingNote?[language], lateWords(result)?[language],
            result.wordsMismatch.map { IdentityWords.mismatchForInstructor($0)[language] },
        ].compactMap { $0 }
        if !notes.isEmpty { out += "    <system-out>\(Report.xml(notes.joined(separator: "\n")))</system-out>\n" }
        return out + "  </testsuite>\n"
    }

    /// Text escaped for XML content and attributes with Render's HTML escaping (its
    /// character references are XML's too); characters XML 1.0 forbids are written as
    /// `\u{…}` first, so a stray control byte cannot make the file unreadable.
    static func xml(_ text: String) -> String {
        var allowed = ""
        for scalar in text.unicodeScalars {
            let control = scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r"
            if control || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                allowed += TerminalText.escaped(String(scalar))
            } else {
                allowed.unicodeScalars.append(scalar)
            }
        }
        return HTMLText.escaped(allowed)
    }
}

extension String {
    /// Every `target` replaced by `replacement` (without Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        reduce(into: "") { out, character in
            if character == target { out += replacement } else { out.append(character) }
        }
    }
}

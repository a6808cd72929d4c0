import Render
import Storyboard

extension Report {
    /// The class report as JSON: spreads per item, the cell heatmap, wrong answers, pairs.
    public func classReportJSON() -> String {
        let summary = ClassSummary(results: results)
        return JSON.members([
            "exercise": .string(exercise.id),
            "students": .int(summary.students),
            "read": .int(summary.read),
            "items": .array(
                summary.items.map { item in
                    .members([
                        "id": .string(item.id), "buckets": .array(item.buckets.map { .int($0) }),
                        "mean": .number(Double(item.meanHundredths) / 100), "max_score": item.maxScore.json,
                    ])
                }),
            "cells": .array(
                summary.cells.map { cell in
                    .members([
                        "row": .int(cell.row), "column": .int(cell.column), "wrong": .int(cell.wrong),
                        "common_value": .string(cell.commonValue), "common_count": .int(cell.commonCount),
                        "cause": .optional(cell.cause?.rawValue),
                    ])
                }),
            "roles": .array(
                summary.roles.map { role in
                    .members([
                        "role": .string(role.role.rawValue), "wrong": .int(role.wrong),
                        "cause": .optional(role.cause?.rawValue),
                    ])
                }),
            "wrong_answers": .array(
                summary.wrongAnswers.map { .members(["answer": .string($0.answer), "count": .int($0.count)]) }),
            "exceptions": .array(
                summary.exceptions.map { .members(["exception": .string($0.answer), "count": .int($0.count)]) }),
            "shared_rare_mistakes": .array(
                summary.pairs.map {
                    .members(["students": .array([.string($0.first), .string($0.second)]), "cells": .int($0.cells)])
                }),
        ]).serialized() + "\n"
    }

    /// The class report as one self-contained HTML page (inline style, no script, every
    /// student-written text escaped).
    public func classReportHTML() -> String {
        let summary = ClassSummary(results: results)
        var body = "<h1>\(HTMLText.escaped(exercise.title[language]))</h1>\n"
        body +=
            "<p>" + ClassReportWords.read(students: summary.students, submissions: summary.read)[language] + "</p>\n"
        body +=
            spreadTable(summary) + roleTable(summary)
            // Positions mean nothing across different words: by role only, then.
            + (exercise.isGenerated ? "" : heatmap(summary)) + answersList(summary) + pairsList(summary)
        return """
            <!doctype html>
            <html lang="\(language.rawValue)"><head><meta charset="utf-8">
            <title>\(HTMLText.escaped(exercise.title[language]))</title>
            <style>body{font-family:system-ui,sans-serif;margin:2em;max-width:60em}table{border-collapse:collapse}
            td,th{border:1px solid #999;padding:.25em .5em;text-align:center}caption{text-align:left;font-weight:bold}
            .n{text-align:right}</style></head><body>
            \(body)</body></html>

            """
    }

    private func spreadTable(_ summary: ClassSummary) -> String {
        var out = "<table><caption>" + ClassReportWords.spreadCaption[language]
        out += "</caption><tr><th>" + ClassReportWords.item[language] + "</th>"
        out +=
            (0...10).map { "<th>\($0 * 10)%</th>" }.joined() + "<th>" + ClassReportWords.mean[language] + "</th></tr>\n"
        for item in summary.items {
            let name = ItemResult.name(of: item.id)[language]
            out += "<tr><th>\(HTMLText.escaped(name))</th>" + item.buckets.map { "<td class=n>\($0)</td>" }.joined()
            out += "<td class=n>\(Score(hundredths: item.meanHundredths))/\(item.maxScore)</td></tr>\n"
        }
        return out + "</table>\n"
    }

    private func heatmap(_ summary: ClassSummary) -> String {
        guard summary.rows > 0 else { return "" }
        let byCell = Dictionary(
            summary.cells.map { ($0.row * summary.columns + $0.column, $0) }, uniquingKeysWith: { a, _ in a })
        let worst = max(1, summary.cells.map { $0.wrong }.max() ?? 1)
        var out = "<table><caption>" + ClassReportWords.heatmapCaption[language]
        out += "</caption><tr><th></th>" + (0..<summary.columns).map { "<th>\($0)</th>" }.joined() + "</tr>\n"
        for row in 0..<summary.rows {
            out += "<tr><th>\(row)</th>"
            for column in 0..<summary.columns {
                guard let cell = byCell[row * summary.columns + column] else {
                    out += "<td></td>"
                    continue
                }
                let alpha = Double(cell.wrong) / Double(worst) * 0.8
                out += "<td style=\"background:rgba(213,94,0,\(Double(Int(alpha * 100)) / 100))\">\(cell.wrong)<br>"
                out += "<small>\(HTMLText.escaped(cell.commonValue)) ×\(cell.commonCount)"
                if let cause = cell.cause { out += "<br>\(HTMLText.escaped(Report.causeName(cause)[language]))" }
                out += "</small></td>"
            }
            out += "</tr>\n"
        }
        return out + "</table>\n"
    }

    private func roleTable(_ summary: ClassSummary) -> String {
        guard summary.rows > 0 else { return "" }
        var out = "<table><caption>" + HTMLText.escaped(ReportWords.rolesCaption[language]) + "</caption>"
        for role in summary.roles {
            out +=
                "<tr><th>\(HTMLText.escaped(ReportWords.role(role.role)[language]))</th><td class=n>\(role.wrong)</td>"
            out += "<td>" + (role.cause.map { HTMLText.escaped(Report.causeName($0)[language]) } ?? "") + "</td></tr>\n"
        }
        return out + "</table>\n"
    }

    private func answersList(_ summary: ClassSummary) -> String {
        func list(_ heading: String, _ rows: [(answer: String, count: Int)]) -> String {
            guard !rows.isEmpty else { return "" }
            let items = rows.map { "<li><code>\(HTMLText.escaped($0.answer))</code> ×\($0.count)</li>" }
            return "<h2>\(heading)</h2><ol>" + items.joined() + "</ol>\n"
        }
        return list(ClassReportWords.commonWrongAnswers[language], summary.wrongAnswers)
            + list(ClassReportWords.commonExceptions[language], summary.exceptions)
    }

    private func pairsList(_ summary: ClassSummary) -> String {
        let heading = ClassReportWords.pairs[language]
        guard !summary.pairs.isEmpty else {
            return "<h2>\(heading)</h2><p>" + ClassReportWords.none[language] + "</p>\n"
        }
        // Each student with the file to open, shown as every other report shows it.
        let files = Dictionary(results.map { ($0.student, $0.file) }, uniquingKeysWith: { first, _ in first })
        func who(_ student: String) -> String {
            let file = files[student] ?? ""
            return HTMLText.escaped(student) + (file.isEmpty ? "" : " (<code>\(HTMLText.escaped(file))</code>)")
        }
        let items = summary.pairs.map { "<li>\(who($0.first)) · \(who($0.second)): \($0.cells)</li>" }
        return "<h2>\(heading)</h2><p>\(ClassReportWords.pairsNote[language])</p><ul>" + items.joined() + "</ul>\n"
    }
}

import Foundation
import Testing

@testable import Grading

/// Late penalties, extensions and group submissions, from the LMSs' own exports.
@Suite struct LateWorkTests {
    static let right = "0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n"

    static var exercise: Exercise {
        get throws {
            try Fixtures.exercise(
                kind: "table", inputs: "{ source: kit, target: kat }",
                extra: "due: 2025-04-01T23:59:00+09:00\nlate-penalty: 20")
        }
    }

    static func grade(_ intake: ClassIntake) throws -> [StudentResult] {
        let grader = Grader(exercise: try exercise)
        return intake.submissions.map(grader.grade)
    }

    @Test("Canvas's _LATE costs the least it can (one started day) and says the time was not given")
    func canvasLate() throws {
        let intake = ClassIntake(files: [
            FoundFile(path: ["doejane_LATE_4321_98765_hw1.txt"], content: .success(Self.right)),
            FoundFile(path: ["kimminsu_4322_98766_hw1.txt"], content: .success(Self.right)),
        ])
        let results = try Self.grade(intake)
        #expect(results.map(\.score.description) == ["8", "10"])
        let report = Report(exercise: try Self.exercise, results: results)
        #expect(
            report.text().contains(
                "The LMS marked this late without the time, so the least charge, one started day, applies: 10 × 80% = 8."
            ))
        #expect(report.csv().contains("4321,doejane,sample-table,8,10,late 1d,doejane_LATE_4321_98765_hw1.txt\r\n"))
    }

    @Test("Gradescope's export: created_at as Ruby writes it, and a group submission credits every member")
    func gradescopeGroup() throws {
        let yaml = """
            submission_1:
              :submitters:
              - :name: Jane Doe
                :sid: '1001'
                :email: jane@x.edu
              - :name: 김민수
                :sid: '1002'
                :email: minsu@x.edu
              :created_at: 2025-04-02 10:30:00.123456789 +09:00
              :score: 8.0
            """
        let export = try GradescopeExport(yaml: yaml, file: "submission_metadata.yml")
        let roster = Roster(students: [
            .init(id: "1001", name: "Doe, Jane", email: "jane@x.edu"),
            .init(id: "1002", name: "김민수", email: "minsu@x.edu"),
        ])
        let intake = ClassIntake(
            files: [FoundFile(path: ["submission_1", "answer.txt"], content: .success(Self.right))], roster: roster,
            export: export)
        let results = try Self.grade(intake)
        #expect(results.map(\.student) == ["1001", "1002"])
        #expect(results.map(\.name) == ["Doe, Jane", "김민수"])
        #expect(results.map(\.score.description) == ["8", "8"])
        let text = Report(exercise: try Self.exercise, results: results).text()
        #expect(
            text.contains(
                "Submitted 10 h 31 min late (submitted 2025-04-02T10:30:00+09:00 − due 2025-04-01T23:59:00+09:00), "
                    + "day 1 of lateness: 10 × 80% = 8."))
    }

    @Test("an --extensions CSV moves one student's due date (by date or by days) and may give the time")
    func extensionsFile() throws {
        let extensions = try Extensions(
            csv:
                "student id,days,submitted\n1001,2,2025-04-03T10:00:00+09:00\n1002,,2025-04-02T01:00:00+09:00\nghost,1,\n",
            file: "ext.csv")
        let roster = Roster(students: [
            .init(id: "1001", name: "Jane", email: ""), .init(id: "1002", name: "Minsu", email: ""),
        ])
        let intake = ClassIntake(
            files: [
                FoundFile(path: ["1001.txt"], content: .success(Self.right)),
                FoundFile(path: ["1002.txt"], content: .success(Self.right)),
            ], roster: roster, extensions: extensions)
        let results = try Self.grade(intake)
        #expect(results.map(\.score.description) == ["10", "8"])
        #expect(intake.notes == [.extensionUnmatched(student: "ghost")])
        // 1001 was late but for the extension: the report says so, with both dates.
        let text = Report(exercise: try Self.exercise, results: results).text()
        #expect(
            text.contains(
                "Submitted 2025-04-03T10:00:00+09:00, after the due date but by the extended one "
                    + "(2025-04-03T23:59:00+09:00): nothing charged."))
        #expect(results[1].extensionUsed == nil)
        #expect(throws: GradingError.self) { try Extensions(csv: "id,due\n1001,next friday\n", file: "ext.csv") }
    }

    @Test("Canvas's _LATE beside an extension: not charged, and the report says the time could not be checked")
    func canvasLateWithExtension() throws {
        let roster = Roster(students: [.init(id: "4321", name: "Doe, Jane", email: "", lmsIDs: ["2023001"])])
        let intake = ClassIntake(
            files: [FoundFile(path: ["doejane_LATE_4321_98765_hw1.txt"], content: .success(Self.right))],
            roster: roster, extensions: try Extensions(csv: "id,days\n2023001,3\n", file: "ext.csv"))
        let results = try Self.grade(intake)
        #expect(results.map(\.score.description) == ["10"])
        #expect(results.first?.extensionUsed == LatePolicy.date("2025-04-04T23:59:00+09:00"))
        let report = Report(exercise: try Self.exercise, results: results)
        for format in [Report.Format.text, .json, .junit] {
            #expect(report.rendered(format).contains("extension moves the due date to 2025-04-04T23:59:00+09:00"))
        }
    }

    @Test("Gradescope's per-student due date in the autograder's metadata is an extension")
    func metadataExtension() throws {
        let metadata = try AutograderMetadata(
            json: #"""
                {"id": 1, "created_at": "2025-04-03T10:00:00.5+09:00",
                 "users": [{"sid": "1001", "assignment": {"due_date": "2025-04-04T23:59:00.000000+09:00"}}]}
                """#, file: "m.json")
        let policy = try #require(try Self.exercise.late)
        #expect(policy.charge(SubmissionTime(submittedAt: metadata.submittedAt)) != nil)
        #expect(
            policy.charge(SubmissionTime(submittedAt: metadata.submittedAt, extendedDue: metadata.extendedDue)) == nil)
    }

    @Test("a times file with no student column names that file, not the roster, in both languages")
    func timesFileWithoutID() {
        #expect(throws: GradingError.badRoster(reason: .noTimesIDColumn(file: "ws.csv", headers: ["root:x:0:0"]))) {
            try Extensions(csv: "root:x:0:0\n", file: "ws.csv")
        }
        let message = GradingError.badRoster(reason: .noTimesIDColumn(file: "ws.csv", headers: ["a"])).message
        #expect(message.en.hasPrefix("ws.csv: no column names the student") && !message.en.contains("roster"))
        #expect(message.ko.hasPrefix("ws.csv: 학생을 가리키는 열이 없어") && !message.ko.contains("명단"))
    }
}

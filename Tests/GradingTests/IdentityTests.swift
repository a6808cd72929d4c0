import Testing

@testable import Grading

/// Every submission is tied to one roster row, or reported unmatched with its reason.
@Suite struct IdentityTests {
    static let roster = Roster(students: [
        .init(id: "000123", name: "Álvarez, José", email: "jose@x.edu"),
        .init(id: "2023011", name: "김민수", email: "minsu@x.edu", lmsIDs: ["4322"]),
        .init(id: "2023012", name: "Kim Minsu", email: "kim2@x.edu"),
        .init(id: "2023013", name: "Kim Minsu", email: "kim3@x.edu"),
    ])

    static func metadata(_ user: String) throws -> AutograderMetadata {
        try AutograderMetadata(
            json: #"{"id": 77, "created_at": "2025-04-01T10:00:00+09:00", "users": [\#(user)]}"#, file: "m.json")
    }

    @Test(
        "Gradescope's sid, email or name finds the roster id the handout was keyed by",
        arguments: [
            (#"{"sid": "123", "email": "x@y.z", "name": "José Álvarez"}"#, "000123"),
            (#"{"email": "JOSE@x.edu", "name": "Someone"}"#, "000123"),
            (#"{"email": "other@x.edu", "name": "José Álvarez"}"#, "000123"),
            (#"{"sid": 2023011, "email": "minsu@x.edu", "name": "김민수"}"#, "2023011"),
            (#"{"sid": "4322", "email": "", "name": ""}"#, "2023011"),
        ])
    func autograderIdentity(user: String, id: String) throws {
        let submission = ClassIntake.autograder(
            try Self.metadata(user), files: [FoundFile(path: ["a.txt"], content: .success("1"))], roster: Self.roster)
        #expect(submission.student == id)
        #expect(submission.content == .success("1"))
    }

    @Test("no match, several alike or identities that disagree: an unmatched zero, never a guess")
    func autograderUnmatched() throws {
        let cases: [(String, Unmatched.Reason)] = [
            (#"{"sid": "999", "email": "who@x.edu", "name": "Nobody"}"#, .nobody),
            (#"{"email": "", "name": "Kim Minsu"}"#, .several(students: ["2023012", "2023013"])),
            (#"{"sid": "123", "email": "minsu@x.edu"}"#, .conflicting(students: ["000123", "2023011"])),
        ]
        for (user, reason) in cases {
            let submission = ClassIntake.autograder(
                try Self.metadata(user), files: [FoundFile(path: ["a.txt"], content: .success("1"))],
                roster: Self.roster)
            guard case .failure(.unmatched(let unmatched)) = submission.content else {
                Issue.record("\(user) was matched: \(submission.content)")
                continue
            }
            #expect(unmatched.reason == reason)
            let student = GradingError.unmatched(unmatched).studentMessage
            #expect(student.en.contains("could not match you to the class list") && student.en.contains("instructor"))
            #expect(student.ko.contains("명단") && !student.en.contains("2023"))
        }
    }

    @Test("with a roster, a file nobody matches is an unmatched row with its reason, not graded as its own id")
    func classUnmatched() throws {
        let files = [
            FoundFile(path: ["stranger.txt"], content: .success("1")),
            FoundFile(path: ["kim minsu.txt"], content: .success("1")),
            FoundFile(path: ["123.txt"], content: .success("1")),
        ]
        let intake = ClassIntake(files: files, roster: Self.roster)
        #expect(
            intake.submissions.map(\.student) == ["000123", "2023011", "2023012", "2023013", "kim minsu", "stranger"])
        #expect(intake.submissions[0].content == .success("1"))
        let exercise = try Fixtures.exercise(kind: "distance", inputs: "{ source: kit, target: kat }")
        let report = Report(exercise: exercise, results: intake.submissions.map(Grader(exercise: exercise).grade))
        #expect(report.csv().contains("\r\nstranger,,sample-distance,0,10,unmatched,\r\n"))
        #expect(report.text().contains("stranger.txt: matches nobody on the roster (tried 'stranger')"))
        #expect(report.text().contains("fits several roster students alike (2023012, 2023013"))
        #expect(report.results.filter { $0.variantOf != nil }.map(\.student) == ["000123"])
    }
}

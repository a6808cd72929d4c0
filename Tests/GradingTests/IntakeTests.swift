import Testing

@testable import Grading

@Suite struct IntakeTests {
    static func file(_ path: String, _ text: String = "1\n") -> FoundFile {
        FoundFile(path: path.split(separator: "/").map(String.init), content: .success(text))
    }

    static let roster = Roster(students: [
        .init(id: "1001", name: "Doe, Jane", email: "jane@x.edu"),
        .init(id: "1002", name: "김민수", email: "minsu@x.edu"),
        .init(id: "1003", name: "Lee Absent", email: "lee@x.edu"),
    ])

    @Test(
        "each LMS layout is recognised and its identities read, strongest first",
        arguments: [
            ("kim.txt", SubmissionOrigin.Layout.flat, ["kim"]),
            ("kim/answer.txt", .folderPerStudent, ["kim"]),
            ("doejane_LATE_4321_98765_hw1.txt", .canvas, ["4321", "doejane", "hw1"]),
            ("doejane_4321_98765_my_answer.txt", .canvas, ["4321", "doejane", "my_answer"]),
            ("doejane_4321_98765_hw_2023011.txt", .canvas, ["4321", "doejane", "hw_2023011", "2023011"]),
            ("kim_2023011.txt", .flat, ["kim_2023011", "2023011"]),
            ("anon_x7k2_98765_hw1.txt", .canvas, ["anon_x7k2"]),
            ("Jane Doe_12345_assignsubmission_file_/answer.txt", .moodle, ["Jane Doe", "participant 12345"]),
            ("Jane Doe_12345_assignsubmission_file/answer.txt", .moodle, ["Jane Doe", "participant 12345"]),
            ("Jane Doe_12345_assignsubmission_file_answer.txt", .moodle, ["Jane Doe", "participant 12345"]),
            (
                "Team A-Jane Doe_12345_assignsubmission_file_/a.txt", .moodle,
                ["Team A-Jane Doe", "Jane Doe", "participant 12345"]
            ),
            ("Team A-Participant_777_assignsubmission_file_/a.txt", .moodle, ["participant 777"]),
            ("Default group_assignsubmission_file/a.txt", .moodle, ["Default group"]),
            ("Participant_777_assignsubmission_file_/a.txt", .moodle, ["participant 777"]),
        ])
    func layouts(path: String, layout: SubmissionOrigin.Layout, candidates: [String]) {
        let origin = SubmissionOrigin.of(path.split(separator: "/").map(String.init), export: nil)
        #expect(origin.layout == layout)
        #expect(origin.candidates == candidates)
    }

    @Test("Gradescope's export metadata names the submitters of each submission folder")
    func gradescopeExport() throws {
        let yaml = """
            submission_123:
              :submitters:
              - :name: Jane Doe
                :sid: '1001'
                :email: jane@x.edu
              :score: 8.0
            submission_124:
              :submitters:
              - :name: 김민수
                :sid: 1002
                :email: minsu@x.edu
            """
        let export = try GradescopeExport(yaml: yaml, file: "submission_metadata.yml")
        #expect(export.submitters["submission_123"]?.first?.sid == "1001")
        #expect(export.submitters["submission_124"]?.first?.email == "minsu@x.edu")
        let intake = ClassIntake(
            files: [
                Self.file("submission_metadata.yml", yaml), Self.file("submission_123/a.txt"),
                Self.file("submission_124/b.txt"),
            ],
            roster: Self.roster, export: export)
        #expect(intake.submissions.map(\.student) == ["1001", "1002", "1003"])
        #expect(intake.submissions[2].content == .failure(.noSubmission))
        #expect(intake.notes == [.ignored(path: "submission_metadata.yml", reason: .metadata)])
    }

    @Test("Kim.txt, kim.txt and a trailing space are one student; an NFD Hangul name is its NFC twin")
    func normalisedIdentity() {
        let nfd = "김민수".decomposedStringWithCanonicalMapping
        #expect(Array(nfd.utf8) != Array("김민수".utf8))
        #expect(StudentKey.normalized(nfd) == "김민수")
        #expect(StudentKey.normalized(" Kim ") == StudentKey.normalized("kim"))
        let intake = ClassIntake(files: [Self.file("Kim.txt"), Self.file("kim .json"), Self.file(nfd + ".txt")])
        #expect(intake.submissions.map(\.student) == ["kim", "김민수"])
        #expect(
            intake.submissions[0].content == .failure(.severalFiles(student: "kim", paths: ["Kim.txt", "kim .json"])))
    }

    @Test("a roster matches ids, emails and names in any spelling; the missing student gets no submission")
    func rosterMatching() {
        let intake = ClassIntake(
            files: [
                Self.file("doejane_4321_98765_hw1.txt"), Self.file("MINSU@x.edu/answer.txt"),
                Self.file("stranger.txt"),
            ],
            roster: Self.roster)
        #expect(intake.submissions.map(\.student) == ["1001", "1002", "1003", "stranger"])
        #expect(intake.submissions.map(\.name) == ["Doe, Jane", "김민수", "Lee Absent", ""])
        #expect(intake.submissions[2].content == .failure(.noSubmission))
        #expect(
            intake.submissions[3].content
                == .failure(.unmatched(Unmatched(tried: ["stranger"], reason: .nobody, paths: ["stranger.txt"]))))
        #expect(intake.notes.isEmpty)
    }

    @Test("a file matching two roster students is listed, not graded, not skipped silently")
    func ambiguous() {
        let roster = Roster(students: [
            .init(id: "1", name: "Kim Minsu", email: ""), .init(id: "2", name: "Kim Minsu", email: ""),
        ])
        let intake = ClassIntake(files: [Self.file("kim minsu.txt")], roster: roster)
        #expect(
            intake.submissions.last?.content
                == .failure(
                    .unmatched(
                        Unmatched(
                            tried: ["kim minsu"], reason: .several(students: ["1", "2"]), paths: ["kim minsu.txt"]))))
        #expect(intake.submissions.prefix(2).allSatisfy { $0.content == .failure(.noSubmission) })
    }

    @Test("online-text pages of Moodle and Canvas are listed as skipped, not graded")
    func onlineText() {
        let intake = ClassIntake(files: [
            Self.file("Kim_5_assignsubmission_onlinetext_/onlinetext.html"), Self.file("doejane_4321_text.html"),
            // Moodle 4.1 on: no last `_`, beside the student's file folder.
            Self.file("Lee_6_assignsubmission_onlinetext/onlinetext.html"),
            Self.file("Lee_6_assignsubmission_file/answer.txt"),
        ])
        #expect(intake.submissions.map(\.student) == ["lee"])
        #expect(intake.submissions.first?.content == .success("1\n"))
        #expect(intake.notes.count == 3)
    }

    @Test("a refused file (a link) stays that student's submission with its reason")
    func refused() {
        let link = FoundFile(path: ["lee.txt"], content: .failure(.refused(path: "lee.txt", reason: .symbolicLink)))
        let intake = ClassIntake(files: [link])
        #expect(intake.submissions.first?.content == .failure(.refused(path: "lee.txt", reason: .symbolicLink)))
        #expect(GradingError.refused(path: "lee.txt", reason: .symbolicLink).message.en.contains("not followed"))
    }

    @Test("an autograder run is ONE submission: several uploaded files are one problem, never summed")
    func singleSubmission() {
        let one = ClassIntake.single(student: "1001", files: [Self.file("answer.txt"), Self.file(".DS_Store")])
        #expect(one.content == .success("1\n"))
        let several = ClassIntake.single(student: "1001", files: [Self.file("a.txt"), Self.file("b.txt")])
        #expect(several.content == .failure(.severalFiles(student: "1001", paths: ["a.txt", "b.txt"])))
    }

    @Test("a roster is read from Canvas's gradebook CSV with a BOM, quotes and Points Possible")
    func canvasRoster() throws {
        let csv =
            "\u{FEFF}Student,ID,SIS Login ID,Section,Lab 1 (555)\r\n    Points Possible,,,,10.00\r\n"
            + "\"Doe, Jane\",4321,jdoe,Sec A,8.5\r\n김민수,4322,minsu,Sec A,\r\n"
        let roster = try Roster(csv: csv)
        #expect(roster.students.map(\.id) == ["4321", "4322"])
        #expect(roster.students[0].name == "Doe, Jane" && roster.students[0].email == "jdoe")
        #expect(throws: GradingError.badRoster(reason: .repeatedID("1"))) { try Roster(csv: "id,name\n1,a\n1,b\n") }
    }
}

import DiffEngine
import Foundation
import PropertyBased
import Testing

@testable import Grading

/// Team uploads as Moodle and Canvas write them: every member credited on their own row,
/// a member no list names reported, never a guess.
@Suite struct GroupSubmissionTests {
    static let right = "0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n"
    static let roster = Roster(students: [
        .init(id: "2023001", name: "Jane Doe", email: "jane@x.edu", lmsIDs: ["4321"]),
        .init(id: "2023002", name: "김민수", email: "minsu@x.edu", lmsIDs: ["4322"]),
        .init(id: "2023003", name: "José Álvarez", email: "jose@x.edu", lmsIDs: ["4323"]),
    ])

    static func file(_ path: String) -> FoundFile {
        FoundFile(path: path.split(separator: "/").map(String.init), content: .success(right))
    }

    static func handedIn(_ intake: ClassIntake) -> [String] {
        intake.submissions.filter { if case .success = $0.content { true } else { false } }.map(\.student)
    }

    @Test("Moodle up to 4.0: one copy per team member, `Team A-Full Name_id_assignsubmission_file_/`")
    func moodleMemberCopies() {
        let intake = ClassIntake(
            files: [
                Self.file("Team A-Jane Doe_101_assignsubmission_file_/answer.txt"),
                Self.file("Team A-김민수_102_assignsubmission_file_/answer.txt"),
                Self.file("Team-B-José Álvarez_103_assignsubmission_file_/answer.txt"),
            ], roster: Self.roster)
        #expect(Self.handedIn(intake) == ["2023001", "2023002", "2023003"])
        #expect(intake.submissions.map(\.name) == ["Jane Doe", "김민수", "José Álvarez"])
    }

    @Test("Moodle 4.1 on: one folder per team, its members from the worksheet's Group column")
    func moodleTeamFolder() throws {
        let worksheet = try Extensions(
            csv: """
                Identifier,"Full name","Email address",Status,Group,Grade,"Maximum Grade","Grade can be changed","Last modified (submission)","Last modified (grade)","Feedback comments"
                "Participant 101","Jane Doe",jane@x.edu,"Submitted for grading","Team A",,10.00,Yes,"Wednesday, 2 April 2025, 10:30 AM",-,
                "Participant 102","김민수",minsu@x.edu,"Submitted for grading","Team A",,10.00,Yes,"Wednesday, 2 April 2025, 10:30 AM",-,
                "Participant 103","José Álvarez",jose@x.edu,"No submission","Team B",,10.00,Yes,-,-,

                """, file: "Grades.csv", zoneOffset: 9 * 3600)
        let files = [Self.file("Team A_42_assignsubmission_file/answer.txt")]
        let intake = ClassIntake(files: files, roster: Self.roster, extensions: worksheet)
        #expect(Self.handedIn(intake) == ["2023001", "2023002"])
        #expect(intake.submissions[2].content == .failure(.noSubmission))
        #expect(
            intake.notes == [
                .groupCredited(
                    path: "Team A_42_assignsubmission_file/answer.txt", group: "Team A",
                    students: ["2023001", "2023002"])
            ])
        // Both members are late by the worksheet's time, read in the due date's zone, shown.
        let exercise = try Fixtures.exercise(
            kind: "table", inputs: "{ source: kit, target: kat }",
            extra: "due: 2025-04-01T23:59:00+09:00\nlate-penalty: 20")
        let grader = Grader(exercise: exercise)
        let results = intake.submissions.map(grader.grade)
        #expect(results.prefix(2).map(\.score.description) == ["8", "8"])
        let text = Report(exercise: exercise, results: results).text()
        #expect(
            text.contains(
                "Submitted 10 h 31 min late (submitted 2025-04-02T10:30:00+09:00 − due 2025-04-01T23:59:00+09:00; "
                    + "Moodle's time has no zone: read in the due date's, UTC+09:00), day 1 of lateness: 10 × 80% = 8.")
        )
        // Without the worksheet, the team folder is listed with what to give, not guessed.
        let alone = ClassIntake(files: files, roster: Self.roster)
        #expect(Self.handedIn(alone).isEmpty)
        guard case .failure(.unmatched(let unmatched)) = alone.submissions.last?.content else {
            Issue.record("the team folder is not listed as unmatched")
            return
        }
        #expect(unmatched.reason == .unknownTeam(name: "Team A"))
        #expect(IdentityWords.instructor(unmatched).en.contains("--groups"))
    }

    @Test("Canvas's group upload: the group's name and one member's id; the group list credits the others")
    func canvasGroup() throws {
        let groups = try GroupList(
            csv: """
                name,canvas_user_id,user_id,login_id,sections,group_name,canvas_group_id,group_id
                Jane Doe,4321,2023001,jane,Sec A,Team 3,77,
                김민수,4322,2023002,minsu,Sec A,Team 3,77,
                José Álvarez,4323,2023003,jose,Sec A,,,
                Ghost Student,9999,2099999,ghost,Sec A,Team 3,77,

                """)
        let files = [Self.file("team3_LATE_4321_98765_hw1.txt")]
        let intake = ClassIntake(files: files, roster: Self.roster, groups: groups)
        #expect(Self.handedIn(intake) == ["2023001", "2023002"])
        #expect(intake.submissions.prefix(2).allSatisfy { $0.time.markedLate })
        #expect(intake.notes.contains(.groupRowUnmatched(student: "9999", group: "Team 3")))
        #expect(
            intake.notes.contains(
                .groupCredited(
                    path: "team3_LATE_4321_98765_hw1.txt", group: "Team 3", students: ["2023001", "2023002"])))
        // The id of a student outside the named group: nobody is credited, the file is listed.
        let outside = ClassIntake(files: [Self.file("team3_4323_98765_hw1.txt")], roster: Self.roster, groups: groups)
        #expect(Self.handedIn(outside).isEmpty)
        #expect(
            outside.submissions.last?.content
                == .failure(
                    .unmatched(
                        Unmatched(
                            tried: ["4323", "team3", "hw1"], reason: .notInGroup(student: "2023003", group: "Team 3"),
                            paths: ["team3_4323_98765_hw1.txt"]))))
        // Without the list: the submitter is credited and the instructor told the name is no one's.
        let alone = ClassIntake(files: files, roster: Self.roster)
        #expect(Self.handedIn(alone) == ["2023001"])
        #expect(
            alone.notes == [.nameNotOnRoster(path: "team3_LATE_4321_98765_hw1.txt", name: "team3", student: "2023001")])
    }

    @Test("Moodle's participant numbers from the worksheet tell two students of one name apart")
    func participantNumbers() throws {
        let roster = Roster(students: [
            .init(id: "1", name: "Kim Minsu", email: "a@x.edu"), .init(id: "2", name: "Kim Minsu", email: "b@x.edu"),
        ])
        let worksheet = try Extensions(
            csv: "Identifier,Full name,Email address,Status,Last modified (submission)\n"
                + "Participant 501,Kim Minsu,a@x.edu,Submitted,-\nParticipant 502,Kim Minsu,b@x.edu,Submitted,-\n",
            file: "w.csv")
        let files = [
            Self.file("Kim Minsu_502_assignsubmission_file_/a.txt"),
            Self.file("Kim Minsu_501_assignsubmission_file/b.txt"),
        ]
        let intake = ClassIntake(files: files, roster: roster, extensions: worksheet)
        #expect(
            intake.submissions.map(\.file) == [
                "Kim Minsu_501_assignsubmission_file/b.txt", "Kim Minsu_502_assignsubmission_file_/a.txt",
            ])
        #expect(ClassIntake(files: files, roster: roster).submissions.count == 4)
    }

    @Test("a worksheet time neither Moodle's English nor ISO 8601 is refused with its row and column")
    func unreadableTime() {
        #expect(throws: GradingError.self) {
            try Extensions(
                csv: "Identifier,Full name,Last modified (submission)\nParticipant 1,Kim,2025년 4월 2일\n", file: "w.csv")
        }
        #expect(
            MoodleWorksheet.date("Wednesday, 2 April 2025, 10:30 AM", zoneOffset: 0)
                == LatePolicy.date("2025-04-02T10:30:00Z"))
        #expect(
            MoodleWorksheet.date("2 April 2025, 22:30", zoneOffset: -3600) == LatePolicy.date("2025-04-02T23:30:00Z"))
    }

    @Test("random teams and representatives: every member credited on their own row, nobody outside the team")
    func teamsCreditOnlyMembers() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var random = StableRandom(seed: UInt64(seed))
            func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
            let size = 3 + pick(8)
            let students = (0..<size).map {
                Roster.Student(id: "20\(100 + $0)", name: "S\($0)", email: "", lmsIDs: ["9\($0)"])
            }
            let team = (0..<size).map { _ in pick(3) }  // team of each student
            let rows = students.indices.map { GroupList.Row(candidates: [students[$0].id], group: "Team \(team[$0])") }
            let uploader = pick(size)
            let named = pick(4) == 0 ? pick(3) : team[uploader]  // sometimes a wrong team's name
            let file = FoundFile(path: ["team\(named)_9\(uploader)_555_hw.txt"], content: .success(Self.right))
            let intake = ClassIntake(files: [file], roster: Roster(students: students), groups: GroupList(rows: rows))
            let credited = Set(Self.handedIn(intake))
            let members = Set(students.indices.filter { team[$0] == named }.map { students[$0].id })
            if named == team[uploader] {
                #expect(credited == members)
            } else if members.isEmpty {
                // A name no list knows: the id's owner only, and the instructor is told.
                #expect(credited == [students[uploader].id])
                #expect(intake.notes.contains { if case .nameNotOnRoster = $0 { true } else { false } })
            } else {
                #expect(credited.isEmpty)
                #expect(
                    intake.submissions.contains { if case .failure(.unmatched) = $0.content { true } else { false } })
            }
        }
    }

    @Test("a partner's table graded on one's own sheet is flagged with its letters as written, in their case")
    func mismatchShowsLettersAsWritten() throws {
        let exercise = try Fixtures.exercise(kind: "table", inputs: "{ source: kit, target: kat }")
        let other = "  ε K A T\nε 0 1 2 3\nK 1 0 1 2\nA 2 1 1 2\nT 3 2 2 1  # partner's\n"
        let result = Fixtures.grade(exercise, other)
        #expect(result.wordsMismatch?.written == "KAT → KAT")
        #expect(result.wordsMismatch?.sheet == "kit → kat")
    }

    @Test("without a roster, the worksheet's times reach the student whose folder its name or email names")
    func worksheetWithoutRoster() throws {
        let worksheet = try Extensions(
            csv: "Identifier,Full name,Email address,Status,Last modified (submission)\n"
                + "Participant 7,Jane Doe,jane@x.edu,Submitted,\"Thursday, 3 April 2025, 9:15 AM\"\n"
                + "Participant 8,Absent One,absent@x.edu,No submission,-\n"
                + "Participant 9,Stray Row,stray@x.edu,Submitted,\"Tuesday, 1 April 2025, 8:00 PM\"\n",
            file: "w.csv", zoneOffset: 9 * 3600)
        let intake = ClassIntake(
            files: [Self.file("Jane Doe_7_assignsubmission_file/answer.txt")], extensions: worksheet)
        #expect(intake.submissions.map(\.student) == ["jane doe"])
        #expect(intake.submissions.first?.time.submittedAt == LatePolicy.date("2025-04-03T09:15:00+09:00"))
        // The absentee is Moodle's own listing; the stray row with a time is said.
        #expect(intake.notes == [.extensionUnmatched(student: "stray@x.edu")])
    }

    @Test("a generated exercise graded without a roster says when answers carry other sheets' letters")
    func keyedWithoutRoster() throws {
        let exercise = try IdentityPropertyTests.exercise
        let grader = Grader(exercise: exercise)
        // The handout was keyed by the id 2023001; the file carries a name.
        let text = try IdentityPropertyTests.key(exercise, "2023001", file: 1)
        var report = Report(exercise: exercise, results: [grader.grade(Submission(student: "jane doe", text: text))])
        let mismatched = report.results[0].wordsMismatch != nil
        report.noteKeyedWithoutRoster()
        #expect(report.notes == (mismatched ? [.keyedWithoutRoster(mismatched: 1, graded: 1)] : []))
        var own = Report(exercise: exercise, results: [grader.grade(Submission(student: "2023001", text: text))])
        own.noteKeyedWithoutRoster()
        #expect(own.notes.isEmpty)
    }

    @Test("two groups whose names differ only in spaces or case are never merged: the upload is not a team's")
    func groupsSharingASpelling() {
        let groups = GroupList(rows: [
            .init(candidates: ["2023001"], group: "Team 1"), .init(candidates: ["2023002"], group: "team-1"),
        ])
        let intake = ClassIntake(
            files: [Self.file("team1_4321_98765_hw1.txt")], roster: Self.roster, groups: groups)
        #expect(Self.handedIn(intake) == ["2023001"])
        #expect(intake.notes == [.nameNotOnRoster(path: "team1_4321_98765_hw1.txt", name: "team1", student: "2023001")])
        #expect(Teams.spellings("Team 1").contains("team1") && Teams.spellings("team-1").contains("team1"))
    }

    @Test("a group list without a group column is refused with the headers it saw")
    func groupListWithoutGroups() {
        #expect(throws: GradingError.badRoster(reason: .noGroupColumn(headers: ["name", "canvas_user_id"]))) {
            try GroupList(csv: "name,canvas_user_id\nA,1\n")
        }
        let message = GradingError.badRoster(reason: .noGroupColumn(headers: ["name"])).message
        #expect(message.en.contains("group_name") && message.ko.contains("그룹 열"))
    }
}

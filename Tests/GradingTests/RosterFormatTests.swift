import Testing

@testable import Grading

/// Rosters exactly as the LMSs export them, and names as they write them into file names.
@Suite struct RosterFormatTests {
    @Test("Canvas's gradebook: Points Possible and Test Student left out, SIS ids kept as other ids")
    func canvas() throws {
        let csv =
            "\u{FEFF}Student,ID,SIS User ID,SIS Login ID,Section,Lab 1 (555)\r\n"
            + "    Points Possible,,,,,10.00\r\n"
            + "\"Álvarez, José\",4321,2023011,jalvarez,Sec A,8.5\r\n"
            + "\"Student, Test\",9999,,,Sec A,\r\n"
            + "김민수,4322,2023012,minsu,Sec A,\r\n"
        let roster = try Roster(csv: csv)
        #expect(roster.students.map(\.id) == ["4321", "4322"])
        #expect(roster.students[0].name == "Álvarez, José" && roster.students[0].email == "jalvarez")
        #expect(roster.students[0].lmsIDs == ["2023011", "jalvarez"])
        #expect(roster.skipped == ["Student, Test"])
        // Student View's file in Canvas's download is left out and said so, not an unmatched error.
        let intake = ClassIntake(
            files: [
                FoundFile(path: ["studenttest_9999_11111_hw1.txt"], content: .success("1")),
                FoundFile(path: ["álvarezjosé_4321_11112_hw1.txt"], content: .success("1")),
            ], roster: roster)
        #expect(intake.submissions.map(\.student) == ["4321", "4322"])
        #expect(intake.notes == [.ignored(path: "studenttest_9999_11111_hw1.txt", reason: .notAStudent)])
    }

    @Test(
        "Moodle's participants with ; or , and First name / Last name / ID number / Email address",
        arguments: [";", ","])
    func moodle(separator: String) throws {
        let rows = [
            ["First name", "Last name", "ID number", "Institution", "Department", "Email address"],
            ["José", "Álvarez", "2023011", "Uni", "CS", "jose@x.edu"],
            ["Minsu", "Kim", "2023012", "Uni", "CS", "minsu@x.edu"],
        ]
        let roster = try Roster(csv: rows.map { $0.joined(separator: separator) }.joined(separator: "\n"))
        #expect(roster.students.map(\.id) == ["2023011", "2023012"])
        #expect(roster.students.map(\.name) == ["José Álvarez", "Minsu Kim"])
        #expect(roster.students.map(\.email) == ["jose@x.edu", "minsu@x.edu"])
    }

    @Test("Gradescope's roster keeps students only; plain, headerless and tab-separated rosters read too")
    func gradescopeAndPlain() throws {
        let gradescope = try Roster(
            csv: "First Name,Last Name,SID,Email,Role,Sections\nJosé,Álvarez,000123,jose@x.edu,Student,\n"
                + "Tina,Assist,,ta@x.edu,TA,\n")
        #expect(gradescope.students.map(\.id) == ["000123"] && gradescope.skipped == ["Tina Assist"])
        let tabs = try Roster(csv: "id\tname\temail\n2023011\tJosé Álvarez\tjose@x.edu\n2023012\t김민수\tm@x.edu\n")
        #expect(tabs.students.map(\.id) == ["2023011", "2023012"] && tabs.students[1].name == "김민수")
        let headerless = try Roster(csv: "2023011,José Álvarez\n2023012,김민수\n")
        #expect(headerless.students.map(\.name) == ["José Álvarez", "김민수"])
        let forced = try Roster(csv: "kim,Kim Jisoo\nlee,Lee\n", format: .plain)
        #expect(forced.students.map(\.id) == ["kim", "lee"])
    }

    @Test("a roster whose id column cannot be found is refused with the headers it saw")
    func refused() {
        #expect(throws: GradingError.badRoster(reason: .noIDColumn(headers: ["Name", "Email"]))) {
            try Roster(csv: "Name,Email\nJosé,jose@x.edu\n")
        }
        #expect(throws: GradingError.badRoster(reason: .noIDColumn(headers: ["Matrikel", "Vorname"]))) {
            try Roster(csv: "Matrikel;Vorname\n123;Jo\n")
        }
        let message = GradingError.badRoster(reason: .noIDColumn(headers: ["Name", "Email"])).message
        #expect(message.en.contains("headers seen: Name, Email") && message.ko.contains("Name, Email"))
    }

    @Test(
        "names in any order, accents or none, NFC or NFD, concatenated as Canvas writes them",
        arguments: [
            "álvarezjosé_4999_98765_hw1.txt", "joséálvarez_4999_98765_hw1.txt", "alvarezjose_4999_98765_hw1.txt",
            "Álvarez José.txt", "jose alvarez.txt", "kim_2023011.txt", "hw1_2023011.txt",
            "doejane_4999_98765_answer_2023011.txt",
        ])
    func names(file: String) throws {
        let roster = try Roster(
            csv:
                "First name;Last name;ID number;Email address\nJosé;Álvarez;2023011;jose@x.edu\nMinsu;Kim;2023012;m@x.edu\n"
        )
        for spelling in [file, file.decomposedStringWithCanonicalMapping] {
            let intake = ClassIntake(files: [FoundFile(path: [spelling], content: .success("1"))], roster: roster)
            #expect(intake.submissions.first?.content == .success("1"), "\(spelling)")
        }
    }

    @Test("a Korean Moodle export (성, 이름, 학번) writes the family name first, as Koreans do")
    func koreanNames() throws {
        let roster = try Roster(csv: "성;이름;학번;이메일 주소\n김;민수;2023011;minsu@x.edu\n")
        #expect(roster.students.map(\.name) == ["김민수"] && roster.students.map(\.id) == ["2023011"])
        let intake = ClassIntake(files: [FoundFile(path: ["김민수.txt"], content: .success("1"))], roster: roster)
        #expect(intake.submissions.first?.content == .success("1"))
    }
}

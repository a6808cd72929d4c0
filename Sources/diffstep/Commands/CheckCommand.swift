import ArgumentParser
import Foundation
import Grading

/// `diffstep check EXERCISE SUBMISSION_OR_FOLDER...`: grades answers with feedback.
struct CheckCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: HelpWords.pick(
            ko: "연습 문제의 답안을 채점합니다: 항목별 피드백과 부분 점수.",
            en: "Grade submissions of an exercise, with per-item feedback and partial credit."),
        discussion: HelpWords.pick(
            ko: """
                폴더는 파일만 든 폴더(kim.txt), 학생마다 한 폴더, 또는 LMS 내보내기(submission_metadata.yml이
                있는 Gradescope, Canvas, Moodle)일 수 있습니다. 학생은 --roster, LMS의 메타데이터, 또는 파일
                이름으로 찾습니다(NFC, 대소문자 무시, 앞뒤 공백 제거). 링크, 장치 파일, 너무 큰 파일은 따라가지
                않고 거부합니다. 파일이 둘인 학생은 0점과 두 파일의 이름을, 명단에 있지만 파일이 없는 학생은
                0점과 "제출 없음"을 받습니다. 답안은 데이터일 뿐이라 그 안의 어떤 것도 실행하지 않습니다.

                종료 코드: 0 낸 답안을 모두 읽었습니다(점수와 상관없이; 제출하지 않은 학생은 세기만 하고 오류가
                아닙니다); 1 답안 하나 이상을 읽지 못했거나, 명단의 한 학생과 맞지 않았거나, 파일이 둘이었습니다
                (나머지는 채점했습니다); 2 사용법 오류, 잘못된 연습 문제나 명단, 또는 비밀 파일이 없습니다.
                """,
            en: """
                A folder may be flat (kim.txt), one folder per student, or an
                LMS export (Gradescope with submission_metadata.yml, Canvas, Moodle); the student is
                found from --roster, the LMS's metadata or the file name (NFC, case folded,
                trimmed). Links, devices and oversized files are refused, never followed. A
                student with two files gets zero and a message naming both; a roster student with
                no file gets zero and "no submission". Submissions are data: nothing in them runs.

                Exit codes: 0 every submission handed in was read (whatever its score;
                absentees are counted, not an error); 1 at least one submission could not be read,
                matched no single roster student, or had a second file (the others were graded);
                2 bad usage, a broken exercise, roster or missing secret.
                """)
    )

    @Argument(
        help: .exerciseFile
    ) var exercise: String
    @Argument(help: .words(ko: "답안 파일, 또는 답안 파일이 든 폴더.", en: "Submission files or folders of them.")) var submissions:
        [String]
    @Option(
        help: .words(
            ko: "text, json, gradescope, prairielearn, junit, csv 중 하나.",
            en: "text, json, gradescope, prairielearn, junit or csv.")) var format: Report.Format = .text
    @Option(
        help: .words(
            ko: "보고서를 표준 출력 대신 이 파일에 씁니다 (한 번에 통째로).",
            en: "Write the report to this file (atomically) instead of standard output.")) var out: String?
    @Option(
        help: .words(
            ko: "반 전체 보고서도 씁니다: FILE.html과 FILE.json.", en: "Also write the class report: FILE.html and FILE.json.",
            valueName: "file"))
    var report: String?
    @Option(
        help: .words(
            ko: "Gradescope의 submission_metadata.json: 폴더를 그 학생의 답안 하나로 채점합니다.",
            en: "Gradescope's submission_metadata.json: grade the folder as ONE submission of that student.",
            valueName: "file"))
    var gradescopeMetadata: String?
    @Option(
        help: .words(
            ko: "파일이나 폴더를 이 학생의 답안 하나로 채점합니다 (PrairieLearn, 한 번의 업로드).",
            en: "Grade the files or folder as ONE submission of this student (PrairieLearn, a single upload).",
            valueName: "id"))
    var student: String?
    @Option(
        help: .words(
            ko: "학생별 연장 CSV: 학번 열과 due(날짜), days(연장일), submitted(제출 시각) 중 하나 이상.",
            en:
                "Per-student extensions CSV: an id column and due (a date), days (extra days) and/or submitted (a time).",
            valueName: "file"))
    var extensions: String?
    @Option(
        help: .words(
            ko: "Moodle의 채점 워크시트 CSV: 제출 시각(마감일의 시간대로 읽음), 참가자 번호, 팀. 제출 폴더 안에 있으면 저절로 읽습니다.",
            en:
                "Moodle's grading worksheet CSV: submission times (read in the due date's zone), participant numbers, teams. Found by itself inside the submissions folder.",
            valueName: "file"))
    var worksheet: String?
    @Option(
        help: .words(
            ko: "그룹 목록 CSV (Canvas의 그룹 내보내기, 또는 학번과 group 열): 그룹 제출물을 팀원 모두에게 줍니다.",
            en:
                "Group list CSV (Canvas's group-set export, or an id and a group column): a group upload credits every member.",
            valueName: "file"))
    var groups: String?
    @Flag(
        help: .words(
            ko: "답안의 글자(표의 머리글, 스크립트의 글자)가 명단의 다른 학생 문제지와 똑같으면 그 문제지로 채점합니다 (표시는 남습니다).",
            en:
                "Grade an answer whose letters (table labels, script letters) are exactly another roster student's sheet against that sheet (still flagged)."
        ))
    var gradeWrittenVariant = false
    @OptionGroup var course: CourseOptions
    @OptionGroup var language: LanguageOption

    func run(_ console: Console) throws {
        var loaded = try course.keyed(try ExerciseCommand.load(exercise))
        if let lang = language.lang { loaded.language = lang }
        let roster = try course.loadRoster()
        var grader = Grader(exercise: loaded)
        if gradeWrittenVariant {
            guard let roster else {
                throw CLIError(InputWords.writtenVariantNeedsRoster)
            }
            grader.allowWrittenVariants(of: roster.students.map(\.id))
        }
        var result: Report
        if let gradescopeMetadata {
            result = try AutograderRun.report(
                grader: grader, folder: submissions, metadata: gradescopeMetadata, roster: roster, console: console)
        } else if let student {
            let files = try SubmissionWalk.collect(submissions).files
            var submission = ClassIntake.single(student: student, files: files)
            // With a roster, the id given is matched like any other: `123` grades as `000123`.
            switch roster?.identify([student]) {
            case .success(let row)?:
                submission = ClassIntake.single(student: row.id, files: files)
                submission.name = row.name
            case .failure(let unmatched)?: submission = Submission(student: student, problem: .unmatched(unmatched))
            case nil: break
            }
            result = Report(exercise: loaded, results: [grader.grade(submission)])
        } else {
            let found = try SubmissionWalk.collect(submissions)
            let zone = loaded.late?.zoneOffset ?? 0
            let intake = ClassIntake(
                files: found.files, roster: roster, export: found.export,
                extensions: try loadExtensions(zone: zone, found: found), groups: try loadGroups())
            result = Report(exercise: loaded, results: intake.submissions.map(grader.grade))
            // A worksheet found among the submissions is read for times, said so.
            result.notes =
                found.worksheets.map { .ignored(path: ($0.path as NSString).lastPathComponent, reason: .worksheet) }
                + intake.notes
            if roster == nil { result.noteKeyedWithoutRoster() }
        }
        let text = result.rendered(format)
        if let out {
            try OutputFile.write(Array(text.utf8), to: out)
        } else {
            console.write(text, to: 1)
        }
        if let report {
            try OutputFile.write(Array(result.classReportHTML().utf8), to: report + ".html")
            try OutputFile.write(Array(result.classReportJSON().utf8), to: report + ".json")
        }
        if !result.everySubmissionRead { throw ExitCode(1) }
    }
}

extension CheckCommand {
    /// The `--extensions` file and Moodle's worksheet (`--worksheet`, or found in the
    /// submissions folder), their rows together; nil without either.
    func loadExtensions(zone: Int, found: SubmissionWalk.Found) throws(CLIError) -> Extensions? {
        var all: Extensions? = nil
        let named = [extensions, worksheet].compactMap { $0 }.map { (path: $0, text: Optional<String>.none) }
        for (path, given) in named + found.worksheets.map({ (path: $0.path, text: Optional($0.text)) }) {
            let text: String
            if let given { text = given } else { text = try InputText.read(path: path) }
            do throws(GradingError) {
                let read = try Extensions(csv: text, file: path, zoneOffset: zone)
                if all == nil { all = read } else { all?.rows += read.rows }
            } catch {
                throw CLIError(error.message)
            }
        }
        return all
    }

    /// The `--groups` file, nil without one.
    func loadGroups() throws(CLIError) -> GroupList? {
        guard let groups else { return nil }
        let text = try InputText.read(path: groups)
        do throws(GradingError) {
            return try GroupList(csv: text)
        } catch {
            throw CLIError(error.message)
        }
    }
}

extension Report.Format: ExpressibleByArgument {}

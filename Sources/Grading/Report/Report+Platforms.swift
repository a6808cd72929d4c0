import Render
import Storyboard

extension Report {
    /// Gradescope's autograder `results.json` for ONE submission: one test per item with the
    /// item's visibility, the late-adjusted total as the top-level score. Only the feedback
    /// (reason and rule) is written, never the instructor's key note. Given several results
    /// (a class, not an autograder run) the first is written and the others are refused
    /// rather than summed.
    public func gradescope() -> String {
        guard let result = results.first else {
            return JSON.members(["score": .number(0), "output": .string(noSubmissionText), "tests": .array([])])
                .serialized() + "\n"
        }
        let tests: [JSON] = result.items.map { item in
            JSON.members([
                "name": .string(item.name[language]),
                "score": item.score.json,
                "max_score": item.maxScore.json,
                "output": .string(item.feedback[language]),
                "visibility": .string(item.visibility.rawValue),
            ])
        }
        return JSON.members([
            "score": result.score.json,
            "output": .string(([exercise.title[language]] + summary(result)).joined(separator: "\n\n")),
            "visibility": "visible",
            "stdout_visibility": "hidden",
            "tests": .array(tests),
        ]).serialized() + "\n"
    }

    /// PrairieLearn's external grader `results.json` for ONE submission: `score` in 0...1,
    /// `gradable: false` with `format_errors` when the file could not be read (no attempt
    /// charged), one test per visible item. Hidden items count in the score, unlisted.
    public func prairieLearn() -> String {
        guard let result = results.first else {
            return JSON.members(["gradable": .bool(false), "format_errors": .string(noSubmissionText)])
                .serialized() + "\n"
        }
        if let problem = result.problem {
            return JSON.members([
                "gradable": .bool(false), "score": .number(0),
                "format_errors": .string(problem.studentMessage[language]),
            ]).serialized() + "\n"
        }
        let total = result.maxScore.hundredths
        let tests: [JSON] = result.items.filter { $0.visibility == .visible }.map { item in
            JSON.members([
                "name": .string(item.name[language]),
                "points": item.score.json,
                "max_points": item.maxScore.json,
                "message": .string(item.feedback[language]),
            ])
        }
        return JSON.members([
            "gradable": .bool(true),
            "score": .number(total > 0 ? Double(result.score.hundredths) / Double(total) : 0),
            "message": .string(summary(result).joined(separator: "\n\n")),
            "tests": .array(tests),
        ]).serialized() + "\n"
    }

    private var noSubmissionText: String { GradingError.noSubmission.message[language] }

    /// Why the submission could not be read, the late penalty, and any refused extra result.
    private func summary(_ result: StudentResult) -> [String] {
        var lines = result.problem.map { [$0.studentMessage[language]] } ?? []
        if let note = result.readingNote { lines.append(note[language]) }
        if let mismatch = result.wordsMismatch { lines.append(IdentityWords.mismatch(mismatch)[language]) }
        if let late = lateWords(result) { lines.append(late[language]) }
        if results.count > 1 {
            lines.append(
                language == .ko
                    ? "제출물이 \(results.count)개입니다: 첫 번째만 채점했습니다 (합산하지 않습니다)."
                    : "\(results.count) submissions given: only the first is graded (never summed).")
        }
        return lines
    }

    /// What lateness cost one result, with the arithmetic; or why an LMS's late mark was
    /// not charged (an extension it may predate); nil when nothing was late.
    func lateWords(_ result: StudentResult) -> Localized? {
        if let late = result.late {
            return LateWords.charge(late, before: result.scoreBeforePenalty, after: result.score)
        }
        return result.extensionUsed.map {
            LateWords.extended(to: $0, submitted: result.submittedAt, offset: exercise.late?.zoneOffset ?? 0)
        }
    }

    /// A note about intake in both languages.
    public static func words(_ note: IntakeNote) -> Localized {
        switch note {
        case .extensionUnmatched(let student):
            return Localized(
                ko: "연장 목록의 '\(student)'이(가) 명단의 한 학생과 맞지 않아 적용하지 않았습니다",
                en: "extension for '\(student)' matches no single roster student; not applied")
        case .groupCredited(let path, let group, let students):
            let list = students.joined(separator: ", ")
            return Localized(
                ko: "\(path): 그룹 '\(group)'의 제출물로 팀원 모두(\(list))에게, 각자의 문제지로 채점했습니다",
                en:
                    "\(path): group '\(group)' upload, credited to every member (\(list)), each graded on their own sheet"
            )
        case .nameNotOnRoster(let path, let name, let student):
            return Localized(
                ko: "\(path): 파일 이름의 '\(name)'은(는) 명단에 없는 이름이라 번호가 맞는 \(student)에게만 주었습니다 "
                    + "(그룹 제출물이라면 --groups로 그룹 목록을 주세요)",
                en:
                    "\(path): '\(name)' in the file name is no roster name, so it was credited to \(student) (whose id it "
                    + "carries) only; if it is a group upload, give the group list with --groups")
        case .keyedWithoutRoster(let mismatched, let graded):
            return Localized(
                ko: "채점한 답안 \(graded)개 중 \(mismatched)개의 글자가 채점에 쓴 문제지와 다릅니다. --roster 없이는 학생마다 "
                    + "파일이 담은 것(이름, LMS 번호)으로 문제지를 뽑으므로 문제지를 만든 학번과 다를 수 있습니다: "
                    + "문제지를 만들 때 쓴 명단을 --roster로 주세요",
                en: "\(mismatched) of \(graded) answers carry other letters than the sheet they were graded against. "
                    + "Without --roster each sheet is drawn from what the file carries (a name, an LMS number), which may "
                    + "not be the id the handout was made for: give the roster the handouts were made from with --roster"
            )
        case .groupRowUnmatched(let student, let group):
            return Localized(
                ko: "그룹 목록의 '\(student)'(\(group))이(가) 명단의 한 학생과 맞지 않아 팀원으로 세지 않았습니다",
                en: "group list row '\(student)' (\(group)) matches no single roster student; not counted as a member")
        case .ignored(let path, let reason):
            let why: Localized =
                switch reason {
                case .metadata: Localized(ko: "LMS 메타데이터", en: "LMS metadata")
                case .hidden: Localized(ko: "숨김 파일", en: "hidden file")
                case .onlineText: Localized(ko: "LMS 온라인 텍스트", en: "LMS online text")
                case .worksheet:
                    Localized(
                        ko: "Moodle 채점 워크시트: 제출 시각, 참가자 번호, 팀을 읽음",
                        en: "Moodle's grading worksheet: read for submission times, participant numbers and teams")
                case .notAStudent:
                    Localized(ko: "학생이 아닌 명단 행 (Test Student, 교직원)", en: "not a student (Test Student, staff)")
                }
            return Localized(ko: "\(path): 건너뜀 (\(why.ko))", en: "\(path): skipped (\(why.en))")
        }
    }
}

import DiffEngine
import Storyboard

/// The words of a report's statuses and counts, in both languages.
enum ReportWords {
    /// A status on its own.
    static func status(_ status: StudentResult.Status) -> Localized {
        switch status {
        case .graded: Localized(ko: "채점함", en: "graded")
        case .late: Localized(ko: "늦게 제출", en: "late")
        case .absent: Localized(ko: "제출 없음", en: "no submission")
        case .unreadable: Localized(ko: "읽을 수 없음", en: "could not be read")
        case .unmatched: Localized(ko: "명단과 맞지 않음", en: "not matched to the roster")
        }
    }

    /// The file a result was graded from, as every report shows it.
    static func file(_ path: String) -> Localized { Localized(ko: "파일: \(path)", en: "file: \(path)") }

    /// `30 students: 25 graded (2 of them late), 4 with no submission, 1 unreadable; 2 files matched no roster row.`
    ///
    /// An unmatched file is not a student: it is counted apart, so the students' number is the
    /// roster's (or the folder's) and the files are named as files.
    static func counts(_ counts: [StudentResult.Status: Int], total: Int) -> Localized {
        let graded = (counts[.graded] ?? 0) + (counts[.late] ?? 0)
        let late = counts[.late] ?? 0
        let unmatched = counts[.unmatched] ?? 0
        let students = total - unmatched
        var ko = ["채점 \(graded)명" + (late > 0 ? " (그중 늦게 제출 \(late)명)" : "")]
        var en = ["\(graded) graded" + (late > 0 ? " (\(late) of them late)" : "")]
        for (status, koWord, enWord) in [
            (StudentResult.Status.absent, "제출 없음", "with no submission"), (.unreadable, "읽을 수 없음", "unreadable"),
        ] {
            guard let count = counts[status], count > 0 else { continue }
            ko.append("\(koWord) \(count)명")
            en.append("\(count) \(enWord)")
        }
        let koFiles = unmatched > 0 ? "; 명단의 누구와도 맞지 않은 파일 \(unmatched)개" : ""
        let enFiles = unmatched > 0 ? "; \(unmatched) file\(unmatched == 1 ? "" : "s") matched no roster row" : ""
        return Localized(
            ko: "\(students)명: " + ko.joined(separator: ", ") + koFiles + ".",
            en: "\(students) student\(students == 1 ? "" : "s"): " + en.joined(separator: ", ") + enFiles + ".")
    }

    /// The label of an instructor's key note under a failed item.
    static let keyNote = Localized(ko: "[정답 메모] ", en: "[key] ")

    /// The JUnit test case of a submission that could not be read.
    static let readingTheSubmission = Localized(ko: "제출물 읽기", en: "reading the submission")

    /// Several submissions for one student on a platform that grades one.
    static func onlyFirstGraded(of count: Int) -> Localized {
        Localized(
            ko: "제출물이 \(count)개입니다: 첫 번째만 채점했습니다 (합산하지 않습니다).",
            en: "\(count) submissions given: only the first is graded (never summed).")
    }

    /// The caption of the table of wrong cells by role.
    static let rolesCaption = Localized(
        ko: "역할별 오답 칸 (각 학생 자신의 표에서: 칸 수 / 가장 흔한 원인)",
        en: "Wrong cells by their role in each student's own table (count / most common cause)")

    /// A cell role's name.
    static func role(_ role: CellRole) -> Localized {
        switch role {
        case .edge: Localized(ko: "첫 행·첫 열 (ε에서)", en: "first row or column (from ε)")
        case .onPath: Localized(ko: "최적 경로 위", en: "on the optimal path")
        case .match: Localized(ko: "글자가 같은 칸 (대각선 무료)", en: "beside a match (letters equal)")
        case .mismatch: Localized(ko: "글자가 다른 칸", en: "letters differ")
        }
    }
}

extension Report {
    /// A likely cause in both languages.
    static func causeName(_ cause: MistakeCause) -> Localized {
        switch cause {
        case .substitutionAsTwo:
            Localized(ko: "\(EditOperation.substitute.name.ko)를 2로 셈", en: "substitution counted as 2")
        case .minOfTwo: Localized(ko: "이웃 셋이 아닌 둘의 최솟값", en: "min of two neighbours, not three")
        case .offByOne: Localized(ko: "1 차이", en: "off by one")
        case .blank: Localized(ko: "빈칸", en: "blank")
        }
    }
}

import Storyboard

/// The words about who a submission belongs to, in both languages.
package enum IdentityWords {
    /// What a student whose submission matched no roster row reads (never another's id).
    static let studentNotice = Localized(
        ko: "수강생 명단에서 여러분을 찾지 못해 채점하지 않았습니다. 담당 교수자에게 알렸습니다.",
        en: "We could not match you to the class list, so nothing was graded; your instructor has been told.")

    /// What the instructor reads about an unmatched submission: what was tried, and why.
    static func instructor(_ unmatched: Unmatched) -> Localized {
        let tried = unmatched.tried.map { "'\($0)'" }.joined(separator: ", ")
        let files = unmatched.paths.isEmpty ? "" : unmatched.paths.joined(separator: ", ") + ": "
        let why: Localized
        switch unmatched.reason {
        case .nobody:
            why = Localized(
                ko: "명단의 어느 학생과도 맞지 않습니다 (시도: \(tried.isEmpty ? "없음" : tried))",
                en: "matches nobody on the roster (tried \(tried.isEmpty ? "nothing" : tried))")
        case .several(let students):
            why = Localized(
                ko: "명단의 여러 학생(\(students.joined(separator: ", ")))과 똑같이 맞습니다 (시도: \(tried))",
                en: "fits several roster students alike (\(students.joined(separator: ", ")); tried \(tried))")
        case .conflicting(let students):
            why = Localized(
                ko: "신원 정보가 명단의 서로 다른 학생(\(students.joined(separator: ", ")))을 가리킵니다 (시도: \(tried))",
                en:
                    "its identities name different roster students (\(students.joined(separator: ", ")); tried \(tried))"
            )
        case .notInGroup(let student, let group):
            why = Localized(
                ko: "그룹 '\(group)'의 이름과 그 그룹에 없는 학생 \(student)의 번호가 함께 있습니다",
                en: "it names group '\(group)' and the id of \(student), who is not in that group")
        case .unknownTeam(let name):
            why = Localized(
                ko: "명단의 어느 학생과도 맞지 않습니다 (시도: \(tried)). '\(name)'이(가) Moodle의 팀 폴더라면 "
                    + "--groups나 Group 열이 있는 채점 워크시트(--worksheet)를 주세요: 팀원 모두에게 점수를 줍니다",
                en:
                    "matches nobody on the roster (tried \(tried)). If '\(name)' is a Moodle team folder, give --groups "
                    + "or the grading worksheet with its Group column (--worksheet) so every member is credited")
        }
        return Localized(
            ko: files + why.ko + ". 채점하지 않았습니다: 명단을 고치거나 파일 이름을 학번으로 바꾸세요.",
            en: files + why.en + ". Not graded: fix the roster or rename the file to the student's id.")
    }
}

extension IdentityWords {
    /// What a student reads when the answer's letters are not those of their sheet.
    static func mismatch(_ mismatch: WordsMismatch) -> Localized {
        let head = Localized(
            ko: "답안의 글자(\(mismatch.written))가 여러분 문제지의 글자(\(mismatch.sheet))와 다릅니다",
            en: "The letters in your answer (\(mismatch.written)) are not those on your sheet (\(mismatch.sheet))")
        guard mismatch.gradedAs != nil else {
            return Localized(
                ko: head.ko + ". 여러분 문제지로 채점했고, 담당 교수자에게 알렸습니다.",
                en: head.en + ": it was graded against your sheet, and your instructor has been told.")
        }
        return Localized(
            ko: head.ko + ". 교수자가 허용하여 답안이 쓰인 문제지로 채점했습니다.",
            en: head.en + ": as your instructor allows, it was graded against the sheet it was written for.")
    }

    /// What the instructor reads about the same mismatch: whose sheet, when one matched.
    static func mismatchForInstructor(_ mismatch: WordsMismatch) -> Localized {
        let head = Localized(
            ko: "답안의 글자 \(mismatch.written) ≠ 문제지 \(mismatch.sheet)",
            en: "answer's letters \(mismatch.written) ≠ sheet \(mismatch.sheet)")
        guard let other = mismatch.gradedAs else {
            return Localized(ko: head.ko + ": 자기 문제지로 채점함", en: head.en + ": graded against the student's own sheet")
        }
        return Localized(
            ko: head.ko + ": '\(other)'의 문제지와 같아 그것으로 채점함 (--grade-written-variant)",
            en: head.en + ": they are '\(other)'s sheet, graded against it (--grade-written-variant)")
    }
}

extension IdentityWords {
    /// For the instructor: a group submission's other members, and whose sheet graded it.
    package static func groupNote(gradedAs: String, members: [Result<Roster.Student, Unmatched>], sameSheets: Bool)
        -> Localized
    {
        var ko = ["그룹 제출: '\(gradedAs)'의 문제지로 채점했고, Gradescope에서 그룹 모두가 이 점수를 받습니다."]
        var en = ["Group submission: graded against '\(gradedAs)''s sheet; Gradescope gives every member this score."]
        for member in members {
            switch member {
            case .success(let student) where !sameSheets && student.id != gradedAs:
                ko.append("'\(student.id)'의 문제지는 다릅니다: 따로 확인하세요.")
                en.append("'\(student.id)' has another sheet: check that member by hand.")
            case .failure(let unmatched):
                ko.append(instructor(unmatched).ko)
                en.append(instructor(unmatched).en)
            default: continue
            }
        }
        return Localized(ko: ko.joined(separator: " "), en: en.joined(separator: " "))
    }
}

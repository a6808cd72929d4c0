import Storyboard

/// The words about reading submitted files, in both languages.
enum IntakeWords {
    /// A file in another encoding than UTF-8: what it looks like and how to fix it.
    static func notText(path: String, offset: Int, encoding: AnswerBytes.Encoding) -> Localized {
        let guess: Localized =
            switch encoding {
            case .unknown: Localized(ko: "", en: "")
            case .cp949:
                Localized(
                    ko: " (CP949/EUC-KR, 한국어 Windows의 ANSI로 보입니다)",
                    en: " (it looks like CP949 / EUC-KR, Korean Windows' ANSI)")
            case .utf16: Localized(ko: " (BOM 없는 UTF-16으로 보입니다)", en: " (it looks like UTF-16 without a BOM)")
            case .latin: Localized(ko: " (Windows-1252/Latin-1로 보입니다)", en: " (it looks like Windows-1252 / Latin-1)")
            }
        return Localized(
            ko: "\(path): UTF-8이 아닙니다\(guess.ko). \(offset)번째 바이트부터 읽을 수 없습니다. "
                + "편집기에서 인코딩을 UTF-8로 골라 다시 저장해 내세요 (메모장: 다른 이름으로 저장 → 인코딩 UTF-8).",
            en: "\(path): not UTF-8\(guess.en); unreadable from byte offset \(offset). "
                + "Save it as UTF-8 and hand it in again (Notepad: Save As → Encoding: UTF-8).")
    }
}

extension Report {
    /// A note about intake in both languages.
    package static func words(_ note: IntakeNote) -> Localized {
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

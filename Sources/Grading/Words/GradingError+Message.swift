import Judging
import Storyboard

extension GradingError {
    /// The message in both languages.
    public var message: Localized { intakeMessage ?? loadingMessage }

    private var loadingMessage: Localized {
        switch self {
        case .noFrontMatter(let file):
            Localized(
                ko: "\(file): 첫 줄이 '---'로 시작하는 front matter가 없습니다",
                en: "\(file): no front matter (the first line must be '---')")
        case .yamlSyntax(let file, let line, let problem):
            Localized(
                ko: "\(file):\(line): YAML 문법 오류: \(problem)", en: "\(file):\(line): YAML syntax error: \(problem)")
        case .tooManyValues(let file, let line, let limit):
            Localized(
                ko: "\(file):\(line): 별칭(*이름, alias)을 펼치면 값이 \(limit)개를 넘습니다. 이렇게 큰 front matter는 읽지 않습니다",
                en:
                    "\(file):\(line): more than \(limit) values once aliases (*name) are expanded; front matter this large is not read"
            )
        case .missingKey(let file, let line, let key):
            Localized(ko: "\(file):\(line): '\(key)' 키가 없습니다", en: "\(file):\(line): missing key '\(key)'")
        case .badValue(let file, let line, let key, let expected):
            Localized(
                ko: "\(file):\(line): '\(key)' 값이 잘못되었습니다: \(expected.ko)",
                en: "\(file):\(line): bad value for '\(key)': \(expected.en)")
        case .unknownKey(let file, let line, let key, let known):
            Localized(
                ko: "\(file):\(line): 알 수 없는 키 '\(key)' (가능한 키: \(known.joined(separator: ", ")))",
                en: "\(file):\(line): unknown key '\(key)' (known: \(known.joined(separator: ", ")))")
        case .unknownKind(let file, let line, let kind):
            Localized(
                ko: "\(file):\(line): 알 수 없는 kind '\(kind)' (\(ExerciseKind.known))",
                en: "\(file):\(line): unknown kind '\(kind)' (known: \(ExerciseKind.known))")
        case .pathOutsideFolder(let file, let line, let path):
            Localized(
                ko: "\(file):\(line): 경로 \(Korean.phrase("'\(path)'", .subject)) 연습 문제 폴더 밖을 가리킵니다",
                en: "\(file):\(line): path '\(path)' reaches outside the exercise's folder")
        case .unreadable(let path):
            Localized(ko: "파일을 읽을 수 없습니다: \(path)", en: "cannot read file: \(path)")
        case .notUTF8(let path, let offset):
            Localized(
                ko: "\(path): UTF-8이 아닌 바이트가 \(offset)번째 바이트에 있습니다",
                en: "\(path): not valid UTF-8 at byte offset \(offset)")
        case .tooLarge(let path, let bytes, let limit):
            Localized(
                ko: "\(path): 파일이 너무 큽니다 (\(bytes) 바이트, 최대 \(limit))",
                en: "\(path): file too large (\(bytes) bytes, at most \(limit))")
        case .badSubmission(let line, let reason): JudgingError.badSubmission(line: line, reason: reason).message
        case .tableTooLarge(let rows, let columns, let limit):
            JudgingError.tableTooLarge(rows: rows, columns: columns, limit: limit).message
        case .severalFiles(let student, let paths):
            Localized(
                ko: "학생 '\(student)'의 답안 파일이 \(paths.count)개입니다 (\(paths.joined(separator: ", "))). "
                    + "어느 것을 채점할지 알 수 없어 모두 채점하지 않았습니다. 파일을 하나만 내세요.",
                en: "\(paths.count) answer files for student '\(student)' (\(paths.joined(separator: ", "))): "
                    + "it is unclear which to grade, so none was graded. Hand in one file.")
        case .noSubmission, .refused, .badRoster, .missingSecret, .unmatched, .wrongExerciseKey, .notText, .archive:
            .same("")
        }
    }

    /// The messages of the cases about intake.
    var intakeMessage: Localized? {
        switch self {
        case .noSubmission:
            Localized(ko: "제출물 없음", en: "no submission")
        case .refused(let path, .symbolicLink):
            Localized(
                ko: "\(path): 심볼릭 링크는 따라가지 않습니다. 파일 자체를 내세요.",
                en: "\(path): a symbolic link is not followed; hand in the file itself")
        case .refused(let path, .notRegularFile):
            Localized(ko: "\(path): 일반 파일이 아닙니다", en: "\(path): not a regular file")
        case .refused(let path, .tooLarge(let bytes, let limit)):
            GradingError.tooLarge(path: path, bytes: bytes, limit: limit).message
        case .refused(let path, .tooDeep):
            Localized(ko: "\(path): 폴더가 너무 깊습니다", en: "\(path): folders nested too deep")
        case .badRoster(.empty):
            Localized(ko: "명단에서 학생을 읽지 못했습니다", en: "the roster has no student that could be read")
        case .badRoster(.noIDColumn(let headers)):
            Localized(
                ko: "명단에서 학번 열을 찾지 못했습니다 (본 머리글: \(headers.joined(separator: ", "))). "
                    + "id, sid, student id, 학번, ID number, SIS User ID 중 하나로 이름을 붙이거나 --roster-format을 주세요",
                en: "the roster has no id column (headers seen: \(headers.joined(separator: ", "))). "
                    + "Name one id, sid, student id, 학번, ID number or SIS User ID, or pass --roster-format")
        case .badRoster(.noTimesIDColumn(let file, let headers)):
            Localized(
                ko: "\(file): 학생을 가리키는 열이 없어 시각을 누구에게도 맞출 수 없습니다 (본 머리글: \(headers.joined(separator: ", "))). "
                    + "Moodle의 채점 워크시트를 받은 그대로 주거나, id 열이 있는 연장 CSV를 주세요",
                en: "\(file): no column names the student, so no time can be tied to anyone (headers seen: "
                    + "\(headers.joined(separator: ", "))). Give Moodle's grading worksheet as downloaded, or an "
                    + "extensions CSV with an id column")
        case .badRoster(.noGroupColumn(let headers)):
            Localized(
                ko: "그룹 목록에서 그룹 열과 학생 열을 찾지 못했습니다 (본 머리글: \(headers.joined(separator: ", "))). "
                    + "group_name, group, groups, team, 조, 팀 중 하나와 학번, 이메일 또는 이름 열이 있어야 합니다",
                en: "the group list needs a group column and a student column (headers seen: "
                    + "\(headers.joined(separator: ", "))): one of group_name, group, groups, team, 조, 팀, "
                    + "and an id, email or name")
        case .badRoster(.repeatedID(let id)):
            Localized(ko: "명단에 학번 '\(id)'이(가) 두 번 있습니다", en: "the roster lists id '\(id)' twice")
        case .missingSecret(let exercise):
            Localized(
                ko: "\(exercise): 학생별로 생성되는 문제에는 강의 비밀 키가 필요합니다 "
                    + "(--secret FILE 또는 DIFFSTEP_COURSE_SECRET, \(CourseSecret.minimumBytes)바이트 이상)",
                en: "\(exercise): a per-student generated exercise needs the course secret "
                    + "(--secret FILE or DIFFSTEP_COURSE_SECRET, at least \(CourseSecret.minimumBytes) bytes)")
        case .unmatched(let unmatched):
            IdentityWords.instructor(unmatched)
        case .notText(let path, let offset, let encoding):
            IntakeWords.notText(path: path, offset: offset, encoding: encoding)
        case .archive(let path, let kind):
            Localized(
                ko: "\(path): \(kind.rawValue) 압축 파일입니다. 압축을 풀고 안의 텍스트 파일 하나를 내세요.",
                en:
                    "\(path): a \(kind.rawValue) archive, not an answer. Unzip it first and hand in the text file inside."
            )
        case .wrongExerciseKey(let key, let exercise):
            Localized(
                ko: "이 키는 연습 문제 '\(key)' 전용이라 '\(exercise)'을(를) 채점할 수 없습니다 (강의 비밀 키를 쓰세요)",
                en: "this key belongs to exercise '\(key)' only; it cannot key '\(exercise)' (use the course secret)")
        default: nil
        }
    }

    /// The message a student may read: the same as ``message`` except for an unmatched
    /// submission, whose details (other students' ids) are for the instructor only.
    public var studentMessage: Localized {
        if case .unmatched = self { return IdentityWords.studentNotice }
        return message
    }

    /// What front matter must be: a mapping.
    static let keyValueMapping = Localized(ko: "키: 값 목록", en: "a mapping of key: value")
}

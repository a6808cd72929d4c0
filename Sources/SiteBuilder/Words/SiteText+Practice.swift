import Storyboard

/// The words of the practice panels, the answer sheet and the explain page.
extension SiteText {
    static let practiceHeading = Localized(ko: "연습", en: "Practice")
    static let practiceLead = Localized(
        ko: "답을 쓰거나 고를 때까지 답은 숨겨 둡니다. 틀리면 이유를 보여 줍니다. 새 문제는 채점기와 같은 생성기에서 나옵니다.",
        en:
            "The answer stays hidden until you answer or ask for it; a wrong answer gets the reason. New problems come from the grader's own generators."
    )
    static let practiceKinds = Localized(ko: "문제 종류", en: "Kind of question")
    static let kindCell = Localized(ko: "강조한 칸의 값", en: "The highlighted cell")
    static let kindOperation = Localized(ko: "경로의 연산", en: "The path's operation")
    static let kindCrash = Localized(ko: "크래시와 메시지", en: "Crash and message")
    static let practiceAnswer = Localized(ko: "답 (숫자 또는 2i 1d)", en: "Answer (a number or 2i 1d)")
    static let practiceChoices = Localized(ko: "답을 고르세요", en: "Choose an answer")
    static let practiceCheck = Localized(ko: "확인", en: "Check")
    static let practiceShow = Localized(ko: "답 보기", en: "Show the answer")
    static let practiceNew = Localized(ko: "새 문제", en: "New problem")
    static let practiceProgress = Localized(
        ko: "이 브라우저에서 {right}/{tried}문제를 처음 답에 맞혔습니다.",
        en: "In this browser: {right} of {tried} answered right the first time.")
    static let practiceOld = Localized(ko: "배치 전 (old)", en: "Before (old)")
    static let practiceNew2 = Localized(ko: "배치 후 데이터 (new)", en: "Data after (new)")
    static let practiceCalls = Localized(ko: "배치의 호출", en: "The batch's calls")
    static let practiceRuns = Localized(ko: "크래시 없음 (none)", en: "No crash (none)")
    /// A wrong first answer's words, by kind: the reason to look at, never the answer.
    static let practiceAgainCell = Localized(
        ko: "아닙니다. 세 이웃을 보세요: 위 + 1, 왼쪽 + 1, 대각선 + (두 글자가 같으면 0, 다르면 1). 가장 작은 값이 답입니다. 한 번 더 해 보세요.",
        en:
            "Not that. Look at the three neighbours: up + 1, left + 1, diagonal + (0 if the two letters match, else 1). The smallest is the answer. Try once more."
    )
    static let practiceAgainOperation = Localized(
        ko: "아닙니다. 이 칸의 값이 어느 이웃에서 왔는지 보세요: 그 이웃의 값에 그 연산의 비용을 더하면 이 칸의 값입니다. 한 번 더 해 보세요.",
        en:
            "Not that. Look at which neighbour this cell's value comes from: that neighbour's value plus the operation's cost gives this cell. Try once more."
    )
    static let practiceAgainCrash = Localized(
        ko: "아닙니다. UIKit은 삭제를 먼저 배치 전 인덱스로, 삽입을 그다음 배치 후 인덱스로 읽습니다. 개수를 세어 보세요. 한 번 더 해 보세요.",
        en:
            "Not that. UIKit reads deletes first, at the old indexes, then inserts, at the new ones. Count the items each way. Try once more."
    )
    static let practicePath = Localized(ko: "경로", en: "path")
    static let practiceTable = Localized(
        ko: "행은 원본 {source}, 열은 목표 {target}", en: "Rows: the source {source}; columns: the target {target}")
    static let practicePart = Localized(
        ko: "{total} 표에서 강조된 칸 둘레의 {rows}행, {columns}열만 보입니다",
        en: "Only rows {rows} and columns {columns} of the {total} table, around the highlighted cell, are shown")

    static let sheetHeading = Localized(ko: "답안지", en: "Answer sheet")
    static let sheetLead = Localized(
        ko:
            "여기에 답을 쓰면 채점기와 같은 읽기 규칙(CellReader)으로 형식만 바로 확인합니다. 정답 여부는 알려 주지 않습니다. 내려받은 파일을 그대로 내면 diffstep check가 채점합니다.",
        en:
            "Write your answer here: its format is checked as you type with the grader's own reader (CellReader), never the answer itself. Hand in the downloaded file as it is; diffstep check grades it."
    )
    static let sheetStudent = Localized(ko: "학번 (파일 이름이 됩니다)", en: "Student id (names the file)")
    static let sheetSource = Localized(ko: "내 원본 (행)", en: "My source (rows)")
    static let sheetTarget = Localized(ko: "내 목표 (열)", en: "My target (columns)")
    static let sheetGenerated = Localized(
        ko: "이 문제의 입력은 학생마다 다릅니다. 받은 문제지의 원본과 목표를 적으세요.",
        en: "This exercise's inputs differ per student: copy the source and target from your handout.")
    static let sheetAnswer = Localized(ko: "답", en: "Answer")
    static let sheetDownload = Localized(ko: "답안 파일 내려받기", en: "Download the answer file")
    static let sheetFile = Localized(ko: "파일 이름: {file}", en: "File name: {file}")
    static let sheetNeedsStudent = Localized(ko: "먼저 학번을 쓰세요", en: "Write your student id first")
    static let sheetNeedsWords = Localized(
        ko: "먼저 내 변형의 두 텍스트를 쓰세요: 표의 모양이 거기서 나옵니다.",
        en: "Write your variant's two texts first: the table's shape comes from them.")

    static let sheetGrade = Localized(ko: "채점하기", en: "Grade my sheet")
    static let sheetGradeLead = Localized(
        ko:
            "채점하기를 누르면 diffstep check와 같은 규칙(같은 코드)으로 이 페이지에서 바로 채점합니다. 점수와 항목마다 이유를 보여 주고, 정답은 보여 주지 않습니다. 답안은 브라우저 밖으로 나가지 않습니다.",
        en:
            "Grade my sheet grades it here with diffstep check's own rules (the same code): the score and each item's reason, never the answer. Nothing leaves your browser."
    )
    static let sheetScore = Localized(ko: "점수: {score} / {max}", en: "Score: {score} / {max}")
    static let sheetInstructorGrades = Localized(
        ko: "이 문제의 입력은 강좌 비밀 키로 학생마다 정해지므로 이 페이지는 채점하지 않습니다. 답안 파일을 내면 강사가 diffstep check로 채점합니다.",
        en:
            "This exercise's inputs are drawn per student with the course's secret key, so this page does not grade it: hand in the file and your instructor grades it with diffstep check."
    )
    static let sheetCheckGrades = Localized(
        ko:
            "이 문제의 항목 중 빈 항목이나 줄바꿈이 든 항목이 있어 이 페이지는 채점기에 그대로 넘길 수 없습니다. 답안 파일을 내면 diffstep check가 채점합니다.",
        en:
            "An item of this exercise is empty or holds a line break, which this page cannot hand to the grader as it is: hand in the file and diffstep check grades it."
    )

    static let tools = Localized(ko: "도구", en: "Tools")
    static let explainTitle = Localized(ko: "크래시 설명하기", en: "Explain a crash")
    static let explainSummary = Localized(
        ko: "UIKit 배치 업데이트 예외나 크래시 로그를 붙여 넣으면 규칙, 원인, 고치는 법, 재현 명령을 알려 줍니다.",
        en:
            "Paste a UIKit batch-update exception or a crash log: the rule, the cause, the fix and a command that reproduces it."
    )
    static let explainLead = Localized(
        ko:
            "콘솔의 예외 문장이나 크래시 로그 전체를 붙여 넣으세요. 주소, 접두어, 줄바꿈, 스택 트레이스는 건너뜁니다. 터미널의 diffstep explain과 같은 코드가 이 브라우저 안에서 돕니다. 아무것도 전송하지 않습니다.",
        en:
            "Paste the exception from your console or a whole crash log: addresses, prefixes, wrapped lines and stack traces are skipped. The same code as diffstep explain in a terminal runs inside this browser; nothing is sent anywhere."
    )
    static let explainInput = Localized(ko: "예외 문장 또는 크래시 로그", en: "Exception text or crash log")
    static let explainButton = Localized(ko: "설명하기", en: "Explain")
    static let explainPlayground = Localized(
        ko: "이 재현을 배치 놀이터에서 한 단계씩 보기", en: "Step through this reproduction in the batch playground")
    static let explainSnapshotPlayground = Localized(
        ko: "이 재현을 스냅샷 놀이터에서 한 줄씩 보기", en: "Step through this reproduction in the snapshot playground")
    static let explainExample = Localized(ko: "예제 넣기", en: "Paste an example")
    static let explainNoScript = Localized(
        ko: "이 페이지는 자바스크립트가 필요합니다. 터미널에서는 diffstep explain으로 같은 설명을 볼 수 있습니다.",
        en: "This page needs JavaScript. In a terminal, diffstep explain gives the same explanation.")
}

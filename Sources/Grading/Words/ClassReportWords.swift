import Storyboard

/// The words of the class report page (`check --class-report`): its headings, captions and
/// notes; the roles and causes it names are ``ReportWords``'.
enum ClassReportWords {
    /// How many students and submissions the report covers.
    static func read(students: Int, submissions: Int) -> Localized {
        Localized(
            ko: "학생 \(students)명, 읽은 제출물 \(submissions)개", en: "\(students) students, \(submissions) submissions read")
    }

    static let spreadCaption = Localized(
        ko: "항목별 점수 분포 (만점 대비 10% 구간)", en: "Score distribution per item (tenths of the points)")
    static let item = Localized(ko: "항목", en: "item")
    static let mean = Localized(ko: "평균", en: "mean")
    static let heatmapCaption = Localized(
        ko: "칸별 오답 (횟수 / 가장 흔한 오답 / 추정 원인)", en: "Wrong cells (count / most common wrong value / likely cause)")
    static let commonWrongAnswers = Localized(ko: "가장 흔한 오답", en: "Most common wrong answers")
    static let commonExceptions = Localized(
        ko: "학생 배치가 던진 가장 흔한 예외", en: "Most common exceptions the students' batches raised")
    static let pairs = Localized(ko: "드문 오답을 함께 가진 학생 쌍", en: "Pairs sharing rare wrong cells")
    static let pairsNote = Localized(
        ko: "신호일 뿐 증거가 아닙니다: 같이 공부했거나 같은 오개념을 가졌을 수 있습니다. 학생과 이야기해 보세요.",
        en: "A signal, not evidence: they may have studied together or share a misconception. Talk with them.")
    static let none = Localized(ko: "없음.", en: "None.")
}

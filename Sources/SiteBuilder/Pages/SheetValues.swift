/// `sheet.mustache`: an exercise's answer sheet.
struct SheetValues: TemplateValues {
    var kind: String
    var source: String
    var target: String
    var generated: Bool
    var blank: String
    var rows: Int
    var heading: String
    var lead: String
    var studentLabel: String
    var sourceLabel: String
    var targetLabel: String
    var generatedNote: String
    var answerLabel: String
    var downloadLabel: String
    var fileWords: String
    var needsStudent: String
    var needsWords: String
    /// The grading in the page: the items as `id:weight,...`, the points in hundredths and the
    /// longer-script credit (empty items: the page does not grade, `gradeNote` says why).
    var gradeItems: String
    var grades: Bool
    var notGraded: Bool
    var gradePoints: Int
    var gradeLonger: Int
    /// The public variant's items (one a line) and batch, or its snapshot script and release.
    var gradeOld: String
    var gradeNew: String
    var gradeBatch: String
    var gradeScript: String
    var gradeIOS: String
    /// The engine's export that grades the sheet (`grade`, `grade_batch`).
    var gradeCall: String
    var gradeLabel: String
    var gradeLead: String
    var scoreWords: String
    var gradeNote: String
}

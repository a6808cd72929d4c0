import Grading
import Storyboard
import WebEngine

/// The answer sheet on an exercise page: the kind, the inputs it is checked against, and a
/// blank to start from. `Templates/practice.js` checks its format live with the engine's
/// `sheet` (the grader's own reader) and downloads `<student>.txt` as `diffstep check` reads it.
struct AnswerSheet: Sendable {
    var kind: ExerciseKind
    /// The fixed source and target of a words exercise; empty when drawn per student.
    var source = "", target = ""
    /// True when the student copies the inputs from their handout.
    var generated: Bool
    /// What the answer box starts with (a table's blank grid).
    var blank = ""
    /// The items and weights the page grades with (`cells:3,exact:1`), empty when the page
    /// does not grade: a secret-keyed variant (the instructor grades it), or items the page
    /// cannot pass on (an empty one, or one with a line break).
    var gradeItems = ""
    /// The exercise's points in hundredths and the credit of a valid but longer script.
    var gradePoints = 0, gradeLonger = 0
    /// The public variant's other inputs as the engine's `grade` takes them: a batch or
    /// predict-crash exercise's items (one a line) and batch, a snapshot exercise's script and
    /// iOS release.
    var old = "", new = "", batch = "", script = "", ios = ""

    init(exercise: Exercise) {
        kind = exercise.kind
        generated = exercise.isGenerated
        guard !generated else { return }
        switch exercise.variant(for: "") {
        case .words(let source, let target):
            (self.source, self.target) = (source, target)
            if kind == .table { blank = Exercise.blankGrid(source: source, target: target) }
        case .items(let old, let new, let batch):
            let passable = { (item: String) in
                !item.isEmpty && !item.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }
            }
            guard (old + new).allSatisfy(passable) else { return }
            (self.old, self.new, self.batch) = (old.joined(separator: "\n"), new.joined(separator: "\n"), batch ?? "")
        case .snapshot(let script, let release):
            (self.script, ios) = (script, String(release.rawValue))
        }
        gradeItems = exercise.items.map { "\($0.id):\($0.weight)" }.joined(separator: ",")
        gradePoints = exercise.points.hundredths
        gradeLonger = exercise.longerCreditPercent
    }

    /// The engine's part that grades this sheet: the grade part for answers on two words, the
    /// gradebatch part (the simulators) for the others.
    var gradePart: EnginePart { kind.usesWords ? .grade : .gradeBatch }

    /// The export that grades it (`grade`, `grade_batch`), the same function in either part.
    var gradeCall: String { kind.usesWords ? "grade" : "grade_batch" }

    /// Why the page does not grade this sheet; empty when it does.
    func gradeNote(_ language: Language) -> String {
        if !gradeItems.isEmpty { return "" }
        return (generated ? SiteText.sheetInstructorGrades : SiteText.sheetCheckGrades)[language]
    }

    /// The template's values (`Templates/sheet.mustache`).
    func values(language: Language) -> SheetValues {
        SheetValues(
            kind: kind.rawValue, source: source, target: target, generated: generated && kind.usesWords,
            blank: blank, rows: kind == .table ? max(6, blank.split(separator: "\n").count + 2) : 6,
            heading: SiteText.sheetHeading[language], lead: SiteText.sheetLead[language],
            studentLabel: SiteText.sheetStudent[language], sourceLabel: SiteText.sheetSource[language],
            targetLabel: SiteText.sheetTarget[language], generatedNote: SiteText.sheetGenerated[language],
            answerLabel: SiteText.sheetAnswer[language], downloadLabel: SiteText.sheetDownload[language],
            fileWords: SiteText.sheetFile[language], needsStudent: SiteText.sheetNeedsStudent[language],
            needsWords: SiteText.sheetNeedsWords[language], gradeItems: gradeItems, grades: !gradeItems.isEmpty,
            notGraded: gradeItems.isEmpty, gradePoints: gradePoints,
            gradeLonger: gradeLonger, gradeOld: old, gradeNew: new, gradeBatch: batch, gradeScript: script,
            gradeIOS: ios, gradeCall: gradeCall, gradeLabel: SiteText.sheetGrade[language],
            gradeLead: SiteText.sheetGradeLead[language], scoreWords: SiteText.sheetScore[language],
            gradeNote: gradeNote(language))
    }
}

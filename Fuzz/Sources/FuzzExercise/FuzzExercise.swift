import FuzzDriver
import Grading
import Storyboard
import TextIntake

/// An exercise file (front matter and body): read, then a student's handout, answer key and
/// a graded dummy submission, as `diffstep exercise` and `check` do. A `file:` key reads a
/// fixed small text. Any outcome but a trap or a hang is fine.
@main enum FuzzExerciseMain {
    static func main() { runFuzzer(fuzz) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let text = try? Intake.text(fuzzBytes(data, size)) else { return 0 }
    let exercise: Exercise
    do throws(GradingError) {
        exercise = try Exercise(text: text, file: "fuzz.md") { (_: String, _: Int) throws(GradingError) in
            "a b c d\n"
        }
    } catch {
        _ = error.message.ko + error.message.en
        return 0
    }
    for language in [Language.ko, .en] {
        _ = exercise.handoutMarkdown(language: language, student: "kim")
        _ = exercise.answerKey(for: "kim", language: language)
    }
    let result = Grader(exercise: exercise).grade(Submission(student: "kim", text: "0"))
    _ = Report(exercise: exercise, results: [result]).rendered(.text)
    return 0
}

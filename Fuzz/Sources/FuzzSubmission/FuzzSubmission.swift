import FuzzDriver
import Grading
import TextIntake

/// Every submission format against the project's own exercises (Exercises/*.md: distance,
/// table, alignment, batch, predict-crash, snapshot): the first byte picks the exercise, the
/// rest is the submission file (plain or JSON). Decoded, graded and reported in every format,
/// as `diffstep check` does. Any score is fine; a trap or a hang is not.
@main enum FuzzSubmissionMain {
    static func main() { runFuzzer(fuzz) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = fuzzBytes(data, size)
    guard let first = input.first else { return 0 }
    let exercise = exercises[Int(first) % exercises.count]
    let bytes = Array(input.dropFirst())
    let submission = Submission(student: "kim", bytes: bytes, path: "kim.txt")
    let result = Grader(exercise: exercise).grade(submission)
    let report = Report(exercise: exercise, results: [result])
    for format in Report.Format.allCases { _ = report.rendered(format) }
    return 0
}

/// The exercises in the repository's Exercises/ folder, sorted by file name, read once.
let exercises: [Exercise] = {
    let folder = String(#filePath.split(separator: "/").dropLast(4).joined(separator: "/"))
    let names = [
        "auery-garuey-alignment", "auery-garuey-table", "example6-crash", "indexpath-game-batch",
        "kit-kat-distance", "kit-kat-table", "random-snapshot", "random-table", "wifi-snapshot",
    ]
    return names.map { name in
        let path = "/\(folder)/Exercises/\(name).md"
        do {
            let text = try IntakeFile.text(at: path, limit: Limits.bytesPerDocument)
            // An included file (example6-crash.md's example6.swift) is read beside it, as
            // `diffstep check` reads it (ExerciseFile); the seeds name only plain file names.
            return try Exercise(text: text, file: path) { (relative: String, _: Int) throws(GradingError) in
                guard !relative.contains("/") else { throw .unreadable(path: relative) }
                do {
                    return try IntakeFile.text(at: "/\(folder)/Exercises/\(relative)", limit: Limits.bytesPerDocument)
                } catch {
                    throw .unreadable(path: relative)
                }
            }
        } catch {
            fatalError("FuzzSubmission: cannot read Exercises/\(name).md: \(error)")
        }
    }
}()

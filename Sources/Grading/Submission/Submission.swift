import DiffEngine
import TextIntake

/// One student's answer file, decoded but not yet interpreted.
public struct Submission: Sendable, Equatable {
    /// The student id: the roster's id, the LMS's, or the file name without its extension
    /// (normalised, `StudentKey`).
    public var student: String
    /// The student's name, when the roster or the LMS says it.
    public var name: String = ""
    /// The text, or why it could not be read.
    public var content: Result<String, GradingError>
    /// The file graded, as shown in reports (empty when there was none).
    public var file: String = ""
    /// When it was submitted and the student's own due date, as far as the LMS says.
    package var time = SubmissionTime()

    /// The largest submission the grader reads (256 KiB: a 100 x 100 table fits many times).
    public static let maximumBytes = Limits.bytesPerSubmission

    /// A submission whose text is already known.
    public init(student: String, text: String) {
        self.student = student
        self.content = .success(Intake.text(text))
    }

    /// A submission that could not be read; it is graded zero and `problem` is reported once.
    public init(student: String, problem: GradingError) {
        self.student = student
        self.content = .failure(problem)
    }

    /// Decodes raw bytes (``AnswerBytes``), refusing files that are too large, archives, or
    /// in another encoding than UTF-8 or UTF-16 with a BOM.
    /// - Parameters:
    ///   - student: the student id.
    ///   - bytes: the file's bytes.
    ///   - path: the path shown in messages.
    public init(student: String, bytes: [UInt8], path: String) {
        self.student = student
        if bytes.count > Submission.maximumBytes {
            content = .failure(.tooLarge(path: path, bytes: bytes.count, limit: Submission.maximumBytes))
        } else {
            content = AnswerBytes.text(bytes, path: path)
        }
    }

    /// The student id for a file name: the name without its last extension.
    public static func student(forFileName name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}

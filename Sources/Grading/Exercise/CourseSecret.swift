import Digest

/// The instructor's secret that keys every generated variant of a course.
///
/// Without it, a student holding the public tool could compute any classmate's inputs and
/// answer key from two public strings. With it, the seed of a variant is the first 8 bytes
/// (big-endian) of HMAC-SHA256(secret, exercise id + NUL + student key).
public struct CourseSecret: Sendable, Equatable {
    /// The secret's bytes.
    public var bytes: [UInt8]

    /// The fewest bytes a secret must have (shorter ones can be guessed).
    public static let minimumBytes = 16

    /// A secret from the text of a course secret file or `DIFFSTEP_COURSE_SECRET`; leading
    /// and trailing whitespace (a final newline) is not part of it.
    /// - Returns: nil when the secret is shorter than ``minimumBytes``.
    public init?(text: String) {
        let trimmed = Substring(text).trimmed
        guard trimmed.utf8.count >= CourseSecret.minimumBytes else { return nil }
        bytes = Array(trimmed.utf8)
    }

    /// The seed of one student's variant of one exercise.
    /// - Parameters:
    ///   - exercise: the exercise id.
    ///   - student: the student's normalised key (``StudentKey``).
    public func seed(exercise: String, student: String) -> UInt64 {
        let mac = HMAC.sha256(key: bytes, message: Array(exercise.utf8) + [0] + Array(student.utf8))
        return mac.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }
}

import Digest

/// The instructor's secret that keys every generated variant of a course, or a key scoped to
/// one exercise derived from it.
///
/// Without it, a student holding the public tool could compute any classmate's inputs and
/// answer key from two public strings. The key of one exercise is HMAC-SHA256(secret,
/// exercise id); the seed of a student's variant is the first 8 bytes (big-endian) of
/// HMAC-SHA256(exercise key, student key). An autograder package carries only its exercise's
/// key: enough to grade that exercise, useless for any other (HMAC cannot be run backwards to
/// the course secret).
public struct CourseSecret: Sendable, Equatable {
    /// The secret's bytes (for a scoped key, the exercise key's).
    public var bytes: [UInt8]
    /// The exercise a scoped key belongs to; nil for the course secret itself.
    public var scope: String? = nil

    /// The fewest bytes a secret must have (shorter ones can be guessed).
    public static let minimumBytes = 16

    /// How a scoped key's file starts: `diffstep-exercise-key:<exercise id>:<64 hex digits>`.
    static let scopedPrefix = "diffstep-exercise-key:"

    /// A secret from the text of a course secret file or `DIFFSTEP_COURSE_SECRET`, or a
    /// scoped key's file; leading and trailing whitespace (a final newline) is not part of it.
    /// - Returns: nil when the secret is shorter than ``minimumBytes`` or a scoped key's file
    ///   is malformed.
    public init?(text: String) {
        let trimmed = String(Substring(text).trimmed)
        if trimmed.hasPrefix(CourseSecret.scopedPrefix) {
            let fields = trimmed.dropFirst(CourseSecret.scopedPrefix.count).split(separator: ":")
            guard fields.count == 2, let key = CourseSecret.bytes(hex: fields[1]), key.count == 32 else { return nil }
            bytes = key
            scope = String(fields[0])
            return
        }
        guard trimmed.utf8.count >= CourseSecret.minimumBytes else { return nil }
        bytes = Array(trimmed.utf8)
    }

    /// The key of one exercise: HMAC-SHA256(course secret, exercise id). A scoped key is its
    /// own exercise's key.
    public func scoped(to exercise: String) -> CourseSecret {
        if scope != nil { return self }
        return CourseSecret(bytes: HMAC.sha256(key: bytes, message: Array(exercise.utf8)), scope: exercise)
    }

    /// The scoped key as the file an autograder package ships.
    public var scopedFile: String {
        let hex = bytes.map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
        }
        return CourseSecret.scopedPrefix + (scope ?? "") + ":" + hex.joined() + "\n"
    }

    /// True when this secret can key `exercise`: the course secret keys every exercise, a
    /// scoped key only its own.
    public func keys(_ exercise: String) -> Bool { scope == nil || scope == exercise }

    /// The seed of one student's variant of one exercise.
    /// - Parameters:
    ///   - exercise: the exercise id.
    ///   - student: the student's normalised key (`StudentKey`).
    /// - Precondition: ``keys(_:)`` is true for `exercise` (``Exercise`` checks it when the
    ///   secret is attached).
    public func seed(exercise: String, student: String) -> UInt64 {
        let key = scoped(to: exercise).bytes
        let mac = HMAC.sha256(key: key, message: Array(student.utf8))
        return mac.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    private init(bytes: [UInt8], scope: String?) {
        self.bytes = bytes
        self.scope = scope
    }

    private static func bytes(hex: Substring) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0 else { return nil }
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case 0x30...0x39: digit - 0x30
            case 0x61...0x66: digit - 0x57
            case 0x41...0x46: digit - 0x37
            default: nil
            }
        }
        var out: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
            out.append(high << 4 | low)
        }
        return out
    }
}

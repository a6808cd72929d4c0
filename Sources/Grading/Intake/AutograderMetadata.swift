import Foundation

/// What a Gradescope autograder run needs from `/autograder/submission_metadata.json`: who
/// submitted and when (the LMS's time, never the clock). Read leniently: unknown keys and
/// missing optional ones are fine.
public struct AutograderMetadata: Sendable, Equatable {
    /// The student key: `sid`, else email, else name, else the submission id.
    public var student: String
    /// The submitter's name.
    public var name: String
    /// When the submission was made.
    public var submittedAt: Date?

    /// Reads the metadata JSON.
    /// - Throws: `GradingError.badValue` naming the file when it is not a JSON object.
    public init(json text: String, file: String) throws(GradingError) {
        guard let root = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            throw .badValue(
                file: file, line: 1, key: "{}", expected: .init(ko: "JSON 객체", en: "a JSON object"))
        }
        let user = (root["users"] as? [[String: Any]])?.first ?? [:]
        func string(_ value: Any?) -> String {
            if let string = value as? String { return string }
            if let number = value as? NSNumber { return number.stringValue }
            return ""
        }
        let candidates = [string(user["sid"]), string(user["email"]), string(user["name"]), string(root["id"])]
        student = StudentKey.normalized(candidates.first { !$0.isEmpty } ?? "student")
        name = string(user["name"])
        submittedAt = LatePolicy.date(string(root["created_at"]))
    }
}

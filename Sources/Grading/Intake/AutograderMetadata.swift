import Foundation

/// What a Gradescope autograder run needs from `/autograder/submission_metadata.json`: who
/// submitted and when (the LMS's time, never the clock). Read leniently: unknown keys and
/// missing optional ones are fine.
package struct AutograderMetadata: Sendable, Equatable {
    /// Everyone the submission is from (a group submission lists several), as Gradescope
    /// knows them: `sid` (may be missing), email, name.
    package var users: [GradescopeExport.Submitter]
    /// Gradescope's submission id.
    var submissionID: String
    /// When the submission was made.
    package var submittedAt: Date?
    /// The latest of the submitters' own due dates (`users[].assignment.due_date`, where
    /// Gradescope puts a per-student extension), when any is given.
    package var extendedDue: Date?

    /// Without a roster, the one key the submission is graded under: the first user's `sid`,
    /// else email, else name, else the submission id.
    package var student: String {
        let user = users.first
        let candidates = [user?.sid ?? "", user?.email ?? "", user?.name ?? "", submissionID]
        return StudentKey.normalized(candidates.first { !$0.isEmpty } ?? "student")
    }

    /// The first user's name.
    package var name: String { users.first?.name ?? "" }

    /// Reads the metadata JSON.
    /// - Throws: `GradingError.badValue` naming the file when it is not a JSON object.
    package init(json text: String, file: String) throws(GradingError) {
        guard let root = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            throw .badValue(file: file, line: 1, key: "{}", expected: ExpectedWords.jsonObject)
        }
        func string(_ value: Any?) -> String {
            if let string = value as? String { return string }
            if let number = value as? NSNumber { return number.stringValue }
            return ""
        }
        users = ((root["users"] as? [[String: Any]]) ?? []).map { user in
            GradescopeExport.Submitter(
                name: string(user["name"]), sid: string(user["sid"]), email: string(user["email"]))
        }
        submissionID = string(root["id"])
        extendedDue = ((root["users"] as? [[String: Any]]) ?? [])
            .compactMap { ($0["assignment"] as? [String: Any]).flatMap { LatePolicy.date(string($0["due_date"])) } }
            .max()
        submittedAt = LatePolicy.date(string(root["created_at"]))
    }
}

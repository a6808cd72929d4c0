/// A submission that could not be tied to exactly one roster row: it is never graded, and
/// both the student and the instructor are told (the instructor with what was tried).
public struct Unmatched: Error, Sendable, Equatable {
    /// Why no single roster row was chosen.
    public enum Reason: Sendable, Equatable {
        /// No identity the submission carries names anyone on the roster.
        case nobody
        /// Every identity fits several roster rows alike (two students named Kim Minsu).
        case several(students: [String])
        /// The identities name different roster rows (the id one student's, the name another's).
        case conflicting(students: [String])
        /// The file names a group, and its id a student who is not in it (Canvas writes a
        /// group upload under the group's name and the submitter's id).
        case notInGroup(student: String, group: String)
        /// A Moodle folder names nobody: it may be a team's (`Team A_42_...`), whose members
        /// only a group list tells.
        case unknownTeam(name: String)
    }

    /// The identities tried, strongest first, as the LMS or the file name wrote them.
    public var tried: [String]
    /// Why none was chosen.
    public var reason: Reason
    /// The files of the submission, as shown in reports (empty in an autograder run).
    public var paths: [String] = []

    /// An unmatched submission.
    public init(tried: [String], reason: Reason, paths: [String] = []) {
        self.tried = tried
        self.reason = reason
        self.paths = paths
    }
}

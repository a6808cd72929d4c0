/// The submissions of a class, assembled from the files an LMS export holds: each file's
/// layout recognised, its student identified (roster, LMS metadata or file name, normalised),
/// one submission per student. Pure: the CLI walks the folder and hands the files in.
public struct ClassIntake: Sendable {
    /// One submission per student: the roster's order first (a student without a file gets a
    /// "no submission" zero), then students not on the roster, sorted.
    public var submissions: [Submission]
    /// What did not become a graded submission, and why; reports list these.
    public var notes: [IntakeNote]

    /// Assembles the submissions of `files`.
    /// - Parameters:
    ///   - files: every file found, with its content or why it was refused.
    ///   - roster: the class list, when the instructor gave one.
    ///   - export: Gradescope's export metadata, when the folder has one.
    public init(files: [FoundFile], roster: Roster? = nil, export: GradescopeExport? = nil) {
        var notes: [IntakeNote] = []
        var byStudent: [String: [FoundFile]] = [:]
        var names: [String: String] = [:]
        let matcher = roster.map(RosterMatcher.init)
        for file in files {
            if ClassIntake.isSystemFile(file.path) { continue }
            if let reason = ClassIntake.ignoredReason(file.path) {
                notes.append(.ignored(path: file.shown, reason: reason))
                continue
            }
            let origin = SubmissionOrigin.of(file.path, export: export)
            let student: String
            switch matcher?.match(origin.candidates) {
            case .some(.one(let index)):
                student = matcher?.roster.students[index].id ?? ""
            case .some(.several(let ids)):
                notes.append(.ambiguous(path: file.shown, students: ids))
                continue
            case .some(.none), nil:
                student = StudentKey.normalized(origin.candidates.first ?? origin.group)
                if roster != nil { notes.append(.notOnRoster(path: file.shown, student: student)) }
                if origin.candidates.count > 1, let last = origin.candidates.last { names[student] = last }
            }
            byStudent[student, default: []].append(file)
        }
        var order = roster?.students.map { $0.id } ?? []
        let rostered = Set(order)
        order += byStudent.keys.filter { !rostered.contains($0) }.sorted()
        let rosterNames = Dictionary(
            (roster?.students ?? []).map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        submissions = order.map { student in
            var submission = ClassIntake.submission(student, files: byStudent[student] ?? [])
            submission.name = rosterNames[student] ?? names[student] ?? ""
            return submission
        }
        self.notes = notes
    }

    /// All of `files` as ONE student's submission (a Gradescope autograder run): one answer
    /// file is graded; several are one problem, never summed.
    public static func single(student: String, files: [FoundFile]) -> Submission {
        submission(student, files: files.filter { !isSystemFile($0.path) && ignoredReason($0.path) == nil })
    }

    private static func submission(_ student: String, files: [FoundFile]) -> Submission {
        guard let file = files.first else { return Submission(student: student, problem: .noSubmission) }
        guard files.count == 1 else {
            return Submission(student: student, problem: .severalFiles(student: student, paths: files.map(\.shown)))
        }
        var submission = Submission(student: student, problem: .noSubmission)
        submission.content = file.content
        submission.file = file.shown
        return submission
    }

    /// Files operating systems and zip tools add, never answers.
    static func isSystemFile(_ path: [String]) -> Bool {
        path.contains { $0 == "__MACOSX" || $0 == ".DS_Store" || $0 == "Thumbs.db" || $0 == "desktop.ini" }
    }

    /// Why a file that is not an answer is left out, when it is not.
    static func ignoredReason(_ path: [String]) -> IntakeNote.Reason? {
        if path == ["submission_metadata.yml"] || path == ["submission_metadata.json"] { return .metadata }
        if path.contains(where: { $0.hasPrefix(".") }) { return .hidden }
        if path.contains(where: { $0.contains("_assignsubmission_onlinetext_") }) { return .onlineText }
        // Canvas's text entry and URL submissions are HTML pages, not answer files.
        if let name = path.last, path.count == 1, name.hasSuffix("_text.html") || name.hasSuffix("_link.html") {
            return .onlineText
        }
        return nil
    }
}

/// A file that did not become a graded submission, or a doubt about one.
public enum IntakeNote: Sendable, Equatable {
    /// Why a file was left out.
    public enum Reason: Sendable, Equatable {
        /// The LMS's metadata, read separately.
        case metadata
        /// A hidden file (`.name`).
        case hidden
        /// Moodle's online text or Canvas's text entry (an HTML page, not an answer file).
        case onlineText
    }

    /// The file's identities match several roster students: it was not graded.
    case ambiguous(path: String, students: [String])
    /// No roster student matches: graded under the id the file carries.
    case notOnRoster(path: String, student: String)
    /// Left out on purpose.
    case ignored(path: String, reason: Reason)
}

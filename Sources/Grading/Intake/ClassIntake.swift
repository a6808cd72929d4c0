/// The submissions of a class, assembled from the files an LMS export holds: each file's
/// layout recognised, its student identified (roster, LMS metadata or file name, normalised),
/// one submission per student. Pure: the CLI walks the folder and hands the files in.
public struct ClassIntake: Sendable {
    /// One submission per student: the roster's order first (a student without a file gets a
    /// "no submission" zero). Without a roster, the students the files name follow, sorted;
    /// with one, each submission no single roster row matches follows as an unmatched zero,
    /// never graded (its variant would be another student's).
    public var submissions: [Submission]
    /// What did not become a graded submission, and why; reports list these.
    package var notes: [IntakeNote]

    /// Assembles the submissions of `files`.
    /// - Parameters:
    ///   - files: every file found, with its content or why it was refused.
    ///   - roster: the class list, when the instructor gave one.
    ///   - export: Gradescope's export metadata, when the folder has one.
    ///   - extensions: per-student due dates and times (an instructor's CSV or Moodle's
    ///     worksheet, whose participant numbers and groups are also used).
    ///   - groups: who is in which group (Canvas's group-set export), for group uploads.
    package init(
        files: [FoundFile], roster: Roster? = nil, export: GradescopeExport? = nil, extensions: Extensions? = nil,
        groups: GroupList? = nil
    ) {
        var notes: [IntakeNote] = []
        var byStudent: [String: [FoundFile]] = [:]
        var names: [String: String] = [:]
        var times: [String: SubmissionTime] = [:]
        var unmatched: [String: (reason: Unmatched, files: [FoundFile])] = [:]
        let (roster, teams) = ClassIntake.course(roster, extensions: extensions, groups: groups, notes: &notes)
        let matcher = roster.map(RosterMatcher.init)
        // The rows a roster leaves out on purpose (Test Student, staff), to recognise their files.
        let skipped = roster.flatMap { roster in
            roster.skipped.isEmpty
                ? nil
                : RosterMatcher(roster: Roster(students: roster.skipped.map { .init(id: $0, name: $0, email: "") }))
        }
        for file in files {
            if ClassIntake.isSystemFile(file.path) { continue }
            if let reason = ClassIntake.ignoredReason(file.path) {
                notes.append(.ignored(path: file.shown, reason: reason))
                continue
            }
            let origin = SubmissionOrigin.of(file.path, export: export)
            // A group submission credits every member, each under their own row.
            for (index, member) in origin.members.enumerated() {
                var students: [String]
                if let matcher {
                    // With a roster, a file belongs to roster rows or to nobody: never a guess.
                    switch ClassIntake.credit(member.candidates, origin: origin, matcher: matcher, teams: teams) {
                    case .rows(let rows, let group):
                        students = rows.map { matcher.roster.students[$0].id }
                        if let group {
                            notes.append(.groupCredited(path: file.shown, group: group, students: students))
                        } else if let name = ClassIntake.strangerName(origin, matcher: matcher) {
                            notes.append(.nameNotOnRoster(path: file.shown, name: name, student: students[0]))
                        }
                    case .unmatched(let reason):
                        if reason.reason == .nobody, let skipped, case .one = skipped.match(member.candidates) {
                            // Canvas's Test Student (Student View) hands in too: left out, said so.
                            notes.append(.ignored(path: file.shown, reason: .notAStudent))
                        } else {
                            unmatched[origin.group + "#\(index)", default: (reason, [])].files.append(file)
                        }
                        continue
                    }
                } else {
                    let student = StudentKey.normalized(member.candidates.first ?? origin.group)
                    if !member.name.isEmpty { names[student] = member.name }
                    students = [student]
                }
                for student in students {
                    byStudent[student, default: []].append(file)
                    times[student] = SubmissionTime(submittedAt: origin.submittedAt, markedLate: origin.late)
                }
            }
        }
        for row in extensions?.rows ?? [] {
            let student: String
            if let matcher {
                guard case .one(let index) = matcher.match(row.candidates) else {
                    notes.append(.extensionUnmatched(student: row.student))
                    continue
                }
                student = matcher.roster.students[index].id
            } else {
                // Without a roster, a row applies to the one student a file was found for
                // that any of its identities names (the worksheet's email, name, ...).
                let named = Set(row.candidates.map(StudentKey.normalized).filter { byStudent[$0] != nil })
                guard named.count == 1, let only = named.first else {
                    // Moodle lists who handed nothing in: nothing to apply, nothing to say.
                    if !(row.fromWorksheet && row.submitted == nil) {
                        notes.append(.extensionUnmatched(student: row.student))
                    }
                    continue
                }
                student = only
            }
            var time = times[student] ?? SubmissionTime()
            // Several files may speak of one student (extensions and Moodle's worksheet):
            // each sets what it says, none erases what another said.
            if let due = row.due { time.extendedDue = max(due, time.extendedDue ?? due) }
            time.extraDays = max(time.extraDays, row.days)
            if let submitted = row.submitted {
                time.submittedAt = submitted
                time.readInZone = row.readInZone
            }
            times[student] = time
        }
        var order = roster?.students.map { $0.id } ?? []
        let rostered = Set(order)
        order += byStudent.keys.filter { !rostered.contains($0) }.sorted()
        let rosterNames = Dictionary(
            (roster?.students ?? []).map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        submissions = order.map { student in
            var submission = ClassIntake.submission(student, files: byStudent[student] ?? [])
            submission.name = rosterNames[student] ?? names[student] ?? ""
            submission.time = times[student] ?? SubmissionTime()
            return submission
        }
        for group in unmatched.keys.sorted() {
            guard var (reason, files) = unmatched[group] else { continue }
            reason.paths = files.map(\.shown)
            let shown = StudentKey.normalized(reason.tried.first ?? group)
            submissions.append(Submission(student: shown, problem: .unmatched(reason)))
        }
        self.notes = notes
    }

    /// All of `files` as ONE student's submission (a Gradescope autograder run): one answer
    /// file is graded; several are one problem, never summed.
    package static func single(student: String, files: [FoundFile]) -> Submission {
        submission(student, files: files.filter { !isSystemFile($0.path) && ignoredReason($0.path) == nil })
    }

    /// A Gradescope autograder run's submission, tied to its submitter's roster row: the
    /// roster's id (the one the handout was keyed by) whatever spelling Gradescope has
    /// (`123` for `000123`, an email, a name). Without a roster, the submitter's `sid`, else
    /// email, else name is the id. A submitter no single row matches gets an unmatched zero.
    package static func autograder(_ metadata: AutograderMetadata, files: [FoundFile], roster: Roster?) -> Submission {
        guard let roster else {
            var submission = single(student: metadata.student, files: files)
            submission.name = metadata.name
            return submission
        }
        let matcher = RosterMatcher(roster: roster)
        let candidates = metadata.users.first?.candidates ?? []
        guard case .one(let row) = matcher.match(candidates) else {
            let unmatched = matcher.unmatched(candidates) ?? Unmatched(tried: candidates, reason: .nobody)
            var submission = Submission(student: metadata.student, problem: .unmatched(unmatched))
            submission.name = metadata.name
            return submission
        }
        let student = roster.students[row]
        var submission = single(student: student.id, files: files)
        submission.name = student.name
        return submission
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
    public static func isSystemFile(_ path: [String]) -> Bool {
        path.contains { $0 == "__MACOSX" || $0 == ".DS_Store" || $0 == "Thumbs.db" || $0 == "desktop.ini" }
    }

    /// Why a file that is not an answer is left out, when it is not.
    static func ignoredReason(_ path: [String]) -> IntakeNote.Reason? {
        if path == ["submission_metadata.yml"] || path == ["submission_metadata.json"] { return .metadata }
        if path.contains(where: { $0.hasPrefix(".") }) { return .hidden }
        // Moodle's online text: `..._assignsubmission_onlinetext_/` up to 4.0, without the
        // last `_` from 4.1.
        if path.contains(where: { $0.contains("_assignsubmission_onlinetext") }) { return .onlineText }
        // Canvas's text entry and URL submissions are HTML pages, not answer files.
        if let name = path.last, path.count == 1, name.hasSuffix("_text.html") || name.hasSuffix("_link.html") {
            return .onlineText
        }
        return nil
    }
}

/// A file left out of grading on purpose.
package enum IntakeNote: Sendable, Equatable {
    /// Why a file was left out.
    package enum Reason: Sendable, Equatable {
        /// The LMS's metadata, read separately.
        case metadata
        /// A hidden file (`.name`).
        case hidden
        /// Moodle's online text or Canvas's text entry (an HTML page, not an answer file).
        case onlineText
        /// A roster row that is not a student (Canvas's Test Student, staff) handed it in.
        case notAStudent
        /// Moodle's grading worksheet, read for times, participant numbers and groups.
        case worksheet
    }

    /// A group upload credited to every member of `group`, each graded on their own sheet.
    case groupCredited(path: String, group: String, students: [String])
    /// The file's name part names nobody on the roster, though its id matched `student`:
    /// credited to that student only (a group upload whose group is not known looks so).
    case nameNotOnRoster(path: String, name: String, student: String)
    /// A generated exercise graded without a roster, where `mismatched` of `graded` answers
    /// carry other letters than the sheet they were graded against: the sheets were drawn
    /// from what the files carry (a name, an LMS number), perhaps not the handouts' ids.
    case keyedWithoutRoster(mismatched: Int, graded: Int)
    /// A group-list row names no single roster student: not counted as a member.
    case groupRowUnmatched(student: String, group: String)

    /// Left out on purpose.
    case ignored(path: String, reason: Reason)
    /// An `--extensions` row names no single roster student: it was not applied.
    case extensionUnmatched(student: String)
}

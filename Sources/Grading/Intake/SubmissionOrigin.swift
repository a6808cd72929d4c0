import Foundation

/// Where a file came from, read from its path: which LMS layout, and the identities the
/// path carries, strongest first.
package struct SubmissionOrigin: Sendable, Equatable {

    /// The layouts diffstep recognises.
    package enum Layout: String, Sendable, Equatable {
        /// `kim.txt` directly in the folder.
        case flat
        /// `kim/answer.txt`: one folder per student (Google Classroom, hand-made).
        case folderPerStudent = "folder-per-student"
        /// Gradescope's Export Submissions: `submission_<id>/…` described by
        /// `submission_metadata.yml`.
        case gradescope
        /// Canvas's Download Submissions: `<name>[_LATE]_<user id>_<file id>_<original name>`.
        case canvas
        /// Moodle's Download all: `<Full Name>_<id>_assignsubmission_file_/<file>`.
        case moodle
    }

    /// The layout recognised.
    package var layout: Layout
    /// Identities in the path, strongest first (an id before a name).
    package var candidates: [String]
    /// The unit that is one submission (`submission_123`, a student's folder, or the file).
    package var group: String
    /// Canvas marked the file late.
    package var late: Bool = false
    /// The name the path or the LMS's metadata gives, when it gives one.
    package var name: String = ""
    /// When it was submitted, when the LMS's metadata says.
    package var submittedAt: Date? = nil
    /// Each submitter of a group submission, with their own identities; one otherwise.
    package var members: [(candidates: [String], name: String)] {
        groupMembers.isEmpty ? [(candidates, name)] : groupMembers.map { ($0.candidates, $0.name) }
    }
    /// The submitters listed by Gradescope's export.
    var groupMembers: [GradescopeExport.Submitter] = []
    /// The name in the path that may be a group's rather than a student's (Canvas writes a
    /// group upload under the group's name and one member's id; Moodle 4.1 names a team
    /// folder after the team); empty when the path names no one.
    package var team: String = ""

    /// Recognises the layout of one file's path.
    /// - Parameters:
    ///   - path: the path below the folder given.
    ///   - export: the Gradescope export's metadata, when the folder has one.
    package static func of(_ path: [String], export: GradescopeExport?) -> SubmissionOrigin {
        let top = path.first ?? ""
        if path.count > 1, let submitters = export?.submitters[top] {
            let candidates = submitters.flatMap(\.candidates)
            return SubmissionOrigin(
                layout: .gradescope, candidates: candidates, group: top,
                name: submitters.first?.name ?? "", submittedAt: export?.createdAt[top], groupMembers: submitters)
        }
        if let moodle = moodle(path.count > 1 ? top : stem(top), group: top) { return moodle }
        if path.count == 1, let canvas = canvas(top) { return canvas }
        if path.count > 1 {
            return SubmissionOrigin(layout: .folderPerStudent, candidates: [top] + tokens(top), group: top)
        }
        return SubmissionOrigin(layout: .flat, candidates: [stem(top)] + tokens(stem(top)), group: stem(top))
    }

    /// The pieces of a name that may each be an id, those with a digit (`kim_2023011` ->
    /// `2023011`); empty when the name is one piece. Pieces without digits (`kim`) are left
    /// out: a part of a name is no identity.
    static func tokens(_ name: String) -> [String] {
        let pieces = name.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." || $0.isWhitespace })
        guard pieces.count > 1 else { return [] }
        return pieces.filter { $0.contains { $0.isASCII && $0.isNumber } }.map(String.init)
    }

    /// The file name without its last extension.
    static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Moodle's Download all, every shape: `Jane Doe_12345_assignsubmission_file_/` (3.1 to
    /// 4.0), `Jane Doe_12345_assignsubmission_file/` (4.1 on), the flat file
    /// `Jane Doe_12345_assignsubmission_file_answer.txt` (without "download in folders"),
    /// `Participant_12345_...` (blind marking), team submissions up to 4.0 as one copy per
    /// member `Team A-Jane Doe_12345_...`, and from 4.1 one folder per team `Team A_42_...`
    /// (`Default group_...` for the team of students in no group). The number is Moodle's
    /// participant number (the worksheet's `Participant 12345`), never the ID number.
    private static func moodle(_ name: String, group: String) -> SubmissionOrigin? {
        guard let marker = name.range(of: "_assignsubmission_") else { return nil }
        let head = String(name[..<marker.lowerBound])
        guard let underscore = head.lastIndex(of: "_") else {
            // A team folder without a number: Moodle's default team.
            return SubmissionOrigin(layout: .moodle, candidates: [head], group: head, team: head)
        }
        let id = String(head[head.index(after: underscore)...])
        let fullName = String(head[..<underscore])
        guard !id.isEmpty, id.allSatisfy({ $0.isNumber }) else { return nil }
        let participant = "participant " + id
        if fullName == "Participant" || fullName.hasSuffix("-Participant") {
            return SubmissionOrigin(layout: .moodle, candidates: [participant], group: head)
        }
        // A team member's copy: the name after the team's `-` (a name may hold `-` too).
        let afterDashes = fullName.indices.filter { fullName[$0] == "-" }
            .map { String(fullName[fullName.index(after: $0)...]) }.filter { !$0.isEmpty }
        return SubmissionOrigin(
            layout: .moodle, candidates: [fullName] + afterDashes + [participant], group: head, name: fullName,
            team: fullName)
    }

    /// `doejane_LATE_4321_98765_hw1.txt` or `anon_x7k2_98765_hw1.txt`.
    private static func canvas(_ name: String) -> SubmissionOrigin? {
        var parts = name.split(separator: "_", maxSplits: 4, omittingEmptySubsequences: false).map { String($0) }
        guard parts.count >= 4 else { return nil }
        let late = parts.count == 5 && parts[1] == "LATE"
        if late { parts.remove(at: 1) } else if parts.count == 5 { parts[3] += "_" + parts[4] }
        let (who, id, file) = (parts[0], parts[1], parts[2])
        guard !who.isEmpty, who.allSatisfy({ $0.isLetter || $0.isNumber }),
            file.allSatisfy({ $0.isNumber }), !file.isEmpty,
            who == "anon" ? !id.isEmpty : (id.allSatisfy({ $0.isNumber }) && !id.isEmpty)
        else { return nil }
        let original = parts.count > 3 ? [stem(parts[3])] + tokens(stem(parts[3])) : []
        let candidates = who == "anon" ? ["anon_" + id] : [id, who] + original
        return SubmissionOrigin(
            layout: .canvas, candidates: candidates, group: who + "_" + id, late: late, name: who == "anon" ? "" : who,
            team: who == "anon" ? "" : who)
    }
}

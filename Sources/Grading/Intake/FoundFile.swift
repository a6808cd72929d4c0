/// One file the CLI found under a folder of submissions, handed to Grading as data.
package struct FoundFile: Sendable, Equatable {
    /// The path below the folder given (`["submission_123", "answer.txt"]`), or just the
    /// file name for a file named on the command line.
    package var path: [String]
    /// The text, or why it was refused (a link, a device, too large, not UTF-8).
    package var content: Result<String, GradingError>

    /// How reports show the file when it differs from `path` (a file named on the command
    /// line, as typed; a file of Gradescope's export found one folder down, with that folder).
    package var shownAs: String? = nil

    /// A file found at `path` with `content`, shown as `shownAs` (else `path` joined by `/`).
    package init(path: [String], content: Result<String, GradingError>, shownAs: String? = nil) {
        self.path = path
        self.content = content
        self.shownAs = shownAs
    }

    /// The path as every report shows it: relative to the folder the instructor named
    /// (components joined by `/`), or as typed for a file named on the command line.
    package var shown: String { shownAs ?? path.joined(separator: "/") }
}

/// Why the CLI refused a file without reading it.
public enum FileRefusal: Sendable, Equatable {
    /// A symbolic link: it may point anywhere (`/etc/passwd`), so it is never followed.
    case symbolicLink
    /// A device, socket or pipe.
    case notRegularFile
    /// Larger than the grader reads.
    case tooLarge(bytes: Int, limit: Int)
    /// Folders nested deeper than any LMS export.
    case tooDeep
}

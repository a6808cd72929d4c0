import Foundation
import Grading
import TextIntake

#if canImport(Glibc)
    import Glibc
#endif

/// Walks what the instructor named (files, folders of an LMS export) and hands Grading the
/// files as data. Every entry is checked with `lstat` before it is opened: links, devices and
/// oversized files are refused per student with a reason, never followed or read.
enum SubmissionWalk {
    /// Folders deeper than this below a named folder are refused (exports nest at most 3).
    static let maximumDepth = 4

    /// The files found, and Gradescope's export metadata when a folder has one at its root.
    struct Found {
        var files: [FoundFile] = []
        var export: GradescopeExport?
        /// Moodle grading worksheets found at a folder's root (read for times, not graded).
        var worksheets: [(path: String, text: String)] = []
    }

    /// Every file named, and every file below each folder named, sorted by name per folder.
    /// - Throws: `CLIError` when a named path does not exist or export metadata is broken.
    static func collect(_ paths: [String]) throws(CLIError) -> Found {
        var found = Found()
        for named in paths {
            // What the instructor named is followed even when it is a link (a submissions
            // folder kept elsewhere); only links found inside are refused.
            var info = stat()
            guard stat(named, &info) == 0 else {
                throw CLIError(FolderWords.noSuchFile(named))
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                let path = exportRoot(named)
                // Paths are shown relative to the folder named, so one found a folder down
                // keeps that folder's name.
                let prefix = path == named ? "" : (path as NSString).lastPathComponent + "/"
                var files: [FoundFile] = []
                walk(path, below: [], prefix: prefix, into: &files)
                for file in files {
                    let full = (path as NSString).appendingPathComponent(file.path.first ?? "")
                    if file.path.count == 1, file.path[0].lowercased().hasSuffix(".csv"),
                        let text = worksheet(at: full, read: file.content)
                    {
                        found.worksheets.append((full, text))
                    } else {
                        found.files.append(file)
                    }
                }
                if found.export == nil { found.export = try export(in: path) }
            } else {
                found.files.append(
                    file(named, path: [(named as NSString).lastPathComponent], shownAs: named, info: info))
            }
        }
        return found
    }

    /// The text of Moodle's grading worksheet at `path`, nil when it is not one. A class's
    /// worksheet outgrows an answer's size limit, so one refused for size is read again
    /// under the CLI's limit for any file (a regular file only: a link is never followed).
    private static func worksheet(at path: String, read: Result<String, GradingError>) -> String? {
        if case .success(let text) = read { return Extensions.isMoodleWorksheet(text) ? text : nil }
        guard case .failure(.refused(_, .tooLarge)) = read, let text = try? InputText.read(path: path) else {
            return nil
        }
        return Extensions.isMoodleWorksheet(text) ? text : nil
    }

    /// Every file of `folder` as ONE submission's files (the autograder's submission folder).
    static func files(in folder: String) -> [FoundFile] {
        var files: [FoundFile] = []
        walk(folder, below: [], prefix: "", into: &files)
        return files
    }

    private static func walk(_ folder: String, below: [String], prefix: String, into files: inout [FoundFile]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            let relative = below + [name]
            let shown = prefix + relative.joined(separator: "/")
            var info = stat()
            guard lstat(path, &info) == 0 else {
                files.append(FoundFile(path: relative, content: .failure(.unreadable(path: shown)), shownAs: shown))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if relative.count >= maximumDepth {
                    let refused = GradingError.refused(path: shown, reason: .tooDeep)
                    files.append(FoundFile(path: relative, content: .failure(refused), shownAs: shown))
                } else {
                    walk(path, below: relative, prefix: prefix, into: &files)
                }
                continue
            }
            files.append(file(path, path: relative, shownAs: shown, info: info))
        }
    }

    /// One entry after `lstat`: refused, or read through the CLI's one text intake. Every
    /// message names it as reports show it (`shownAs`), never by the machine's path.
    private static func file(_ path: String, path relative: [String], shownAs name: String, info: stat) -> FoundFile {
        func found(_ content: Result<String, GradingError>) -> FoundFile {
            FoundFile(path: relative, content: content, shownAs: name)
        }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFLNK { return found(.failure(.refused(path: name, reason: .symbolicLink))) }
        guard kind == S_IFREG else { return found(.failure(.refused(path: name, reason: .notRegularFile))) }
        if Int(info.st_size) > Submission.maximumBytes {
            let reason = FileRefusal.tooLarge(bytes: Int(info.st_size), limit: Submission.maximumBytes)
            return found(.failure(.refused(path: name, reason: reason)))
        }
        do {
            let bytes = try IntakeFile.bytes(at: path, limit: Submission.maximumBytes)
            return found(AnswerBytes.text(bytes, path: name))
        } catch {
            return found(.failure(.badSubmission(line: nil, reason: InputText.words(error, name: name))))
        }
    }

    /// The folder to read: `folder` itself, or, when its only entry is a folder holding
    /// `submission_metadata.yml`, that one (Gradescope's export unzipped with its top folder).
    static func exportRoot(_ folder: String) -> String {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { !ClassIntake.isSystemFile([$0]) }
        let metadata = "submission_metadata.yml"
        guard !entries.contains(metadata), entries.count == 1, let only = entries.first else { return folder }
        let inner = (folder as NSString).appendingPathComponent(only)
        var info = stat()
        guard lstat(inner, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
            lstat((inner as NSString).appendingPathComponent(metadata), &info) == 0
        else { return folder }
        return inner
    }

    /// `submission_metadata.yml` at the root of a Gradescope export, when there is one.
    private static func export(in folder: String) throws(CLIError) -> GradescopeExport? {
        let path = (folder as NSString).appendingPathComponent("submission_metadata.yml")
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let text = try InputText.read(path: path)
        do throws(GradingError) {
            return try GradescopeExport(yaml: text, file: path)
        } catch {
            throw CLIError(error.message)
        }
    }
}

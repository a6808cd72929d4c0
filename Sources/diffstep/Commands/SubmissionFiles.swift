import Foundation
import Grading
import TextIntake

#if canImport(Glibc)
    import Glibc
#endif

/// Finds submission files, reads them as a grader would, and writes reports safely.
enum SubmissionFiles {
    /// Every file named, and every regular file inside each folder named (not hidden, not
    /// in subfolders), sorted by name within a folder.
    /// - Throws: `CLIError` when a path does not exist.
    static func collect(_ paths: [String]) throws(CLIError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CLIError(ko: "파일이 없습니다: \(path)", en: "no such file: \(path)")
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let file = (path as NSString).appendingPathComponent(name)
                var nested: ObjCBool = false
                if FileManager.default.fileExists(atPath: file, isDirectory: &nested), !nested.boolValue {
                    files.append(file)
                }
            }
        }
        return files
    }

    /// One submission per student, in the order of each student's first file. A student
    /// with several files (`kim.txt` and `kim.json`) gets one unread submission naming them
    /// all: grading either would be a guess.
    static func submissions(_ files: [String]) -> [Submission] {
        var order: [String] = []
        var byStudent: [String: [String]] = [:]
        for file in files {
            let student = Submission.student(forFileName: (file as NSString).lastPathComponent)
            if byStudent[student]?.contains(file) == true { continue }
            if byStudent[student] == nil { order.append(student) }
            byStudent[student, default: []].append(file)
        }
        return order.map { student in
            let paths = byStudent[student] ?? []
            if let only = paths.first, paths.count == 1 { return read(only) }
            let names = paths.map { ($0 as NSString).lastPathComponent }
            // Two folders may each hold a kim.txt: then only the full paths tell them apart.
            let shown = Set(names).count == names.count ? names : paths
            return Submission(student: student, problem: .severalFiles(student: student, paths: shown))
        }
    }

    /// One submission, read through the one intake: a file too large is refused before it
    /// is read, and its text is decoded (BOM, line ends) as every other input is.
    static func read(_ path: String) -> Submission {
        let name = (path as NSString).lastPathComponent
        let student = Submission.student(forFileName: name)
        do {
            return Submission(
                student: student, bytes: try IntakeFile.bytes(at: path, limit: Submission.maximumBytes), path: name)
        } catch {
            if case .tooLarge(let bytes, let limit) = error {
                return Submission(student: student, problem: .tooLarge(path: name, bytes: bytes, limit: limit))
            }
            return Submission(student: student, problem: .unreadable(path: name))
        }
    }
}

import ArgumentParser
import Foundation
import Grading
import TextIntake

/// `diffstep exercise autograder EXERCISE --out autograder.zip`: a Gradescope autograder.
struct AutograderCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "autograder",
        abstract: HelpWords.pick(AutograderCommandHelp.abstract),
        discussion: HelpWords.pick(AutograderCommandHelp.discussion)
    )

    @Argument(
        help: .exerciseFile
    ) var exercise: String
    @Option(
        help: .words(AutograderCommandHelp.out, valueName: "file")
    ) var out: String
    @Option(
        help: .words(
            AutograderCommandHelp.binary,
            valueName: "file"))
    var binary: String?
    @Flag(
        help: .words(AutograderCommandHelp.allowDynamicStdlib))
    var allowDynamicStdlib = false
    @Flag(
        help: .words(AutograderCommandHelp.gradeWrittenVariant))
    var gradeWrittenVariant = false
    @OptionGroup var course: CourseOptions
    @OptionGroup var language: LanguageOption

    func run(_ console: Console) throws {
        let loaded = try load()
        let keyed = try course.keyed(loaded.exercise)
        let roster = try course.loadRoster()
        if roster == nil && (keyed.isGenerated || gradeWrittenVariant) {
            throw CLIError(InputWords.autograderNeedsRoster)
        }
        let binaryPath = binary ?? CommandLine.executablePath
        let program = try InputText.bytes(path: binaryPath, limit: 512 << 20)
        if !allowDynamicStdlib && AutograderCommand.linksSwiftRuntime(program) {
            throw CLIError(FileWords.linksSwiftRuntime(binaryPath))
        }
        var files: [(String, [UInt8], UInt32)] = [
            ("setup.sh", Array(AutograderScripts.setup.utf8), 0o755),
            (
                "run_autograder",
                Array(AutograderScripts.run(lang: language.lang, gradeWrittenVariant: gradeWrittenVariant).utf8), 0o755
            ),
            ("diffstep", program, 0o755),
            ("exercise/exercise.md", Array(loaded.text.utf8), 0o644),
        ]
        for file in loaded.included { files.append(("exercise/" + file.path, Array(file.text.utf8), 0o644)) }
        if let cmark = try AutograderCommand.bundledCmark(program) { files.append(cmark) }
        // Only this exercise's key: a leaked zip opens no other exercise of the course.
        if let secret = keyed.secret {
            files.append(("exercise-key", Array(secret.scoped(to: keyed.id).scopedFile.utf8), 0o600))
        }
        if let roster { files.append(("roster.csv", Array(roster.canonicalCSV.utf8), 0o600)) }
        try write(files)
    }

    private func load() throws(CLIError) -> (exercise: Exercise, text: String, included: [(path: String, text: String)])
    {
        do throws(GradingError) {
            return try ExerciseFile.loadWithFiles(path: exercise)
        } catch {
            throw CLIError(error.message)
        }
    }

    private func write(_ files: [(String, [UInt8], UInt32)]) throws(CLIError) {
        if out.hasSuffix("/") {
            for (name, bytes, mode) in files {
                let path = out + name
                let folder = (path as NSString).deletingLastPathComponent
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw CLIError(FileWords.cannotCreateFolder(folder))
                }
                try OutputFile.write(bytes, to: path)
                chmod(path, mode_t(mode))
            }
            return
        }
        var zip = ZipArchive()
        for (name, bytes, mode) in files { zip.add(name, bytes, mode: mode) }
        try OutputFile.write(zip.bytes, to: out)
    }

    /// True when the binary names the Swift runtime's shared library (a dynamic build).
    static func linksSwiftRuntime(_ program: [UInt8]) -> Bool {
        offset(of: Array("libswiftCore.so".utf8), in: program) != nil
    }

    /// The folders a shared library is looked for in, as the dynamic loader would on Debian.
    static let libraryFolders = [
        "/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib/aarch64-linux-gnu",
        "/usr/lib/aarch64-linux-gnu", "/usr/lib", "/lib",
    ]

    /// libcmark, which even a `--static-swift-stdlib` build loads at run time and Gradescope's
    /// image lacks: the library the binary names (`libcmark.so.0.30.2`), found on this
    /// machine, to ship as `lib/<name>` (run_autograder sets `LD_LIBRARY_PATH`).
    static func bundledCmark(_ program: [UInt8]) throws(CLIError) -> (String, [UInt8], UInt32)? {
        guard let start = offset(of: Array("libcmark.so".utf8), in: program) else { return nil }
        let end = program[start...].firstIndex(of: 0) ?? program.endIndex
        let name = String(decoding: program[start..<end], as: UTF8.self)
        for folder in libraryFolders {
            let path = folder + "/" + name
            if FileManager.default.fileExists(atPath: path) {
                return ("lib/" + name, try InputText.bytes(path: path, limit: 64 << 20), 0o644)
            }
        }
        throw CLIError(FileWords.libraryNotFound(name))
    }

    /// The first offset of `needle` in `bytes`.
    private static func offset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

extension CommandLine {
    /// The running executable's path (`/proc/self/exe` on Linux).
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? arguments[0]
    }
}

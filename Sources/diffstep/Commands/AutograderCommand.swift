import ArgumentParser
import Foundation
import Grading
import TextIntake

/// `diffstep exercise autograder EXERCISE --out autograder.zip`: a Gradescope autograder.
struct AutograderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autograder",
        abstract: "Build a Gradescope autograder zip (setup.sh, run_autograder, diffstep, the exercise).",
        discussion: """
            Gradescope 자동 채점기 zip을 만듭니다. The zip holds run_autograder, which grades
            /autograder/submission as ONE submission of the student in
            /autograder/submission_metadata.json (late by its created_at) and writes
            /autograder/results/results.json with each item's visibility. The binary must be
            built with `swift build -c release --static-swift-stdlib` (Gradescope's Ubuntu 22.04
            image has no Swift runtime). --out ending in / writes the files to a folder instead.
            """
    )

    @Argument(help: "The exercise file (Markdown with front matter).") var exercise: String
    @Option(help: ArgumentHelp("The zip to write (or a folder, ending in /).", valueName: "file")) var out: String
    @Option(help: ArgumentHelp("The diffstep binary to ship (default: this one).", valueName: "file"))
    var binary: String?
    @Flag(help: "Ship a binary that needs the Swift runtime installed (for local tests only).")
    var allowDynamicStdlib = false
    @OptionGroup var course: CourseOptions
    @OptionGroup var language: LanguageOption

    func run() throws {
        language.apply()
        let loaded = try load()
        let keyed = try course.keyed(loaded.exercise)
        let binaryPath = binary ?? CommandLine.executablePath
        let program = try InputText.bytes(path: binaryPath, limit: 512 << 20)
        if !allowDynamicStdlib && AutograderCommand.linksSwiftRuntime(program) {
            throw CLIError(
                ko:
                    "\(binaryPath)는 Swift 런타임을 동적으로 링크합니다: swift build -c release --static-swift-stdlib로 빌드해 --binary로 주세요",
                en:
                    "\(binaryPath) links the Swift runtime dynamically: build with swift build -c release --static-swift-stdlib and pass --binary"
            )
        }
        var files: [(String, [UInt8], UInt32)] = [
            ("setup.sh", Array(AutograderScripts.setup.utf8), 0o755),
            ("run_autograder", Array(AutograderScripts.run(lang: language.lang).utf8), 0o755),
            ("diffstep", program, 0o755),
            ("exercise/exercise.md", Array(loaded.text.utf8), 0o644),
        ]
        for file in loaded.included { files.append(("exercise/" + file.path, Array(file.text.utf8), 0o644)) }
        if let secret = keyed.secret { files.append(("course-secret", secret.bytes, 0o600)) }
        try write(files)
    }

    private func load() throws(CLIError) -> (exercise: Exercise, text: String, included: [(path: String, text: String)])
    {
        do throws(GradingError) {
            return try Exercise.loadWithFiles(path: exercise)
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
                    throw CLIError(ko: "폴더를 만들 수 없습니다: \(folder)", en: "cannot create folder: \(folder)")
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
        let needle = Array("libswiftCore.so".utf8)
        guard program.count >= needle.count else { return false }
        var index = 0
        while index <= program.count - needle.count {
            if program[index] == needle[0] && Array(program[index..<(index + needle.count)]) == needle { return true }
            index += 1
        }
        return false
    }
}

extension CommandLine {
    /// The running executable's path (`/proc/self/exe` on Linux).
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? arguments[0]
    }
}

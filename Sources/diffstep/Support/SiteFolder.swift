import Foundation
import Grading
import SiteBuilder
import TextIntake
import WebEngine

/// Reads the templates and exercises (a folder given by `--templates`/`--exercises`, or the
/// copies compiled into the binary) and writes a built site, all or nothing.
enum SiteFolder {
    /// The sample exercises compiled in from `Exercises/` (`file:` keys name their siblings there).
    /// - Throws: `CLIError` when an exercise does not load (a bug caught by the tests).
    static func builtInExercises() throws(CLIError) -> [Exercise] {
        let files = BuiltInExercises.files
        return try files.keys.filter { $0.hasSuffix(".md") }.sorted().map { name throws(CLIError) in
            let file = "Exercises/" + name
            do throws(GradingError) {
                return try Exercise(text: files[name] ?? "", file: file) {
                    (relative: String, _: Int) throws(GradingError) -> String in
                    guard let text = files[relative] else { throw .unreadable(path: "Exercises/" + relative) }
                    return text
                }
            } catch {
                throw CLIError(error.message)
            }
        }
    }

    /// The templates compiled in from `Templates/`.
    /// - Throws: `CLIError` when a template is broken (a bug caught by the tests).
    static func builtInTemplates() throws(CLIError) -> Templates {
        do {
            return try Templates(files: BuiltInTemplates.files)
        } catch {
            throw CLIError(FolderWords.builtInTemplate("\(error)"))
        }
    }

    /// The exercises in `path`, or the built-in ones when `path` is nil.
    static func exercises(at path: String?) throws(CLIError) -> [Exercise] {
        guard let path else { return try builtInExercises() }
        return try exercises(at: path)
    }

    /// The templates in `path`, or the built-in ones when `path` is nil.
    static func templates(at path: String?) throws(CLIError) -> Templates {
        guard let path else { return try builtInTemplates() }
        return try templates(at: path)
    }

    /// Every exercise (`*.md`) in `path`, by file name.
    /// - Throws: `CLIError` when the folder is missing or an exercise does not load.
    static func exercises(at path: String) throws(CLIError) -> [Exercise] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw CLIError(FolderWords.noExercises(path))
        }
        return try names.filter { $0.hasSuffix(".md") }.sorted().map { name throws(CLIError) in
            try ExerciseCommand.load(path + "/" + name)
        }
    }

    /// The templates in `path`.
    /// - Throws: `CLIError` when the folder is missing or a template is missing or broken.
    static func templates(at path: String) throws(CLIError) -> Templates {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw CLIError(FolderWords.noTemplates(path))
        }
        var files: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(".mustache") || name.hasSuffix(".css") || name.hasSuffix(".js")
        {
            files[name] = try InputText.read(path: path + "/" + name)
        }
        do {
            return try Templates(files: files)
        } catch {
            throw CLIError(FolderWords.template(path, "\(error)"))
        }
    }

    /// Where `make wasm` writes the engine's parts gzipped (`gzip -9n`), relative to the
    /// checkout: the site inlines them as they are, and the page inflates them (a third of
    /// the bytes of a module).
    static let builtEngine = ".build-wasm"

    /// The file of `part` in an engine folder: `engine-text.wasm.gz`, or else the module as it
    /// is, `engine-text.wasm`.
    static func enginePath(_ part: EnginePart, in folder: String) -> String {
        let gzipped = "\(folder)/engine-\(part.rawValue).wasm.gz"
        if FileManager.default.fileExists(atPath: gzipped) { return gzipped }
        let plain = "\(folder)/engine-\(part.rawValue).wasm"
        return FileManager.default.fileExists(atPath: plain) ? plain : gzipped
    }

    /// The engine folder when none is named: the checkout's own build when it has every part,
    /// else the copy `make install` puts beside the binary (`PREFIX/share/diffstep`).
    static func defaultEngine() -> String {
        let complete = { (folder: String) in
            EnginePart.allCases.allSatisfy { FileManager.default.fileExists(atPath: enginePath($0, in: folder)) }
        }
        if complete(builtEngine) { return builtEngine }
        guard let executable = Bundle.main.executablePath else { return builtEngine }
        let bin = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = bin.deletingLastPathComponent().appendingPathComponent("share/diffstep").path
        return complete(installed) ? installed : builtEngine
    }

    /// The bytes of every part of the engine in `folder`, each checked to be a WebAssembly
    /// module or a gzip file (the page inflates one, `Templates/engine.js`).
    /// - Throws: `CLIError` saying how to build a part that is missing, or that a file is not one.
    static func engine(in folder: String) throws(CLIError) -> [EnginePart: [UInt8]] {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            let names = EnginePart.allCases.map { "engine-\($0.rawValue).wasm.gz" }.joined(separator: ", ")
            throw CLIError(FolderWords.engineIsAFile(folder, names: names))
        }
        var parts: [EnginePart: [UInt8]] = [:]
        for part in EnginePart.allCases {
            let path = enginePath(part, in: folder)
            guard FileManager.default.fileExists(atPath: path) else {
                throw CLIError(FolderWords.noEngine(path))
            }
            let bytes = try InputText.bytes(path: path, limit: Limits.bytesPerFile)
            guard bytes.starts(with: [0, 0x61, 0x73, 0x6D]) || bytes.starts(with: [0x1F, 0x8B, 0x08]) else {
                throw CLIError(FolderWords.notAModule(path))
            }
            parts[part] = bytes
        }
        return parts
    }

    /// Writes `site` into a fresh folder beside `path`, then swaps it into place; refuses a
    /// `path` that holds anything diffstep did not write (see `OutputFolder`).
    /// - Throws: `CLIError` when `path` is not ours or a file cannot be written; `path` is
    ///   then left as it was.
    static func replace(_ path: String, with site: Site, signalAfter: Int? = nil) throws(CLIError) {
        try OutputFolder.replace(
            path, with: site.pages.map { (path: $0.path, bytes: Array($0.html.utf8)) }, signalAfter: signalAfter)
    }
}

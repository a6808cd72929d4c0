import Foundation
import PackagePlugin

/// Compiles text files into the binary, so an installed `diffstep` needs no source checkout:
/// for each folder below, at build time, `EmbedTool` writes a Swift file holding an enum whose
/// `files` dictionary maps each file's name to its text. SwiftPM reruns the tool when a file
/// changes; the generated Swift lives in `.build/`, never in the repository.
@main
struct EmbedFiles: BuildToolPlugin {
    /// What each target embeds: the enum's name and the folder (from the package root).
    static let embeds: [String: [(name: String, folder: String)]] = [
        "Lessons": [("EmbeddedProse", "Sources/Lessons/Prose")],
        "diffstep": [("BuiltInTemplates", "Templates"), ("BuiltInExercises", "Exercises")],
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "EmbedTool").url
        let commit = target.name == "diffstep" ? [Self.commitCommand(context: context, tool: tool)] : []
        return try commit
            + (Self.embeds[target.name] ?? []).map { embed in
                let folder = context.package.directoryURL.appending(path: embed.folder)
                let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                    .filter { !$0.hasPrefix(".") }.sorted()
                let inputs = names.map { folder.appending(path: $0) }
                let output = context.pluginWorkDirectoryURL.appending(path: "\(embed.name).swift")
                return .buildCommand(
                    displayName: "Embedding \(embed.folder) as \(embed.name)",
                    executable: tool,
                    arguments: [output.path, embed.name, embed.folder, folder.path],
                    // The folder too: adding or removing a file changes it, and the tool lists it anew.
                    inputFiles: [folder] + inputs,
                    outputFiles: [output]
                )
            }
    }
}

extension EmbedFiles {
    /// `BuildCommit.id`, the commit HEAD names (`diffstep --version`): rerun when HEAD, the
    /// branch's ref or packed-refs change, so a new commit is named at the next build.
    static func commitCommand(context: PluginContext, tool: URL) -> Command {
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        let (git, common) = gitDirectories(package: context.package.directoryURL)
        var inputs: [URL] = []
        if let git, let common {
            inputs = [git.appending(path: "HEAD"), common.appending(path: "packed-refs")]
            let head = (try? String(contentsOf: git.appending(path: "HEAD"), encoding: .utf8)) ?? ""
            if head.hasPrefix("ref: ") {
                let ref = common.appending(path: head.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines))
                // The folder too: git replaces the ref file by renaming a new one into it.
                inputs += [ref, ref.deletingLastPathComponent()]
            }
            inputs = inputs.filter { FileManager.default.fileExists(atPath: $0.path) }
        }
        return .buildCommand(
            displayName: "Naming the commit HEAD names as BuildCommit",
            executable: tool,
            arguments: ["--commit", output.path, git?.path ?? "", common?.path ?? ""],
            inputFiles: inputs,
            outputFiles: [output]
        )
    }

    /// The checkout's git folder and the folder its refs live in: `.git` itself, or for a
    /// worktree the folder its `.git` file names and that folder's `commondir`; nil outside git.
    static func gitDirectories(package: URL) -> (git: URL?, common: URL?) {
        let dotGit = package.appending(path: ".git")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else { return (nil, nil) }
        if isFolder.boolValue { return (dotGit, dotGit) }
        guard let link = try? String(contentsOf: dotGit, encoding: .utf8), link.hasPrefix("gitdir: ") else {
            return (nil, nil)
        }
        let path = link.dropFirst(8).trimmingCharacters(in: .whitespacesAndNewlines)
        let git = path.hasPrefix("/") ? URL(fileURLWithPath: path) : package.appending(path: path)
        guard let common = try? String(contentsOf: git.appending(path: "commondir"), encoding: .utf8) else {
            return (git, git)
        }
        let commonPath = common.trimmingCharacters(in: .whitespacesAndNewlines)
        let commonURL = commonPath.hasPrefix("/") ? URL(fileURLWithPath: commonPath) : git.appending(path: commonPath)
        return (git, commonURL.standardizedFileURL)
    }
}

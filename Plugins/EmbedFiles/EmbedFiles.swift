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
        return try (Self.embeds[target.name] ?? []).map { embed in
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

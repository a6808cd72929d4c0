import Foundation

// EmbedTool OUTPUT NAME LABEL FOLDER: writes OUTPUT, a Swift file declaring
// `enum NAME { static let files: [String: String] }` that maps the name of each file in FOLDER
// (hidden files aside) to its text. Run by the EmbedFiles build-tool plugin; LABEL is the
// folder as the header names it. `EmbedTool --commit ...` names the commit instead (Commit.swift).

/// Ends the tool with one line on stderr.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("EmbedTool: \(message)\n".utf8))
    exit(1)
}

/// A raw multi-line string literal holding `text` exactly: more `#`s than any run in the text,
/// so neither the closing delimiter nor an interpolation can appear inside it.
func literal(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text.unicodeScalars {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

let arguments = CommandLine.arguments
if arguments.count == 5, arguments[1] == "--commit" {
    writeCommit(output: arguments[2], gitDirectory: arguments[3], commonDirectory: arguments[4])
    exit(0)
}
guard arguments.count == 5 else {
    fail("usage: EmbedTool OUTPUT NAME LABEL FOLDER | EmbedTool --commit OUTPUT GITDIR COMMONDIR")
}
let (output, name, folder) = (arguments[1], arguments[2], arguments[3])
guard let names = try? FileManager.default.contentsOfDirectory(atPath: arguments[4]) else {
    fail("cannot list \(arguments[4])")
}
let files = names.filter { !$0.hasPrefix(".") }.sorted().map { arguments[4] + "/" + $0 }
var swift = """
    // Generated at build time by the EmbedFiles plugin from \(folder)/: edit those files.

    /// The files of `\(folder)/`, compiled in: each file's name and its text.
    enum \(name) {
        static let files: [String: String] = [\(files.isEmpty ? ":" : "")

    """
for path in files {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    guard let text = String(data: data, encoding: .utf8), !text.contains("\r") else {
        fail("\(path) is not UTF-8 text with \\n line ends")
    }
    let key = URL(fileURLWithPath: path).lastPathComponent
    guard key.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || "0123456789-_.".unicodeScalars.contains($0) })
    else { fail("\(path): a file name of letters, digits, - _ . only") }
    swift += "        \"\(key)\": \(literal(text)),\n"
}
swift += "    ]\n}\n"
do {
    try Data(swift.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    fail("cannot write \(output): \(error)")
}

/// The page's scripts, each written as small parts a reader can find (`Templates/stepper.frames.js`,
/// `stepper.panel.js`...) and shipped as one file (`stepper.js`).
extension Templates {
    /// The parts every script gets first (`common.dom.js`: making an element, the page's language).
    static let commonPrefix = "common."

    /// The script `name` as a page runs it: one closure in strict mode holding the common parts,
    /// then the script's own parts (`name.*.js`) by file name, then `name.js`, the part that runs.
    /// The parts only declare; their names are the closure's, shared by its parts and by no other
    /// script. Each part's `// @ts-check` line (for `Scripts/checks/typescript.sh`) is left out.
    /// - Parameters:
    ///   - name: the entry part's name without `.js` (`stepper`).
    ///   - files: the templates' file names and contents.
    /// - Returns: the script, or nil when `name.js` is not among `files`.
    static func assembled(_ name: String, files: [String: String]) -> String? {
        let entry = name + ".js"
        guard let main = files[entry] else { return nil }
        let isPart = { (file: String, prefix: String) in file.hasPrefix(prefix) && file.hasSuffix(".js") }
        let parts =
            files.keys.filter { isPart($0, commonPrefix) }.sorted()
            + files.keys.filter { isPart($0, name + ".") && $0 != entry }.sorted()
        var text = "(function () {\n\"use strict\";\n"
        for (file, body) in parts.map({ ($0, files[$0] ?? "") }) + [(entry, main)] {
            text += "\n/* Templates/\(file) */\n" + part(body)
        }
        return text + "})();\n"
    }

    /// A part's text without its first line when that is `// @ts-check`, ending in a newline.
    private static func part(_ body: String) -> String {
        let check = "// @ts-check\n"
        let text = body.hasPrefix(check) ? String(body.dropFirst(check.count)) : body
        return text.hasSuffix("\n") ? text : text + "\n"
    }
}

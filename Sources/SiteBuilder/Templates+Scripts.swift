import WebEngine

/// The page's scripts, each written as small parts a reader can find (`Templates/stepper.frames.js`,
/// `stepper.panel.js`...) and shipped as one file (`stepper.js`).
extension Templates {
    /// The parts every script gets first (`common.dom.js`: making an element, the page's language).
    static let commonPrefix = "common."

    /// The script `name` as a page runs it: one closure in strict mode holding the common parts,
    /// then `generated` (a part `diffstep site` writes, ``engineCommands``), then the script's own
    /// parts (`name.*.js`) by file name, then `name.js`, the part that runs.
    /// The parts only declare; their names are the closure's, shared by its parts and by no other
    /// script. Each part's `// @ts-check` line (for `Scripts/checks/typescript.sh`) is left out.
    /// - Parameters:
    ///   - name: the entry part's name without `.js` (`stepper`).
    ///   - files: the templates' file names and contents.
    ///   - generated: a part written from the Swift side, if any.
    /// - Returns: the script, or nil when `name.js` is not among `files`.
    static func assembled(_ name: String, files: [String: String], generated: String? = nil) -> String? {
        let entry = name + ".js"
        guard let main = files[entry] else { return nil }
        let isPart = { (file: String, prefix: String) in file.hasPrefix(prefix) && file.hasSuffix(".js") }
        let file = { (file: String) in ("Templates/" + file, files[file] ?? "") }
        let common = files.keys.filter { isPart($0, commonPrefix) }.sorted().map(file)
        let own = files.keys.filter { isPart($0, name + ".") && $0 != entry }.sorted().map(file)
        let written = generated.map { [("written by diffstep site (SiteBuilder's Templates+Scripts.swift)", $0)] } ?? []
        var text = "(function () {\n\"use strict\";\n"
        for (header, body) in common + written + own + [file(entry)] {
            text += "\n/* \(header) */\n" + part(body)
        }
        return text + "})();\n"
    }

    /// The loader's table of each command's options in the order its export takes them, written
    /// from ``EngineCommand`` so the page copies no order: `var engineCommands = {"trace":
    /// ["source", "target", ...], ...};` (Templates/engine.options.js reads it).
    static var engineCommands: String {
        let commands = EngineCommand.allCases.map { command in
            "\"\(command.rawValue)\": [" + command.options.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
        return "var engineCommands = {" + commands.joined(separator: ", ") + "};\n"
    }

    /// A part's text without its first line when that is `// @ts-check`, ending in a newline.
    private static func part(_ body: String) -> String {
        let check = "// @ts-check\n"
        let text = body.hasPrefix(check) ? String(body.dropFirst(check.count)) : body
        return text.hasSuffix("\n") ? text : text + "\n"
    }
}

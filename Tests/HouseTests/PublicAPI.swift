import Foundation

/// The access rule of docs/ARCHITECTURE.md ("Access"): a module of a library product declares
/// `public` only the API a user of the product calls, and its DocC catalog
/// (Sources/MODULE/MODULE.docc) lists exactly that API under Topics; what only this package's
/// modules share is `package`, what one module uses is internal. A new `public` declaration is
/// then a decision written down twice (the code and its catalog), never a habit.
enum PublicAPI {
    /// The modules of the library products (every product but the executables), in the order
    /// Package.swift first names them.
    static func libraryModules(_ graph: PackageGraph) -> [String] {
        let executables = Set(graph.targets.filter { $0.type == "executable" }.map(\.name))
        var seen: [String] = []
        for product in graph.products where !product.targets.allSatisfy(executables.contains) {
            for target in product.targets where !seen.contains(target) { seen.append(target) }
        }
        return seen
    }

    /// A top-level `public` declaration: swift-format writes top-level declarations from the
    /// first column, members indented, so a line that starts with `public` (after attributes)
    /// declares at the top level.
    nonisolated(unsafe) private static let topLevel =
        #/^(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:(?:final|indirect)\s+)*(?:struct|enum|class|actor|protocol|typealias|func|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)/#

    /// The names `text` declares `public` at the top level, with their line numbers.
    static func publicNames(_ text: String) -> [(name: String, line: Int)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard let match = line.firstMatch(of: topLevel) else { return nil }
            return (String(match.output.1), index + 1)
        }
    }

    /// The symbols a catalog links as a whole (``Name``; not ``Name/member``), but the module
    /// itself; a type named as its module is linked ``Module/Module``.
    static func linkedNames(_ catalog: String, module: String) -> Set<String> {
        let link = #/``([A-Za-z_][A-Za-z0-9_]*)``/#
        var names = Set(catalog.matches(of: link).map { String($0.output.1) }).subtracting([module])
        if catalog.contains("``\(module)/\(module)``") { names.insert(module) }
        return names
    }

    /// What breaks the rule in one module: `sources` are its files (path, text); `catalog` is
    /// the text of its catalog's pages, `nil` when it has none.
    static func violations(module: String, sources: [(path: String, text: String)], catalog: String?) -> [String] {
        guard let catalog else {
            return [
                "Sources/\(module) has no \(module).docc catalog (every library product's module documents its API)"
            ]
        }
        let linked = linkedNames(catalog, module: module)
        var declared: Set<String> = []
        var failures: [String] = []
        for (path, text) in sources {
            for (name, line) in publicNames(text) {
                declared.insert(name)
                if !linked.contains(name) {
                    failures.append(
                        "\(path):\(line): public \(name) is not in \(module).docc: list it under Topics if a user of "
                            + "the library calls it, else make it package (shared by this package's modules) or internal"
                    )
                }
            }
        }
        for name in linked.subtracting(declared).sorted() {
            failures.append("\(module).docc links ``\(name)``, which Sources/\(module) does not declare public")
        }
        return failures
    }
}

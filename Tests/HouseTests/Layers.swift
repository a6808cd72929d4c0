import Foundation

/// The house rules of docs/ARCHITECTURE.md, checked against the real module graph: imports match
/// Package.swift, arrows point down only, the Embedded core needs no Foundation, and nothing
/// below the CLI prints.
enum Layers {
    /// The house, top to bottom: a module may depend only on modules listed before it. A new
    /// module goes in where it sits (a module of Package.swift missing here fails the check).
    static let order = [
        "Digest",  // a leaf: SHA-256, HMAC
        "TextIntake",
        "DiffEngine",
        "BatchModel",  // the batch model and its failures (BatchError)
        "BatchParsing",  // the call parser
        "BatchSimulation",  // UIKit's checks, the readings, replay, explain
        "DiffableSnapshots",  // the snapshot model and its scripts
        "BatchPlanning",  // the planner
        "Practice",  // the problem generators and practice facts, Embedded-ready
        "Storyboard",  // the words module
        "Judging",  // the grader's rules for answers on two words, Embedded-ready
        "Wire",  // the JSON that leaves the program, Embedded-ready
        "WebEngine",  // the C-ABI face for engine.wasm
        "Render",
        "Lessons",
        "Grading",
        "SiteBuilder",
        "diffstep",
    ]

    /// Modules beside the house, and the only modules that may depend on them.
    static let side: [String: Set<String>] = ["CCmark": ["Render", "SiteBuilder"]]

    /// The product of Package.swift that declares the Embedded core.
    static let core = "EmbeddedEngine"

    /// The one module that may write to the terminal.
    static let edge = "diffstep"

    /// One Swift file of a target.
    struct File {
        var path: String
        var text: String
    }

    /// Everything wrong with the graph and its sources; empty when the house stands.
    /// - Parameters:
    ///   - graph: the targets and products of Package.swift.
    ///   - sources: a target's Swift files.
    static func violations(_ graph: PackageGraph, sources: (PackageGraph.Target) -> [File]) -> [String] {
        let names = Set(graph.targets.map(\.name))
        let products = Set(graph.targets.flatMap { $0.dependencies.compactMap(\.name) }).subtracting(names)
        let ours = names.union(products)
        let coreModules = Set(graph.products.first { $0.name == core }?.targets ?? [])
        var failures: [String] = []
        if coreModules.isEmpty { failures.append("Package.swift names no Embedded core (product \(core))") }
        for target in graph.targets.sorted(by: { $0.name < $1.name })
        where target.type != "plugin" && target.type != "system" {
            let declared = target.declared
            let files = sources(target)
            for file in files {
                for (line, module) in imports(in: file.text)
                where ours.contains(module) && !declared.contains(module) && module != target.name {
                    failures.append(
                        "\(file.path):\(line) imports \(module), which Package.swift does not list among \(target.name)'s dependencies"
                    )
                }
            }
            guard target.isInHouse else { continue }
            failures += arrows(of: target, names: names)
            if coreModules.contains(target.name) { failures += foundationFree(target.name, files) }
            if target.name != edge { failures += silent(target.name, files) }
        }
        return failures
    }

    /// Arrows point down only; side modules only for their users.
    private static func arrows(of target: PackageGraph.Target, names: Set<String>) -> [String] {
        let name = target.name
        guard order.contains(name) || side[name] != nil else {
            return ["\(name) is in neither the order nor the side list of Tests/HouseTests/Layers.swift"]
        }
        var failures: [String] = []
        for dependency in target.declared.intersection(names).sorted() {
            if let users = side[dependency] {
                if !users.contains(name) {
                    failures.append(
                        "\(name) depends on \(dependency), which only \(users.sorted().joined(separator: " ")) may use")
                }
            } else if let below = order.firstIndex(of: dependency) {
                if side[name] != nil || below >= (order.firstIndex(of: name) ?? 0) {
                    failures.append(
                        "\(name) depends on \(dependency), which sits below it in the house (arrows point down only)")
                }
            } else {
                failures.append(
                    "\(name) depends on \(dependency), which is not in the house (Tests/HouseTests/Layers.swift)")
            }
        }
        return failures
    }

    /// The core imports no Foundation, no Darwin, and no Glibc but TextIntake's file reads.
    private static func foundationFree(_ module: String, _ files: [File]) -> [String] {
        var forbidden: Set<String> = ["Foundation", "FoundationEssentials", "Darwin"]
        if module != "TextIntake" { forbidden.insert("Glibc") }
        return files.flatMap { file in
            imports(in: file.text).filter { forbidden.contains($0.module) }.map {
                "\(file.path):\($0.line): \(module) is in the Embedded core and must not import \($0.module)"
            }
        }
    }

    /// Nothing below the CLI calls `print`, `debugPrint` or `dump`.
    private static func silent(_ module: String, _ files: [File]) -> [String] {
        files.flatMap { file in
            lines(of: file.text).filter { _, line in !line.contains("///") && printsToTerminal(line) }.map {
                "\(file.path):\($0.number): \(module) prints; only the \(edge) CLI may write to the terminal"
            }
        }
    }

    /// The modules a file imports, with their line numbers (`@_exported import X`,
    /// `package import X`, `import struct X.Y`).
    static func imports(in text: String) -> [(line: Int, module: String)] {
        let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        return lines(of: text).compactMap { number, line in
            var words = line.split(whereSeparator: \.isWhitespace)[...]
            while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words.removeFirst() }
            guard words.first == "import" else { return nil }
            words.removeFirst()
            if let kind = words.first, kinds.contains(kind) { words.removeFirst() }
            guard let path = words.first, let module = path.split(separator: ".").first else { return nil }
            return (number, String(module))
        }
    }

    /// Whether a line calls `print(`, `debugPrint(` or `dump(` (not `x.print(` or `reprint(`).
    static func printsToTerminal(_ line: String) -> Bool {
        let characters = Array(line)
        for name in ["print(", "debugPrint(", "dump("] {
            let needle = Array(name)
            var start = 0
            while start + needle.count <= characters.count {
                if Array(characters[start..<start + needle.count]) == needle {
                    let before = start == 0 ? nil : characters[start - 1]
                    if before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true { return true }
                }
                start += 1
            }
        }
        return false
    }

    /// The lines of a text, numbered from 1.
    static func lines(of text: String) -> [(number: Int, line: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            ($0.offset + 1, String($0.element))
        }
    }
}

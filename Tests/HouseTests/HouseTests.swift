import Foundation
import TestSupport
import Testing

/// The house rules that were shell scripts (layers.sh, glossary.sh), as tests over the real
/// tree, each with a broken case that shows it can fail.
@Suite struct HouseTests {
    let tree = SourceTree(root: ExpectedOutput.packageRoot())

    @Test func theModuleGraphFollowsTheHouseRules() throws {
        let graph = try PackageGraph.load(root: tree.root)
        #expect(graph.targets.count > Layers.order.count)
        let failures = Layers.violations(graph) { target in
            tree.files(under: target.folder).map { Layers.File(path: $0, text: tree.text($0)) }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func everyWordsFileSpellsEachTermOneWay() {
        let failures = Glossary.violations(Glossary.rules, files: { Glossary.files($0, in: tree) }, text: tree.text)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func everyPresentationModuleHasOneWordsFolder() {
        for module in Glossary.presentationModules {
            #expect(tree.exists("Sources/\(module)/Words"), "Sources/\(module) has no Words/ folder")
            #expect(!tree.files(under: "Sources/\(module)/Words").isEmpty, "Sources/\(module)/Words is empty")
        }
        // The glossary reads every one of them.
        let read = Set(Glossary.wordsFiles(tree))
        for module in Glossary.presentationModules {
            for file in tree.files(under: "Sources/\(module)/Words") { #expect(read.contains(file)) }
        }
    }

    @Test func publicIsTheDocumentedAPIOfEachLibraryProduct() throws {
        let graph = try PackageGraph.load(root: tree.root)
        let modules = PublicAPI.libraryModules(graph)
        #expect(modules.contains("DiffEngine") && modules.contains("WebEngine") && !modules.contains("diffstep"))
        for module in modules {
            let sources = tree.files(under: "Sources/\(module)").map { (path: $0, text: tree.text($0)) }
            let pages = tree.files(under: "Sources/\(module)/\(module).docc", endingWith: [".md"])
            let catalog = pages.isEmpty ? nil : pages.map(tree.text).joined(separator: "\n")
            let failures = PublicAPI.violations(module: module, sources: sources, catalog: catalog)
            #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        }
    }

    @Test func sentencesLiveInTheWordsFiles() {
        let files = tree.files(under: "Sources")
        #expect(files.count > 100)
        let failures = WordsPlace.violations(files: files, text: tree.text)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}

/// The checks catch what they are for: each is given a broken house.
@Suite struct HouseChecksFailTests {
    private func target(_ name: String, _ dependencies: [String], type: String = "regular") -> PackageGraph.Target {
        PackageGraph.Target(
            name: name, type: type, path: nil, dependencies: dependencies.map(PackageGraph.Dependency.init))
    }

    private var graph: PackageGraph {
        PackageGraph(
            targets: [
                target("DiffEngine", []), target("Storyboard", ["DiffEngine"]), target("Render", ["Storyboard"]),
            ],
            products: [.init(name: Layers.core, targets: ["DiffEngine", "Storyboard"])])
    }

    @Test func aSoundHousePasses() {
        let files: [String: [Layers.File]] = [
            "Render": [.init(path: "Sources/Render/A.swift", text: "import Storyboard\nlet x = 1\n")]
        ]
        #expect(Layers.violations(graph) { files[$0.name] ?? [] }.isEmpty)
    }

    @Test func anArrowUpFails() {
        var broken = graph
        broken.targets[0].dependencies.append(.init("Render"))
        let failures = Layers.violations(broken) { _ in [] }
        #expect(failures == ["DiffEngine depends on Render, which sits below it in the house (arrows point down only)"])
    }

    @Test func anUndeclaredImportFails() {
        let files = ["Storyboard": [Layers.File(path: "S.swift", text: "@_exported public import Render\n")]]
        let failures = Layers.violations(graph) { files[$0.name] ?? [] }
        #expect(failures.contains { $0.hasPrefix("S.swift:1 imports Render, which Package.swift does not list") })
    }

    @Test func aModuleOutsideTheOrderFails() {
        var broken = graph
        broken.targets.append(target("Newcomer", ["DiffEngine"]))
        #expect(Layers.violations(broken) { _ in [] }.contains { $0.hasPrefix("Newcomer is in neither the order") })
    }

    @Test func theCoreImportingFoundationFails() {
        let files = [
            "Storyboard": [
                Layers.File(path: "S.swift", text: "#if canImport(Foundation)\n  import Foundation\n#endif\n")
            ]
        ]
        let failures = Layers.violations(graph) { files[$0.name] ?? [] }
        #expect(failures == ["S.swift:2: Storyboard is in the Embedded core and must not import Foundation"])
    }

    @Test func printingBelowTheCLIFails() {
        let files = [
            "Render": [
                Layers.File(path: "R.swift", text: "/// print(x) in a comment\nfunc f() { print(1) }\nx.dump(y)\n")
            ]
        ]
        let failures = Layers.violations(graph) { files[$0.name] ?? [] }
        #expect(failures == ["R.swift:2: Render prints; only the diffstep CLI may write to the terminal"])
    }

    @Test func aForbiddenSpellingFails() {
        let texts = ["Sources/Render/Words/A.swift": "let a = \"치환\"\nlet b = \"대체\"\n"]
        let failures = Glossary.violations(Glossary.rules, files: { _ in Array(texts.keys) }, text: { texts[$0] ?? "" })
        #expect(failures == ["Sources/Render/Words/A.swift:1: use '대체': let a = \"치환\""])
    }

    @Test func aPublicDeclarationOutsideTheCatalogFails() {
        let sources = [
            (
                path: "Sources/M/A.swift",
                text: "public struct Listed {\n    public var x: Int\n}\n@frozen public enum Hidden {}\n"
            ),
            (path: "Sources/M/B.swift", text: "package struct Shared {}\nstruct Own {}\npublic func run() {}\n"),
        ]
        let catalog = "# ``M``\n\n## Topics\n\n- ``Listed``\n- ``Listed/x``\n- ``run``\n- ``Gone``\n"
        let failures = PublicAPI.violations(module: "M", sources: sources, catalog: catalog)
        #expect(failures.count == 2)
        #expect(failures.contains { $0.hasPrefix("Sources/M/A.swift:4: public Hidden is not in M.docc") })
        #expect(failures.contains { $0 == "M.docc links ``Gone``, which Sources/M does not declare public" })
        #expect(PublicAPI.violations(module: "M", sources: sources, catalog: nil).count == 1)
    }

    @Test func theLibraryModulesLeaveTheExecutablesOut() {
        let graph = PackageGraph(
            targets: [target("DiffEngine", []), target("tool", ["DiffEngine"], type: "executable")],
            products: [.init(name: "tool", targets: ["tool"]), .init(name: "DiffEngine", targets: ["DiffEngine"])])
        #expect(PublicAPI.libraryModules(graph) == ["DiffEngine"])
    }

    @Test func aSentenceOutsideTheWordsFilesFails() {
        let texts = [
            "Sources/Grading/A.swift":
                "let a = Localized(\n    ko: \"가\", en: \"a\")\nlet b = Localized(ko: x, en: y)\nlet c = Localized(ko: \"\", en: \"\")\n",
            "Sources/Grading/Words/B.swift": "let b = Localized(ko: \"나\", en: \"b\")\n",
            "Sources/Render/C.swift": "let c = Localized(only: language, ko: \"다\", en: \"c\")\n",
            "Sources/diffstep/D.swift": "throw CLIError(ko: \"라\", en: \"d\")\nlet ko = lang == .ko\n",
            "Sources/Grading/E.swift":
                "throw bad(node, key, ko: \"마\", en: \"e\")\nthrow .badValue(expected: .init(ko: \"바\", en: \"f\"))\n",
            "Sources/Grading/F.swift":
                "/// title: { ko: \"사\", en: \"g\" }\nf(summary, ko: ko)\nlet t = Localized(ko: ko ?? any, en: en)\n",
        ]
        let failures = WordsPlace.violations(
            files: texts.keys.sorted(), text: { texts[$0] ?? "" }, known: ["Sources/Gone.swift"])
        #expect(failures.count == 5)
        #expect(failures.contains { $0.hasPrefix("Sources/Grading/A.swift: 1 sentence literal(s)") })
        #expect(failures.contains { $0.hasPrefix("Sources/Render/C.swift: 1 sentence literal(s)") })
        #expect(failures.contains { $0.hasPrefix("Sources/diffstep/D.swift: 1 sentence literal(s)") })
        #expect(failures.contains { $0.hasPrefix("Sources/Grading/E.swift: 2 sentence literal(s)") })
        #expect(failures.contains { $0.hasPrefix("Sources/Gone.swift holds no sentence literal") })
    }

    @Test func helpWrittenBesideAnOptionFails() {
        let help =
            "@Option(help: .words(ko: \"가\", en: \"a\")) var a: String\nlet b = HelpWords.pick(ko: \"나\", en: \"b\")\n"
        #expect(WordsPlace.literalCount(in: help) == 2)
        #expect(WordsPlace.literalCount(in: "@Option(help: .words(TraceHelp.format)) var format: Format") == 0)
    }
}

import Foundation
import Testing
import WebEngine

@testable import SiteBuilder

/// A page script is shipped as one file made of its parts (`Templates+Scripts.swift`).
@Suite struct TemplateScriptsTests {
    static let files = [
        "common.dom.js": "// @ts-check\nfunction el() {}\n",
        "stepper.js": "// @ts-check\nmount();",
        "stepper.panel.js": "// @ts-check\nfunction paint() {}\n",
        "stepper.frames.js": "function Frames() {}\n",
        "inputs.widget.js": "// @ts-check\nfunction Widget() {}\n",
        "inputs.js": "start();\n",
        "wire.js": "// @ts-check\n/** @typedef {string} WireCell */\n",
    ]

    @Test("a script is one strict closure: the common parts, its own parts by name, then the part that runs")
    func order() throws {
        let script = try #require(Templates.assembled("stepper", files: Self.files))
        #expect(
            script == """
                (function () {
                "use strict";

                /* Templates/common.dom.js */
                function el() {}

                /* Templates/stepper.frames.js */
                function Frames() {}

                /* Templates/stepper.panel.js */
                function paint() {}

                /* Templates/stepper.js */
                mount();
                })();

                """)
    }

    @Test("no script takes another's parts or the typedefs, and a script without its entry part is absent")
    func ownParts() throws {
        let inputs = try #require(Templates.assembled("inputs", files: Self.files))
        #expect(inputs.contains("Widget") && inputs.contains("start();") && inputs.contains("function el"))
        #expect(!inputs.contains("Frames") && !inputs.contains("mount") && !inputs.contains("WireCell"))
        #expect(Templates.assembled("practice", files: Self.files) == nil)
    }

    @Test(
        "the loader's table of options is written from EngineCommand, after the common parts, before the loader's own")
    func engineCommands() throws {
        let loader = try #require(
            Templates.assembled(
                "engine", files: Self.files.merging(["engine.js": "go();\n"]) { $1 }, generated: "var t = 1;\n"))
        #expect(
            loader.contains(
                "function el() {}\n\n/* written by diffstep site (SiteBuilder's Templates+Scripts.swift) */\nvar t = 1;\n\n/* Templates/engine.js */"
            ))
        let table = Templates.engineCommands
        let prefix = "var engineCommands = "
        #expect(table.hasPrefix(prefix) && table.hasSuffix("};\n"))
        let object = try JSONSerialization.jsonObject(with: Data(table.dropFirst(prefix.count).dropLast(2).utf8))
        let expected = Dictionary(uniqueKeysWithValues: EngineCommand.allCases.map { ($0.rawValue, $0.options) })
        #expect(object as? [String: [String]] == expected)
        #expect(EngineCommand.trace.options.contains("tie-break"), "named as the CLI names them")
    }

    @Test("a closing tag in any part stops the build, named by the script it would ship in")
    func unsafePart() throws {
        var files = try Fixtures.templateFiles()
        files["stepper.panel.js"] = "// @ts-check\nvar x = '</script>';\n"
        #expect(throws: SiteError.unsafeInline("stepper.js")) { try Templates(files: files) }
    }

    @Test("the real templates: every part of Templates/ ships in exactly one script, or in all (common)")
    func realParts() throws {
        let files = try Fixtures.templateFiles()
        let scripts = ["engine", "stepper", "inputs", "practice"].map { name in
            (name, Templates.assembled(name, files: files) ?? "")
        }
        for file in files.keys where file.hasSuffix(".js") && file != "wire.js" {
            let holders = scripts.filter { $0.1.contains("/* Templates/\(file) */") }.map(\.0)
            #expect(holders.count == (file.hasPrefix("common.") ? scripts.count : 1), "\(file): \(holders)")
        }
    }
}

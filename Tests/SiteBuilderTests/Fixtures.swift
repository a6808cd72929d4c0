import Foundation
import Render
import SiteBuilder
import Storyboard
import TestSupport

/// Shared inputs for the site tests: the real templates, small frames, a page builder.
enum Fixtures {
    static let packageRoot = ExpectedOutput.packageRoot()

    /// The files of the package's `Templates/` folder.
    static func templateFiles() throws -> [String: String] {
        let folder = packageRoot.appendingPathComponent("Templates")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// Two frames over a 2x2 grid whose texts are `text`.
    static func frames(text: String = "k") -> [Frame] {
        let panel = { (roles: Roles) in
            Panel(
                caption: .same("caption " + text), columnHeaders: [text, "a"], rowHeaders: [text, "b"],
                cells: [
                    [Panel.Cell(text, roles: roles), Panel.Cell("1")],
                    [Panel.Cell("1"), Panel.Cell("0", roles: [.path])],
                ])
        }
        return [
            Frame(title: .same("title " + text), panels: [panel([.current])], narration: .same("first " + text)),
            Frame(panels: [panel([.inserted, .path])], narration: Localized(ko: "둘째 " + text, en: "second " + text)),
        ]
    }

    /// A site of one lesson whose prose is `prose` and whose widgets show `frames`.
    static func site(prose: String, frames: [Frame] = frames(), languages: [Language] = [.en]) throws -> Site {
        let article = Article(
            id: "lesson", kind: .lesson, title: .same("Lesson"), summary: .same("Summary"), prose: .same(prose))
        return try Site.build(
            articles: [article], templates: Templates(files: templateFiles()), languages: languages,
            widgetFrames: { _, _ in frames })
    }

    /// Compares `actual` with `Expected/NAME`, or writes it there when DIFFSTEP_RECORD=1.
    static func expected(_ name: String, _ actual: String) throws -> String {
        let file = ExpectedOutput.directory(for: #filePath).appendingPathComponent(name)
        if ExpectedOutput.isRecording {
            try actual.write(to: file, atomically: true, encoding: .utf8)
        }
        return try String(contentsOf: file, encoding: .utf8)
    }
}

import Foundation
import Render
import Storyboard
import Testing

/// The terminal and the web page show the same frames: what `diffstep lesson show` prints
/// is what the page's JSON island, drawn by the same terminal drawer, prints.
@Suite struct SameFramesTests {
    static let site: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diffstep-same-\(getpid())/Site")
        _ = try? CLI.run(["site", "--out", folder.path, "--lang", "en", "--no-engine"])
        return folder
    }()

    @Test(
        "kit -> kat and the lesson holding example 6: every frame the terminal prints is the page's",
        arguments: ["kit-kat", "indexpath-game"])
    func sameFrames(lesson: String) throws {
        let html = try String(contentsOf: Self.site.appendingPathComponent("\(lesson).html"), encoding: .utf8)
        let web = try StepperJSON.frames(StepperJSON.island(in: html))
        let printed = try CLI.run(["lesson", "show", lesson, "--lang", "en", "--frames", "all", "--color", "never"])
        #expect(printed.status == 0)
        // One block per frame: the rule line `── heading · step n/N ──`, then the frame.
        var blocks: [[String]] = []
        for line in printed.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("── ") {
                blocks.append([])
            } else if !blocks.isEmpty {
                blocks[blocks.count - 1].append(String(line))
            }
        }
        #expect(blocks.count == web.count)
        #expect(web.count > 5)
        let drawer = TerminalFrame(language: .en, colors: false, width: 80)
        for (index, (frame, block)) in zip(web, blocks).enumerated() {
            let drawn = drawer.lines(frame)
            #expect(Array(block.prefix(drawn.count)) == drawn, "frame \(index + 1) of \(lesson) differs")
            // After the frame: the hint and the answer of a question (a pipe cannot ask), then a blank.
            let rest = block.dropFirst(drawn.count).filter { !$0.isEmpty }
            #expect(frame.prompt != nil || rest.isEmpty, "frame \(index + 1) prints more than the page holds: \(rest)")
        }
    }

    @Test("the example 6 page steps through the simulator's verdict: UIKit's exception, then a clean fix")
    func exampleSix() throws {
        let html = try String(contentsOf: Self.site.appendingPathComponent("example-batch.html"), encoding: .utf8)
        let crash = try StepperJSON.frames(StepperJSON.island(in: html))
        #expect(crash.last?.title?.en == "NSInternalInconsistencyException")
        #expect(crash.last?.narration.en.contains("attempt to insert item 6") == true)
        let second = try #require(html.range(of: "id=\"w2\""))
        let fixed = try StepperJSON.frames(StepperJSON.island(in: String(html[second.lowerBound...])))
        #expect(!fixed.contains { $0.title?.en == "NSInternalInconsistencyException" })
        #expect(
            fixed.last?.panels.contains { $0.cells.joined().map(\.text) == ["d", "e", "f", "g", "h", "i"] } == true)
    }
}

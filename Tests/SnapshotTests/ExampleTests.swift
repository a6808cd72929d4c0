import TestSupport
import Testing

@testable import DiffableSnapshots
@testable import Render
@testable import Storyboard

#if canImport(Glibc)
    import Glibc
#endif

/// The WWDC demos in `Examples/snapshots`, run and rendered, compared with the files in
/// `Expected/`. `DIFFSTEP_RECORD=1 swift test --filter ExampleTests` writes them anew.
@Suite struct ExampleTests {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static let examples = ["mountains", "wifi", "insertion-sort", "reload-vs-reconfigure"]

    @Test("each demo renders as recorded, in English text, Korean text and JSON", arguments: examples)
    func recorded(name: String) throws {
        let script = try SnapshotScript(parsing: try #require(Self.read("Examples/snapshots/\(name).snap")))
        let steps = script.run(release: .iOS17)
        for language in Language.allCases {
            let frames = SnapshotFrames.frames(for: steps, language: language)
            let text =
                frames.map { FrameText.render($0, language: language, color: false) }.joined(separator: "\n\n") + "\n"
            try ExpectedOutput.check(text, named: "\(name).\(language.rawValue).txt")
        }
        let json = SnapshotScriptJSON.json(steps, release: .iOS17, language: .en).serialized() + "\n"
        try ExpectedOutput.check(json, named: "\(name).json")
    }

    @Test("the demos that should not raise do not, and every apply's batch replays")
    func demosAreClean() throws {
        for name in Self.examples where name != "reload-vs-reconfigure" {
            let script = try SnapshotScript(parsing: try #require(Self.read("Examples/snapshots/\(name).snap")))
            let failures = script.run(release: .iOS17).filter { $0.failed }.map(\.line.number)
            #expect(failures.isEmpty, "\(name)")
        }
    }

    static func read(_ path: String) -> String? {
        guard let file = fopen(root + "/" + path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

import Foundation
import Testing

@Suite struct DistanceCommandTests {
    @Test("prints the distance alone, with every method", arguments: ["automatic", "bit-parallel", "two-row"])
    func methods(method: String) throws {
        let result = try CLI.run(["distance", "kitten", "sitting", "--method", method])
        #expect(result.status == 0)
        #expect(result.stdout == "3\n")
    }

    @Test("reads both texts from files, longer than one 64-token block")
    func files() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "diffstep-distance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("a.txt")
        let target = directory.appendingPathComponent("b.txt")
        try Data(String(repeating: "abcdefgh", count: 40).utf8).write(to: source)
        try Data((String(repeating: "abcdefgh", count: 39) + "abcXefgh!").utf8).write(to: target)
        let result = try CLI.run(["distance", "--source-file", source.path, "--target-file", target.path])
        #expect(result.stdout == "2\n")
    }

    @Test("a missing text is one line on stderr")
    func missingTarget() throws {
        let result = try CLI.run(["distance", "kit"])
        #expect(result.status == 2)
        #expect(result.stderr == "diffstep: missing the target text (TARGET or --target-file)\n")
    }
}

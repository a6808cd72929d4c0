import Foundation
import Testing

/// `diffstep trace --format url`: a link the site's inputs.js opens at the same view.
@Suite struct TraceURLTests {
    @Test("kitten -> sitting at step 12, on a given site, in English")
    func english() throws {
        let result = try CLI.run([
            "trace", "kitten", "sitting", "--format", "url", "--step", "12", "--site-url", "https://example.org/ds",
            "--lang", "en",
        ])
        #expect(result.status == 0)
        #expect(result.stdout == "https://example.org/ds/index.en.html#s=kitten&t=sitting&step=12\n")
    }

    @Test(
        "Hangul, spaces and reserved characters are percent-encoded as encodeURIComponent does; options only when not the default"
    )
    func encoded() throws {
        let result = try CLI.run([
            "trace", "가 &", "#=?", "--unit", "jamo", "--tie-break", "diagonal-first", "--notation", "ops",
            "--format", "url", "--site-url", "file:///s/", "--lang", "ko",
        ])
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "file:///s/index.html#s=%EA%B0%80%20%26&t=%23%3D%3F&unit=jamo&tie-break=diagonal-first&notation=ops&step=1\n"
        )
    }

    @Test("the default site is the Site folder under the current one, as a file:// URL")
    func defaultSite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ds url \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try CLI.run(["trace", "kit", "kat", "--format", "url", "--lang", "en"], in: folder)
        let path = folder.resolvingSymlinksInPath().path.replacingOccurrences(of: " ", with: "%20")
        #expect(result.stdout == "file://\(path)/Site/index.en.html#s=kit&t=kat&step=1\n")
    }

    @Test(
        "a unit the page does not offer, a step outside the table and a table over the stepping limit are refused",
        arguments: [
            ["a", "b", "--unit", "line"], ["a", "b", "--step", "7"], ["a", "b", "--step", "0"],
            [String(repeating: "a", count: 300), String(repeating: "b", count: 300)],
        ])
    func refused(arguments: [String]) throws {
        let result = try CLI.run(["trace"] + arguments + ["--format", "url", "--lang", "en"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}

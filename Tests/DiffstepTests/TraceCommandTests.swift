import Foundation
import Testing

@Suite struct TraceCommandTests {
    // Bare `diffstep` is now the tutorial (issue 5); the trace keeps its own command.
    @Test("diffstep trace kit kat shows the kit -> kat trace")
    func bare() throws {
        let result = try CLI.run(["trace", "kit", "kat"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(" 1*s "))
        #expect(result.stdout.contains("* path"))
        #expect(result.stdout.contains("edit distance 1"))
        #expect(result.stderr.isEmpty)
    }

    @Test("summary prints the distance and the path length")
    func summary() throws {
        let result = try CLI.run(["trace", "AUERY", "GARUEY", "--format", "summary"])
        #expect(result.stdout == "distance 3\npath 8\n")
    }

    @Test("json follows the contract and is valid JSON")
    func json() throws {
        let result = try CLI.run(["trace", "kit", "kat", "--format", "json", "--tie-break", "diagonal-first"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["distance"] as? Int == 1)
        #expect(object?["tieBreak"] as? String == "diagonal-first")
        let path = object?["path"] as? [[String: Any]]
        #expect(path?.compactMap { $0["operation"] as? String } == ["match", "substitute", "match"])
        #expect(path?.first?["operation"] is NSNull)
    }

    @Test("--lang ko writes the narration in Korean; colour only when asked")
    func korean() throws {
        let plain = try CLI.run(["trace", "kit", "kat", "--lang", "ko"])
        #expect(plain.stdout.contains("편집 거리는 1"))
        #expect(!plain.stdout.contains("\u{1B}["))
        let coloured = try CLI.run(["trace", "kit", "kat", "--color", "always"])
        #expect(coloured.stdout.contains("\u{1B}[35;1m"))
        let forced = try CLI.run(["trace", "kit", "kat"], environment: ["FORCE_COLOR": "1"])
        #expect(forced.stdout.contains("\u{1B}["))
    }

    @Test(
        "a table whose band is over the cell limit too stops with one line naming the band (at least) and the ways out")
    func cellLimit() throws {
        // 20 cells hold 5 rows x (2k + 2) slots for k <= 1; abcd -> wxyz needs k = 4, so a row
        // needs at least 2 x 2 + 2 = 6 slots: 5 x 6.
        let result = try CLI.run(["trace", "abcd", "wxyz", "--max-cells", "20"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "diffstep: diagonal band too large: at least 5 x 6 = 30 cells (limit 20, --max-cells); for the alignment alone use `diffstep trace --format cigar` (or json), for the distance alone `diffstep distance`\n"
        )
    }

    @Test("invalid UTF-8 names the file and the byte offset; a missing file names the path")
    func badFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "diffstep-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.txt")
        try Data([0x6B, 0x69, 0xFF, 0x74]).write(to: bad)
        let invalid = try CLI.run(["trace", "--source-file", bad.path, "kat"])
        #expect(invalid.status == 2)
        #expect(invalid.stderr == "diffstep: \(bad.path): not valid UTF-8 at byte offset 2\n")
        let missing = try CLI.run(["distance", "--source-file", "/no/such/file", "--target-file", bad.path])
        #expect(missing.status == 2)
        #expect(missing.stderr == "diffstep: no such file: /no/such/file\n")
    }

    @Test("control characters and escapes are shown escaped, never raw")
    func controlCharacters() throws {
        let result = try CLI.run(["trace", "a\u{1B}[31mb", "ab\u{07}"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(!result.stdout.contains("\u{07}"))
        #expect(result.stdout.contains("\\u{1B}"))
        #expect(result.stdout.contains("\\u{7}"))
    }

    @Test("empty strings are fine")
    func empty() throws {
        let both = try CLI.run(["trace", "", "", "--format", "summary"])
        #expect(both.stdout == "distance 0\npath 1\n")
        let one = try CLI.run(["trace", "", "abc", "--format", "summary"])
        #expect(one.stdout == "distance 3\npath 4\n")
        #expect(try CLI.run(["distance", "", ""]).stdout == "0\n")
    }

    @Test("units change what a token is")
    func units() throws {
        #expect(try CLI.run(["distance", "the cat sat", "the bat sat", "--unit", "word"]).stdout == "1\n")
        #expect(try CLI.run(["distance", "a, b, c", "a,c", "--unit", "item"]).stdout == "1\n")
        #expect(try CLI.run(["distance", "한", "항", "--unit", "jamo"]).stdout == "1\n")
        // A typed letter is the same token as the letter inside a syllable: 한 -> ㅎ deletes ㅏ and ㄴ.
        #expect(try CLI.run(["distance", "한", "ㅎ", "--unit", "jamo"]).stdout == "2\n")
    }
}

@Suite struct TraceExportTests {
    static let hostile = "<script>alert(1)</script>"

    @Test("--format html is one page: the stepper, its frames, a CSP naming its script by hash, no other file")
    func html() throws {
        let result = try CLI.run(["trace", "kit", "kat", "--format", "html"])
        #expect(result.status == 0)
        let page = result.stdout
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<figure class=\"ds-stepper\""))
        #expect(page.contains("script-src &#39;sha256-"))
        #expect(!page.contains("src=\"") && !page.contains("href=") && !page.contains("<nav"))
        let frames = try StepperJSON.frames(StepperJSON.island(in: page))
        #expect(frames.count == 16)
    }

    @Test("--format markdown puts every step's table in a code block")
    func markdown() throws {
        let result = try CLI.run(["trace", "kit", "kat", "--format", "markdown"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("# kit → kat\n"))
        #expect(result.stdout.contains("## Step 16/16"))
        #expect(result.stdout.components(separatedBy: "```text\n").count - 1 == 16)
    }

    @Test("--format svg draws the final table")
    func svg() throws {
        let result = try CLI.run(["trace", "kit", "kat", "--format", "svg"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(result.stdout.hasSuffix("</svg>\n"))
        #expect(result.stdout.contains(">k</text>") && result.stdout.contains(">t</text>"))
    }

    @Test("hostile input stays text in every export", arguments: ["html", "markdown", "svg"])
    func hostileInput(format: String) throws {
        let result = try CLI.run(["trace", Self.hostile, "ok", "--format", format])
        #expect(result.status == 0)
        #expect(!result.stdout.contains(Self.hostile))
        #expect(!result.stdout.contains("<script>alert"))
    }
}

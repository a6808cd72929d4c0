import Foundation
import Testing

/// `trace` and `step` past `--max-cells`: the band instead of a refusal.
@Suite struct BandedTraceCommandTests {
    @Test("trace past --max-cells prints the band's window under one line that says why (en, ko)")
    func textSaysWhy() throws {
        let english = try CLI.run(["trace", "abcdefghijkl", "abcdXfghijkY", "--max-cells", "168", "--lang", "en"])
        #expect(english.status == 0)
        let lines = english.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first?.hasPrefix(
                "The full table, 13 x 13 = 169 cells, is over the limit (168, --max-cells), so only the diagonal band |i − j| ≤ 2 was computed (59 cells): reaching cell (i, j) takes at least |i − j| insertions or deletions, so a cell with |i − j| > 2 costs more than the whole distance 2."
            ) == true)
        // Row e (5) of the 13 x 13 window: columns 3...7 computed, the rest '#'.
        let rowE = lines.first { $0.hasPrefix("e ") }.map { $0.split(separator: " ") }
        #expect(rowE?.filter { $0 == "#" }.count == 8)
        #expect(english.stdout.contains("# outside the band: never computed"))
        let korean = try CLI.run(["trace", "abcdefghijkl", "abcdXfghijkY", "--max-cells", "168", "--lang", "ko"])
        #expect(
            korean.stdout.hasPrefix("전체 표 13 x 13 = 169칸이 한도(168, --max-cells)를 넘어 대각선 띠 |i − j| ≤ 2만 계산했습니다 (59칸)."))
        #expect(korean.stdout.contains("# 띠 밖: 계산하지 않음"))
    }

    @Test("--notation ops past the limit: the band shows costs and one line on stderr says why")
    func opsNotation() throws {
        let arguments = ["trace", "abcdefghijkl", "abcdXfghijkY", "--max-cells", "168", "--notation", "ops"]
        let english = try CLI.run(arguments + ["--lang", "en"])
        #expect(english.status == 0)
        #expect(english.stderr.split(separator: "\n").count == 1)
        #expect(english.stderr.hasPrefix("diffstep: --notation ops needs the full table: "))
        #expect(english.stdout == (try CLI.run(Array(arguments.dropLast(2)) + ["--lang", "en"])).stdout)
        let korean = try CLI.run(arguments + ["--lang", "ko", "--format", "json"])
        #expect(korean.status == 0 && korean.stderr.hasPrefix("diffstep: --notation ops는 전체 표에서만 씁니다: "))
        #expect((try? JSONSerialization.jsonObject(with: Data(korean.stdout.utf8))) != nil)
        let fits = try CLI.run(["trace", "kit", "kat", "--notation", "ops"])
        #expect(fits.status == 0 && fits.stderr.isEmpty)
    }

    @Test("trace --format json past the limit: the band, the window, null outside the band, the full path")
    func json() throws {
        let result = try CLI.run(["trace", "abcdefghijkl", "abcdXfghijkY", "--max-cells", "168", "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["banded"] as? Bool == true)
        #expect(object?["band"] as? Int == 2)
        #expect(object?["distance"] as? Int == 2)
        #expect(object?["computedCells"] as? Int == 59)
        let cells = object?["cells"] as? [[Any]]
        // The window is 12 x 14 = 168 cells at most: 12 rows, 13 columns.
        #expect(cells?.count == 12)
        let nulls = cells?.reduce(0) { $0 + $1.filter { $0 is NSNull }.count }
        let window = object?["window"] as? [String: [Int]]
        #expect(window?["rows"] == [0, 11] && window?["columns"] == [0, 12])
        // Of rows 0...11 x columns 0...12: 59 band cells minus row 12's three; the rest null.
        #expect(nulls == 12 * 13 - 56)
        let path = object?["path"] as? [[String: Any]]
        #expect(
            path?.compactMap { $0["operation"] as? String }.filter { $0 != "match" } == ["substitute", "substitute"])
    }

    @Test("html, markdown and svg past the limit draw the band; html labels cells outside it")
    func exports() throws {
        let arguments = ["trace", "abcdefghijkl", "abcdXfghijkY", "--max-cells", "100", "--lang", "en"]
        let html = try CLI.run(arguments + ["--format", "html"])
        #expect(html.status == 0)
        #expect(
            html.stdout.contains(
                "class=\"r-notComputed\" aria-label=\"row a, column d: empty, outside the band: never computed\""))
        let markdown = try CLI.run(arguments + ["--format", "markdown"])
        #expect(markdown.stdout.contains("## Step 1/"))
        #expect(markdown.stdout.contains("| # |"))
        let svg = try CLI.run(arguments + ["--format", "svg"])
        #expect(svg.status == 0 && svg.stdout.hasPrefix("<svg"))
    }

    @Test("CRLF text and NFD Hangul past the limit: the same band as LF and NFC where the tokens agree")
    func hostileText() throws {
        // Lines: CRLF and LF split the same, so the banded path is the same.
        let crlf = try CLI.run([
            "trace", "a\r\nb\r\nc\r\nd", "a\nX\nc\nd", "--unit", "line", "--max-cells", "20", "--format", "json",
        ])
        let lf = try CLI.run([
            "trace", "a\nb\nc\nd", "a\nX\nc\nd", "--unit", "line", "--max-cells", "20", "--format", "json",
        ])
        #expect(crlf.status == 0)
        #expect(crlf.stdout == lf.stdout)
        // 한글 in NFD is 6 scalars but 2 graphemes: the same graphemes as NFC, distance 1 to 한굴.
        let nfd = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"
        let result = try CLI.run(["trace", nfd + "abc", "한굴abc", "--max-cells", "30", "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["band"] as? Int == 1)
        // A control character in a token is escaped on the terminal, never sent.
        let tail = String(repeating: "z", count: 30)
        let escaped = try CLI.run([
            "trace", "ab\u{1B}[31mcdefgh" + tail, "abXcdefgh" + tail, "--max-cells", "600", "--color", "never",
        ])
        #expect(escaped.status == 0)
        #expect(!escaped.stdout.contains("\u{1B}"))
    }

    @Test("a 100 MB file is refused before any band, as today")
    func hugeFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("banded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let huge = folder.appendingPathComponent("huge.txt")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        let result = try CLI.run(["trace", "--source-file", huge.path, "--target-file", huge.path])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("diffstep: file too large: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}

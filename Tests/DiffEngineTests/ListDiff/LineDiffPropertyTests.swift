import DiffEngine
import PropertyBased
import Testing

/// The byte-level line diffs against the same algorithms over `TokenUnit.line` tokens.
@Suite struct LineDiffPropertyTests {
    static let pieces = ["a", "b", "한", "e\u{301}", "", "a b", "abcdefghij", "abcdefghik", "0123456789abcdef한X"]
    static let breaks = ["\n", "\r\n", "\r"]
    /// Texts of a few repeated lines, with mixed line breaks and sometimes no final break.
    static let text = Gen.int(in: 0...(pieces.count * breaks.count - 1)).array(of: 0...25).map { codes in
        codes.map { pieces[$0 % pieces.count] + breaks[$0 / pieces.count] }.joined()
    }

    @Test("LineDiff.myers and .heckel give the changes of Myers and Heckel over TokenUnit.line tokens")
    func sameAsTokens() async {
        await propertyCheck(count: 300, input: Self.text, Self.text, Gen.bool) { old, new, cut in
            let new = cut ? String(new.dropLast()) : new
            let oldLines = TokenUnit.line.tokens(of: old)
            let newLines = TokenUnit.line.tokens(of: new)
            #expect(LineDiff.myers(old: old, new: new) == Myers.diff(old: oldLines, new: newLines))
            #expect(LineDiff.heckel(old: old, new: new) == Heckel.diff(old: oldLines, new: newLines))
            #expect(
                LineDiff.heckel(old: old, new: new, moves: .heckel)
                    == Heckel.diff(old: oldLines, new: newLines, moves: .heckel))
            #expect(oldLines.applying(LineDiff.myers(old: old, new: new)) == newLines)
            // The same texts given as bytes (what `diffstep diff --unit line` reads).
            let (oldBytes, newBytes) = (Array(old.utf8)[...], Array(new.utf8)[...])
            #expect(LineDiff.myers(old: oldBytes, new: newBytes) == LineDiff.myers(old: old, new: new))
            #expect(LineDiff.heckel(old: oldBytes, new: newBytes) == LineDiff.heckel(old: old, new: new))
        }
    }

    @Test("equal lines get equal numbers, different lines different ones, on bytes")
    func symbols() async {
        await propertyCheck(count: 300, input: Self.text, Self.text) { old, new in
            let oldBytes = Array(old.utf8)
            let newBytes = Array(new.utf8)
            let symbols = oldBytes.withUnsafeBufferPointer { o in
                newBytes.withUnsafeBufferPointer { n in LineSymbols(old: o, new: n) }
            }
            let lines = TokenUnit.line.tokens(of: old) + TokenUnit.line.tokens(of: new)
            let numbers = symbols.old + symbols.new
            #expect(numbers.count == lines.count)
            for i in lines.indices {
                for j in lines.indices { #expect((lines[i] == lines[j]) == (numbers[i] == numbers[j])) }
            }
            #expect(Set(numbers).count == symbols.count)
        }
    }
}

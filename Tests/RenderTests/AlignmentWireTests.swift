import DiffEngine
import Foundation
import PropertyBased
import Testing
import Wire

/// The alignment's outputs for scripts (`trace --format cigar`, and `--format json` past the
/// band's limit) against the full trace they stand in for.
@Suite struct AlignmentWireTests {
    /// The operations a CIGAR string stands for, run by run; nil for a letter it does not know.
    static func expand(_ cigar: String) -> [EditOperation]? {
        var operations: [EditOperation] = []
        var count = 0
        for character in cigar {
            if let digit = character.wholeNumberValue {
                count = count * 10 + digit
                continue
            }
            guard count > 0 else { return nil }
            let letters: [Character: EditOperation] = ["=": .match, "X": .substitute, "I": .insert, "D": .delete]
            guard let operation = letters[character] else { return nil }
            operations += Array(repeating: operation, count: count)
            count = 0
        }
        return count == 0 ? operations : nil
    }

    @Test("runs of one letter each, counts kept at 1, nothing for an empty alignment")
    func examples() {
        #expect(Cigar.text([.substitute, .match, .match, .match, .substitute, .match, .insert]) == "1X3=1X1=1I")
        #expect(Cigar.text(Array(repeating: .delete, count: 12) + [.match]) == "12D1=")
        #expect(Cigar.text([]) == "")
    }

    @Test("run lengths across every digit count are written as their decimal digits")
    func digitCounts() {
        let counts = [1, 9, 10, 11, 99, 100, 101, 999, 1_000, 9_999, 10_000, 65_536, 123_456]
        let letters: [(EditOperation, String)] = [(.match, "="), (.substitute, "X"), (.insert, "I"), (.delete, "D")]
        var operations: [EditOperation] = []
        var expected = ""
        for (index, count) in counts.enumerated() {
            let (operation, letter) = letters[index % letters.count]
            operations += Array(repeating: operation, count: count)
            expected += "\(count)" + letter
        }
        #expect(Cigar.text(operations) == expected)
    }

    @Test("the CIGAR runs and the JSON path are the full trace's path, under either tie-break")
    func sameAsTheTrace() async {
        let text = Gen.int(in: 0...3).array(of: 0...40).map { $0.map { String(Array("abcd")[$0]) } }
        await propertyCheck(count: 200, input: text, text) { source, target in
            for tieBreak in TieBreak.allCases {
                guard let trace = try? Trace(source: source, target: target, tieBreak: tieBreak),
                    let alignment = try? BandedAlignment(source: source, target: target, tieBreak: tieBreak)
                else { return #expect(Bool(false)) }
                let operations = trace.path.compactMap(\.operation)
                #expect(Self.expand(Cigar.text(alignment.operations)) == operations)
                // The JSON path, step for step: the full trace's rows, columns, operations, notations.
                let json = alignment.json(source: source, target: target, unit: .grapheme)
                let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
                #expect(object?["distance"] as? Int == trace.distance)
                #expect(object?["tieBreak"] as? String == tieBreak.rawValue)
                let path = object?["path"] as? [[String: Any]] ?? []
                #expect(path.map { $0["row"] as? Int } == trace.path.map(\.row))
                #expect(path.map { $0["column"] as? Int } == trace.path.map(\.column))
                #expect(path.map { $0["operation"] as? String } == trace.path.map { $0.operation?.description })
                #expect(path.map { $0["notation"] as? String } == trace.path.map(\.notation.description))
            }
        }
    }

    @Test("the JSON escapes tokens as every contract does and lists the band's facts, no cells")
    func keys() throws {
        let alignment = try BandedAlignment(source: ["<", "\""], target: ["<", "b", "\n"])
        let json = alignment.json(source: ["<", "\""], target: ["<", "b", "\n"], unit: .grapheme)
        #expect(json.contains(#""source": ["\u003c", "\""]"#))
        #expect(json.contains(#""target": ["\u003c", "b", "\n"]"#))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["banded"] as? Bool == true)
        #expect(object?["cells"] == nil)
        #expect(object?["computedCells"] as? Int == alignment.computedCells)
        #expect(
            object?["diagonals"] as? [Int] == [alignment.diagonals.lowerBound, alignment.diagonals.upperBound])
    }
}

import DiffEngine
import Testing

@Suite struct TieBreakTests {
    @Test("deepdiff and diagonal-first take different, equally cheap paths")
    func differentPaths() throws {
        let source = Array("ab")
        let target = Array("ba")
        let deepdiff = try Trace(source: source, target: target, tieBreak: .deepdiff)
        let diagonal = try Trace(source: source, target: target, tieBreak: .diagonalFirst)
        #expect(deepdiff.distance == diagonal.distance)
        #expect(deepdiff.path != diagonal.path)
        #expect(diagonal.editScript.edits.map(\.operation) == [.substitute, .substitute])
        #expect(deepdiff.editScript.edits.map(\.operation).contains(.delete))
        #expect(deepdiff.editScript.applied(to: source) == target)
        #expect(diagonal.editScript.applied(to: source) == target)
    }

    @Test("ties are all kept: both policies see the same co-optimal sets")
    func sameSets() throws {
        let a = try Trace(source: Array("abcab"), target: Array("bacba"), tieBreak: .deepdiff)
        let b = try Trace(source: Array("abcab"), target: Array("bacba"), tieBreak: .diagonalFirst)
        for row in 0..<a.rows {
            for column in 0..<a.columns {
                #expect(a.operations(row: row, column: column) == b.operations(row: row, column: column))
                #expect(a.cost(row: row, column: column) == b.cost(row: row, column: column))
            }
        }
    }

    @Test("each policy picks its first preferred operation")
    func choose() {
        let examples: [(TieBreak, OperationSet, EditOperation)] = [
            (.deepdiff, [.substitute, .insert, .delete], .delete),
            (.deepdiff, [.substitute, .insert], .insert),
            (.diagonalFirst, [.substitute, .insert, .delete], .substitute),
            (.diagonalFirst, [.insert, .delete], .delete),
            (.diagonalFirst, [.match, .insert], .match),
        ]
        for (policy, set, expected) in examples {
            #expect(policy.choose(from: set) == expected)
        }
    }

    @Test("the first enumerated alignment is the chosen path")
    func firstAlignmentIsPath() throws {
        for policy in TieBreak.allCases {
            let trace = try Trace(source: Array("AUERY"), target: Array("GARUEY"), tieBreak: policy)
            #expect(trace.alignments(limit: 1) == [trace.path])
        }
    }
}

import DiffEngine
import TestSupport
import Testing

@Suite struct TracePropertyTests {
    @Test(
        "the path's cost equals the distance, and the script turns source into target",
        arguments: TieBreak.allCases)
    func pathAndScript(policy: TieBreak) throws {
        var random = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<300 {
            let (source, target) = random.pair(upTo: 14)
            let trace = try Trace(source: source, target: target, tieBreak: policy)
            let path = trace.path
            #expect(path.last?.notation.cost == trace.distance)
            #expect(path.first == PathStep(row: 0, column: 0, operation: nil, notation: Notation()))
            #expect(path.last.map { ($0.row, $0.column) } ?? (-1, -1) == (source.count, target.count))
            #expect(trace.editScript.edits.count == trace.distance)
            #expect(trace.editScript.applied(to: source) == target)
            for step in path { #expect(trace.notation(row: step.row, column: step.column) == step.notation) }
        }
    }

    @Test("every cell's notation adds up to its cost, in bulk and one by one")
    func notations() throws {
        var random = SplitMix64(seed: 0x5EED_0002)
        for _ in 0..<60 {
            let (source, target) = random.pair(upTo: 10)
            let trace = try Trace(source: source, target: target)
            let table = trace.notations()
            for row in 0..<trace.rows {
                for column in 0..<trace.columns {
                    let notation = trace.notation(row: row, column: column)
                    #expect(table[row, column] == notation)
                    #expect(notation.cost == trace.cost(row: row, column: column))
                    let candidates = trace.candidates(row: row, column: column)
                    let best = [candidates.up, candidates.left, candidates.diagonal].compactMap { $0 }.min()
                    #expect(best ?? 0 == trace.cost(row: row, column: column))
                }
            }
        }
    }

    @Test("traced, two-row and bit-parallel distances agree, short inputs")
    func methodsAgreeShort() throws {
        var random = SplitMix64(seed: 0x5EED_0003)
        for _ in 0..<500 {
            let (source, target) = random.pair(upTo: 20)
            try expectAgreement(source, target)
        }
    }

    @Test("traced, two-row and bit-parallel distances agree over several 64-token blocks")
    func methodsAgreeLong() throws {
        var random = SplitMix64(seed: 0x5EED_0004)
        for length in [63, 64, 65, 127, 128, 129, 200, 300] {
            for _ in 0..<6 {
                let alphabet = Int.random(in: 2...26, using: &random)
                let source = random.text(count: length, alphabet: alphabet)
                let target = random.text(count: Int.random(in: 0...(length + 70), using: &random), alphabet: alphabet)
                try expectAgreement(source, target)
                // A near copy keeps long common runs, so deltas cross block borders.
                var edited = source
                for _ in 0..<5 where !edited.isEmpty {
                    edited[Int.random(in: 0..<edited.count, using: &random)] = "z"
                }
                try expectAgreement(source, edited + Array("tail"))
            }
        }
    }

    func expectAgreement(_ source: [Character], _ target: [Character]) throws {
        let traced = try Trace(source: source, target: target).distance
        #expect(EditDistance.distance(from: source, to: target, method: .twoRow) == traced)
        #expect(EditDistance.distance(from: source, to: target, method: .bitParallel) == traced)
        #expect(EditDistance.distance(from: source, to: target) == traced)
        #expect(EditDistance.distance(from: target, to: source, method: .bitParallel) == traced)
        // Scalar by scalar, where each character is one scalar (the pairs' letters are).
        if (source + target).allSatisfy({ $0.unicodeScalars.count == 1 }) {
            #expect(EditDistance.distance(scalarsOf: String(source), String(target)) == traced)
        }
    }

    @Test("the alignment count equals the number of alignments enumerated")
    func countMatchesEnumeration() throws {
        var random = SplitMix64(seed: 0x5EED_0005)
        for _ in 0..<200 {
            let (source, target) = random.pair(upTo: 7)
            for policy in TieBreak.allCases {
                let trace = try Trace(source: source, target: target, tieBreak: policy)
                let all = trace.alignments(limit: 100_000)
                #expect(trace.optimalAlignmentCount == BigUInt(UInt64(all.count)))
                #expect(Set(all).count == all.count)
                for alignment in all {
                    #expect(alignment.last?.notation.cost == trace.distance)
                    #expect(trace.script(for: alignment).applied(to: source) == target)
                }
            }
        }
    }

    @Test("the enumeration stops at its limit")
    func limit() throws {
        let trace = try Trace(source: Array("aaaa"), target: Array("bbbbbbbb"))
        #expect(trace.optimalAlignmentCount == 70)  // C(8, 4)
        #expect(trace.alignments(limit: 3).count == 3)
    }
}

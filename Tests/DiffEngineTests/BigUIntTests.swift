import DiffEngine
import Testing

@Suite struct BigUIntTests {
    @Test("adding carries across words and prints in decimal")
    func carry() {
        let max = BigUInt(UInt64.max)
        let sum = max + 1
        #expect(sum.uint64Value == nil)
        #expect(sum.description == "18446744073709551616")
        #expect((sum + sum).description == "36893488147419103232")
        #expect(BigUInt(0).description == "0")
        #expect(BigUInt(10_000_000_000_000_000_000).description == "10000000000000000000")
        #expect(max < sum)
    }

    @Test("doubling 200 times is 2^200")
    func powers() {
        var value: BigUInt = 1
        for _ in 0..<200 { value += value }
        #expect(value.description == "1606938044258990275541962092341162602522202993782792835301376")
    }

    @Test("alignment counts past 64 bits stay exact")
    func hugeCount() throws {
        let trace = try Trace(source: Array(repeating: "a", count: 70), target: Array(repeating: "b", count: 140))
        // Every optimal path uses 70 substitutions and 70 insertions in any order: C(140, 70).
        #expect(trace.optimalAlignmentCount.description == "93820969697840041204785894580506297666600")
    }
}

import Benchmark
import DiffEngine

/// Random text over letters and spaces, the same for every run (SplitMix64, fixed seed).
func randomText(_ count: Int, seed: UInt64) -> [Character] {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz     ")
    var state = seed
    return (0..<count).map { _ in
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return alphabet[Int((z ^ (z >> 31)) % UInt64(alphabet.count))]
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(5))

    for size in [1000, 3000] {
        let source = randomText(size, seed: 1)
        let target = randomText(size, seed: 2)
        Benchmark("traced \(size)x\(size)") { benchmark in
            for _ in benchmark.scaledIterations {
                let trace = try Trace(source: source, target: target)
                blackHole(trace.path.count)
            }
        }
    }

    for size in [10_000, 100_000] {
        let source = randomText(size, seed: 3)
        let target = randomText(size, seed: 4)
        Benchmark("distance bit-parallel \(size)", configuration: .init(maxIterations: size > 10_000 ? 5 : 50)) {
            benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(EditDistance.distance(from: source, to: target, method: .bitParallel))
            }
        }
    }

    let source = randomText(10_000, seed: 5)
    let target = randomText(10_000, seed: 6)
    Benchmark("distance two-row 10000", configuration: .init(maxIterations: 5)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(EditDistance.distance(from: source, to: target, method: .twoRow))
        }
    }

    Benchmark("random text: tokenize and trace 1000 words") { benchmark in
        let words = String(randomText(6000, seed: 7))
        let others = String(randomText(6000, seed: 8))
        for _ in benchmark.scaledIterations {
            let trace = try Trace(source: TokenUnit.word.tokens(of: words), target: TokenUnit.word.tokens(of: others))
            blackHole(trace.distance)
        }
    }
}

import Benchmark
import DiffEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The moves a diff reports, recorded next to its time.
let moves = BenchmarkMetric.custom("moves", polarity: .prefersSmaller, useScalingFactor: false)

// Heckel with the fewest moves, Heckel with its own moves, DifferenceKit's algorithm (ported)
// and the standard library's difference(from:).inferringMoves(), on the same workloads in the
// same run.

nonisolated(unsafe) let benchmarks = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, moves],
        maxDuration: .seconds(3), maxIterations: 50)

    let workloads: [(String, Workload<Int>, Workload<String>)] = [
        ("10k 10/10/10", .tenTenTen(count: 10_000, id: intID), .tenTenTen(count: 10_000, id: stringID)),
        ("100k 10/10/10", .tenTenTen(count: 100_000, id: intID), .tenTenTen(count: 100_000, id: stringID)),
        ("100k DifferenceKit", .differenceKit(id: intID), .differenceKit(id: stringID)),
    ]
    for (name, ints, strings) in workloads {
        register(name + " Int", ints, stdlib: name.hasPrefix("10k"))
        register(name + " String", strings, stdlib: name.hasPrefix("10k"))
    }
}

/// Registers the three contestants for one workload. The standard library's diff is
/// O((n + m) d): at 100k with 30,000 edits one run takes many seconds, so it only runs
/// where it finishes (BENCH_STDLIB_100K=1 adds it there, with a single iteration).
func register<ID: Hashable & Sendable>(_ name: String, _ workload: Workload<ID>, stdlib: Bool) {
    for strategy in MoveStrategy.allCases {
        Benchmark("Heckel \(strategy) moves, \(name)") { benchmark in
            var changes: [Change<ID>] = []
            for _ in benchmark.scaledIterations {
                changes = Heckel.diff(old: workload.old, new: workload.new, moves: strategy)
                blackHole(changes)
            }
            benchmark.measurement(moves, ChangeCounts(changes).moves)
        }
    }
    // DifferenceKit's algorithm (the port in DifferenceKitPort.swift), same workload, same run.
    Benchmark("DifferenceKit port moves, \(name)") { benchmark in
        var stages: [DifferenceKitStage<ID>] = []
        for _ in benchmark.scaledIterations {
            stages = DifferenceKitPort.stages(source: workload.old, target: workload.new)
            blackHole(stages)
        }
        benchmark.measurement(moves, stages.reduce(0) { $0 + $1.moved.count })
    }
    let slow = Benchmark.Configuration(maxDuration: .seconds(120), maxIterations: 1)
    guard stdlib || getenv("BENCH_STDLIB_100K").map({ String(cString: $0) }) == "1" else { return }
    Benchmark("stdlib inferringMoves, \(name)", configuration: stdlib ? Benchmark.defaultConfiguration : slow) {
        benchmark in
        var difference = workload.new.difference(from: workload.old)
        for _ in benchmark.scaledIterations {
            difference = workload.new.difference(from: workload.old).inferringMoves()
            blackHole(difference)
        }
        // A move is a removal with an associated insertion.
        let inferred = difference.removals.count {
            if case .remove(_, _, let partner) = $0 { partner != nil } else { false }
        }
        benchmark.measurement(moves, inferred)
    }
}

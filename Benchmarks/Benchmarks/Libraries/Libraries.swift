import Algorithms
import Benchmark
import BigInt
import Collections
import DiffEngine

// Our hand-written helpers against the libraries that could replace them (issue 12, item 8),
// on the workloads where diffstep uses them. docs/performance.md records the verdicts.

nonisolated(unsafe) let benchmarks = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 30)

    // Counting optimal alignments: every cell adds up to three neighbours' counts. With
    // every neighbour co-optimal (the worst case) the counts are Delannoy numbers, ~950 bits
    // at 300 x 300.
    let side = 300
    Benchmark("count alignments 300x300, DiffEngine.BigUInt (ours)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(delannoy(side, zero: DiffEngine.BigUInt(0), one: DiffEngine.BigUInt(1)) { $0 + $1 })
        }
    }
    Benchmark("count alignments 300x300, attaswift BigUInt") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(delannoy(side, zero: BigInt.Magnitude(0), one: BigInt.Magnitude(1)) { $0 + $1 })
        }
    }

    // Dropping repeats, keeping first occurrences: 100k words from 5k distinct.
    let words = (0..<100_000).map { "w\(($0 &* 7_919) % 5_000)" }
    Benchmark("uniqued 100k words, Set filter (ours)") { benchmark in
        for _ in benchmark.scaledIterations {
            var seen = Set<String>()
            blackHole(words.filter { seen.insert($0).inserted })
        }
    }
    Benchmark("uniqued 100k words, swift-algorithms uniqued()") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Array(words.uniqued())) }
    }

    // Pairing k-th occurrence with k-th occurrence (Matching.matchItems): a queue per id.
    let ids = (0..<20_000).map { $0 % 200 }
    Benchmark("queues per id 20k, Array.removeFirst (ours)") { benchmark in
        for _ in benchmark.scaledIterations {
            var queues: [Int: [Int]] = [:]
            for (index, id) in ids.enumerated() { queues[id, default: []].append(index) }
            var total = 0
            for id in ids {
                if var queue = queues[id], !queue.isEmpty {
                    total &+= queue.removeFirst()
                    queues[id] = queue
                }
            }
            blackHole(total)
        }
    }
    Benchmark("queues per id 20k, swift-collections Deque") { benchmark in
        for _ in benchmark.scaledIterations {
            var queues: [Int: Deque<Int>] = [:]
            for (index, id) in ids.enumerated() { queues[id, default: []].append(index) }
            var total = 0
            for id in ids { if let first = queues[id]?.popFirst() { total &+= first } }
            blackHole(total)
        }
    }

    // Marking items once, in order (Snapshot.reloadItems): 2,000 identifiers, each twice.
    let marks = (0..<4_000).map { "item\($0 % 2_000)" }
    Benchmark("ordered marks 4k, Array.contains (ours)") { benchmark in
        for _ in benchmark.scaledIterations {
            var marked: [String] = []
            for item in marks where !marked.contains(item) { marked.append(item) }
            blackHole(marked)
        }
    }
    Benchmark("ordered marks 4k, swift-collections OrderedSet") { benchmark in
        for _ in benchmark.scaledIterations {
            var marked = OrderedSet<String>()
            for item in marks { marked.append(item) }
            blackHole(marked)
        }
    }
}

/// The count of co-optimal paths when every step is co-optimal, two rows at a time.
func delannoy<N>(_ side: Int, zero: N, one: N, add: (N, N) -> N) -> N {
    var previous = [N](repeating: one, count: side + 1)
    var current = previous
    for _ in 1...side {
        current[0] = one
        for column in 1...side {
            current[column] = add(add(previous[column], current[column - 1]), previous[column - 1])
        }
        swap(&previous, &current)
    }
    return previous[side]
}

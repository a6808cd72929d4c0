import DiffEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Heckel with the fewest moves, Heckel with its own moves, DifferenceKit's algorithm (the port
/// in DifferenceKitPort.swift) and, at 10k, the standard library's
/// difference(from:).inferringMoves(), on the same workloads in one process, interleaved:
/// each round runs every contestant once (the order rotating), so all of them see the same
/// machine load; each side's median over the rounds, and the ratio of medians, CPU time
/// first (the thread's own, which waiting for a core does not inflate), with the spread of
/// the per-round ratios. BENCH_LISTDIFF_ROUNDS sets the rounds (default 21, one warm-up more).
@main
struct ListDiffDuel {
    static func main() {
        let rounds = getenv("BENCH_LISTDIFF_ROUNDS").flatMap { Int(String(cString: $0)) } ?? 21
        print(
            "| workload | ids | fewest moves | Heckel's moves | DifferenceKit port | stdlib | CPU ratio fewest / DifferenceKit (per-round spread) | wall ratio | moves (fewest / Heckel / DifferenceKit) |"
        )
        print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
        for (name, count) in [("10/10/10", 10_000), ("10/10/10", 100_000)] {
            duel(
                "\(count / 1000)k \(name)", "Int", .tenTenTen(count: count, id: intID), rounds: rounds,
                stdlib: count <= 10_000)
            duel(
                "\(count / 1000)k \(name)", "String", .tenTenTen(count: count, id: stringID), rounds: rounds,
                stdlib: count <= 10_000)
        }
        duel("100k DifferenceKit's", "Int", .differenceKit(id: intID), rounds: rounds, stdlib: false)
        duel("100k DifferenceKit's", "String", .differenceKit(id: stringID), rounds: rounds, stdlib: false)
    }
}

/// One contestant: its name and a run that returns the moves it reported.
struct Contestant {
    let name: String
    let run: () -> Int
}

/// The thread's CPU time and the wall clock, in seconds.
func clocks() -> (cpu: Double, wall: Double) {
    var cpu = timespec()
    var wall = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu)
    clock_gettime(CLOCK_MONOTONIC, &wall)
    return (Double(cpu.tv_sec) + Double(cpu.tv_nsec) / 1e9, Double(wall.tv_sec) + Double(wall.tv_nsec) / 1e9)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
}

func milliseconds(_ seconds: Double) -> String {
    let tenths = Int((seconds * 10_000).rounded())
    return "\(tenths / 10).\(tenths % 10) ms"
}

func ratio(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)x"
}

/// Runs the contestants on `workload`, interleaved, and prints one table row.
func duel<ID: Hashable & Sendable>(_ name: String, _ ids: String, _ workload: Workload<ID>, rounds: Int, stdlib: Bool) {
    var contestants = [
        Contestant(name: "fewest") {
            ChangeCounts(Heckel.diff(old: workload.old, new: workload.new, moves: .optimal)).moves
        },
        Contestant(name: "heckel") {
            ChangeCounts(Heckel.diff(old: workload.old, new: workload.new, moves: .heckel)).moves
        },
        Contestant(name: "differencekit") {
            DifferenceKitPort.stages(source: workload.old, target: workload.new).reduce(0) { $0 + $1.moved.count }
        },
    ]
    if stdlib {
        contestants.append(
            Contestant(name: "stdlib") {
                let difference = workload.new.difference(from: workload.old).inferringMoves()
                // A move is a removal with an associated insertion.
                return difference.removals.count {
                    if case .remove(_, _, let partner) = $0 { partner != nil } else { false }
                }
            })
    }
    var cpu = [String: [Double]]()
    var wall = [String: [Double]]()
    var moves = [String: Int]()
    for round in 0...rounds {
        for offset in contestants.indices {
            let contestant = contestants[(round + offset) % contestants.count]
            let start = clocks()
            let reported = contestant.run()
            let end = clocks()
            moves[contestant.name] = reported
            // Round 0 warms the caches and the allocator up; it is not counted.
            guard round > 0 else { continue }
            cpu[contestant.name, default: []].append(end.cpu - start.cpu)
            wall[contestant.name, default: []].append(end.wall - start.wall)
        }
    }
    let ours = cpu["fewest"] ?? []
    let theirs = cpu["differencekit"] ?? []
    let perRound = zip(ours, theirs).map { $0 / max($1, 1e-9) }.sorted()
    let spread =
        perRound.isEmpty
        ? "" : " (\(ratio(perRound[perRound.count / 10]))-\(ratio(perRound[perRound.count - 1 - perRound.count / 10])))"
    let cell = { (name: String) in cpu[name].map { milliseconds(median($0)) } ?? "" }
    let cpuRatio = median(ours) / max(median(theirs), 1e-9)
    let wallRatio = median(wall["fewest"] ?? []) / max(median(wall["differencekit"] ?? []), 1e-9)
    let counts = ["fewest", "heckel", "differencekit"].map { moves[$0].map(String.init) ?? "" }.joined(separator: " / ")
    print(
        "| \(name) | \(ids) | \(cell("fewest")) | \(cell("heckel")) | \(cell("differencekit")) | \(cell("stdlib")) | **\(ratio(cpuRatio))**\(spread) | \(ratio(wallRatio)) | \(counts) |"
    )
    fflush(nil)
}

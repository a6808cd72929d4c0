// swift-tools-version:6.1
import PackageDescription

// package-benchmark suites, kept out of the main package so `make test` stays lean.
// Run: cd Benchmarks && swift package --disable-sandbox benchmark
let package = Package(
    name: "DiffstepBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(name: "diffstep", path: ".."),
        // Contestants for our hand-written helpers (docs/performance.md, "Libraries").
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.1"),
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "DiffEngineBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "DiffEngine", package: "diffstep"),
            ],
            path: "Benchmarks/DiffEngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Not a package-benchmark suite: it runs its contestants interleaved in one process
        // (swift run -c release ListDiff).
        .executableTarget(
            name: "ListDiff",
            dependencies: [.product(name: "DiffEngine", package: "diffstep")],
            path: "Benchmarks/ListDiff"
        ),
        .executableTarget(
            name: "Libraries",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "DiffEngine", package: "diffstep"),
                .product(name: "Collections", package: "swift-collections"),
                .product(name: "Algorithms", package: "swift-algorithms"),
                .product(name: "BigInt", package: "BigInt"),
            ],
            path: "Benchmarks/Libraries",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

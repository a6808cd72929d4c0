// swift-tools-version:6.1
import PackageDescription

// package-benchmark suites for DiffEngine, kept out of the main package so `make test` stays lean.
// Run: cd Benchmarks && swift package benchmark
let package = Package(
    name: "DiffstepBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(name: "diffstep", path: ".."),
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
        )
    ]
)

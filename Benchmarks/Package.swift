// swift-tools-version:6.1
import PackageDescription

// package-benchmark suites, kept out of the main package so `swift build` needs no
// benchmark dependency. Run: cd Benchmarks && swift package benchmark
let package = Package(
    name: "diffstep-benchmarks",
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(name: "diffstep", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "ListDiff",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "DiffEngine", package: "diffstep"),
            ],
            path: "Benchmarks/ListDiff",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

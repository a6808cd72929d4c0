// swift-tools-version:6.1
import PackageDescription

// The house (see docs/ARCHITECTURE.md): data flows down only.
// DiffEngine -> BatchUpdates -> Storyboard -> Wire -> Render -> Lessons/Grading/SiteBuilder -> diffstep
let package = Package(
    name: "diffstep",
    products: [
        .executable(name: "diffstep", targets: ["diffstep"]),
        .library(name: "DiffEngine", targets: ["DiffEngine"]),
        .library(name: "BatchUpdates", targets: ["BatchUpdates"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .target(name: "DiffEngine"),
        .target(name: "BatchUpdates", dependencies: ["DiffEngine"]),
        .target(name: "Storyboard", dependencies: ["DiffEngine", "BatchUpdates"]),
        // The JSON that leaves the program (every --format json, the web stepper's frames):
        // Foundation-free and Embedded-ready, shared by Render and the WebAssembly build.
        .target(name: "Wire", dependencies: ["DiffEngine", "BatchUpdates", "Storyboard"]),
        // The scripted lessons; Prose/ is Markdown for the site, embedded by Scripts/embed-prose.sh.
        .target(
            name: "Lessons",
            dependencies: ["DiffEngine", "BatchUpdates", "Storyboard"],
            exclude: ["Prose"]
        ),
        // The engine's C-ABI face for the web (engine.wasm, Scripts/build-wasm.sh); natively a
        // plain library so tests call the same functions.
        .target(name: "WebEngine", dependencies: ["DiffEngine", "BatchUpdates", "Storyboard", "Wire"]),
        .target(name: "Render", dependencies: ["DiffEngine", "BatchUpdates", "Storyboard", "Wire", "CCmark"]),
        .target(
            name: "Grading",
            dependencies: [
                "DiffEngine", "BatchUpdates", "Storyboard", "Render",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "SiteBuilder",
            dependencies: [
                "DiffEngine", "BatchUpdates", "Storyboard", "Render", "Lessons", "Grading",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .executableTarget(
            name: "diffstep",
            dependencies: [
                "DiffEngine", "BatchUpdates", "Storyboard", "Render", "Grading", "SiteBuilder", "Lessons",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Shared by the test targets only: SplitMix64 and the expected-output files.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "DiffEngineTests",
            dependencies: [
                "TestSupport", "DiffEngine", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "BatchUpdatesTests",
            dependencies: [
                "TestSupport", "BatchUpdates", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "RenderTests",
            dependencies: ["TestSupport", "Render", "Wire", "DiffEngine", "Storyboard", "CCmark"],
            exclude: ["Expected"]
        ),
        .testTarget(
            name: "GradingTests",
            dependencies: ["TestSupport", "Grading", "Render"],
            exclude: ["Expected"]
        ),
        .testTarget(
            name: "SnapshotTests",
            dependencies: ["TestSupport", "BatchUpdates", "Storyboard", "Render"],
            exclude: ["Expected"]
        ),
        .testTarget(
            name: "SiteBuilderTests",
            dependencies: ["TestSupport", "SiteBuilder", "Render", "Storyboard", "Lessons", "Grading"],
            exclude: ["Expected"]
        ),
        .testTarget(
            name: "StoryboardTests",
            dependencies: ["TestSupport", "Storyboard", "Render", "DiffEngine", "BatchUpdates"],
            exclude: ["Expected"]
        ),
        // Random WebEngine requests with their native answers, for Scripts/checks/wasm-parity.sh.
        .executableTarget(
            name: "WebParity", dependencies: ["TestSupport", "WebEngine", "Wire"], path: "Tests/WebParity"),
        .testTarget(
            name: "WebEngineTests",
            dependencies: ["TestSupport", "WebEngine", "Render", "Storyboard", "BatchUpdates", "DiffEngine"]
        ),
        .testTarget(
            name: "LessonsTests",
            dependencies: ["TestSupport", "Lessons", "Storyboard", "Render"]
        ),
        .testTarget(
            name: "DiffstepTests",
            dependencies: ["TestSupport", "Render", "Storyboard", "Lessons"],
            exclude: ["Expected"]
        ),
    ]
)

// swift-tools-version:6.1
import PackageDescription

// The house (see docs/ARCHITECTURE.md): data flows down only.
// TextIntake -> DiffEngine -> BatchModel -> BatchParsing -> BatchSimulation -> DiffableSnapshots -> BatchPlanning
// -> Practice -> Storyboard -> Judging -> Wire -> Render -> Lessons/Grading/SiteBuilder
// -> diffstep; WebEngine (the wasm face) sits on Wire. Digest (SHA-256, HMAC) is a leaf.
let package = Package(
    name: "diffstep",
    products: [
        .executable(name: "diffstep", targets: ["diffstep"]),
        .library(name: "DiffEngine", targets: ["DiffEngine"]),
        .library(name: "BatchModel", targets: ["BatchModel"]),
        .library(name: "BatchParsing", targets: ["BatchParsing"]),
        .library(name: "BatchSimulation", targets: ["BatchSimulation"]),
        .library(name: "DiffableSnapshots", targets: ["DiffableSnapshots"]),
        .library(name: "BatchPlanning", targets: ["BatchPlanning"]),
        // For the fuzz targets in Fuzz/ (a package of its own, like Benchmarks/).
        .library(name: "TextIntake", targets: ["TextIntake"]),
        .library(name: "Storyboard", targets: ["Storyboard"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "Grading", targets: ["Grading"]),
        .library(name: "Practice", targets: ["Practice"]),
        // The Embedded core: the modules that also compile as Embedded Swift for wasm32 into the
        // engine's parts (docs/WASM.md), in build order, each after what it imports; WebEngine, the
        // C-ABI face, last. The one place the set is written: Scripts/build-wasm.sh and
        // Scripts/checks/embedded.sh read it through `swift package dump-package`
        // (Scripts/embedded-modules.sh), and HouseTests (no Foundation) through the same dump.
        .library(
            name: "EmbeddedEngine",
            targets: [
                "TextIntake", "DiffEngine", "BatchModel", "BatchParsing", "BatchSimulation", "DiffableSnapshots",
                "BatchPlanning", "Practice", "Storyboard", "Judging", "Wire", "WebEngine",
            ]),
    ],
    dependencies: [
        // Pinned to one minor version: UsageWords and HelpWords translate the parser's English
        // sentences by matching them (ParserWordsTests fails when a version rewords one).
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // Above the Embedded core only (docs/performance.md, "Libraries"): `uniqued()` in Lessons.
        .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // Where every text enters: bounded reads, UTF-8, BOM, line ends, and the limits.
        .target(name: "TextIntake"),
        // SHA-256 and HMAC for page hashes (SiteBuilder) and keyed variants (Grading).
        .target(name: "Digest"),
        .target(name: "DiffEngine", dependencies: ["TextIntake"]),
        // The batch-update house, five modules by topic (docs/ARCHITECTURE.md): the model and its
        // failures; the call parser; UIKit's checks, the readings and replay; diffable snapshots
        // and their scripts; the planner.
        .target(name: "BatchModel", dependencies: ["TextIntake", "DiffEngine"]),
        .target(name: "BatchParsing", dependencies: ["TextIntake", "DiffEngine", "BatchModel"]),
        .target(name: "BatchSimulation", dependencies: ["TextIntake", "DiffEngine", "BatchModel", "BatchParsing"]),
        .target(
            name: "DiffableSnapshots",
            dependencies: ["TextIntake", "DiffEngine", "BatchModel", "BatchParsing", "BatchSimulation"]),
        .target(name: "BatchPlanning", dependencies: ["DiffEngine", "BatchModel", "BatchSimulation"]),
        // The problem generators the grader's variants and the site's practice share, and the
        // typed facts of a practice answer; Foundation-free and Embedded-ready.
        .target(
            name: "Practice",
            dependencies: [
                "TextIntake", "DiffEngine", "BatchModel", "BatchParsing", "BatchSimulation", "BatchPlanning",
            ]),
        .target(
            name: "Storyboard",
            dependencies: [
                "TextIntake", "DiffEngine", "BatchModel", "BatchSimulation", "DiffableSnapshots", "Practice",
            ]),
        // The grader's own rules for every exercise kind (a distance, a table, an edit script, a
        // batch, a predicted exception, a snapshot's apply): the readers and judges `diffstep
        // check` and the exercise page's sheet share.
        .target(
            name: "Judging",
            dependencies: [
                "TextIntake", "DiffEngine", "BatchModel", "BatchParsing", "BatchSimulation", "DiffableSnapshots",
                "Practice", "Storyboard",
            ]),
        // The JSON that leaves the program (every --format json, the web stepper's frames):
        // Foundation-free and Embedded-ready, shared by Render and the WebAssembly build.
        .target(
            name: "Wire",
            dependencies: [
                "DiffEngine", "BatchModel", "BatchSimulation", "DiffableSnapshots", "BatchPlanning", "Storyboard",
            ]),
        // The scripted lessons; Prose/ is Markdown for the site, compiled in by the EmbedFiles plugin.
        .target(
            name: "Lessons",
            dependencies: [
                "DiffEngine", "BatchModel", "BatchSimulation", "DiffableSnapshots", "Storyboard",
                .product(name: "Algorithms", package: "swift-algorithms"),
            ],
            exclude: ["Prose"],
            plugins: ["EmbedFiles"]
        ),
        // The engine's C-ABI face for the web (engine.wasm, Scripts/build-wasm.sh); natively a
        // plain library so tests call the same functions.
        .target(
            name: "WebEngine",
            dependencies: [
                "TextIntake", "DiffEngine", "BatchModel", "BatchParsing", "BatchSimulation", "DiffableSnapshots",
                "BatchPlanning", "Practice", "Storyboard", "Judging", "Wire",
            ]),
        .target(
            name: "Render",
            dependencies: ["DiffEngine", "BatchModel", "BatchSimulation", "Storyboard", "Wire", "CCmark"]),
        .target(
            name: "Grading",
            dependencies: [
                "TextIntake", "DiffEngine", "BatchModel", "BatchParsing", "BatchSimulation", "DiffableSnapshots",
                "BatchPlanning", "Practice", "Storyboard", "Judging", "Render", "Digest",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "SiteBuilder",
            dependencies: [
                "DiffEngine", "BatchModel", "BatchParsing", "BatchSimulation", "DiffableSnapshots", "Practice",
                "Storyboard", "WebEngine", "Render", "Lessons", "Grading", "Digest",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .executableTarget(
            name: "diffstep",
            dependencies: [
                "TextIntake", "DiffEngine", "BatchModel", "BatchParsing", "BatchSimulation", "DiffableSnapshots",
                "BatchPlanning", "Storyboard", "WebEngine", "Render", "Grading", "SiteBuilder",
                "Lessons", "Digest", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Templates/ and Exercises/ compiled in: an installed binary needs no checkout.
            plugins: ["EmbedFiles"]
        ),
        // Build time only: text files (prose, templates, sample exercises) become Swift.
        .executableTarget(name: "EmbedTool", path: "Plugins/EmbedTool"),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["EmbedTool"]),
        // Shared by the test targets only: SplitMix64 and the expected-output files.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DigestTests", dependencies: ["Digest"]),
        .testTarget(
            name: "TextIntakeTests",
            dependencies: ["TextIntake", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "DiffEngineTests",
            dependencies: [
                "TestSupport", "TextIntake", "DiffEngine",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "BatchParsingTests",
            dependencies: ["TestSupport", "DiffEngine", "BatchModel", "BatchParsing", "BatchSimulation"]
        ),
        .testTarget(
            name: "BatchSimulationTests",
            dependencies: [
                "TestSupport", "DiffEngine", "BatchModel", "BatchParsing", "BatchSimulation", "DiffableSnapshots",
                "BatchPlanning", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Corpus/README.md"]
        ),
        .testTarget(
            name: "DiffableSnapshotsTests",
            dependencies: [
                "TestSupport", "BatchModel", "DiffableSnapshots", "TextIntake",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "BatchPlanningTests",
            dependencies: [
                "TestSupport", "DiffEngine", "BatchModel", "BatchSimulation", "BatchPlanning",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "RenderTests",
            dependencies: [
                "TestSupport", "Render", "Wire", "DiffEngine", "Storyboard", "CCmark",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Expected"]
        ),
        .testTarget(
            name: "GradingTests",
            dependencies: [
                "TestSupport", "Grading", "Judging", "Render", "BatchModel", "DiffableSnapshots", "DiffEngine",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Expected"]
        ),
        .testTarget(
            name: "SnapshotTests",
            dependencies: ["TestSupport", "DiffableSnapshots", "Storyboard", "Render"],
            exclude: ["Expected"]
        ),
        .testTarget(
            name: "SiteBuilderTests",
            dependencies: [
                "TestSupport", "SiteBuilder", "Render", "Storyboard", "Lessons", "Grading", "Practice", "WebEngine",
            ],
            exclude: ["Expected"]
        ),
        .testTarget(
            name: "StoryboardTests",
            dependencies: [
                "TestSupport", "Storyboard", "Render", "DiffEngine", "BatchModel", "BatchParsing", "BatchSimulation",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Expected"]
        ),
        // Random WebEngine requests with their native answers, for Scripts/checks/wasm-parity.sh.
        .executableTarget(
            name: "WebParity", dependencies: ["TestSupport", "WebEngine", "Wire"], path: "Tests/WebParity"),
        .testTarget(
            name: "WebEngineTests",
            dependencies: [
                "TestSupport", "WebEngine", "Render", "Storyboard", "BatchModel", "BatchParsing", "BatchSimulation",
                "DiffEngine", "TextIntake",
                "Practice", "Judging", "Grading", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "LessonsTests",
            dependencies: ["TestSupport", "Lessons", "Storyboard", "Render"]
        ),
        // The house rules (module arrows, words by rule, the glossary) as tests over the tree.
        .testTarget(name: "HouseTests", dependencies: ["TestSupport"]),
        .testTarget(
            name: "DiffstepTests",
            dependencies: ["TestSupport", "DiffEngine", "Render", "Storyboard", "Lessons"],
            exclude: ["Expected"]
        ),
    ]
)

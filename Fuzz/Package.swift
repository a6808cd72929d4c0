// swift-tools-version:6.1
import PackageDescription

// libFuzzer targets, kept out of the main package so `make test` stays lean.
// Build and run them with `make fuzz` (Scripts/fuzz.sh); see README "Fuzzing".
//
// Each target defines `LLVMFuzzerTestOneInput`; Scripts/fuzz.sh builds with
// `-sanitize=fuzzer` on every module, so the library code is instrumented for coverage and
// libFuzzer is linked in. SwiftPM renames an executable's entry point to `<Module>_main`,
// so libFuzzer's own `main` would never run: each target's `@main` calls
// `LLVMFuzzerRunDriver` (declared by CLibFuzzer) with its `LLVMFuzzerTestOneInput`.
let fuzzTargets: [(name: String, dependencies: [String])] = [
    ("FuzzIntake", ["TextIntake"]),
    ("FuzzCalls", ["TextIntake", "BatchModel", "BatchParsing", "BatchSimulation", "Storyboard", "Render"]),
    ("FuzzSnapshotScript", ["TextIntake", "BatchModel", "DiffableSnapshots", "Storyboard", "Render"]),
    ("FuzzExercise", ["TextIntake", "Grading"]),
    ("FuzzSubmission", ["TextIntake", "Grading"]),
]

let package = Package(
    name: "DiffstepFuzz",
    dependencies: [
        .package(name: "diffstep", path: "..")
    ],
    targets: [
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzDriver", dependencies: ["CLibFuzzer"]),
    ]
        + fuzzTargets.map { target in
            .executableTarget(
                name: target.name,
                dependencies: ["FuzzDriver"] + target.dependencies.map { .product(name: $0, package: "diffstep") },
                path: "Sources/\(target.name)",
                swiftSettings: [.unsafeFlags(["-parse-as-library"])]
            )
        }
)

import Foundation
import Synchronization

/// The targets and products of Package.swift, as `swift package dump-package` reports them:
/// the one place the module graph is written, read rather than copied.
struct PackageGraph: Decodable {
    /// One target: its name, kind, folder and the names it depends on.
    struct Target: Decodable {
        var name: String
        var type: String
        var path: String?
        var dependencies: [Dependency]

        /// The folder of its sources, relative to the package root.
        var folder: String { path ?? ((type == "test" ? "Tests/" : "Sources/") + name) }
        /// The targets and products it lists.
        var declared: Set<String> { Set(dependencies.compactMap(\.name)) }
        /// Tests and build tools sit outside the house.
        var isInHouse: Bool {
            type != "test" && type != "plugin" && type != "system" && !folder.hasPrefix("Tests/")
                && !folder.hasPrefix("Plugins/")
        }
    }

    /// A dependency by name, target or product (`{"byName": ["X", null]}`).
    struct Dependency: Decodable {
        var name: String?

        private enum Key: String, CodingKey { case byName, target, product }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            for key in [Key.byName, .target, .product] where container.contains(key) {
                var list = try container.nestedUnkeyedContainer(forKey: key)
                name = try list.decode(String.self)
                return
            }
            name = nil
        }

        init(_ name: String) { self.name = name }
    }

    /// A product and the targets it holds, in order.
    struct Product: Decodable {
        var name: String
        var targets: [String]
    }

    var targets: [Target]
    var products: [Product]

    /// The graph of the package at `root`, read once per test process (every suite that asks
    /// shares the answer).
    static func load(root: URL) throws -> PackageGraph {
        try loaded.withLock { cache in
            if let (path, graph) = cache, path == root.path { return graph }
            let graph = try dump(root: root)
            cache = (root.path, graph)
            return graph
        }
    }

    private static let loaded = Mutex<(String, PackageGraph)?>(nil)

    /// The graph through `swift package dump-package`, with a scratch folder of its own (so it
    /// never waits on the `.build` lock of the running `swift test`; dump-package writes nothing
    /// there). SwiftPM keeps evaluated manifests in its shared cache, keyed by the manifest's
    /// contents, so the answer stays exact and only a changed Package.swift is compiled again.
    private static func dump(root: URL) throws -> PackageGraph {
        let scratch = root.appendingPathComponent(".build/house-manifest")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw DumpFailed(status: process.terminationStatus) }
        return try JSONDecoder().decode(PackageGraph.self, from: data)
    }

    /// `swift package dump-package` exited with `status`.
    struct DumpFailed: Error { var status: Int32 }
}

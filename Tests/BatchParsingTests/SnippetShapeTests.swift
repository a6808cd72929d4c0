import BatchModel
import BatchParsing
import BatchSimulation
import Testing

/// The shapes of code the article and blog posts wrap their calls in: the drop delegate
/// method, and completion closures with a body.
@Suite struct SnippetShapeTests {
    static func p(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// The article's drop delegate method, as written.
    static let drop = """
        func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
          let destinationIndexPath = coordinator.destinationIndexPath
          let sourceIndexPath = coordinator.items.last?.dragItem.localObject as! IndexPath
          // remove
          sourceItems.remove(at: sourceIndexPath.item)
          sourceCollectionView.deleteItems(at: [sourceIndexPath])
          // insert
          destinationItems.insert(draggedItem, at: destinationIndexPath.item)
          destinationCollectionView.insertItems(at: [destinationIndexPath])
        }
        """

    /// The same method with the values the running app would know written as literals.
    static let dropWithLiterals =
        drop
        .replacingOccurrences("coordinator.destinationIndexPath", with: "IndexPath(item: 4, section: 0)")
        .replacingOccurrences(
            "coordinator.items.last?.dragItem.localObject as! IndexPath",
            with: "IndexPath(item: 1, section: 0); let draggedItem = \"b\"")

    @Test("the drop snippet as written stops where it first needs a value only the app knows, and says which")
    func dropAsWritten() throws {
        let failure = try #require(parseFailure(Self.drop))
        #expect(failure.line == 5)
        #expect(failure.column == 26)
        #expect(
            failure.problem
                == .runtimeValue(
                    name: "sourceIndexPath", line: 3,
                    source: "coordinator.items.last?.dragItem.localObject as! IndexPath", dependsOn: "coordinator"))
    }

    @Test("with literals, the wrapper is read through: a remove, its delete, an insert, its insert, each its own batch")
    func dropWithLiterals() throws {
        let script = try CallParser.parse(Self.dropWithLiterals)
        #expect(
            script.statements == [
                .mutation(.remove(at: 1), line: 5), .batch(BatchUpdate([.deleteItems([Self.p(1)])], lines: [6])),
                .mutation(.insert("b", at: 4), line: 8), .batch(BatchUpdate([.insertItems([Self.p(4)])], lines: [9])),
            ])
        let simulation = try Simulation(script, old: Contents(items: ["a", "b", "c", "d", "e", "f"]))
        #expect(simulation.verdict == .correct)
        #expect(simulation.batches.last?.shown == Contents(items: ["a", "c", "d", "e", "b", "f"]))
    }

    @Test(
        "attributes in front of the wrapper are skipped: the snippet reads and is judged as without them",
        arguments: ["@objc ", "@MainActor private ", "@available(iOS 13.0, *) @objc override "])
    func attributedWrapper(attributes: String) throws {
        let plain = try CallParser.parse(Self.dropWithLiterals)
        let attributed = try CallParser.parse(attributes + Self.dropWithLiterals)
        #expect(attributed.statements == plain.statements)
        let old = Contents(items: ["a", "b", "c", "d", "e", "f"])
        let judged = try Simulation(attributed, old: old)
        #expect(judged.verdict == .correct)
        #expect(judged.verdict == (try Simulation(plain, old: old)).verdict)
        #expect(judged.batches.last?.shown == Contents(items: ["a", "c", "d", "e", "b", "f"]))
    }

    @Test(
        "an @ that is not an attribute in front of a declaration is an error at its place",
        arguments: [
            (
                "collectionView.insertItems(at: [IndexPath(item: @0, section: 0)])", 49,
                ParseFailure.Problem.unexpectedCharacter("@")
            ),
            ("@ objc func f() {}", 1, .unexpectedCharacter("@")),
            ("@objc @\nfunc f() {}", 7, .unexpectedCharacter("@")),
            ("@objc items.append(\"x\")", 7, .expected(.code("func"), found: .code("items"))),
        ])
    func strayAt(source: String, column: Int, problem: ParseFailure.Problem) throws {
        let failure = try #require(parseFailure(source))
        #expect(failure.problem == problem)
        #expect(failure.line == 1)
        #expect(failure.column == column)
        #expect(failure.sourceLine == String(source.prefix { $0 != "\n" }))
    }

    @Test("a let only the app knows is harmless when no call needs it")
    func unusedRuntimeLet() throws {
        let script = try CallParser.parse(
            "let session = coordinator.session\ncollectionView.insertItems(at: [IndexPath(item: 0, section: 0)])")
        #expect(script.batches == [BatchUpdate([.insertItems([Self.p(0)])], lines: [2])])
    }

    @Test(
        "a mistake in a let is still reported at the let",
        arguments: [
            ("let paths = Array(0...2).mapp { IndexPath(item: $0, section: 0) }", 1),
            ("let path = IndexPath(item: -1, section: 0)", 1),
        ])
    func mistakeInLet(source: String, line: Int) throws {
        let failure = try #require(parseFailure(source))
        #expect(failure.line == line)
        if case .runtimeValue = failure.problem { Issue.record("a mistake was taken for a run-time value: \(failure)") }
    }

    @Test(
        "a completion closure with a body is skipped, never read as calls",
        arguments: [
            "collectionView.performBatchUpdates({\n  collectionView.insertItems(at: [IndexPath(item: 6, section: 0)])\n}, completion: { finished in\n  if finished && self.isVisible { collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)]) }\n})",
            "collectionView.performBatchUpdates({\n  collectionView.insertItems(at: [IndexPath(item: 6, section: 0)])\n}) { _ in\n  collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) // 100% skipped\n}",
            "collectionView.performBatchUpdates {\n  collectionView.insertItems(at: [IndexPath(item: 6, section: 0)])\n} completion: { [weak self] _ in\n  self?.collectionView.reloadData(); print(\"#done\")\n}",
        ])
    func completionBody(source: String) throws {
        let script = try CallParser.parse(source)
        #expect(script.statements == [.batch(BatchUpdate([.insertItems([Self.p(6)])], lines: [2]))])
    }

    @Test("a stray character outside skipped code is still an error at its place")
    func strayCharacter() throws {
        let failure = try #require(parseFailure("collectionView.insertItems(at: [IndexPath(item: 0 & 1, section: 0)])"))
        #expect(failure.problem == .unexpectedCharacter("&"))
        #expect(failure.column == 51)
    }

    @Test("an unknown change to a …Items array names that array")
    func unknownMutation() throws {
        let failure = try #require(parseFailure("sourceItems.removeFrist()"))
        #expect(failure.problem == .unknownCall("sourceItems.removeFrist()", suggestion: "sourceItems.removeFirst"))
    }
}

extension String {
    /// `replacingOccurrences(of:with:)` without Foundation.
    fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

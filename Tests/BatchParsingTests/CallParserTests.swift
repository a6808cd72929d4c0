import BatchModel
import BatchParsing
import Testing

func parseFailure(_ source: String, view: ViewKind? = nil) -> ParseFailure? {
    do {
        _ = try CallParser.parse(source, view: view)
        return nil
    } catch {
        if case .parse(let failure) = error { return failure }
        return nil
    }
}

@Suite struct CallParserTests {
    let p = { (section: Int, item: Int) in IndexPath(item: item, section: section) }

    @Test("trailing-closure performBatchUpdates with completion is one batch")
    func trailingClosure() throws {
        let source = """
            collectionView.performBatchUpdates {
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
                collectionView.insertSections(IndexSet(integer: 1))
                collectionView.moveSection(0, toSection: 2)
            } completion: { _ in print("done") }
            """
        let script = try CallParser.parse(source)
        #expect(
            script.batches == [
                BatchUpdate(
                    [.deleteItems([p(0, 0), p(0, 1)]), .insertSections([1]), .moveSection(from: 0, to: 2)],
                    lines: [2, 3, 4])
            ])
    }

    @Test("beginUpdates/endUpdates nest; only the outermost end closes the batch")
    func tableNesting() throws {
        let source = """
            tableView.beginUpdates()
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            tableView.beginUpdates()
            tableView.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
            tableView.endUpdates()
            tableView.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 0))
            tableView.endUpdates()
            tableView.reloadSections(IndexSet(0...1), with: .none)
            """
        let script = try CallParser.parse(source)
        #expect(script.view == .table)
        #expect(script.batches.count == 2)
        #expect(script.batches.first?.updates.count == 3)
        #expect(script.batches.last?.updates == [.reloadSections([0, 1])])
    }

    @Test("the compact form: one batch per group, section:item paths, --- between batches")
    func compact() throws {
        let script = try CallParser.parse(
            "insert 6 7 8\ndelete 0 1 2\n---\nmove 1:2 0:0\nreload section 1\nmove section 0 2")
        #expect(
            script.batches == [
                BatchUpdate(
                    [.insertItems([p(0, 6), p(0, 7), p(0, 8)]), .deleteItems([p(0, 0), p(0, 1), p(0, 2)])],
                    lines: [1, 2]),
                BatchUpdate(
                    [.moveItem(from: p(1, 2), to: p(0, 0)), .reloadSections([1]), .moveSection(from: 0, to: 2)],
                    lines: [4, 5, 6]),
            ])
    }

    @Test("the compact form reads (section, item) as it reads section:item; a half-written one is refused")
    func compactTuples() throws {
        let script = try CallParser.parse("move (0,1) (1,1)\ndelete (1, 0) 2")
        #expect(
            script.batches == [
                BatchUpdate([.moveItem(from: p(0, 1), to: p(1, 1)), .deleteItems([p(1, 0), p(0, 2)])], lines: [1, 2])
            ])
        #expect(throws: BatchError.self) { try CallParser.parse("move (0,1 (1,1)") }
        #expect(throws: BatchError.self) { try CallParser.parse("delete (0)") }
    }

    @Test("data-source changes are read in order, items.count follows them")
    func mutations() throws {
        let source = """
            self.items = ["x", "y"]
            items.insert("z", at: 1)
            items.append(contentsOf: ["w"])
            collectionView.insertItems(at: [IndexPath(item: items.count - 1, section: 0)])
            """
        let script = try CallParser.parse(source, itemCount: 6)
        #expect(script.statements.count == 4)
        #expect(script.batches == [BatchUpdate([.insertItems([p(0, 3)])], lines: [4])])
    }

    @Test("an unknown call names its place, the line, and the nearest known name")
    func unknownCall() throws {
        let failure = try #require(
            parseFailure("let x = 1\ncollectionView.insertItem(at: [IndexPath(item: 0, section: 0)])"))
        #expect(failure.line == 2)
        #expect(failure.column == 16)
        #expect(failure.sourceLine == "collectionView.insertItem(at: [IndexPath(item: 0, section: 0)])")
        #expect(failure.problem == .unknownCall("insertItem", suggestion: "insertItems"))
    }

    @Test(
        "bad input ends in a clear message",
        arguments: [
            (
                "collectionView.deleteItems(at: [IndexPath(item: -1, section: 0)])",
                ParseFailure.Problem.negativeIndex(-1)
            ),
            ("delete -2", .negativeIndex(-2)),
            (
                "collectionView.insertItems(at: [IndexPath(item: 99999999999999999999, section: 0)])",
                .hugeNumber("99999999999999999999")
            ),
            ("collectionView.insertItems(at: [])", .emptyList(.indexPaths)),
            (
                "collectionView.performBatchUpdates({\n collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])\n",
                .unclosed(.brace)
            ),
            ("}", .closesNothing(.brace)),
            ("tableView.endUpdates()", .endWithoutBegin),
            (
                "collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])\ntableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)",
                .mixedViews(first: "insertItems", firstLine: 1, second: "deleteRows")
            ),
            ("items.append(\"x)", .unterminatedString),
            ("insert 1 # 2", .unexpectedCharacter("#")),
            ("collectionView.deleteItems(at: missing)", .unknownName("missing")),
        ])
    func badInput(source: String, problem: ParseFailure.Problem) {
        #expect(parseFailure(source)?.problem == problem)
    }

    @Test("--view table refuses collection-view calls")
    func wrongView() {
        #expect(
            parseFailure("insert 1\ncollectionView.insertItems(at: [IndexPath(item: 0, section: 0)])", view: .table)?
                .problem
                == .wrongView(call: "insertItems", view: .table))
    }

    @Test("a huge range is refused before it is spelled out")
    func hugeRange() {
        #expect(
            parseFailure("let x = Array(0...999999999).map { IndexPath(item: $0, section: 0) }")?.problem
                == .hugeNumber("0...999999999"))
    }
}

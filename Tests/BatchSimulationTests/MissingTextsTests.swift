import Testing

@testable import BatchModel
@testable import BatchSimulation
@testable import DiffableSnapshots

/// Texts added from public reports after the reference's M1-M24: each with the report that
/// shows it (docs/uikit.md).
@Suite struct MissingTextsTests {
    /// https://github.com/jianghui1/TestReloadRowOfTableView (README, iOS 14, Xcode 12):
    /// `reloadRows` with `IndexPath(row: -1, section: 0)`.
    static let negativeRowReport =
        "2020-10-09 17:18:18.447428+0800 TestReloadRowOfTableView[7447:586166] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Attempted to perform update with invalid index path: <NSIndexPath: 0x281952700> {length = 2, path = 0 - 18446744073709551615}'"

    @Test("M26: a table view's reload of row -1 raises iOS 14's text, the row printed unsigned")
    func negativeRow() throws {
        let batch = BatchUpdate([.reloadItems([IndexPath(item: -1, section: 0)])])
        let outcome = batch.validate(before: [2], after: [2], options: SimulationOptions(view: .table, ios: .iOS14))
        let exception = try #require(outcome.outcome.exception)
        #expect(exception.template == .invalidIndexPath)
        #expect(
            exception.message
                == "Attempted to perform update with invalid index path: <NSIndexPath: 0x…> {length = 2, path = 0 - 18446744073709551615}"
        )
        let recognition = try #require(Recognition.read(Self.negativeRowReport))
        #expect(recognition.exception.fact == .negativeIndexPath(IndexPath(item: -1, section: 0)))
        #expect(CrashText.comparable(exception.message) == recognition.quoted)
    }

    @Test("M26 cut inside its index path (Sentry, WordPress-iOS #15366): the rule, no numbers, no reproduction")
    func negativeRowCut() throws {
        let text =
            "NSInternalInconsistencyException: Attempted to perform update with invalid index path: <NSIndexPath: 0x282d70f80> {length = 2, path..."
        let recognition = try #require(Recognition.read(text))
        #expect(recognition.exception.template == .invalidIndexPath)
        #expect(!recognition.isComplete)
        #expect(Reproduction.make(for: recognition) == nil)
    }

    @Test(
        "M26 with its head lost: a negative path alone is read, the head assumed; a positive one, or one inside another text, is not"
    )
    func negativeRowHeadLost() throws {
        let lost = ": <NSIndexPath: 0xc000000000a00016> {length = 2, path = 1 - 18446744073709551609}"
        let recognition = try #require(Recognition.read(lost))
        #expect(recognition.exception.fact == .negativeIndexPath(IndexPath(item: -7, section: 1)))
        #expect(recognition.isComplete && recognition.headAssumed)
        // The same path with its head is read as it is, nothing assumed.
        let whole = try #require(
            Recognition.read("Attempted to perform update with invalid index path" + lost))
        #expect(whole.exception.fact == .negativeIndexPath(IndexPath(item: -7, section: 1)) && !whole.headAssumed)
        // 2^63 - 1 is a row, not a wrapped negative one; 2^63 is -2^63.
        #expect(Recognition.read(": <NSIndexPath: 0x1> {length = 2, path = 1 - 9223372036854775807}") == nil)
        let edge = try #require(Recognition.read(": <NSIndexPath: 0x1> {length = 2, path = 0 - 9223372036854775808}"))
        #expect(edge.exception.fact == .negativeIndexPath(IndexPath(item: Int.min, section: 0)))
        let section = try #require(Recognition.read("<NSIndexPath: 0x1> {length = 2, path = 18446744073709551615 - 0}"))
        #expect(section.exception.fact == .negativeIndexPath(IndexPath(item: 0, section: -1)))
        // Inside another text's parentheses or after its words, the path is not M26's.
        #expect(Recognition.read("(<NSIndexPath: 0x1> {length = 2, path = 0 - 18446744073709551615})") == nil)
        #expect(Recognition.read("to both <NSIndexPath: 0x1> {length = 2, path = 0 - 18446744073709551615}") == nil)
        #expect(Reproduction.make(for: recognition) == nil)
    }

    @Test("M26 comes before every other check: the negative index is asserted at the call")
    func negativeFirst() {
        let batch = BatchUpdate([
            .deleteItems([IndexPath(item: 9, section: 0)]), .insertItems([IndexPath(item: 0, section: -2)]),
        ])
        #expect(batch.validate(before: [1], after: [1]).outcome.exception?.template == .invalidIndexPath)
    }

    typealias Plain = Snapshot<String, String>

    func snapshot(_ release: UIKitRelease) throws -> Plain {
        var snapshot = Plain(release: release)
        try snapshot.appendSections(["s"])
        try snapshot.appendItems(["a"])
        return snapshot
    }

    @Test("iOS 14 still prints the short duplicate text (zenn.dev/freddi, iOS Simulator 14.4)")
    func duplicate14() throws {
        var plain = try snapshot(.iOS14)
        #expect(throws: BatchError.duplicateItems(["a"], .iOS14)) { try plain.appendItems(["a"]) }
        #expect(BatchError.duplicateItems(["a"], .iOS14).description == "Fatal: supplied identifiers are not unique.")
    }

    @Test("iOS 17 raises the long text for an identifier listed twice in one call (WordPress-iOS #23036, 17.4.1)")
    func repeated17() throws {
        var plain = try snapshot(.iOS17)
        #expect(throws: BatchError.repeatedItems(["b"])) { try plain.appendItems(["b", "b"]) }
        #expect(
            BatchError.repeatedItems(["b"]).description
                == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    b\n)}")
        // An item already in the snapshot is still moved into place with a warning.
        try plain.appendItems(["a"])
        #expect(plain.warnings.first?.isWarning == true)
    }
}

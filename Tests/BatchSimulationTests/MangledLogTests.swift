import Testing

@testable import BatchModel
@testable import BatchSimulation

/// Crash logs as developers paste them: the reason wrapped, split, wrapped in another
/// language, full of addresses and stack frames, with CRLF, a BOM and control characters.
@Suite struct MangledLogTests {
    static let m2 = ExceptionFact.itemCount(
        section: 0, after: 5, before: 5, counts: ItemCounts(inserted: 1))
    static let reason =
        "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."

    /// `text` wrapped at `width` columns, breaking inside words as a fixed-width reporter does.
    static func hardWrapped(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            lines.append(String(rest.prefix(width)))
            rest = rest.dropFirst(width)
        }
        return lines.joined(separator: "\n")
    }

    static let crashLog = """
        Incident Identifier: 5D2C1A3E-0000-4000-8000-000000000000
        Hardware Model:      iPhone14,5
        OS Version:          iPhone OS 15.4 (19E241)
        Exception Type:  EXC_CRASH (SIGABRT)

        Application Specific Information:
        *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'

        Last Exception Backtrace:
        0   CoreFoundation                	0x1a2b3c4d5 __exceptionPreprocess + 220 (NSException.m:200)
        1   libobjc.A.dylib               	0x1a2b3c4d6 objc_exception_throw + 60 (objc-exception.mm:565)
        2   Foundation                    	0x1a2b3c4d7 -[NSAssertionHandler handleFailureInMethod:object:file:lineNumber:description:] + 176
        3   UIKitCore                     	0x1a2b3c4d8 -[UITableView _endCellAnimationsWithContext:] + 10024
        """

    func read(_ text: String) throws -> Recognition {
        try #require(Recognition.read(text))
    }

    @Test("a whole crash log: header, reason in quotes, backtrace with addresses")
    func wholeLog() throws {
        let found = try read(Self.crashLog)
        #expect(found.exception.fact == Self.m2)
        #expect(found.viewIsKnown && found.exception.view == .table)
        #expect(found.quoted == CrashText.comparable(Self.reason))
    }

    @Test("CRLF line ends and a BOM in front change nothing")
    func crlfAndBOM() throws {
        let windows =
            "\u{FEFF}"
            + Self.crashLog.split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\r\n")
        #expect(try read(windows).exception.fact == Self.m2)
    }

    @Test("the reason hard-wrapped inside words and numbers by a reporter", arguments: [17, 40, 80, 81])
    func wrappedInsideWords(width: Int) throws {
        let long = Self.reason.replacingAll("(5)", with: "(1260)")
        let found = try read(
            "Fatal Exception: NSInternalInconsistencyException\n" + Self.hardWrapped(long, width: width))
        #expect(
            found.exception.fact
                == .itemCount(section: 0, after: 1260, before: 1260, counts: ItemCounts(inserted: 1)))
    }

    @Test("Korean around the reason, composed and decomposed")
    func koreanAround() throws {
        let nfd = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"  // 한글, decomposed
        let text = "*** 잡히지 않은 예외로 앱을 종료합니다 \(nfd): 'NSInternalInconsistencyException', 이유: '\(Self.reason)' 호출 스택:"
        #expect(try read(text).exception.fact == Self.m2)
    }

    @Test("terminal escapes and other control characters inside the log are ignored")
    func controlCharacters() throws {
        let text =
            "\u{1B}[31m\u{07}\u{0}" + Self.reason.replacingAll("section 0.", with: "section 0.\u{1B}\u{0}")
            + "\u{1B}[0m"
        #expect(try read(text).exception.fact == Self.m2)
    }

    @Test("a reason after megabytes of frames is still found")
    func hugeLog() throws {
        let frame = "42  UIKitCore  0x00000001a2b3c4d8 -[UIView layoutSubviews] + 10024\n"
        let frames = String(repeating: frame, count: 12_000)  // about 1 MB each side
        #expect(try read(frames + Self.reason + "\n" + frames).exception.fact == Self.m2)
    }

    @Test("an M4 listing with its newlines and tabs, addresses in the view's description")
    func listing() throws {
        let text = """
            Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
            Data source before updates = { 2 sections with item counts: [3, 0] }
            Data source after updates = { 2 sections with item counts: [2, 0] }
            Updates = [
            \tDelete item (0 - 2),
            \tInsert item (1 - 0)
            ]
            Collection view: <UICollectionView: 0x10585f000; frame = (0 168; 393 40)>
            """
        let found = try read(text)
        #expect(
            found.exception.fact
                == .invalidBatch(
                    before: [3, 0], after: [2, 0],
                    updates: [.deleteItem(IndexPath(item: 2, section: 0)), .insertItem(IndexPath(item: 0, section: 1))])
        )
        #expect(found.exception.wording.listing == .and)
    }

    @Test(
        "logs without a batch-update reason are refused, never guessed",
        arguments: [
            "", "\u{FEFF}", String(repeating: "\u{1B}[0m\n", count: 1000),
            "*** Terminating app due to uncaught exception 'NSRangeException', reason: 'index 3 beyond bounds [0 .. 2]'",
            "Invalid update", "attempt to", "Invalid update: invalid number of items in section",
        ])
    func refused(text: String) {
        #expect(Recognition.read(text) == nil)
    }
}

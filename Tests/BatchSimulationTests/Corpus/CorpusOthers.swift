// Count mismatches in table views and the other rules' texts, quoted verbatim in public reports.
let corpusOtherTexts: [CorpusReport] = [
    CorpusReport(
        source: "https://github.com/PlenipotentSS/DragDropCollectionViewDemo/issues/2",
        text:
            #"DragDropCollectionViewDemo[49622:10888202] **\* Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (40) must be equal to the number of items contained in that section before the update (40), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).'"#
    ),
    CorpusReport(
        source: "https://github.com/Stan-Ost/ReloadableTableView/issues/1",
        text:
            #"`*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (6) must be equal to the number of sections contained in the table view before the update (0), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).`"#
    ),
    CorpusReport(
        source: "https://github.com/icerockdev/moko-units/issues/59",
        text:
            #"Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (7) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."#
    ),
    CorpusReport(
        source: "https://github.com/lionheart/openradar-mirror/issues/17863", ios: "11 beta",
        text:
            #"*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'"#
    ),
    CorpusReport(
        source: "https://github.com/yapstudios/YapDatabase/issues/99",
        text:
            #"**\* Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 2.  The number of rows contained in an existing section after the update (30) must be equal to the number of rows contained in that section before the update (37), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'"#
    ),
    CorpusReport(
        source: "https://github.com/jflinter/Dwifft/issues/23",
        text:
            #"failed: caught "NSInternalInconsistencyException", "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (5 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).""#
    ),
    CorpusReport(
        source: "https://github.com/LeoMobileDeveloper/DraggableTableView/issues/1",
        text:
            #"Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 1.  The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (1 moved in, 0 moved out).'"#
    ),
    CorpusReport(
        source: "https://github.com/adamshin/SwiftReorder/issues/43",
        text:
            #"Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (7) must be equal to the number of rows contained in that section before the update (7), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'"#
    ),
    CorpusReport(
        source: "https://github.com/okhanokbay/ExpyTableView/issues/20",
        text:
            #"2018-02-06 13:02:19.171764-0500 ExpyTableView_Example[1501:53913] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'"#
    ),
    CorpusReport(
        source: "https://github.com/lionheart/openradar-mirror/issues/15192", ios: "9.3",
        text:
            #"Assertion failure: "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).""#
    ),
    CorpusReport(
        source: "https://github.com/exyte/Chat/issues/56",
        text:
            #"`Fatal Exception: NSInternalInconsistencyException Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 section with row counts: [3] } Data source after updates = { 1 section with row counts: [0] } Updates = [ Delete row (0 - 1), Delete row (0 - 0) ] `"#
    ),
    CorpusReport(
        source: "https://github.com/onmyway133/DeepDiff/issues/8",
        text:
            #"Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete row 0 from section 0, but there are only 0 sections before the update'"#
    ),
    CorpusReport(
        source: "https://github.com/5calls/ios/issues/57",
        text: #"> attempt to insert row 8 into section 0, but there are only 8 rows in section 0 after the update "#),
    CorpusReport(
        source: "https://github.com/AlexBarinov/UIBubbleTableView/issues/5",
        text:
            #"**\* Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to insert row 1 into section 1, but there are only 1 rows in section 1 after the update'"#
    ),
    CorpusReport(
        source: "https://qiita.com/Se1getsu/items/4fd3aec16cf7638f74ca",
        text:
            #"Thread 1: "attempt to insert row 2 into section 0, but there are only 2 rows in section 0 after the update""#
    ),
    CorpusReport(
        source: "https://github.com/jayhickey/Longboxed-iOS/issues/20",
        text:
            #"*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete row 9 from section 0 which only contains 0 rows before the update'"#
    ),
    CorpusReport(
        source: "https://github.com/xmartlabs/XLData/issues/14", ios: "8",
        text:
            #"CoreData: error: Serious application error.  An exception was caught from the delegate of NSFetchedResultsController during a call to -controllerDidChangeContent:.  attempt to delete and reload the same index path (<NSIndexPath: 0x79eae9c0> {length = 2, path = 0 - 0}) with userInfo (null)))"#
    ),
    CorpusReport(
        source: "https://github.com/RxSwiftCommunity/RxDataSources/issues/35",
        text:
            #"2016-05-12 12:46:40.265 Example[23517:225683] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to move index path (<NSIndexPath: 0xc000000000000216> {length = 2, path = 2 - 0}) that does not exist - there are only 0 rows in section 2 before the update'"#
    ),
    CorpusReport(
        source: "https://github.com/SwiftKickMobile/TLIndexPathTools/issues/13",
        text:
            #"**\* Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'cannot move a row into a newly inserted section (2)'"#,
        expectation: .readOnly,
        note: "a 2014 table view raised; from iOS 12 (decompile) a table view falls back to reloadData instead"),
    CorpusReport(
        source: "https://github.com/myell0w/MTStatusBarOverlay/issues/41", ios: "5",
        text:
            #"**Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid table view update.  The application has requested an update to the table view that is inconsistent with the state provided by the data source.**"#,
        expectation: .readOnly, note: "iOS 5's catch-all text names no numbers; no iOS 13+ batch raises it"),
    CorpusReport(
        source: "https://github.com/mastodon/mastodon-ios/issues/1366",
        text:
            #"*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(     Mastodon.StatusItem.thread(Mastodon.StatusItem.Thread.leaf(context: Mastodon.StatusItem.Thread.Context)) )}'"#,
        expectation: .notBatch, note: "a diffable snapshot's text: diffstep snapshot's domain"),
    CorpusReport(
        source: "https://github.com/apptekstudios/ASCollectionView/issues/80", ios: "13",
        text:
            #"2020-01-18 09:33:41.207312-0500 ASCollectionViewDemo[37163:6025667] [General] Fatal: supplied identifiers are not unique."#,
        expectation: .notBatch, note: "a diffable snapshot's text: diffstep snapshot's domain"),
    CorpusReport(
        source: "https://github.com/lionheart/openradar-mirror/issues/17287",
        text:
            #"Application Specific Information: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'request for index path for global index 6249663710 when there are only 2 items in the collection view'"#,
        expectation: .notBatch, note: "a layout-time assertion, not a batch validation"),
    CorpusReport(
        source: "https://github.com/jianghui1/TestReloadRowOfTableView", ios: "14",
        text:
            #"2020-10-09 17:18:18.447428+0800 TestReloadRowOfTableView[7447:586166] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Attempted to perform update with invalid index path: <NSIndexPath: 0x281952700> {length = 2, path = 0 - 18446744073709551615}'"#,
        expectation: .readOnly,
        note: "a row of -1 (MissingTextsTests raises it); the batch syntax cannot write a negative index"),
    CorpusReport(
        source: "https://github.com/wordpress-mobile/WordPress-iOS/issues/15366",
        text:
            #"NSInternalInconsistencyException: Attempted to perform update with invalid index path: <NSIndexPath: 0x282d70f80> {length = 2, path..."#,
        expectation: .readOnly, note: "Sentry cut the text inside the index path: the rule is read, the path is not"),
]

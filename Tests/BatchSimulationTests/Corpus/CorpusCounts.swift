// Count-mismatch texts (M1, M2, M4) quoted verbatim in public reports.
let corpusCountTexts: [CorpusReport] = [
    CorpusReport(
        source: "https://github.com/gsyhei/GXSegmentPageView/issues/2", ios: "12",
        text:
            #"Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (8) must be equal to the number of items contained in that section before the update (7), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).'"#
    ),
    CorpusReport(
        source: "https://github.com/CatchChat/Yep/issues/687",
        text:
            #"Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."#
    ),
    CorpusReport(
        source: "https://github.com/mikaoj/BSImagePicker/issues/329", ios: "12.4.8",
        text:
            #"Fatal Exception: NSInternalInconsistencyException Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (1260) must be equal to the number of items contained in that section before the update (1245), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."#
    ),
    CorpusReport(
        source: "https://github.com/onmyway133/DeepDiff/issues/56",
        text:
            #"Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."#
    ),
    CorpusReport(
        source: "https://github.com/tonyarnold/Differ/issues/76",
        text:
            #"Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (35) must be equal to the number of rows contained in that section before the update (36), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."#
    ),
    CorpusReport(
        source: "https://github.com/Instagram/IGListKit/issues/1132", ios: "10-11",
        text:
            #"Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).'"#
    ),
    CorpusReport(
        source: "https://github.com/paulsumit1993/DailyFeed/issues/19",
        text:
            #"Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."#
    ),
    CorpusReport(
        source: "https://github.com/element-hq/element-ios/issues/1033", ios: "10.3",
        text:
            #"Invalid update: invalid number of rows in section 9.  The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (0), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."#
    ),
    CorpusReport(
        source: "https://github.com/paulsumit1993/DailyFeed/issues/24",
        text:
            #"Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."#
    ),
    CorpusReport(
        source: "https://github.com/Provenance-Emu/Provenance/issues/1120",
        text:
            #"*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 3.  The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).'"#
    ),
    CorpusReport(
        source: "https://github.com/mikaoj/BSImagePicker/issues/113", ios: "10.0",
        text:
            #"Detailed exception text: Invalid update: invalid number of items in section 1.  The number of items contained in an existing section after the update (1543) must be equal to the number of items contained in that section before the update (1543), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).'"#
    ),
    CorpusReport(
        source: "https://github.com/ra1028/DifferenceKit/issues/155", ios: "16.5",
        text:
            #"Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates"#,
        expectation: .readOnly, note: "the report quotes the head only: no counts to rebuild"),
    CorpusReport(
        source: "https://github.com/xmartlabs/XLPagerTabStrip/issues/859", ios: "17.1.2",
        text:
            #"Fatal Exception: NSInternalInconsistencyException Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 section with item counts: [4] } Data source after updates = { 1 section with item counts: [1] } Updates = [ ] Collection view: <XLPagerTabStrip.ButtonBarView: 0x10585f000; baseClass = UICollectionView; frame = (0 168; 393 40); clipsToBounds = YES; autoresize = RM+BM; gestureRecognizers = <NSArray: 0x28147f690>; backgroundColor = <UIDynamicSystemColor: 0x280f4af00; name = systemBackgroundColor>; layer = <CALayer: 0x281a79800>; contentOffset: {0, 0}; contentSize: {518.66666666666663, 40}; adjustedContentInset: {0, 0, 0, 0}; layout: <UICollectionViewFlowLayout: 0x104230090>; dataSource: <CrelioHealth_for_Doctors.WaitingListView: 0x10602e200>>"#
    ),
    CorpusReport(
        source: "https://github.com/realm/realm-swift/issues/5329",
        text:
            #"`Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (8) must be equal to the number of items contained in that section before the update (8), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).`"#
    ),
    CorpusReport(
        source: "https://github.com/3lvis/DATASource/issues/123",
        text:
            #"Invalid update: invalid number of rows in section 2. The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."#
    ),
    CorpusReport(
        source: "https://github.com/yapstudios/YapDatabase/issues/380",
        text:
            #"Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (6) must be equal to the number of sections contained in the collection view before the update (0), plus or minus the number of sections inserted or deleted (5 inserted, 0 deleted).'"#
    ),
    CorpusReport(
        source: "https://github.com/Automattic/simplenote-ios/issues/730", ios: "13.3.1",
        text: """
            Application Specific Information:
            Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).

            Thread 0 Crashed:
            0   CoreFoundation                  0x328a19a48         __exceptionPreprocess
            1   libobjc.A.dylib                 0x31e252fa0         objc_exception_throw
            2   CoreFoundation                  0x32891be84         +[NSException raise:format:arguments:]
            3   Foundation                      0x34786c650         -[NSAssertionHandler handleFailureInMethod:object:file:lineNumber:description:]
            4   UIKitCore                       0x323d2f83c         -[UITableView _Bug_Detected_In_Client_Of_UITableView_Invalid_Number_Of_Rows_In_Section:]
            """),
    CorpusReport(
        source: "https://github.com/CodeWicky/DWLogger/issues/1",
        text:
            #"Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (82) must be equal to the number of rows contained in that section before the update (80), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).."#
    ),
    CorpusReport(
        source: "https://github.com/rondinellimorais/ExpandableTableView/issues/4",
        text:
            #"Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 1.  The number of rows contained in an existing section after the update (0) must be equal to the number of rows contained in that section before the update (297), plus or minus the number of rows inserted or deleted from that section (0 inserted, 295 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."#
    ),
    CorpusReport(
        source: "https://github.com/woocommerce/woocommerce-ios/issues/2617",
        text:
            #"NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (12) must be equal to the number of rows contained in that section before the update (11), plus or minus the number of rows inserted or deleted from that section (2 inserted, 2 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."#
    ),
    CorpusReport(
        source: "https://github.com/forkingdog/UITableView-FDTemplateLayoutCell/issues/40",
        text: """
            Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (0), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).'
            *** First throw call stack:
            (
            \t0   CoreFoundation                      0x008a5746 __exceptionPreprocess + 182
            \t4   UIKit                               0x00f79cfc -[UITableView _endCellAnimationsWithContext:] + 13530
            """),
    CorpusReport(
        source: "https://github.com/leancloud/ChatKit-OC/issues/273", ios: "10",
        text:
            #"Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (17) must be equal to the number of rows contained in that section before the update (17), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). (_mh_execute_header + 3714648)"#
    ),
    CorpusReport(
        source: "https://github.com/element-hq/element-ios/issues/2295", ios: "12.1.4",
        text:
            #"Invalid update: invalid number of rows in section 10. The number of rows contained in an existing section after the update (0) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."#
    ),
    CorpusReport(
        source: "https://forums.developer.apple.com/forums/thread/728797", ios: "16.4.1",
        text:
            #"Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 section with item counts: [27386] } Data source after updates = { 1 section with item counts: [27385] } Updates = [ Delete item (0 - 27384), Insert item (0 - 27384) ]"#
    ),
    CorpusReport(
        source: "https://github.com/MessageKit/MessageKit/issues/1008",
        text: """
            *** Assertion failure in -[MessageKit.MessagesCollectionView _endItemAnimationsWithInvalidationContext:tentativelyForReordering:animator:], /BuildRoot/Library/Caches/com.apple.xbs/Sources/UIKitCore/UIKit-3698.94.14/UICollectionView.m:6104

             *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (0) must be equal to the number of sections contained in the collection view before the update (18), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).'
            """),
    CorpusReport(
        source: "https://github.com/wordpress-mobile/WordPress-iOS/issues/7992",
        text:
            #"Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (1) must be equal to the number of sections contained in the collection view before the update (0), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."#
    ),
    CorpusReport(
        source: "https://github.com/layerhq/Atlas-iOS/issues/747",
        text:
            #"Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (19) must be equal to the number of sections contained in the collection view before the update (18), plus or minus the number of sections inserted or deleted (2 inserted, 0 deleted)."#
    ),
    CorpusReport(
        source: "https://github.com/planetary-social/nos/issues/838",
        text: """
            An uncaught exception was raised
            Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (159) must be equal to the number of items contained in that section before the update (158), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). Collection view: <UICollectionView: 0x1529cde00; frame = (0 0; 819 1259); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x6000001d0c00>; backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <CALayer: 0x600000f0ff60>; contentOffset: {0, 2182}; contentSize: {819, 27632.5}; adjustedContentInset: {0, 0, 0, 0}; layout: <UICollectionViewCompositionalLayout: 0x15202ca40>; dataSource: <_TtGC3Nos19PagedNoteDataSourceGV7SwiftUI6IDViewVS_19AuthorStoryCarouselVs16ObjectIdentifier_GVS1_15ModifiedContentGVS1_6VStackGS5_VS1_4TextVS1_14_PaddingLayout__VS1_16_FlexFrameLayout__: 0x1520f9cd0>>
            """,
        note: "filed January 2024, after iOS 16.4; a collection view's Invalid update: three states (ThreeStateTests)"),
    CorpusReport(
        source: "https://github.com/ekazaev/ChatLayout/issues/89",
        text: """
            Fatal Exception: NSInternalInconsistencyException
            Invalid update: invalid number of items in section 0. 
            The number of items contained in an existing section after the update (22) must be equal to the number of items contained in that section before the update (20), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). 
            Collection view: <UICollectionView: 0x11f789c00; frame = (0 0; 393 818); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x131fe6f70>; backgroundColor = <UIDynamicProviderColor: 0x114b5d860; provider = <__NSMallocBlock__: 0x1318d4e70>>; layer = <CALayer: 0x1324de000>; contentOffset: {0, 1233}; contentSize: {392.99990000000003, 2037.6666666666663}; adjustedContentInset: {103, 0, 75, 0}; layout: <CollectionViewChatLayout: 0x11f33f700>; dataSource: <ConversationManager: 0x13245dc00>>
            """,
        note: "filed July 2025, after iOS 16.4; an empty batch over a stale cache (ThreeStateTests)"),
    CorpusReport(
        source: "https://github.com/Netvent/storyly-sdk/issues/287", ios: "15, 16",
        text:
            #"Fatal Exception: NSInternalInconsistencyException Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (16) must be equal to the number of items contained in that section before the update (8), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). Collection view: <Storyly.StorylyGroupCollectionView: 0x12003c000; baseClass = UICollectionView; frame = (0 0; 390 844); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x28139c960>; backgroundColor = UIExtendedGrayColorSpace 0 1; layer = <CALayer: 0x281963380>; contentOffset: {0, 0}; contentSize: {3120, 844}; adjustedContentInset: {0, 0, 0, 0}; layout: <Storyly.AnimatedCollectionViewLayout: 0x124e58780>; dataSource: <Storyly.StorylyGroupCollectionView: 0x12003c000; baseClass = UICollectionView; frame = ("#
    ),
]

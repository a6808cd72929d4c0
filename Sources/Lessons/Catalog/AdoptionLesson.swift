import Storyboard

/// Lesson 14: moving a screen to a diffable data source, step by step, each step's Swift
/// beside what the snapshot simulator does with it.
enum AdoptionLesson {
    static func make(number: Int) -> Lesson {
        Lesson(
            id: "snapshot-adoption", number: number,
            title: Localized(ko: "diffable data source로 옮기기", en: "Adopting a diffable data source"),
            summary: Localized(
                ko: "아이템 모델, 섹션, 셀 등록, 첫 스냅샷, apply, 그리고 performBatchUpdates 화면을 옮기는 순서.",
                en:
                    "Item model, sections, cell registration, the first snapshot, apply, and moving a performBatchUpdates screen over."
            ),
            frames: frames())
    }

    /// The screen of the lesson: three mountains, then K2 leaves and Makalu comes.
    static let script = """
        appendSections main
        appendItems Everest K2 Lhotse
        apply
        deleteItems K2
        appendItems Makalu
        apply
        """

    /// Swift as a panel: one line a row, so the terminal and the page keep its indentation.
    static func code(_ lines: [String]) -> Panel {
        Panel(caption: .same("Swift"), cells: lines.map { [Panel.Cell($0)] })
    }

    static func frames() -> [Frame] {
        guard let runs = SnapshotSteps.runs(script, count: 2) else { return [Lines.unavailable] }
        return [model, sections, registration]
            + [first(runs[0])]
            + SnapshotSteps.asked(
                runs[1].frame, title: Localized(ko: "바뀐 상태를 apply", en: "Apply the changed state"),
                Localized(
                    ko: "화면은 Everest K2 Lhotse입니다. 새 스냅샷은 K2를 지우고 Makalu를 붙입니다. 예측한 뒤 확인하세요.",
                    en:
                        "On screen: Everest K2 Lhotse. The new snapshot deletes K2 and appends Makalu. Predict, then check."
                ),
                prompt: movesPrompt)
            + [migration, value]
    }

    static let model = Frame(
        title: Localized(ko: "1. 아이템 모델: Hashable과 정체성", en: "1. The item model: Hashable and identity"),
        panels: [
            code([
                "struct Mountain: Hashable {",
                "    let id: UUID",
                "    var name: String",
                "    var height: Int",
                "",
                "    static func == (a: Mountain, b: Mountain) -> Bool { a.id == b.id }",
                "    func hash(into hasher: inout Hasher) { hasher.combine(id) }",
                "}",
            ])
        ],
        narration: Localized(
            ko:
                "스냅샷은 아이템을 식별자로 비교합니다. 식별자는 Hashable이어야 합니다. 정체성이란 '내용이 바뀌어도 같은 것'을 뜻합니다. 높이를 고쳐도 Everest는 Everest입니다. 그래서 ==와 hash는 id만 봅니다. 둘이 다른 것을 보면, 같은 아이템이 해시가 달라져서 diff가 지우고 다시 넣습니다.",
            en:
                "A snapshot compares items by identifier, and an identifier must be Hashable. Identity means 'the same thing even when its content changes': Everest with a corrected height is still Everest. So == and hash look at id only. If they looked at different things, one item could get two hashes and the diff would delete it and insert it again."
        ))

    static let sections = Frame(
        title: Localized(ko: "2. 섹션 식별자 (SectionIdentifierType)", en: "2. Section identifiers (SectionIdentifierType)"),
        panels: [code(["enum Section: Hashable {", "    case main", "}"])],
        narration: Localized(
            ko:
                "섹션도 식별자로 부릅니다. 스냅샷의 첫 번째 타입 매개변수가 섹션, 두 번째가 아이템입니다. 섹션이 하나뿐이어도 enum 하나를 만들어 둡니다. 나중에 섹션이 늘면 case만 더하면 됩니다.",
            en:
                "Sections are named by identifier too: a snapshot's first type parameter is the section, the second the item. Even with one section, make an enum; a second section is then one more case."
        ))

    static let registration = Frame(
        title: Localized(ko: "3. 셀 등록과 data source", en: "3. Cell registration and the data source"),
        panels: [
            code([
                "let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Mountain> {",
                "    cell, indexPath, mountain in",
                "    var content = cell.defaultContentConfiguration()",
                "    content.text = mountain.name",
                "    cell.contentConfiguration = content",
                "}",
                "dataSource = UICollectionViewDiffableDataSource<Section, Mountain>(",
                "    collectionView: collectionView",
                ") { collectionView, indexPath, mountain in",
                "    collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: mountain)",
                "}",
            ])
        ],
        narration: Localized(
            ko:
                "셀 등록은 '이 아이템이면 셀을 이렇게 채운다'를 한곳에 적습니다. data source는 그 등록으로 셀을 꺼냅니다. numberOfItemsInSection도 cellForItemAt도 직접 쓰지 않습니다. 개수는 스냅샷이 압니다.",
            en:
                "A cell registration says in one place how a cell shows an item. The data source dequeues cells with it. You write neither numberOfItemsInSection nor cellForItemAt: the snapshot knows the counts."
        ))

    static func first(_ run: SnapshotRun) -> Frame {
        var frame = SnapshotSteps.retold(
            run.frame, title: Localized(ko: "4. 첫 스냅샷", en: "4. The first snapshot"),
            Localized(
                ko: "빈 스냅샷에 섹션을 넣고, 그 섹션에 아이템을 넣고, apply합니다. 첫 화면은 애니메이션 없이 그립니다.",
                en:
                    "Make an empty snapshot, add the section, add its items, apply. The first screen is drawn without animation."
            ))
        frame.panels.insert(
            code([
                "var snapshot = NSDiffableDataSourceSnapshot<Section, Mountain>()",
                "snapshot.appendSections([.main])",
                "snapshot.appendItems(mountains, toSection: .main)",
                "dataSource.apply(snapshot, animatingDifferences: false)",
            ]), at: 0)
        return frame
    }

    static let movesPrompt = Prompt(
        question: Localized(
            ko: "이 apply가 만드는 배치에 이동(move)은 몇 개일까요?", en: "How many moves are in the batch this apply makes?"),
        accepted: Counting.accepted(0),
        hint: Localized(
            ko: "Everest와 Lhotse는 서로 순서가 바뀌었나요?", en: "Did Everest and Lhotse change order with each other?"),
        explanation: Localized(
            ko: "이동은 없습니다. Lhotse는 K2가 빠진 자리로 당겨질 뿐입니다. 배치는 K2 삭제 하나, Makalu 삽입 하나입니다.",
            en: "No moves. Lhotse only closes the gap K2 left. The batch is one delete (K2) and one insert (Makalu)."))

    static let migration = Frame(
        title: Localized(ko: "5. performBatchUpdates 화면 옮기기", en: "5. Moving a performBatchUpdates screen over"),
        panels: [
            code([
                "// before: two truths, kept in step by hand",
                "collectionView.performBatchUpdates {",
                "    mountains.remove(at: 1)",
                "    mountains.append(makalu)",
                "    collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])",
                "    collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])",
                "}",
                "// after: one truth, the snapshot",
                "var snapshot = dataSource.snapshot()",
                "snapshot.deleteItems([k2])",
                "snapshot.appendItems([makalu], toSection: .main)",
                "dataSource.apply(snapshot)",
            ])
        ],
        narration: Localized(
            ko:
                "옮기는 순서는 셋입니다. 하나, numberOfItemsInSection과 cellForItemAt을 지우고 3번의 data source를 답니다. 둘, 화면을 처음 그리던 reloadData를 4번의 첫 스냅샷으로 바꿉니다. 셋, performBatchUpdates 블록마다 인덱스 계산을 지우고, 스냅샷을 고쳐 apply합니다. apply는 기본으로 애니메이션합니다. 인덱스 경로는 한 줄도 남지 않습니다.",
            en:
                "Three moves. One: delete numberOfItemsInSection and cellForItemAt and set up the data source of step 3. Two: replace the reloadData that drew the first screen with the first snapshot of step 4. Three: in each performBatchUpdates block, delete the index arithmetic, edit a snapshot and apply it. apply animates by default. Not one index path is left."
        ))

    static let value = Frame(
        title: Localized(ko: "스냅샷은 값입니다", en: "A snapshot is a value"),
        panels: [],
        narration: Localized(
            ko:
                "WWDC19 정리 글은 스냅샷을 '제네릭 클래스'라고 부릅니다. Swift에서 NSDiffableDataSourceSnapshot은 구조체, 곧 값입니다. dataSource.snapshot()은 복사본을 줍니다. 그 복사본을 고쳐도 화면은 그대로이고, apply해야 바뀝니다.",
            en:
                "The WWDC19 notes call the snapshot a 'generic class'. In Swift, NSDiffableDataSourceSnapshot is a struct: a value. dataSource.snapshot() hands you a copy; editing the copy changes nothing on screen until you apply it."
        ))
}

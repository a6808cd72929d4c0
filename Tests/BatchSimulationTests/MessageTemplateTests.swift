import Testing

@testable import BatchModel
@testable import BatchSimulation

/// One batch that reaches one message template, with its collection-view text.
struct TemplateCase: CustomTestStringConvertible, Sendable {
    var template: Exception.Template
    var before: [Int]
    var after: [Int]
    var updates: [Update]
    var text: String
    var testDescription: String { template.rawValue }

    /// The same text in a table view's words.
    var tableText: String {
        text.replacingAll("items", with: "rows").replacingAll("item ", with: "row ")
            .replacingAll("collection view", with: "table view")
    }
}

/// True when `outcome` raises `template` with exactly `text`.
func raises(_ outcome: Outcome, _ template: Exception.Template, _ text: String) -> Bool {
    guard case .raised(let exception) = outcome else { return false }
    return exception.template == template && exception.message == text
}

func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
func object(_ section: Int, _ item: Int) -> String {
    "<NSIndexPath: 0x…> {length = 2, path = \(section) - \(item)}"
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

let templateCases: [TemplateCase] = [
    TemplateCase(
        template: .invalidSectionCount, before: [3], after: [3, 0], updates: [],
        text:
            "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    ),
    TemplateCase(
        template: .invalidItemCount, before: [154], after: [213],
        updates: [.insertItems((0..<40).map { path(0, $0) })],
        text:
            "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (213) must be equal to the number of items contained in that section before the update (154), plus or minus the number of items inserted or deleted from that section (40 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
    ),
    TemplateCase(
        template: .deleteAndReload, before: [6], after: [5],
        updates: [.deleteItems([path(0, 2)]), .reloadItems([path(0, 2)])],
        text: "attempt to delete and reload the same index path (\(object(0, 2)))"),
    TemplateCase(
        template: .deleteAndMoveFrom, before: [6], after: [5],
        updates: [.deleteItems([path(0, 1)]), .moveItem(from: path(0, 1), to: path(0, 3))],
        text: "attempt to perform a delete and a move from the same index path (\(object(0, 1)))"),
    TemplateCase(
        template: .deleteAndMoveFrom, before: [1, 1], after: [1],
        updates: [.deleteSections([0]), .moveSection(from: 0, to: 0)],
        text: "attempt to perform a delete and a move from the same section (0)"),
    TemplateCase(
        template: .insertAndMoveTo, before: [6], after: [7],
        updates: [.insertItems([path(0, 3)]), .moveItem(from: path(0, 1), to: path(0, 3))],
        text: "attempt to perform an insert and a move to the same index path (\(object(0, 3)))"),
    TemplateCase(
        template: .insertAndMoveTo, before: [1, 1], after: [1, 1, 1],
        updates: [.insertSections([1]), .moveSection(from: 0, to: 1)],
        text: "attempt to perform an insert and a move to the same section (1)"),
    TemplateCase(
        template: .deleteSectionRange, before: [6], after: [6], updates: [.deleteSections([5])],
        text: "attempt to delete section 5, but there are only 1 sections before the update"),
    TemplateCase(
        template: .deleteItemSectionRange, before: [6], after: [6], updates: [.deleteItems([path(3, 0)])],
        text: "attempt to delete item 0 from section 3, but there are only 1 sections before the update"),
    TemplateCase(
        template: .deleteItemRange, before: [6], after: [5], updates: [.deleteItems([path(0, 9)])],
        text: "attempt to delete item 9 from section 0 which only contains 6 items before the update"),
    TemplateCase(
        template: .insertSectionRange, before: [6], after: [6, 0], updates: [.insertSections([4])],
        text: "attempt to insert section 4 but there are only 2 sections after the update"),
    TemplateCase(
        template: .insertItemSectionRange, before: [6], after: [7], updates: [.insertItems([path(2, 0)])],
        text: "attempt to insert item 0 into section 2, but there are only 1 sections after the update"),
    TemplateCase(
        template: .insertItemRange, before: [6], after: [6],
        updates: [
            .insertItems([path(0, 6), path(0, 7), path(0, 8)]), .deleteItems([path(0, 0), path(0, 1), path(0, 2)]),
        ],
        text: "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update"),
    TemplateCase(
        template: .moveSectionFromRange, before: [1, 1], after: [1, 1], updates: [.moveSection(from: 4, to: 0)],
        text: "attempt to move section 4, but there are only 2 sections before the update"),
    TemplateCase(
        template: .moveSectionToRange, before: [1, 1], after: [1, 1], updates: [.moveSection(from: 0, to: 4)],
        text: "attempt to to move section 0 to section 4, but there are only 2 sections after the update"),
    TemplateCase(
        template: .moveItemFromSectionRange, before: [6], after: [6],
        updates: [.moveItem(from: path(3, 0), to: path(0, 0))],
        text:
            "attempt to move index path (\(object(3, 0))) from a section that does not exist - there are only 1 sections before the update"
    ),
    TemplateCase(
        template: .moveItemFromRange, before: [6], after: [6], updates: [.moveItem(from: path(0, 9), to: path(0, 0))],
        text:
            "attempt to move index path (\(object(0, 9))) that does not exist - there are only 6 items in section 0 before the update"
    ),
    TemplateCase(
        template: .moveItemToSectionRange, before: [6], after: [6],
        updates: [.moveItem(from: path(0, 0), to: path(5, 0))],
        text:
            "attempt to move index path (\(object(0, 0))) to index path (\(object(5, 0))) in section that does not exist - there are only 1 sections after the update"
    ),
    TemplateCase(
        template: .moveItemToRange, before: [6], after: [6], updates: [.moveItem(from: path(0, 0), to: path(0, 9))],
        text:
            "attempt to move index path (\(object(0, 0))) to index path (\(object(0, 9))) that does not exist - there are only 6 items in section 0 after the update"
    ),
    TemplateCase(
        template: .moveSectionToBoth, before: [1, 1, 1], after: [1, 1, 1],
        updates: [.moveSection(from: 0, to: 1), .moveSection(from: 0, to: 2)],
        text: "attempt to move section 0 to both section 1 and section 2"),
    TemplateCase(
        template: .moveItemToBoth, before: [6], after: [6],
        updates: [.moveItem(from: path(0, 0), to: path(0, 1)), .moveItem(from: path(0, 0), to: path(0, 2))],
        text: "attempt to move item at index path \(object(0, 0)) to both \(object(0, 1)) and \(object(0, 2))"),
    TemplateCase(
        template: .moveBothSections, before: [1, 1, 1], after: [1, 1, 1],
        updates: [.moveSection(from: 0, to: 2), .moveSection(from: 1, to: 2)],
        text: "attempt to move both section 0 and section 1 to section 2"),
    TemplateCase(
        template: .moveBothItems, before: [6], after: [6],
        updates: [.moveItem(from: path(0, 0), to: path(0, 2)), .moveItem(from: path(0, 1), to: path(0, 2))],
        text: "attempt to move both item at index path \(object(0, 0)) and \(object(0, 1)) to \(object(0, 2))"),
]

@Suite struct MessageTemplateTests {
    @Test("every template is raised with UIKit's collection-view text", arguments: templateCases)
    func collection(_ example: TemplateCase) {
        let outcome = BatchUpdate(example.updates).validate(before: example.before, after: example.after).outcome
        #expect(raises(outcome, example.template, example.text))
    }

    @Test("every template is raised with UIKit's table-view words", arguments: templateCases)
    func table(_ example: TemplateCase) {
        let options = SimulationOptions(view: .table)
        let outcome = BatchUpdate(example.updates).validate(
            before: example.before, after: example.after, options: options
        ).outcome
        #expect(raises(outcome, example.template, example.tableText))
    }

    @Test("the table wording of M13 says row and rows")
    func tableWording() {
        let example = templateCases.first { $0.template == .insertItemRange }
        #expect(
            example?.tableText
                == "attempt to insert row 6 into section 0, but there are only 6 rows in section 0 after the update")
    }

    @Test("M3 when the sum for a section goes below zero, in both views", arguments: ViewKind.allCases)
    func deleteMoreThanExist(view: ViewKind) {
        // Two deletes checked against a cache of 2, added up from a start of 1: 1 - 2 < 0.
        var options = SimulationOptions(view: view, countMessage: .invalidBatch)
        options.cached = [2]
        let batch = BatchUpdate([.deleteItems([path(0, 0), path(0, 1)])])
        let exception = batch.validate(before: [1], after: [0], options: options).outcome.exception
        let words = view == .table ? "rows" : "items"
        #expect(exception?.template == .deleteMoreThanExist)
        #expect(
            exception?.message
                == "Invalid update: invalid number of \(words) in section 0.  Attempt to delete more \(words) than exist in section."
        )
    }

    @Test("M4 lists both data-source states and the sorted updates", arguments: ViewKind.allCases)
    func invalidBatch(view: ViewKind) {
        let options = SimulationOptions(view: view, countMessage: .invalidBatch)
        let batch = BatchUpdate([.insertItems([path(0, 5)]), .deleteItems([path(0, 0)])])
        let outcome = batch.validate(before: [6], after: [7], options: options).outcome
        let word = view.word
        let expected = """
            Invalid batch updates detected: the number of sections and/or \(word)s returned by the data source before and/or after performing the batch updates are inconsistent with the updates.
            Data source before updates = { 1 section with \(word) counts: [6] }
            Data source after updates = { 1 section with \(word) counts: [7] }
            Updates = [
            \tDelete \(word) (0 - 0),
            \tInsert \(word) (0 - 5)
            ]
            \(view == .table ? "Table view: <UITableView" : "Collection view: <UICollectionView"): 0x…>
            """
        #expect(raises(outcome, .invalidBatch, expected))
    }

    @Test("the heuristic picks M2 when counts did not change and M4 when they did")
    func heuristic() {
        let options = SimulationOptions(countMessage: .heuristic)
        let same = BatchUpdate([.deleteItems([path(0, 0)])]).validate(before: [6], after: [6], options: options)
        let changed = BatchUpdate([]).validate(before: [6], after: [7], options: options)
        #expect(same.outcome.exception?.template == .invalidItemCount)
        #expect(changed.outcome.exception?.template == .invalidBatch)
    }

    @Test("modern builds use one space and a view suffix", arguments: ViewKind.allCases)
    func modernStyle(view: ViewKind) {
        let options = SimulationOptions(view: view, messageStyle: .modern)
        let message =
            BatchUpdate([]).validate(before: [6], after: [7], options: options).outcome.exception?.message ?? ""
        #expect(message.hasPrefix("Invalid update: invalid number of \(view.word)s in section 0. The number"))
        #expect(
            message.hasSuffix(
                "(0 moved in, 0 moved out). \(view == .table ? "Table view: <UITableView" : "Collection view: <UICollectionView"): 0x…>"
            ))
    }

    @Test("the legacy platform logs a count mismatch and reloads")
    func legacy() {
        let options = SimulationOptions(platform: .legacy)
        let outcome = BatchUpdate([]).validate(before: [6], after: [7], options: options).outcome
        guard case .reloadedData(let exception?) = outcome else {
            Issue.record("expected a reloadData fallback, got \(outcome)")
            return
        }
        #expect(exception.template == .invalidItemCount)
    }

    @Test("M24: a collection view asserts on moves across deleted or inserted sections")
    func crossChangedSections() {
        let fromDeleted = BatchUpdate([.deleteSections([0]), .moveItem(from: path(0, 0), to: path(0, 2))])
        let intoInserted = BatchUpdate([.insertSections([1]), .moveItem(from: path(0, 0), to: path(1, 0))])
        #expect(
            raises(
                fromDeleted.validate(before: [2, 2, 2], after: [3, 2]).outcome, .moveAcrossChangedSection,
                "cannot move an item from a deleted section (0)"))
        #expect(
            raises(
                intoInserted.validate(before: [2], after: [1, 1]).outcome, .moveAcrossChangedSection,
                "cannot move an item into a newly inserted section (1)"))
    }

    @Test("M24's cases make a table view fall back to reloadData silently")
    func crossChangedSectionsTable() {
        let options = SimulationOptions(view: .table)
        let fromDeleted = BatchUpdate([.deleteSections([0]), .moveItem(from: path(0, 0), to: path(0, 2))])
        let intoInserted = BatchUpdate([.insertSections([1]), .moveItem(from: path(0, 0), to: path(1, 0))])
        #expect(
            fromDeleted.validate(before: [2, 2, 2], after: [3, 2], options: options).outcome == .reloadedData(nil))
        #expect(intoInserted.validate(before: [2], after: [1, 1], options: options).outcome == .reloadedData(nil))
    }

    @Test("every template is reached by a test")
    func coverage() {
        var reached = Set(templateCases.map(\.template))
        reached.formUnion([.deleteMoreThanExist, .invalidBatch, .moveAcrossChangedSection])
        // M25 is iOS 5's text: explain reads it, the simulator (iOS 13+) never raises it.
        reached.insert(.invalidTableViewUpdate)
        // M26: MissingTextsTests (the batch syntax cannot write a negative index).
        reached.insert(.invalidIndexPath)
        #expect(reached == Set(Exception.Template.allCases))
    }
}

import BatchModel

/// UIKit's format strings for one view and release, and the texts they give.
///
/// Facts only: the words are UIKit's, never translated. `%ld` takes a number, `%@` an index
/// path (`<NSIndexPath: 0x…> {length = 2, path = 0 - 6}`); the explain parser reads the same
/// formats backwards, so a text and its reading cannot drift apart.
package struct MessageBook: Sendable {
    /// The view whose words fill the formats.
    package var view: ViewKind
    /// The release's spelling.
    package var wording: Wording

    /// A book for one view and release.
    package init(view: ViewKind, wording: Wording) {
        self.view = view
        self.wording = wording
    }

    private var word: String { view.word }
    private var words: String { view.word + "s" }

    /// `%@` of an index path: `<NSIndexPath: 0x…> {length = 2, path = 0 - 6}`. NSIndexPath
    /// prints its indexes unsigned: a row of -1 is `18446744073709551615`.
    static func object(_ path: IndexPath) -> String {
        "<NSIndexPath: 0x…> {length = 2, path = \(unsigned(path.section)) - \(unsigned(path.item))}"
    }

    /// `n` as a 64-bit unsigned number, as `%lu` and NSIndexPath print it.
    static func unsigned(_ n: Int) -> String { String(UInt64(bitPattern: Int64(n))) }

    /// The "Invalid update" sentences: two spaces after the first sentence in classic builds,
    /// one in modern ones (whose view suffix `text` adds).
    private func invalidUpdate(_ head: String, _ body: String) -> String {
        "Invalid update: \(head).\(wording.style == .classic ? "  " : " ")\(body)"
    }

    /// The format of one shape, without the modern view suffix (M4 has its own layout).
    package func format(_ shape: ExceptionShape) -> String { spelled(unspelled(shape)) }

    /// A format as written below: `#` for the view's word (`row`, `item`), `^` for its name
    /// (`table view`). Plain literals and one substitution are smaller code than an
    /// interpolation in each.
    private func unspelled(_ shape: ExceptionShape) -> String {
        switch shape {
        case .sectionCount:
            return invalidUpdate(
                "invalid number of sections",
                "The number of sections contained in the ^ after the update (%ld) must be equal to the number of sections contained in the ^ before the update (%ld), plus or minus the number of sections inserted or deleted (%ld inserted, %ld deleted)."
            )
        case .itemCount:
            return invalidUpdate(
                "invalid number of #s in section %ld",
                "The number of #s contained in an existing section after the update (%ld) must be equal to the number of #s contained in that section before the update (%ld), plus or minus the number of #s inserted or deleted from that section (%ld inserted, %ld deleted) and plus or minus the number of #s moved into or out of that section (%ld moved in, %ld moved out)."
            )
        case .deleteMoreThanExist:
            return invalidUpdate(
                "invalid number of #s in section %ld", "Attempt to delete more #s than exist in section.")
        case .invalidBatch:
            return
                "Invalid batch updates detected: the number of sections and/or #s returned by the data source before \(wording.listing == .and ? "and" : "and/or") after performing the batch updates are inconsistent with the updates."
        default: return rangeFormat(shape)
        }
    }

    private func rangeFormat(_ shape: ExceptionShape) -> String {
        switch shape {
        case .deleteAndReload: "attempt to delete and reload the same index path (%@)"
        case .deleteAndMoveFrom: "attempt to perform a delete and a move from the same index path (%@)"
        case .deleteAndMoveFromSection: "attempt to perform a delete and a move from the same section (%ld)"
        case .insertAndMoveTo: "attempt to perform an insert and a move to the same index path (%@)"
        case .insertAndMoveToSection: "attempt to perform an insert and a move to the same section (%ld)"
        case .deleteSection: "attempt to delete section %ld, but there are only %ld sections before the update"
        case .deleteItemFromMissingSection:
            "attempt to delete # %ld from section %ld, but there are only %ld sections before the update"
        case .deleteItem:
            "attempt to delete # %ld from section %ld which only contains %ld #s before the update"
        case .insertSection: "attempt to insert section %ld but there are only %ld sections after the update"
        case .insertItemIntoMissingSection:
            "attempt to insert # %ld into section %ld, but there are only %ld sections after the update"
        case .insertItem:
            "attempt to insert # %ld into section %ld, but there are only %ld #s in section %ld after the update"
        case .moveSectionFrom: "attempt to move section %ld, but there are only %ld sections before the update"
        // M15 keeps UIKit's doubled "to to".
        case .moveSectionTo:
            "attempt to to move section %ld to section %ld, but there are only %ld sections after the update"
        case .moveItemFromMissingSection:
            "attempt to move index path (%@) from a section that does not exist - there are only %ld sections before the update"
        case .moveItemFromMissing:
            "attempt to move index path (%@) that does not exist - there are only %ld #s in section %ld before the update"
        case .moveItemToMissingSection:
            "attempt to move index path (%@) to index path (%@) in section that does not exist - there are only %ld sections after the update"
        case .moveItemToMissing:
            "attempt to move index path (%@) to index path (%@) that does not exist - there are only %ld #s in section %ld after the update"
        case .moveSectionToBoth: "attempt to move section %ld to both section %ld and section %ld"
        case .moveItemToBoth: "attempt to move # at index path %@ to both %@ and %@"
        case .moveBothSections: "attempt to move both section %ld and section %ld to section %ld"
        case .moveBothItems: "attempt to move both # at index path %@ and %@ to %@"
        case .moveFromDeletedSection:
            "cannot move \(view == .table ? "a row" : "an item") from a deleted section (%ld)"
        case .moveIntoInsertedSection:
            "cannot move \(view == .table ? "a row" : "an item") into a newly inserted section (%ld)"
        case .negativeIndexPath: "Attempted to perform update with invalid index path: %@"
        case .invalidTableViewUpdate:
            "Invalid table view update.  The application has requested an update to the table view that is inconsistent with the state provided by the data source."
        default: ""
        }
    }

    /// `format` with `#` and `^` replaced by the view's word and name.
    private func spelled(_ format: String) -> String {
        var text = ""
        for character in format {
            switch character {
            case "#": text += word
            case "^": text += view.viewName
            default: text.append(character)
            }
        }
        return text
    }

    /// The text UIKit prints for `fact`.
    package func text(_ fact: ExceptionFact) -> String {
        if case .invalidBatch(let before, let after, let updates) = fact {
            return listing(before: before, after: after, updates: updates)
        }
        var text = Self.fill(format(fact.shape), fact.arguments)
        if fact.shape.hasViewSuffix, wording.style == .modern { text += " " + suffix }
        return text
    }

    /// ` Collection view: <UICollectionView: 0x…>`, the modern texts' last line.
    var suffix: String { "\(view.capitalizedViewName): <\(view.className): 0x…>" }

    static func fill(_ format: String, _ arguments: [FormatArgument]) -> String {
        var text = ""
        var rest = Substring(format)
        var values = arguments.makeIterator()
        while let range = rest.range(ofText: "%") {
            text += rest[..<range.lowerBound]
            let isObject = rest[range.upperBound...].hasPrefix("@")
            rest = rest[rest.index(range.upperBound, offsetBy: isObject ? 1 : 2)...]
            switch values.next() {
            case .number(let number): text += String(number)
            case .path(let path): text += object(path)
            case nil: break
            }
        }
        return text + rest
    }

    /// M4, iOS 16.4's listing of both data-source states and the sorted updates.
    func listing(before: [Int], after: [Int], updates: [ListedUpdate]) -> String {
        let list = updates.isEmpty ? "[\n]" : "[\n" + updates.map { "\t" + line($0) }.joined(separator: ",\n") + "\n]"
        return """
            \(format(.invalidBatch))
            Data source before updates = \(state(before))
            Data source after updates = \(state(after))
            Updates = \(list)
            \(suffix)
            """
    }

    /// `{ 1 section with item counts: [6] }`.
    func state(_ counts: [Int]) -> String {
        let noun = counts.count == 1 ? "section" : "sections"
        return "{ \(counts.count) \(noun) with \(word) counts: [\(counts.map { String($0) }.joined(separator: ", "))] }"
    }

    /// `Delete item (0 - 2)`, `Move section 1 to 0`.
    func line(_ update: ListedUpdate) -> String {
        switch update {
        case .deleteSection(let section): "Delete section \(section)"
        case .deleteItem(let path): "Delete \(word) (\(path))"
        case .moveSection(let from, let to): "Move section \(from) to \(to)"
        case .moveItem(let from, let to): "Move \(word) (\(from)) to (\(to))"
        case .insertSection(let section): "Insert section \(section)"
        case .insertItem(let path): "Insert \(word) (\(path))"
        }
    }
}

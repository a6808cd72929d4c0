import BatchModel

/// The state a diffable data source shows: ordered sections, each holding ordered items,
/// named by identifiers instead of index paths.
///
/// Mutations apply at once, as `NSDiffableDataSourceSnapshot`'s do, and fail with UIKit's
/// texts (`BatchError`). Storage is flat: the section order in a `SequenceTree`, one
/// `SequenceTree` of items per section, and two dictionaries from identifier to place, so
/// every lookup is a hash away and every edit of an item or a section costs O(log n),
/// wherever it lands.
///
/// ```swift
/// var snapshot = Snapshot<String, String>()
/// try snapshot.appendSections(["main"])
/// try snapshot.appendItems(["a", "b", "c"])
/// snapshot.indexOfItem("b")   // 1
/// ```
public struct Snapshot<Section: SnapshotIdentifier, Item: SnapshotIdentifier> {
    /// The release whose rules this snapshot follows.
    public let release: UIKitRelease
    /// The sections, in order.
    var sectionOrder = SequenceTree<Section>()
    /// Each section's node in `sectionOrder`.
    var sectionNode: [Section: Int] = [:]
    /// The items of each section, by the section's node (a freed node's list is empty).
    var listOfNode: [SequenceTree<Item>] = []
    /// Where each item is filed: its section and its node in that section's tree.
    var places: [Item: Place] = [:]
    /// How many items of each name the lists hold, by ``SnapshotIdentifier/nameKey`` (a
    /// script's items), and where the item of a name held once stands: kept with the lists on
    /// every edit, so a bare name is found by hashing while no other item shares it.
    var nameCount: [Item: Int] = [:]
    var namePlace: [Item: Place] = [:]
    var reloadedItems = MarkList<Item>()
    var reconfiguredItems = MarkList<Item>()
    var reloadedSections = MarkList<Section>()
    var deletedHere: Set<Item> = []
    var readded: Set<Item> = []
    /// What UIKit logged instead of raising while this snapshot was built (iOS 17 duplicates).
    public internal(set) var warnings: [BatchError] = []

    /// Creates an empty snapshot.
    /// - Parameter release: the release whose rules and texts apply; the newest by default.
    /// - Complexity: O(1).
    public init(release: UIKitRelease = .iOS17) {
        self.release = release
    }

    /// An item's section and its node in that section's tree.
    struct Place {
        var section: Section
        var node: Int
    }
}

extension Snapshot {
    /// The number of sections.
    /// - Complexity: O(1).
    public var numberOfSections: Int { sectionOrder.count }

    /// The number of items in all sections.
    /// - Complexity: O(1).
    public var numberOfItems: Int { places.count }

    /// The section identifiers, in order.
    /// - Complexity: O(s), s the number of sections.
    public var sectionIdentifiers: [Section] { sections }

    /// The section identifiers, in order.
    /// - Complexity: O(s).
    var sections: [Section] { sectionOrder.elements }

    /// The items of each section, in section order.
    /// - Complexity: O(s).
    var lists: [SequenceTree<Item>] {
        var lists: [SequenceTree<Item>] = []
        lists.reserveCapacity(sectionOrder.count)
        sectionOrder.forEachInOrder { lists.append(listOfNode[$0]) }
        return lists
    }

    /// The items of the section at `ordinal`.
    /// - Complexity: O(log s) expected.
    func list(at ordinal: Int) -> SequenceTree<Item> { listOfNode[sectionOrder.node(at: ordinal)] }

    /// The position of a section, or nil.
    /// - Complexity: O(log s) expected.
    func sectionOrdinal(_ section: Section) -> Int? { sectionNode[section].map { sectionOrder.position(of: $0) } }

    /// Every item identifier, section after section.
    /// - Complexity: O(n), n the number of items.
    public var itemIdentifiers: [Item] { lists.flatMap { $0.elements } }

    /// The items of each section, in order.
    /// - Complexity: O(n).
    var items: [[Item]] { lists.map { $0.elements } }

    /// The number of items in one section.
    /// - Throws: `BatchError.unknownSection` when the section is not in the snapshot.
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Section) throws(BatchError) -> Int {
        listOfNode[try node(of: section)].count
    }

    /// The item identifiers of one section, in order.
    /// - Throws: `BatchError.unknownSection` when the section is not in the snapshot.
    /// - Complexity: O(k), k the number of items in the section.
    public func itemIdentifiers(inSection section: Section) throws(BatchError) -> [Item] {
        listOfNode[try node(of: section)].elements
    }

    /// The position of a section, or nil when it is not in the snapshot.
    /// - Complexity: O(log s) expected.
    public func indexOfSection(_ section: Section) -> Int? { sectionOrdinal(section) }

    /// The position of an item among all items (section after section), or nil.
    /// - Complexity: O(s log s + log k): s sections before it, k items in its section.
    public func indexOfItem(_ item: Item) -> Int? {
        guard let path = indexPath(of: item) else { return nil }
        return (0..<path.section).reduce(path.item) { $0 + list(at: $1).count }
    }

    /// The section holding an item, or nil when the item is not in the snapshot.
    /// - Complexity: O(1).
    public func sectionIdentifier(containingItem item: Item) -> Section? { places[item]?.section }

    /// The index path an item would have on screen, or nil.
    /// - Complexity: O(log s + log k) expected, s sections, k items in its section.
    public func indexPath(of item: Item) -> IndexPath? {
        guard let place = places[item], let node = sectionNode[place.section] else { return nil }
        return IndexPath(item: listOfNode[node].position(of: place.node), section: sectionOrder.position(of: node))
    }

    /// Items marked with `reloadItems`, in the order they were marked.
    /// - Complexity: O(r log r), r the number marked.
    public var reloadedItemIdentifiers: [Item] { reloadedItems.elements }

    /// Items marked with `reconfigureItems`, in the order they were marked.
    /// - Complexity: O(r log r).
    public var reconfiguredItemIdentifiers: [Item] { reconfiguredItems.elements }

    /// Sections marked with `reloadSections`, in the order they were marked.
    /// - Complexity: O(r log r).
    var reloadedSectionIdentifiers: [Section] { reloadedSections.elements }

    /// True when `item` was deleted from this snapshot and then added again, which makes
    /// UIKit treat it as a new cell: a reconfigure of it does nothing.
    /// - Complexity: O(1).
    func wasDeletedAndReadded(_ item: Item) -> Bool { readded.contains(item) }

    /// The same sections and items in the same order (marks and warnings aside).
    /// - Complexity: O(n).
    func hasSameContents(as other: Snapshot) -> Bool {
        sections == other.sections && items == other.items
    }

    static func text<T: CustomStringConvertible>(_ value: T) -> String { value.description }
}

import BatchModel

extension Snapshot {
    /// Adds sections after the last one.
    /// - Throws: `BatchError.duplicateSection` when one is already in the snapshot or listed twice.
    /// - Complexity: O(m), m new ones.
    public mutating func appendSections(_ identifiers: [Section]) throws(BatchError) {
        try placeSections(identifiers, at: sectionOrder.count)
    }

    /// Adds sections just before an existing section.
    /// - Throws: `BatchError.unknownSection` for an unknown anchor; `.duplicateSection`.
    /// - Complexity: O(m log s) expected.
    public mutating func insertSections(_ identifiers: [Section], beforeSection anchor: Section) throws(BatchError) {
        try placeSections(identifiers, at: try ordinal(of: anchor))
    }

    /// Adds sections just after an existing section.
    /// - Throws: `BatchError.unknownSection` for an unknown anchor; `.duplicateSection`.
    /// - Complexity: O(m log s) expected.
    public mutating func insertSections(_ identifiers: [Section], afterSection anchor: Section) throws(BatchError) {
        try placeSections(identifiers, at: try ordinal(of: anchor) + 1)
    }

    /// Removes sections and their items; identifiers not in the snapshot are ignored, as UIKit does.
    /// - Complexity: O(m log s + k) expected: m identifiers, k items in the deleted sections.
    public mutating func deleteSections(_ identifiers: [Section]) {
        for section in identifiers {
            guard let node = sectionNode.removeValue(forKey: section) else { continue }
            let list = listOfNode[node]
            list.forEachInOrder {
                unnameItem(list[node: $0])
                forget(list[node: $0])
            }
            listOfNode[node] = SequenceTree()
            _ = sectionOrder.remove(node: node)
            reloadedSections.unmark(section)
        }
    }

    /// Moves a section just before another one.
    /// - Throws: `BatchError.unknownSection` when either is not in the snapshot.
    /// - Complexity: O(log s) expected.
    public mutating func moveSection(_ section: Section, beforeSection anchor: Section) throws(BatchError) {
        try moveSection(section, relativeTo: anchor, after: false)
    }

    /// Moves a section just after another one.
    /// - Throws: `BatchError.unknownSection` when either is not in the snapshot.
    /// - Complexity: O(log s) expected.
    public mutating func moveSection(_ section: Section, afterSection anchor: Section) throws(BatchError) {
        try moveSection(section, relativeTo: anchor, after: true)
    }

    /// Marks sections to be reloaded (all their cells replaced) at the next apply.
    /// - Throws: `BatchError.reloadMissingSection` for a section not in the snapshot.
    /// - Complexity: O(m).
    public mutating func reloadSections(_ identifiers: [Section]) throws(BatchError) {
        for section in identifiers where sectionNode[section] == nil {
            throw .reloadMissingSection(Self.text(section))
        }
        for section in identifiers { reloadedSections.mark(section) }
    }

    func ordinal(of section: Section) throws(BatchError) -> Int {
        sectionOrder.position(of: try node(of: section))
    }

    func node(of section: Section) throws(BatchError) -> Int {
        guard let node = sectionNode[section] else { throw .unknownSection(Self.text(section)) }
        return node
    }

    private mutating func placeSections(_ identifiers: [Section], at position: Int) throws(BatchError) {
        var seen = Set<Section>()
        for section in identifiers where sectionNode[section] != nil || !seen.insert(section).inserted {
            throw .duplicateSection(Self.text(section))
        }
        for (offset, section) in identifiers.enumerated() {
            let node = sectionOrder.insert(section, at: position + offset)
            sectionNode[section] = node
            fileList(SequenceTree(), at: node)
        }
    }

    /// Puts a section's items under its node (a new node, or a freed one reused).
    private mutating func fileList(_ list: SequenceTree<Item>, at node: Int) {
        if node == listOfNode.count { listOfNode.append(list) } else { listOfNode[node] = list }
    }

    private mutating func moveSection(_ section: Section, relativeTo anchor: Section, after: Bool) throws(BatchError) {
        _ = try node(of: section)
        _ = try node(of: anchor)
        guard section != anchor, let node = sectionNode[section] else { return }
        let moved = listOfNode[node]
        listOfNode[node] = SequenceTree()
        _ = sectionOrder.remove(node: node)
        let target = (sectionOrdinal(anchor) ?? 0) + (after ? 1 : 0)
        let placed = sectionOrder.insert(section, at: target)
        sectionNode[section] = placed
        fileList(moved, at: placed)
    }
}

import BatchModel

extension Snapshot {
    /// Adds sections after the last one.
    /// - Throws: `BatchError.duplicateSection` when one is already in the snapshot or listed twice.
    /// - Complexity: O(m), m new ones.
    public mutating func appendSections(_ identifiers: [Section]) throws(BatchError) {
        try placeSections(identifiers, at: sections.count)
    }

    /// Adds sections just before an existing section.
    /// - Throws: `BatchError.unknownSection` for an unknown anchor; `.duplicateSection`.
    /// - Complexity: O(s + m).
    public mutating func insertSections(_ identifiers: [Section], beforeSection anchor: Section) throws(BatchError) {
        try placeSections(identifiers, at: try ordinal(of: anchor))
    }

    /// Adds sections just after an existing section.
    /// - Throws: `BatchError.unknownSection` for an unknown anchor; `.duplicateSection`.
    /// - Complexity: O(s + m).
    public mutating func insertSections(_ identifiers: [Section], afterSection anchor: Section) throws(BatchError) {
        try placeSections(identifiers, at: try ordinal(of: anchor) + 1)
    }

    /// Removes sections and their items; identifiers not in the snapshot are ignored, as UIKit does.
    /// - Complexity: O(s + k): k items in the deleted sections.
    public mutating func deleteSections(_ identifiers: [Section]) {
        let doomed = Set(identifiers)
        for section in doomed {
            guard let ordinal = sectionOrdinal[section] else { continue }
            let list = lists[ordinal]
            list.forEachInOrder { forget(list[node: $0]) }
            reloadedSections.unmark(section)
        }
        let kept = sections.indices.filter { !doomed.contains(sections[$0]) }
        guard kept.count < sections.count else { return }
        lists = kept.map { lists[$0] }
        sections = kept.map { sections[$0] }
        reindexSections()
    }

    /// Moves a section just before another one.
    /// - Throws: `BatchError.unknownSection` when either is not in the snapshot.
    /// - Complexity: O(s).
    public mutating func moveSection(_ section: Section, beforeSection anchor: Section) throws(BatchError) {
        try moveSection(section, relativeTo: anchor, after: false)
    }

    /// Moves a section just after another one.
    /// - Throws: `BatchError.unknownSection` when either is not in the snapshot.
    /// - Complexity: O(s).
    public mutating func moveSection(_ section: Section, afterSection anchor: Section) throws(BatchError) {
        try moveSection(section, relativeTo: anchor, after: true)
    }

    /// Marks sections to be reloaded (all their cells replaced) at the next apply.
    /// - Throws: `BatchError.reloadMissingSection` for a section not in the snapshot.
    /// - Complexity: O(m).
    public mutating func reloadSections(_ identifiers: [Section]) throws(BatchError) {
        for section in identifiers where sectionOrdinal[section] == nil {
            throw .reloadMissingSection(Self.text(section))
        }
        for section in identifiers { reloadedSections.mark(section) }
    }

    func ordinal(of section: Section) throws(BatchError) -> Int {
        guard let ordinal = sectionOrdinal[section] else { throw .unknownSection(Self.text(section)) }
        return ordinal
    }

    private mutating func placeSections(_ identifiers: [Section], at position: Int) throws(BatchError) {
        var seen = Set<Section>()
        for section in identifiers where sectionOrdinal[section] != nil || !seen.insert(section).inserted {
            throw .duplicateSection(Self.text(section))
        }
        let appended = position == sections.count
        sections.insert(contentsOf: identifiers, at: position)
        lists.insert(contentsOf: Array(repeating: SequenceTree(), count: identifiers.count), at: position)
        // Sections added at the end leave every other ordinal as it was.
        if appended {
            for (offset, section) in identifiers.enumerated() { sectionOrdinal[section] = position + offset }
        } else {
            reindexSections()
        }
    }

    private mutating func moveSection(_ section: Section, relativeTo anchor: Section, after: Bool) throws(BatchError) {
        let from = try ordinal(of: section)
        _ = try ordinal(of: anchor)
        guard section != anchor else { return }
        let moved = lists.remove(at: from)
        sections.remove(at: from)
        reindexSections()
        let target = (sectionOrdinal[anchor] ?? 0) + (after ? 1 : 0)
        sections.insert(section, at: target)
        lists.insert(moved, at: target)
        reindexSections()
    }

    mutating func reindexSections() {
        sectionOrdinal.removeAll(keepingCapacity: true)
        for (ordinal, section) in sections.enumerated() { sectionOrdinal[section] = ordinal }
    }
}

import BatchModel

extension SequentialReading {
    /// One state of the reading kept as trees: the section order in a `SequenceTree` and
    /// each section's cells in one, so that an edit anywhere costs O(log n), where the arrays
    /// of ``Group`` shift every cell after it (deleting the first of 100,000 cells 100,000
    /// times moved 5 x 10^9 cells). A renderer reads the cells it shows by position.
    public struct Cells: Sendable {
        /// One section: its name, whether an insert or reload made it, and its cells.
        struct Part: Sendable {
            var name: String?
            var fresh: Bool
            var cells: SequenceTree<ViewCell>
        }

        /// The section order, as numbers into `parts`.
        private var order = SequenceTree<Int>()
        /// The sections by number (a deleted section's part is emptied, not reused).
        private var parts: [Part] = []

        /// The state `groups` as trees.
        /// - Complexity: O(n log n) expected for n cells.
        public init(_ groups: [Group]) {
            for group in groups { order.append(add(group.name, fresh: group.fresh, group.cells)) }
        }

        /// The number of sections.
        /// - Complexity: O(1).
        public var sectionCount: Int { order.count }

        /// True for a section an insert or reload created.
        /// - Complexity: O(log s) expected for s sections.
        public func isFresh(_ section: Int) -> Bool { parts[order[section]].fresh }

        /// The number of cells in a section.
        /// - Complexity: O(log s) expected.
        public func count(_ section: Int) -> Int { parts[order[section]].cells.count }

        /// The cells of a section at `positions`, in order.
        /// - Complexity: O(k log n) expected for k positions.
        public func cells(_ section: Int, _ positions: Range<Int>) -> [ViewCell] {
            let cells = parts[order[section]].cells
            return positions.map { cells[$0] }
        }

        /// The whole state as arrays.
        /// - Complexity: O(n).
        public var groups: [Group] {
            order.elements.map { Group(name: parts[$0].name, cells: parts[$0].cells.elements, fresh: parts[$0].fresh) }
        }

        /// The height of the deepest tree: O(log n) expected whatever the edits.
        /// - Complexity: O(n).
        var height: Int { parts.map { $0.cells.height }.reduce(order.height, max) }

        /// Applies one edit.
        /// - Complexity: O(log n) expected.
        public mutating func apply(_ edit: Edit) {
            switch edit {
            case .insertCell(let path): parts[order[path.section]].cells.insert(ViewCell(nil, .inserted), at: path.item)
            case .deleteCell(let path): take(path)
            case .reloadCell(let path):
                let part = order[path.section]
                let node = parts[part].cells.node(at: path.item)
                parts[part].cells[node: node] = ViewCell(nil, .reloaded)
            case .moveCell(let from, let to):
                var cell = take(from)
                cell.mark = .moved
                parts[order[to.section]].cells.insert(cell, at: to.item)
            case .insertSection(let section): order.insert(add(nil, fresh: true, []), at: section)
            case .deleteSection(let section): parts[order.remove(node: order.node(at: section))].cells = SequenceTree()
            case .reloadSection(let section):
                parts[order[section]] = Part(name: nil, fresh: true, cells: SequenceTree())
            case .moveSection(let from, let to): order.insert(order.remove(node: order.node(at: from)), at: to)
            }
        }

        @discardableResult
        private mutating func take(_ path: IndexPath) -> ViewCell {
            let part = order[path.section]
            return parts[part].cells.remove(node: parts[part].cells.node(at: path.item))
        }

        private mutating func add(_ name: String?, fresh: Bool, _ cells: [ViewCell]) -> Int {
            var tree = SequenceTree<ViewCell>()
            for cell in cells { tree.append(cell) }
            parts.append(Part(name: name, fresh: fresh, cells: tree))
            return parts.count - 1
        }
    }
}

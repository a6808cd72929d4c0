/// A sequence kept in a balanced tree ordered by position (a treap), so that inserting at any
/// position, removing an element, and finding where an element stands all cost O(log n)
/// expected, where an array costs O(n) for each.
///
/// Every element lives in a node whose number stays the same while it is in the tree: a
/// snapshot files each item under its node, and asks the tree for the node's position when
/// it needs one; the sequential reading of a batch keeps each section's cells in one. Nodes are kept in arrays (no classes), so a copy shares the storage until
/// either side changes, as an array does, and the type builds as Embedded Swift.
package struct SequenceTree<Element> {
    @usableFromInline
    struct Node: Sendable {
        @usableFromInline var left: Int32 = -1
        @usableFromInline var right: Int32 = -1
        @usableFromInline var parent: Int32 = -1
        @usableFromInline var size: Int32 = 1
        @usableFromInline var priority: UInt32

        @inlinable init(priority: UInt32) { self.priority = priority }
    }

    @usableFromInline var nodes: [Node] = []
    @usableFromInline var values: [Element?] = []
    @usableFromInline var freed: [Int32] = []
    @usableFromInline var root: Int32 = -1
    @usableFromInline var seed: UInt32 = 0x9E37_79B9

    /// An empty sequence.
    @inlinable package init() {}

    /// The number of elements.
    /// - Complexity: O(1).
    @inlinable package var count: Int { root < 0 ? 0 : Int(nodes[Int(root)].size) }

    /// True when there are no elements.
    /// - Complexity: O(1).
    @inlinable package var isEmpty: Bool { root < 0 }

    /// The element of a node.
    /// - Complexity: O(1).
    @inlinable package subscript(node node: Int) -> Element {
        get { values[node].unsafelyUnwrapped }
        set { values[node] = newValue }
    }

    /// The element at a position.
    /// - Precondition: `0 <= position < count`.
    /// - Complexity: O(log n) expected.
    @inlinable package subscript(position: Int) -> Element { self[node: node(at: position)] }

    /// The elements in order.
    /// - Complexity: O(n).
    @inlinable package var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(count)
        forEachInOrder { result.append(self[node: $0]) }
        return result
    }

    /// The nodes that hold elements, in no particular order (each once).
    /// - Complexity: O(n) plus the nodes freed and not reused.
    @inlinable package var liveNodes: [Int] { values.indices.filter { values[$0] != nil } }

    /// The node at a position.
    /// - Precondition: `0 <= position < count`.
    /// - Complexity: O(log n) expected.
    @inlinable package func node(at position: Int) -> Int {
        var current = root
        var remaining = Int32(position)
        while current >= 0 {
            let node = nodes[Int(current)]
            let before = size(node.left)
            if remaining < before {
                current = node.left
            } else if remaining == before {
                return Int(current)
            } else {
                remaining -= before + 1
                current = node.right
            }
        }
        preconditionFailure("position out of range")
    }

    /// Where a node's element stands.
    /// - Complexity: O(log n) expected (the node's depth).
    @inlinable package func position(of node: Int) -> Int {
        var current = Int32(node)
        var position = size(nodes[node].left)
        var parent = nodes[node].parent
        while parent >= 0 {
            if nodes[Int(parent)].right == current { position += size(nodes[Int(parent)].left) + 1 }
            current = parent
            parent = nodes[Int(current)].parent
        }
        return Int(position)
    }

    /// Adds an element at the end.
    /// - Returns: its node.
    /// - Complexity: O(log n) expected.
    @inlinable @discardableResult
    package mutating func append(_ element: Element) -> Int { insert(element, at: count) }

    /// Adds an element at a position (`count` for the end).
    /// - Returns: its node.
    /// - Complexity: O(log n) expected.
    @inlinable @discardableResult
    package mutating func insert(_ element: Element, at position: Int) -> Int {
        let node = make(element)
        let (before, after) = split(root, Int32(position))
        root = merge(merge(before, node), after)
        nodes[Int(root)].parent = -1
        return Int(node)
    }

    /// Takes a node's element out; the node is free for a later insert.
    /// - Returns: the element.
    /// - Complexity: O(log n) expected.
    @inlinable @discardableResult
    package mutating func remove(node: Int) -> Element {
        let position = Int32(position(of: node))
        let (before, rest) = split(root, position)
        let (_, after) = split(rest, 1)
        root = merge(before, after)
        if root >= 0 { nodes[Int(root)].parent = -1 }
        let element = self[node: node]
        values[node] = nil
        freed.append(Int32(node))
        return element
    }

    /// Calls `body` with every node, in order.
    /// - Complexity: O(n).
    @inlinable package func forEachInOrder(_ body: (Int) -> Void) {
        var stack: [Int32] = []
        var current = root
        while current >= 0 || !stack.isEmpty {
            while current >= 0 {
                stack.append(current)
                current = nodes[Int(current)].left
            }
            let node = stack.removeLast()
            body(Int(node))
            current = nodes[Int(node)].right
        }
    }

    /// The number of nodes on the longest path from the root down (0 when empty): O(log n)
    /// expected whatever the order of the edits, which is what keeps every edit O(log n).
    /// - Complexity: O(n).
    @inlinable package var height: Int {
        var deepest = 0
        var stack: [(node: Int32, depth: Int)] = root < 0 ? [] : [(root, 1)]
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            for child in [nodes[Int(node)].left, nodes[Int(node)].right] where child >= 0 {
                stack.append((child, depth + 1))
            }
        }
        return deepest
    }

    @inlinable func size(_ node: Int32) -> Int32 { node < 0 ? 0 : nodes[Int(node)].size }

    @inlinable mutating func make(_ element: Element) -> Int32 {
        // xorshift32: deterministic priorities, so a run is the same every time.
        seed ^= seed << 13
        seed ^= seed >> 17
        seed ^= seed << 5
        let node = Node(priority: seed)
        if let reused = freed.popLast() {
            nodes[Int(reused)] = node
            values[Int(reused)] = element
            return reused
        }
        nodes.append(node)
        values.append(element)
        return Int32(nodes.count - 1)
    }

    /// Recomputes a node's size and points its children back at it.
    @inlinable mutating func pull(_ node: Int32) {
        let (left, right) = (nodes[Int(node)].left, nodes[Int(node)].right)
        nodes[Int(node)].size = 1 + size(left) + size(right)
        if left >= 0 { nodes[Int(left)].parent = node }
        if right >= 0 { nodes[Int(right)].parent = node }
    }

    /// The first `count` elements of the tree at `node`, and the rest.
    @inlinable mutating func split(_ node: Int32, _ count: Int32) -> (Int32, Int32) {
        guard node >= 0 else { return (-1, -1) }
        let left = nodes[Int(node)].left
        if size(left) >= count {
            let (first, rest) = split(left, count)
            nodes[Int(node)].left = rest
            pull(node)
            if first >= 0 { nodes[Int(first)].parent = -1 }
            return (first, node)
        }
        let (first, rest) = split(nodes[Int(node)].right, count - size(left) - 1)
        nodes[Int(node)].right = first
        pull(node)
        if rest >= 0 { nodes[Int(rest)].parent = -1 }
        return (node, rest)
    }

    /// The tree at `first` followed by the tree at `second`.
    @inlinable mutating func merge(_ first: Int32, _ second: Int32) -> Int32 {
        guard first >= 0 else { return second }
        guard second >= 0 else { return first }
        if nodes[Int(first)].priority > nodes[Int(second)].priority {
            nodes[Int(first)].right = merge(nodes[Int(first)].right, second)
            pull(first)
            return first
        }
        nodes[Int(second)].left = merge(first, nodes[Int(second)].left)
        pull(second)
        return second
    }
}

extension SequenceTree: Sendable where Element: Sendable {}

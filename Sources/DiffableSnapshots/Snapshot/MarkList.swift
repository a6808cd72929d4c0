/// Identifiers marked for the next apply (reload, reconfigure), in the order they were marked,
/// each once: marking, unmarking and asking cost O(1), so a script that marks or deletes
/// thousands of items one line at a time stays linear.
struct MarkList<Element: Hashable> {
    private var order: [Element: Int] = [:]
    private var next = 0

    /// True when nothing is marked.
    var isEmpty: Bool { order.isEmpty }

    /// The marked identifiers, in the order they were marked.
    /// - Complexity: O(r log r), r the number marked.
    var elements: [Element] { order.sorted { $0.value < $1.value }.map { $0.key } }

    /// True when `element` is marked.
    func contains(_ element: Element) -> Bool { order[element] != nil }

    /// Marks `element` (a second mark keeps the first place).
    mutating func mark(_ element: Element) {
        guard order[element] == nil else { return }
        order[element] = next
        next += 1
    }

    /// Takes the mark off `element`, if it has one.
    mutating func unmark(_ element: Element) { order[element] = nil }

    /// Takes every mark off.
    mutating func removeAll() { order = [:] }
}

extension MarkList: Sendable where Element: Sendable {}

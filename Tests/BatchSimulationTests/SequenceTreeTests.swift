import PropertyBased
import Testing

@testable import BatchModel

/// The snapshot's item order and a batch reading's cells: a tree that must behave exactly as an
/// array while every edit stays O(log n), which its height shows without a clock.
@Suite struct SequenceTreeTests {
    /// An edit: insert at a position (scaled into range), or remove the element at one.
    enum Edit: Sendable, CustomStringConvertible {
        case insert(Int)
        case remove(Int)
        var description: String {
            switch self {
            case .insert(let at): "insert@\(at)"
            case .remove(let at): "remove@\(at)"
            }
        }
    }

    static let edits = zip(Gen.bool, Gen.int(in: 0...1_000))
        .map { insert, at -> Edit in insert ? .insert(at) : .remove(at) }
        .array(of: 0...60)

    @Test("inserts and removes anywhere give the array's order, and every node knows its position")
    func behavesAsAnArray() async {
        await propertyCheck(count: 500, input: Self.edits) { edits in
            var tree = SequenceTree<Int>()
            var model: [Int] = []
            var nodes: [Int: Int] = [:]
            for (label, edit) in edits.enumerated() {
                switch edit {
                case .insert(let at):
                    let position = at % (model.count + 1)
                    nodes[label] = tree.insert(label, at: position)
                    model.insert(label, at: position)
                case .remove(let at):
                    guard !model.isEmpty else { continue }
                    let element = model.remove(at: at % model.count)
                    #expect(tree.remove(node: nodes[element] ?? -1) == element)
                    nodes[element] = nil
                }
            }
            #expect(tree.elements == model)
            #expect(tree.count == model.count)
            for (position, element) in model.enumerated() {
                #expect(tree.position(of: nodes[element] ?? -1) == position)
                #expect(tree[position] == element)
            }
            #expect(tree.liveNodes.count == model.count)
        }
    }

    @Test("100,000 inserts at the front, the shape that makes a plain search tree a list, stay shallow")
    func frontInsertsStayShallow() {
        var tree = SequenceTree<Int>()
        var first = 0
        for value in 0..<100_000 { first = tree.insert(value, at: 0) }
        // A balanced tree of 100,000 nodes is 17 deep; a treap is about 2.5 times that.
        #expect(tree.height <= 4 * 17)
        #expect(tree.position(of: first) == 0)
        #expect(tree[99_999] == 0)
    }

    @Test("removing every other element one at a time keeps the rest in order and the tree shallow")
    func alternateRemovals() {
        var tree = SequenceTree<Int>()
        let nodes = (0..<50_000).map { tree.append($0) }
        for value in stride(from: 0, to: 50_000, by: 2) { tree.remove(node: nodes[value]) }
        #expect(tree.elements == Array(stride(from: 1, to: 50_000, by: 2)))
        #expect(tree.height <= 4 * 16)
        // Freed nodes are reused: the storage does not grow past the most ever held.
        let again = tree.insert(-1, at: 0)
        #expect(again < 50_000 && tree[0] == -1)
    }
}

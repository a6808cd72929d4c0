/// The six IndexPath examples of the article (seeds/000), copied as written: curly quotes,
/// the `…` range, `section :0`.
enum ArticleExamples {
    static let items = ["a", "b", "c", "d", "e", "f"]

    static let one = """
        items.append(contentsOf: [“g”, “h”, “i”])
        // a, b, c, d, e, f, g, h, i
        let indexPaths = Array(6…8).map { IndexPath(item: $0, section: 0) }
        collectionView.insertItems(at: indexPaths)
        """

    static let two = """
        items.removeLast()
        items.removeLast()
        items.removeLast()
        // a, b, c
        let indexPaths = Array(3…5).map { IndexPath(item: $0, section: 0) }
        collectionView.deleteItems(at: indexPaths)
        """

    static let three = """
        items[2] = “👻”
        // a, b, 👻, d, e, f
        let indexPath = IndexPath(item: 2, section: 0)
        collectionView.reloadItems(at: [indexPath])
        """

    static let four = """
        items.remove(at: 2)
        items.append(“c”)
        // a, b, d, e, f, c
        collectionView.moveItem(
          at: IndexPath(item: 2, section: 0),
          to: IndexPath(item: 5, section :0)
        )
        """

    static let five = """
        items.removeFirst()
        items.removeFirst()
        items.removeFirst()
        items.append(contentsOf: [“g”, “h”, “i”])
        // d, e, f, g, h, i
        collectionView.performBatchUpdates({
          let deleteIndexPaths = Array(0…2).map { IndexPath(item: $0, section: 0) }
          collectionView.deleteItems(at: deleteIndexPaths)
          let insertIndexPaths = Array(3…5).map { IndexPath(item: $0, section: 0) }
          collectionView.insertItems(at: insertIndexPaths)
        }, completion: nil)
        """

    static let six = """
        items.append(contentsOf: [“g”, “h”, “i”])
        items.removeFirst()
        items.removeFirst()
        items.removeFirst()
        // d, e, f, g, h, i
        collectionView.performBatchUpdates({
          let insertIndexPaths = Array(6…8).map { IndexPath(item: $0, section: 0) }
          collectionView.insertItems(at: insertIndexPaths)
          let deleteIndexPaths = Array(0…2).map { IndexPath(item: $0, section: 0) }
          collectionView.deleteItems(at: deleteIndexPaths)
        }, completion: nil)
        """

    static let sixFixed = """
        items.append(contentsOf: [“g”, “h”, “i”])
        items.removeFirst()
        items.removeFirst()
        items.removeFirst()
        // d, e, f, g, h, i
        collectionView.performBatchUpdates({
          let deleteIndexPaths = Array(0…2).map { IndexPath(item: $0, section: 0) }
          collectionView.deleteItems(at: deleteIndexPaths)
          let insertIndexPaths = Array(3…5).map { IndexPath(item: $0, section: 0) }
          collectionView.insertItems(at: insertIndexPaths)
        }, completion: nil)
        """
}

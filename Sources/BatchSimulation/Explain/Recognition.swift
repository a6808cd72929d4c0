import BatchModel

/// What the explain parser read out of a pasted text: the rule that fired with its numbers,
/// and what the text says about the view and the release.
public struct Recognition: Sendable, Hashable {
    /// The exception read back: fact, view (best reading) and wording.
    public var exception: Exception
    /// True when the text (or the log around it) names the view; otherwise `exception.view`
    /// is the collection-view default and the words fit both.
    public var viewIsKnown: Bool
    /// The releases whose texts look like this one.
    public var releases: ClosedRange<IOSVersion>?
    /// False when the text stops before what the rule's numbers need (a cut-off M4 listing,
    /// an M26 cut inside its index path); the fact's numbers then stand in and mean nothing.
    public var isComplete: Bool
    /// The part of the normalised text the format matched (the reason without what follows).
    public var quoted: String = ""
    /// What follows the matched reason in the paste: a view's description, nothing (the text
    /// ends there or a quote closes it), or other words.
    public var ending: PastedEnding = .other

    /// What follows the reason a paste quotes.
    public enum PastedEnding: Sendable, Hashable {
        /// ` Collection view: <UICollectionView: ...>` (or the table's): a modern text, whole.
        case suffix(ViewKind)
        /// The text ends, or a quote (`'`, `"`, `` ` ``) or a line of the log's own (`*** First
        /// throw call stack:`, `(0x1a2b ...)`) follows: the suffix, if UIKit
        /// wrote one, is not in the paste.
        case end
        /// Words that are not a view's description (an older text, or a report's own words).
        case other
    }

    /// True when the paste elides some of the rule's numbers (`...`, `…`) rather than stopping
    /// before them; `isComplete` is then false.
    public var isElided = false
    /// The places (in the format's order, as `ExceptionFact.arguments` lists them) of the
    /// numbers the paste elides or stops before; empty when `isComplete`.
    public var unread: [Int] = []
    /// True when the paste lost the text's head and the reading assumes it: an index path
    /// alone, negative (M26's `Attempted to perform update with invalid index path:`).
    public var headAssumed = false

    /// Reads the batch-update exception in `text` (the first one read whole, else the first
    /// one read at all), or `nil` when it holds none that diffstep knows ("not a batch-update
    /// exception diffstep knows", never a guess).
    /// - Complexity: O(shapes · n) in the length of the text.
    public static func read(_ text: String) -> Recognition? {
        let all = readAll(text)
        return all.first { $0.isComplete } ?? all.first
    }

    /// Reads `reason` (which starts where a candidate starts) with every view's and listing's
    /// formats: a whole match first, then one the paste cuts or elides after a number.
    static func read(_ reason: Substring, head: String, hint: ViewKind?, raw: String) -> Recognition? {
        let views = hint.map({ [$0] + ViewKind.allCases.filter { $0 != hint } }) ?? ViewKind.allCases
        for partial in [false, true] {
            for view in views {
                for listing in Wording.ListingHead.allCases {
                    let book = MessageBook(view: view, wording: Wording(style: .modern, listing: listing))
                    let found = match(reason, book: book, hint: hint, raw: raw, head: head, partial: partial)
                    if let found { return found }
                }
            }
        }
        return nil
    }

    /// The first shape whose format (less `head`, which a head-less body lacks) reads the
    /// reason whole; with `partial`, the shape that reads furthest into a paste that stops or
    /// elides a number after at least one was read.
    private static func match(
        _ reason: Substring, book: MessageBook, hint: ViewKind?, raw: String, head: String, partial: Bool
    ) -> Recognition? {
        let view = book.view
        let other = MessageBook(view: view == .table ? .collection : .table, wording: book.wording)
        if partial { return cut(reason, book: book, hint: hint, raw: raw, head: head) }
        for shape in ExceptionShape.allCases {
            let format = book.format(shape)
            guard format.hasPrefix(head) else { continue }
            let body = String(format.dropFirst(head.count))
            var scanner = TextScanner(rest: reason)
            var values = scanner.format(body)
            if values == nil, shape == .invalidBatch {
                // Some reports cut the head's closing period.
                scanner = TextScanner(rest: reason)
                values = scanner.format(String(body.dropLast()))
            }
            if values == nil, shape == .negativeIndexPath, head.isEmpty {
                // Sentry cuts M26 inside the index path object: the rule is known, the path not.
                var head = TextScanner(rest: reason)
                if head.literal("Attempted to perform update with invalid index path: <NSIndexPath: 0x…>") {
                    return Recognition(
                        exception: Exception(.negativeIndexPath(IndexPath(item: -1, section: 0)), view: .table),
                        viewIsKnown: false, releases: releases(shape, style: nil), isComplete: false,
                        quoted: String(reason[..<head.rest.startIndex]))
                }
            }
            guard let values else { continue }
            let neutral = other.format(shape) == book.format(shape)
            let known = !neutral || hint != nil
            if shape == .invalidBatch {
                var found = listing(&scanner, book: book, known: known)
                found.quoted = head + String(reason[..<scanner.rest.startIndex])
                found.ending = ending(scanner.rest)
                return found
            }
            guard let fact = ExceptionFact(shape: shape, arguments: values) else { continue }
            let style = styleOf(raw, shape: shape)
            return Recognition(
                exception: Exception(fact, view: view, wording: Wording(style: style ?? .modern)),
                viewIsKnown: known, releases: releases(shape, style: style), isComplete: true,
                quoted: head + String(reason[..<scanner.rest.startIndex]), ending: ending(scanner.rest))
        }
        return nil
    }

    /// What follows a matched reason (`rest`, normalised).
    static func ending(_ rest: Substring) -> PastedEnding {
        var scanner = TextScanner(rest: rest)
        // The class may be a subclass (`<XLPagerTabStrip.ButtonBarView: 0x…; baseClass = ...`).
        for view in ViewKind.allCases where scanner.literal(" \(view.capitalizedViewName): <") {
            return .suffix(view)
        }
        let next = rest.drop(while: { $0 == " " }).first
        return next.map { "'\"`*(".contains($0) } ?? true ? .end : .other
    }

    /// M4: the head, then both states and the updates if the text goes on (the scanner stays
    /// at the end of the listing when it is whole, else after the head).
    private static func listing(_ scanner: inout TextScanner, book: MessageBook, known: Bool) -> Recognition {
        var reader = scanner
        let listed = ListingReader(book: book).read(&reader)
        if listed != nil { scanner = reader }
        let fact = ExceptionFact.invalidBatch(
            before: listed?.before ?? [], after: listed?.after ?? [], updates: listed?.updates ?? [])
        let andOr = book.wording.listing == .andOr
        return Recognition(
            exception: Exception(
                fact, view: book.view, wording: Wording(style: .modern, listing: book.wording.listing)),
            viewIsKnown: known, releases: andOr ? .iOS16point4...(.iOS16point4) : .iOS17...(.newest),
            isComplete: listed != nil)
    }

    /// `.classic` for two spaces after the first sentence, `.modern` for a view suffix,
    /// `nil` when a crash reporter collapsed the spaces and dropped the suffix.
    static func styleOf(_ raw: String, shape: ExceptionShape) -> SimulationOptions.MessageStyle? {
        guard shape.hasViewSuffix else { return nil }
        let raw = Substring(raw)  // one specialization of the search, the `Substring` one
        if raw.containsText("Collection view: <") || raw.containsText("Table view: <") { return .modern }
        if raw.containsText("sections.  The") || raw.containsText(".  The number") || raw.containsText(".  Attempt") {
            return .classic
        }
        return nil
    }

    static func releases(_ shape: ExceptionShape, style: SimulationOptions.MessageStyle?)
        -> ClosedRange<IOSVersion>?
    {
        switch (shape, style) {
        case (.invalidTableViewUpdate, _): return nil
        case (.negativeIndexPath, _): return .iOS14...(.newest)
        case (.itemCount, .classic), (.sectionCount, .classic), (.deleteMoreThanExist, .classic):
            return .iOS13...(.iOS13)
        // From 16.4 a collection view's "Invalid update" means a stale cache (three states).
        case (.itemCount, nil): return .iOS13...(.newest)
        case (_, .modern): return .iOS14...(.newest)
        default: return .iOS13...(.newest)
        }
    }

    /// The view a log names (`UITableView`, `table view`), if any.
    static func viewHint(_ text: String) -> ViewKind? {
        let text = Substring(text)
        let table =
            text.containsText("UITableView") || text.containsText("Table view:") || text.containsText("table view")
        let collection =
            text.containsText("UICollectionView") || text.containsText("Collection view:")
            || text.containsText("collection view")
        if table != collection { return table ? .table : .collection }
        return nil
    }
}

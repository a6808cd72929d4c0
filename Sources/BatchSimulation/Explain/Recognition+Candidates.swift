import BatchModel

extension Recognition {
    /// Where a text may start in a paste, and the head it starts without (`""` for a head).
    struct Candidate {
        var start: String.Index
        var head: String
    }

    /// The phrases a body starts with when its head was lost (an alert's body, `Reason: ...`),
    /// and the head that goes before each.
    static let bodies = [
        ("invalid number of sections.", "Invalid update: "), ("invalid number of items in section", "Invalid update: "),
        ("invalid number of rows in section", "Invalid update: "),
        ("the number of sections and", "Invalid batch updates detected: "),
        (indexPathBody, indexPathHead),
    ]

    /// A text whose head was lost before its index path (`: <NSIndexPath: 0x…> {length = 2,
    /// path = 1 - 18446744073709551609}`) is M26's only when the path is negative (printed
    /// unsigned, 2^63 or more): the other texts holding an index path name it in words first.
    static let indexPathBody = "<NSIndexPath: 0x…> {length = 2, path = "
    static let indexPathHead = "Attempted to perform update with invalid index path: "

    /// Every batch-update exception in `text`, in the order they stand: each head (and each
    /// head-less body) is a candidate, read where it starts; a candidate inside a text already
    /// read is skipped, and a text read only in part (a title line, a cut copy) is dropped
    /// when the same rule is read whole later.
    /// - Complexity: O((heads + bodies) · n) to find the candidates, plus the reading of each
    ///   (which stops at the first word that differs from every format).
    public static func readAll(_ text: String) -> [Recognition] {
        let normalised = CrashText.normalise(text)
        let hint = viewHint(normalised)
        var found: [Recognition] = []
        var from = normalised.startIndex
        for candidate in candidates(normalised).prefix(maxCandidates) where candidate.start >= from {
            let rest = normalised[candidate.start...]
            guard var recognition = read(rest, head: candidate.head, hint: hint, raw: text) else { continue }
            if candidate.head == indexPathHead {
                // Only a whole, negative path standing alone (not inside `(...)`, `to ...`).
                let before = normalised[..<candidate.start].last { $0 != " " }
                guard recognition.isComplete, case .negativeIndexPath(let path) = recognition.exception.fact,
                    path.item < 0 || path.section < 0, before.map({ !$0.isLetter && $0 != "(" }) ?? true
                else { continue }
                recognition.headAssumed = true
            }
            found.append(recognition)
            from = rest.unicodeScalars.index(
                rest.startIndex, offsetBy: recognition.quoted.unicodeScalars.count - candidate.head.unicodeScalars.count
            )
        }
        return found.indices.filter { index in
            found[index].isComplete
                || !found[(index + 1)...].contains {
                    $0.isComplete && $0.exception.template == found[index].exception.template
                }
        }.map { found[$0] }
    }

    /// The most places a text may start that are read (a paste with more, such as 4 MiB of
    /// "attempt to ", is read up to there: each place costs a try of every format).
    public static let maxCandidates = 1_000

    /// Where reading stopped in a paste with more than ``maxCandidates`` places a text may start.
    public struct Stop: Sendable, Hashable {
        /// How far into the (normalised) paste the first place not read lies, in percent.
        public var percent: Int
        /// The bytes from there to the end, none of them read.
        public var unread: Int
        /// The paste's first words there (40 characters at most).
        public var words: String
    }

    /// Where reading stopped, or `nil` when every place a text may start was read.
    /// - Complexity: O(n) in the length of the text.
    public static func stoppedLooking(_ text: String) -> Stop? {
        let normalised = CrashText.normalise(text)
        let list = candidates(normalised)
        guard list.count > maxCandidates else { return nil }
        let start = list[maxCandidates].start
        let before = normalised.utf8.distance(from: normalised.startIndex, to: start)
        let total = normalised.utf8.count
        return Stop(
            percent: before * 100 / max(total, 1), unread: total - before,
            words: String(normalised[start...].prefix(40)))
    }

    /// Every place a head or a head-less body starts, in order.
    static func candidates(_ text: String) -> [Candidate] {
        var list: [Candidate] = []
        let phrases = CrashText.heads.map { ($0, "") } + bodies
        for (phrase, head) in phrases {
            var rest = Substring(text)
            while let range = rest.range(ofText: phrase) {
                list.append(Candidate(start: range.lowerBound, head: head))
                rest = rest[range.upperBound...]
            }
        }
        list.sort { $0.start < $1.start }
        return list
    }

    /// The shape that reads furthest into a paste cut (or elided with `...`, `…`) after at
    /// least one number: its rule is known, its numbers are not (`isComplete` false).
    static func cut(_ reason: Substring, book: MessageBook, hint: ViewKind?, raw: String, head: String)
        -> Recognition?
    {
        var best: (shape: ExceptionShape, values: [FormatArgument], rest: Substring, missing: [Int], elided: Bool)?
        for shape in ExceptionShape.allCases where shape != .invalidBatch {
            let format = book.format(shape)
            guard format.hasPrefix(head) else { continue }
            var scanner = TextScanner(rest: reason)
            guard let read = scanner.formatAllowingCut(String(format.dropFirst(head.count))), !read.complete,
                best.map({ scanner.rest.startIndex > $0.rest.startIndex }) ?? true
            else { continue }
            best = (shape, read.values, scanner.rest, read.missing, read.elided)
        }
        guard let best, let fact = ExceptionFact(shape: best.shape, arguments: best.values) else { return nil }
        let other = MessageBook(view: book.view == .table ? .collection : .table, wording: book.wording)
        let style = styleOf(raw, shape: best.shape)
        var found = Recognition(
            exception: Exception(fact, view: book.view, wording: Wording(style: style ?? .modern)),
            viewIsKnown: other.format(best.shape) != book.format(best.shape) || hint != nil,
            releases: releases(best.shape, style: style), isComplete: false,
            quoted: head + String(reason[..<best.rest.startIndex]), ending: .end)
        found.isElided = best.elided
        found.unread = best.missing
        return found
    }
}

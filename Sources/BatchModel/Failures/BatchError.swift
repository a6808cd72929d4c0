/// Everything that can go wrong in this module because of what a user typed or called:
/// calls, data and scripts that cannot be read, and what UIKit raises (or logs) when a
/// snapshot is used wrongly.
///
/// Snapshot cases carry identifiers as the text UIKit prints for them (their
/// `description`), so one error type serves every snapshot's identifier types. Their
/// `description` is UIKit's text word for word; the other cases describe the problem in
/// English (the CLI and Storyboard add Korean).
public enum BatchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text form of contents could not be read.
    case badContents(String, reason: ContentsProblem)
    /// The calls could not be read: where, what, and the nearest known name if any.
    case parse(ParseFailure)
    /// A data-source mutation in the snippet cannot apply (`remove(at: 9)` on six items).
    case badMutation(line: Int, reason: MutationProblem)
    /// `--new` disagrees with what the snippet's own mutations of `items` produce.
    case newDataDisagrees(expected: String, fromSnippet: String)
    /// The snippet mutates `items` but the data has several sections.
    case mutationNeedsOneSection(line: Int)
    /// A snapshot script line could not be read: where, and why.
    case script(ScriptFailure)
    /// `appendItems` on a snapshot with no sections.
    case noSections
    /// Items appended or inserted that are already in the snapshot, or listed twice.
    case duplicateItems([String], UIKitRelease)
    /// iOS 17+: one call lists the same item twice (still raised; only items already in the
    /// snapshot are moved into place).
    case repeatedItems([String])
    /// A section appended or inserted that is already in the snapshot.
    case duplicateSection(String)
    /// `reloadItems` of an identifier that is not in the snapshot.
    case reloadMissingItem(String, UIKitRelease)
    /// `reconfigureItems` of an identifier that is not in the snapshot.
    case reconfigureMissingItem(String)
    /// `reloadSections` of an identifier that is not in the snapshot.
    case reloadMissingSection(String)
    /// A section used as a target or anchor (or moved) that is not in the snapshot.
    case unknownSection(String)
    /// An item used as an anchor (or moved) that is not in the snapshot.
    case unknownItem(String)
    /// The identifiers break Hashable's contract in the ways UIKit's validators detect (all
    /// of them, never empty).
    case identifierProblems([IdentifierProblem])

    /// True for the one case newer releases only log (duplicate items moved into place).
    public var isWarning: Bool {
        if case .duplicateItems(_, let release) = self { return release.movesDuplicateItems }
        return false
    }

    /// The text a user reads: UIKit's own for what UIKit raises.
    public var description: String {
        switch self {
        case .badContents(let text, let reason):
            "cannot read the data \"\(text)\": \(reason)"
        case .parse(let failure):
            failure.description
        case .badMutation(let line, let reason):
            "line \(line): \(reason)"
        case .newDataDisagrees(let expected, let fromSnippet):
            "--new is \"\(expected)\" but the snippet's changes to items give \"\(fromSnippet)\""
        case .mutationNeedsOneSection(let line):
            "line \(line): `items` changes need data with one section"
        case .script(let failure):
            "\(failure.line):\(failure.column): \(failure.reason)"
        case .noSections:
            "There are currently no sections in the data source. Please add a section first."
        case .duplicateItems(let names, let release):
            BatchError.duplicateText(names, release)
        case .repeatedItems(let names):
            BatchError.listedDuplicates(names)
        case .duplicateSection(let name):
            "Diffable data source detected an attempt to insert or append 1 section identifier that already "
                + "exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that "
                + "already exists: \(name)"
        case .reloadMissingItem(let name, let release):
            release >= .iOS15
                ? "Attempted to reload item identifier that does not exist in the snapshot: \(name)"
                : "Invalid item identifier specified for reload: \(name)"
        case .reconfigureMissingItem(let name):
            "Attempted to reconfigure item identifier that does not exist in the snapshot: \(name)"
        case .reloadMissingSection(let name):
            "Attempted to reload section identifier that does not exist in the snapshot: \(name)"
        case .unknownSection:
            "Invalid parameter not satisfying: fromSection != NSNotFound"
        case .unknownItem:
            "Invalid parameter not satisfying: insertIndex != NSNotFound"
        case .identifierProblems(let problems):
            problems.map { $0.description }.joined(separator: "\n")
        }
    }

    /// The long text, listing the duplicates (iOS 17.4.1 raises it for a repeat inside one call).
    private static func listedDuplicates(_ names: [String]) -> String {
        let listed = names.map { "    " + $0 }.joined(separator: ",\n")
        return "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n\(listed)\n)}"
    }

    private static func duplicateText(_ names: [String], _ release: UIKitRelease) -> String {
        switch release {
        // iOS 13.3 (UIKit-3901) and iOS 14.4 print the short text (docs/snapshot.md).
        case .iOS13, .iOS14:
            return "Fatal: supplied identifiers are not unique."
        case .iOS15:
            return listedDuplicates(names)
        case .iOS17:
            let count = names.count
            let noun = count == 1 ? "identifier that already exists" : "identifiers that already exist"
            return "Diffable data source detected an attempt to insert or append \(count) item \(noun) in the "
                + "snapshot. The existing item identifier will be moved into place instead, but this operation "
                + "will be more expensive."
        }
    }
}

import BatchModel

/// A minimal `diffstep batch` run that raises a given exception: the view, the release, the
/// data source's counts before and after, and the calls, each as the text the printed command
/// hands to `diffstep batch`.
public struct Reproduction: Sendable, Hashable {
    /// The view the calls go to.
    public var view: ViewKind
    /// The release to simulate (`--ios`).
    public var ios: IOSVersion
    /// The data source's item counts per section when the batch begins (`--old "[...]"`).
    public var before: [Int]
    /// Its counts when the batch ends (`--new "[...]"`).
    public var after: [Int]
    /// The calls, in the order written; empty for one empty batch.
    public var updates: [Update]

    /// The switches of the printed command.
    public var run: BatchRun { BatchRun(view: view, release: ios) }

    /// `--old`'s text: `[2, 0]`.
    public var oldText: String { Self.countsText(before) }
    /// `--new`'s text.
    public var newText: String { Self.countsText(after) }

    /// The call file the command pipes in: one compact line per call, or an empty batch
    /// (`performBatchUpdates({})`: the data changed and no call said so).
    public var callLines: [String] { updates.isEmpty ? ["performBatchUpdates({})"] : updates.map { $0.compact } }

    /// The call file's text, each line ended by a line feed (what `printf` writes).
    public var callText: String { callLines.map { $0 + "\n" }.joined() }

    /// `[2, 0]`: counts as `--old` and the listing write them.
    public static func countsText(_ counts: [Int]) -> String {
        "[" + counts.map { String($0) }.joined(separator: ", ") + "]"
    }

    /// What `diffstep batch` does with the printed command: the same texts parsed and run by
    /// `BatchRun.simulate`, in process.
    /// - Throws: `BatchError` when the texts do not read (never for a scenario built here).
    public func simulate() throws(BatchError) -> Simulation {
        try run.simulate(calls: callText, old: Contents(parsing: oldText), new: Contents(parsing: newText))
    }

    /// The exception the command raises, or `nil` when UIKit accepts it (or only logs).
    public var raised: Exception? {
        guard let simulation = try? simulate(), case .raises(let exception, _) = simulation.verdict else {
            return nil
        }
        return exception
    }

    /// The smallest scenario that yields `recognition`'s exception with the pasted text, or
    /// `nil` when there is none (see `attempt(for:)` for why).
    public static func make(for recognition: Recognition) -> Reproduction? {
        if case .reproduced(let reproduction) = attempt(for: recognition) { return reproduction }
        return nil
    }

    /// Builds the smallest scenario for `recognition`, runs it as the printed command runs,
    /// and offers it only when the exception it raises is the pasted reason (modulo addresses
    /// and whitespace; the view's description compared by its class).
    ///
    /// The wording follows the paste: a text with a view suffix is reproduced on a release
    /// that writes one, a text without (two spaces, or one space and no suffix) on iOS 13,
    /// whose text has none. M2 needs a release before 16.4 (from 16.4 a count mismatch in two
    /// states lists the batch, M4).
    /// - Complexity: O(numbers in the text) to build, plus one parse and one simulation.
    public static func attempt(for recognition: Recognition) -> Attempt {
        guard recognition.isComplete, let releases = recognition.releases else { return .failed(.incomplete) }
        let exception = recognition.exception
        guard let (before, after, updates) = Self.scenario(exception.fact, view: exception.view) else {
            return .failed(modelled(exception.fact.shape, view: exception.view) ? .numbers : .notModelled)
        }
        var ios = releases.upperBound
        if exception.fact.shape.hasViewSuffix {
            if case .suffix = recognition.ending {
                if exception.template == .invalidItemCount { ios = max(.iOS14, min(ios, .iOS16)) }
            } else {
                ios = .iOS13
            }
        }
        let reproduction = Reproduction(
            view: exception.view, ios: ios, before: before, after: after, updates: updates)
        guard let raised = reproduction.raised else { return .failed(.differs(raised: nil)) }
        guard CrashText.sameReason(raised.message, as: recognition) else {
            return .failed(.differs(raised: raised.message))
        }
        return .reproduced(reproduction)
    }

    /// False for the rules no batch on iOS 13 and later reaches in the batch language: M25
    /// (iOS 12's table text), M26 (a negative index), and in a table view M3 and M24.
    static func modelled(_ shape: ExceptionShape, view: ViewKind) -> Bool {
        switch shape {
        case .invalidTableViewUpdate, .negativeIndexPath: false
        case .deleteMoreThanExist, .moveFromDeletedSection, .moveIntoInsertedSection: view == .collection
        default: true
        }
    }

    /// A reproduction, or why there is none.
    public enum Attempt: Sendable, Hashable {
        /// The command, run, raises the pasted reason.
        case reproduced(Reproduction)
        /// No command is offered.
        case failed(Failure)

        /// The reproduction, if there is one.
        public var reproduction: Reproduction? {
            if case .reproduced(let reproduction) = self { return reproduction }
            return nil
        }
    }

    /// Why no command is offered.
    public enum Failure: Sendable, Hashable {
        /// The paste stops before (or hides) the numbers the rule needs.
        case incomplete
        /// No batch on iOS 13 and later raises this rule in this view.
        case notModelled
        /// The numbers cannot come from one batch (more inserted than the section holds after).
        case numbers
        /// The command built raised another text (or none): it is not offered.
        case differs(raised: String?)
    }
}

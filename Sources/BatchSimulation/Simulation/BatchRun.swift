import BatchModel
import BatchParsing

/// One `diffstep batch` run: the switches that pick the view and the release, and the one way
/// a call text is parsed and simulated with them.
///
/// The command line, the page's batch playground and `explain`'s check of the reproduction it
/// prints all go through `simulate`, so a reproduction is checked by the code the user runs.
///
/// Precedence (docs/batch.md, "Releases"): `release` decides the era (its spelling, which text
/// a count mismatch raises, whether it falls back to `reloadData`); `messages`, `countMessage`
/// and `platform`, when given, override that one aspect of it. Without `release`, the era is
/// `BatchRun.defaultRelease`.
public struct BatchRun: Sendable, Hashable {
    /// The view `--view` names (`nil`: what the calls name, else a collection view).
    public var view: ViewKind?
    /// The release `--ios` names (`nil`: the current release).
    public var release: IOSVersion?
    /// `--messages`, overriding the release's spelling.
    public var messages: SimulationOptions.MessageStyle?
    /// `--count-message`, overriding which text the release raises for a count mismatch.
    public var countMessage: SimulationOptions.CountMessage?
    /// `--platform`, overriding whether a count mismatch raises (`legacy` before 16.4 only).
    public var platform: SimulationOptions.Platform?

    /// Creates a run; every switch is optional, as on the command line.
    public init(
        view: ViewKind? = nil, release: IOSVersion? = nil, messages: SimulationOptions.MessageStyle? = nil,
        countMessage: SimulationOptions.CountMessage? = nil, platform: SimulationOptions.Platform? = nil
    ) {
        self.view = view
        self.release = release
        self.messages = messages
        self.countMessage = countMessage
        self.platform = platform
    }

    /// The release when none is named: iOS 13, whose texts are the article's (two spaces, no
    /// view suffix, M2 for a count mismatch).
    public static let defaultRelease = IOSVersion.iOS13

    /// The options for calls made on `view`: the release's, then each override.
    public func options(view: ViewKind) -> SimulationOptions {
        var options = SimulationOptions(view: view, ios: release ?? Self.defaultRelease, platform: platform ?? .current)
        if let messages { options.messageStyle = messages }
        if let countMessage { options.countMessage = countMessage }
        return options
    }

    /// Parses `calls` and runs them from `old` (to `new`, and from `cached` when given).
    /// - Throws: `BatchError.parse` for calls that do not read, the simulator's errors otherwise.
    /// - Complexity: the parser's and the simulator's.
    public func simulate(calls: String, old: Contents, new: Contents?, cached: Contents? = nil) throws(BatchError)
        -> Simulation
    {
        let script = try CallParser.parse(calls, view: view, itemCount: old.sections.first?.items.count)
        let options = options(view: view ?? script.view ?? .collection)
        return try Simulation(script, old: old, new: new, cached: cached, options: options)
    }
}

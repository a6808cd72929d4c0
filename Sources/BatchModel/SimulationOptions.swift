/// The choices the reference leaves open, as documented modes rather than silent guesses.
public struct SimulationOptions: Sendable, Hashable {
    /// How the "Invalid update" messages are spelled.
    public enum MessageStyle: String, Sendable, Hashable, CaseIterable {
        /// Older builds: two spaces after "section N." and no suffix (the article's text).
        case classic
        /// Newer builds: one space after "section N." and a ` Collection view: <...>` suffix.
        case modern
    }

    /// Which text a count mismatch raises (which one UIKit picks is unverified).
    public enum CountMessage: String, Sendable, Hashable, CaseIterable {
        /// Always "Invalid update: invalid number of items in section N..." (M2).
        case invalidUpdate
        /// Always iOS 16.4's "Invalid batch updates detected..." listing (M4).
        case invalidBatch
        /// The observed heuristic: M2 when the data source's counts did not change, M4 otherwise.
        case heuristic
    }

    /// What an inconsistent batch does (pre-iOS 16.4 some were only logged).
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        /// iOS 16.4 and later: every inconsistency raises.
        case current
        /// Before iOS 16.4: count mismatches are logged and the view falls back to `reloadData`.
        case legacy
    }

    /// The view the calls were made on.
    public var view: ViewKind
    /// The spelling of "Invalid update" texts.
    public var messageStyle: MessageStyle
    /// Which text a count mismatch raises.
    public var countMessage: CountMessage
    /// Raise or fall back to `reloadData` on count mismatches.
    public var platform: Platform
    /// The listing's head ("and/or" before iOS 17, "and" from 17).
    public var listing: Wording.ListingHead = .andOr
    /// What the view had cached when the batch began, when it differs from what the data
    /// source returned then (three states; `nil`: the view's cache is up to date).
    public var cached: [Int]?

    /// The spelling these options imply.
    public var wording: Wording { Wording(style: messageStyle, listing: listing) }

    /// Creates options; the defaults are a collection view, the article's classic spelling,
    /// M2 for count mismatches and the current (raising) platform.
    public init(
        view: ViewKind = .collection, messageStyle: MessageStyle = .classic,
        countMessage: CountMessage = .invalidUpdate, platform: Platform = .current
    ) {
        self.view = view
        self.messageStyle = messageStyle
        self.countMessage = countMessage
        self.platform = platform
    }
}

/// How one UIKit release spells the batch-update texts.
public struct Wording: Sendable, Hashable {
    /// The "Invalid update" spelling (two spaces and no suffix, or one space and a view suffix).
    public var style: SimulationOptions.MessageStyle
    /// The iOS 16.4+ listing's head: "before and/or after" (16.4-16.x) or "before and after" (17+).
    public var listing: ListingHead

    /// The two heads of the "Invalid batch updates detected" listing.
    public enum ListingHead: String, Sendable, Hashable, CaseIterable {
        /// iOS 16.4 to 16.x: "before and/or after performing the batch updates".
        case andOr
        /// iOS 17 and later: "before and after performing the batch updates".
        case and
    }

    /// Creates a wording; the default is the article's classic text and 16.4's listing.
    public init(style: SimulationOptions.MessageStyle = .classic, listing: ListingHead = .andOr) {
        self.style = style
        self.listing = listing
    }
}

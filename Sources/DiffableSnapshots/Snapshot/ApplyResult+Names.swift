import BatchModel

extension ApplyResult where Item: CustomStringConvertible {
    /// The same result with every item as the text UIKit prints for it.
    /// - Complexity: O(r), r the number of reconfigure marks.
    public var named: ApplyResult<String> {
        typealias Named = ApplyResult<String>
        let mode: Named.Mode =
            switch self.mode {
            case .batch(let animated): .batch(animated: animated)
            case .reloadData(.notAnimatedBeforeiOS15): .reloadData(.notAnimatedBeforeiOS15)
            case .reloadData(.requested): .reloadData(.requested)
            }
        let ignored = ignored.map { item, reason -> (item: String, reason: Named.IgnoredReconfigure) in
            let named: Named.IgnoredReconfigure =
                switch reason {
                case .notInPreviousSnapshot: .notInPreviousSnapshot
                case .deletedAndReadded: .deletedAndReadded
                case .alsoReloaded: .alsoReloaded
                case .viewReloaded: .viewReloaded
                }
            return (item.description, named)
        }
        return Named(
            mode: mode, batch: batch, reconfigured: reconfigured.map { ($0.item.description, $0.at) },
            ignored: ignored, warnings: warnings, check: check)
    }
}

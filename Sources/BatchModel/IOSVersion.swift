/// The iOS release whose batch-update texts and rules the simulator follows (`--ios`).
///
/// What changes between releases, with the crash reports that show it (docs/uikit.md):
/// the "Invalid update" spelling (two spaces and no suffix up to iOS 13, one space and a
/// `Collection view: <...>` suffix from iOS 14 -- the cut-off is inferred, reports between
/// them collapse whitespace), the "Invalid batch updates detected" listing for count
/// mismatches from 16.4, and its head's "and/or" (16.4-16.x) turned "and" (17+). After 18 Apple
/// numbered releases by year: iOS 26 is the current release, with 17's texts and rules (its
/// reports read as 17's); 19-25 were never released.
public enum IOSVersion: String, Sendable, Hashable, CaseIterable, Comparable {
    case iOS13 = "13"
    case iOS14 = "14"
    case iOS15 = "15"
    case iOS16 = "16"
    case iOS16point4 = "16.4"
    case iOS17 = "17"
    case iOS18 = "18"
    case iOS26 = "26"

    /// The newest release modelled.
    public static let newest = IOSVersion.iOS26

    /// The current release (the one a report names when it names none).
    public static let current = IOSVersion.iOS26

    /// A release as users name it: `13`, `16.4`, `17.2.1`, `26`; a point release takes its
    /// release's rules (16.0-16.3 are 16, 16.4 and later 16.4), a release after the newest
    /// takes the newest's rules. `nil` for text that is no release, a release before 13 (the
    /// simulator models 13 and later) and 19-25 (never released).
    /// - Complexity: O(n) in the length of the text.
    public init?(release text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count < 6 && Int($0) != nil }),
            let major = Int(parts[0])
        else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        switch major {
        case 13: self = .iOS13
        case 14: self = .iOS14
        case 15: self = .iOS15
        case 16: self = minor >= 4 ? .iOS16point4 : .iOS16
        case 17: self = .iOS17
        case 18: self = .iOS18
        case 26...: self = .iOS26
        default: return nil
        }
    }

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Orders releases.
    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool { lhs.order < rhs.order }

    /// True from 16.4: count mismatches raise the "Invalid batch updates detected" listing
    /// and nothing falls back to `reloadData`.
    public var listsBatchUpdates: Bool { self >= .iOS16point4 }

    /// How this release spells the texts.
    public var wording: Wording {
        Wording(style: self <= .iOS13 ? .classic : .modern, listing: self >= .iOS17 ? .and : .andOr)
    }
}

extension SimulationOptions {
    /// The options one release implies: its wording, M4 or M2 for count mismatches, and
    /// raising (the pre-16.4 `reloadData` fallback stays opt-in with `platform: .legacy`,
    /// because crash reports from iOS 10-16.3 show count mismatches raising).
    /// - Parameters:
    ///   - view: the view.
    ///   - ios: the release.
    ///   - platform: `.legacy` to model the pre-16.4 fallback (ignored from 16.4).
    public init(view: ViewKind, ios: IOSVersion, platform: Platform = .current) {
        self.init(
            view: view, messageStyle: ios.wording.style,
            countMessage: ios.listsBatchUpdates ? .invalidBatch : .invalidUpdate,
            platform: ios.listsBatchUpdates ? .current : platform)
        self.listing = ios.wording.listing
    }
}

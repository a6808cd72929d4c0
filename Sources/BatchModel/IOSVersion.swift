/// The iOS release whose batch-update texts and rules the simulator follows (`--ios`).
///
/// What changes between releases, with the crash reports that show it (docs/uikit.md):
/// the "Invalid update" spelling (two spaces and no suffix up to iOS 13, one space and a
/// `Collection view: <...>` suffix from iOS 14 -- the cut-off is inferred, reports between
/// them collapse whitespace), the "Invalid batch updates detected" listing for count
/// mismatches from 16.4, and its head's "and/or" (16.4-16.x) turned "and" (17+).
public enum IOSVersion: String, Sendable, Hashable, CaseIterable, Comparable {
    case iOS13 = "13"
    case iOS14 = "14"
    case iOS15 = "15"
    case iOS16 = "16"
    case iOS16point4 = "16.4"
    case iOS17 = "17"
    case iOS18 = "18"

    /// The newest release modelled, the CLI's default.
    public static let newest = IOSVersion.iOS18

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

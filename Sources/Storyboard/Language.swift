import TextIntake

/// A language the lessons and every user-facing sentence are written in.
public enum Language: String, Sendable, CaseIterable, Hashable {
    case ko
    case en

    /// Picks the language a learner most likely reads, from the locale variables.
    ///
    /// `LC_ALL` wins over `LC_MESSAGES`, which wins over `LANG`, as in POSIX. A value starting
    /// with `ko` means Korean; anything else, or nothing, means English.
    /// - Parameter environment: the process environment (passed in: this module does no I/O).
    /// - Returns: `.ko` or `.en`.
    public static func preferred(in environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return TextBytes.asciiLowercased(value).hasPrefix("ko") ? .ko : .en
            }
        }
        return .en
    }
}

// Codable for the native build only: Embedded Swift has no Codable.
#if !hasFeature(Embedded)
    extension Language: Codable {}
#endif

/// A sentence written twice, once in Korean and once in English.
///
/// Every word a learner reads is one of these, so no screen can show a language half
/// translated: a test walks all of them and fails on an empty side.
public struct Localized: Sendable, Hashable {
    /// The Korean text.
    public var ko: String
    /// The English text.
    public var en: String

    /// Creates a sentence from its two translations.
    public init(ko: String, en: String) {
        self.ko = ko
        self.en = en
    }

    /// Only `language`'s text made, the other left empty; both when `language` is nil. For
    /// words read in one language only (a page, an export): the other is never built.
    public init(only language: Language?, ko: @autoclosure () -> String, en: @autoclosure () -> String) {
        self.ko = language == .en ? "" : ko()
        self.en = language == .ko ? "" : en()
    }

    /// Each text followed by the other's, side by side.
    public static func += (sentence: inout Localized, more: Localized) {
        sentence.ko += more.ko
        sentence.en += more.en
    }

    /// The text in one language.
    public subscript(language: Language) -> String {
        switch language {
        case .ko: ko
        case .en: en
        }
    }

    /// A sentence that reads the same in both languages (a number, a name, code).
    public static func same(_ text: String) -> Localized {
        Localized(ko: text, en: text)
    }

    /// True when either translation is missing.
    public var isIncomplete: Bool { ko.isEmpty || en.isEmpty }
}

// Codable for the native build only: Embedded Swift has no Codable.
#if !hasFeature(Embedded)
    extension Localized: Codable {}
#endif

import Storyboard

/// The help of `LanguageOption`: each text in Korean and English (``HelpWords``).
enum LanguageOptionHelp {
    static let lang = Localized(
        ko: "설명 언어: ko 또는 en (기본값: LC_ALL/LANG에서).",
        en: "Language of explanations: ko or en (default: from LC_ALL/LANG).")
}

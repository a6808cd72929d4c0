import Storyboard

/// The page engine's refusals, each sentence said once (the CLI's are in diffstep's Words/).
/// Functions and computed words, as a literal written in place: a stored global would cost
/// each WebAssembly part its lazy initializer.
enum EngineWords {
    /// A kind this build's part does not hold (only a page that loaded the wrong part, or
    /// none, sees it).
    /// - Parameters:
    ///   - parts: the parts this build holds, `text, batch`.
    ///   - kind: the kind asked for.
    static func notBuilt(parts: String, kind: String) -> Localized {
        Localized(
            ko: "이 엔진 모듈(\(parts))에는 이 종류가 없습니다: '\(kind)'",
            en: "this part of the engine (\(parts)) does not answer '\(kind)'")
    }

    /// A pasted crash log over the limit of `mebibytes` MiB.
    static func pastedTooLong(mebibytes: Int) -> Localized {
        Localized(ko: "붙여 넣은 글이 \(mebibytes) MiB를 넘습니다", en: "the pasted text is over \(mebibytes) MiB")
    }

    /// An answer sheet over the limit of `kibibytes` KiB.
    static func answerTooLong(kibibytes: Int) -> Localized {
        Localized(ko: "답안이 \(kibibytes) KiB를 넘습니다", en: "the answer is over \(kibibytes) KiB")
    }

    /// A Heckel list over the limit.
    /// - Parameters:
    ///   - name: which list, `old` or `new`.
    ///   - count: its items.
    ///   - limit: the most items a list may hold.
    static func listTooLong(_ name: String, count: Int, limit: Int) -> Localized {
        Localized(
            ko: "\(name) 목록이 너무 깁니다: 항목 \(count)개 (한도 \(limit)개)",
            en: "the \(name) list is too long: \(count) items (limit \(limit))")
    }

    /// The place of a sheet's problem, `line 3: ` (`줄 3: `), in `language` only: the page
    /// builds it for each line it reads.
    static func line(_ number: Int, in language: Language) -> String {
        "\(language == .ko ? "줄" : "line") \(number): "
    }

    /// The way out of a table too large on the page, which has no options.
    static var tryShorterTexts: Localized { Localized(ko: "더 짧은 텍스트로 해 보세요.", en: "Try shorter texts.") }

    /// A step number outside `1...count`.
    static func invalidStep(_ step: String, count: Int) -> Localized {
        Localized(
            ko: "step 값이 잘못되었습니다: '\(step)' (1부터 \(count)까지)", en: "invalid step: '\(step)' (1 to \(count))")
    }

    /// An option's value that is none of its names.
    /// - Parameters:
    ///   - name: the option, as the CLI names it.
    ///   - text: the value given.
    ///   - list: the names it takes, `cost, ops`.
    static func invalidOption(_ name: String, _ text: String, among list: String) -> Localized {
        Localized(
            ko: "\(name) 값이 잘못되었습니다: '\(text)' (\(list) 중 하나)", en: "invalid \(name): '\(text)' (one of \(list))")
    }
}

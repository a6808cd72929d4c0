import ArgumentParser
import BatchUpdates
import Render
import Storyboard

/// `diffstep explain`: reads a pasted UIKit exception or crash log and says what went wrong.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a UIKit batch-update exception: the rule, the numbers, the cause, the fix, a scenario.",
        discussion: """
            Give the text as an argument, with --file, or on standard input (a whole crash log \
            is fine: prefixes, addresses, wrapped lines and stack traces are skipped; bytes that \
            are not UTF-8 are replaced, and a file or input over 4 MiB is refused).

            Exit codes: 0 explained, 1 not a batch-update exception diffstep knows, 2 usage error.
            """)

    @Argument(help: "The exception text (omit to read --file or standard input).")
    var text: String?

    @Option(name: .long, help: "A file holding the text or crash log.")
    var file: String?

    @Option(name: .long, help: "text or json.")
    var format: OutputFormat = .text

    @OptionGroup var language: LanguageOption

    /// The most bytes `--file` or standard input may hold (crash logs are far smaller).
    static let maxBytes = 4 << 20

    func run() throws {
        let language = language.apply()
        let input: String
        if let text {
            input = InputText.argument(text)
        } else {
            // A crash log may carry a stray byte far from the reason: it is replaced, not refused.
            let bytes = try InputText.bytes(path: file ?? "-", limit: Self.maxBytes)
            input = InputText.argument(String(decoding: bytes, as: UTF8.self))
        }
        guard let recognition = Recognition.read(input) else {
            Console.error(ExplainWords.unknown[language])
            throw ExitCode(1)
        }
        let reproduction = Reproduction.make(for: recognition)
        switch format {
        case .text: Console.out(Self.text(recognition, reproduction, language: language))
        case .json: Console.out(Self.json(recognition, reproduction).serialized())
        }
    }

    static func text(_ recognition: Recognition, _ reproduction: Reproduction?, language: Language) -> String {
        let exception = recognition.exception
        let template = exception.template
        var lines = [
            "\(language == .ko ? "규칙" : "Rule"): \(template.rawValue) — \(ExceptionWords.rule(template)[language])",
            "\(language == .ko ? "뷰" : "View"): \(recognition.viewIsKnown ? exception.view.className : "?")"
                + (recognition.releases.map { "   iOS " + Self.span($0) } ?? ""),
            "\(language == .ko ? "불일치" : "Disagreed"): "
                + (recognition.isComplete
                    ? ExplainWords.disagreement(exception.fact, view: exception.view)[language]
                    : ExplainWords.cutOff[language]),
            "\(language == .ko ? "흔한 원인" : "Typical cause"): \(ExceptionWords.cause(template)[language])",
            "\(language == .ko ? "고치는 법" : "Fix"): \(ExceptionWords.fix(template)[language])",
        ]
        if let reproduction {
            lines.append((language == .ko ? "재현" : "Reproduce") + ":")
            lines.append("  " + command(reproduction))
        } else {
            lines.append(
                language == .ko
                    ? "재현: iOS 13 이후의 배치로는 같은 문장이 나오지 않습니다 (또는 문장에 숫자가 빠져 있습니다)."
                    : "Reproduce: no iOS 13+ batch yields this text (or the text lacks its numbers).")
        }
        return lines.joined(separator: "\n")
    }

    /// `16.4` for one release, `14–18` for several.
    static func span(_ releases: ClosedRange<IOSVersion>) -> String {
        releases.lowerBound == releases.upperBound
            ? releases.lowerBound.rawValue : "\(releases.lowerBound.rawValue)–\(releases.upperBound.rawValue)"
    }

    /// `printf 'insert 0:6\n' | diffstep batch --view collection --ios 18 --old "[6]" --new "[6]" --calls -`.
    static func command(_ reproduction: Reproduction) -> String {
        let calls = reproduction.updates.map { $0.compact }.joined(separator: "\\n")
        func counts(_ list: [Int]) -> String { "\"[" + list.map { String($0) }.joined(separator: ", ") + "]\"" }
        return
            "printf '\(calls)\\n' | diffstep batch --view \(reproduction.view.rawValue) --ios \(reproduction.ios.rawValue)"
            + " --old \(counts(reproduction.before)) --new \(counts(reproduction.after)) --calls -"
    }

    static func json(_ recognition: Recognition, _ reproduction: Reproduction?) -> JSON {
        let exception = recognition.exception
        return .members([
            "template": .string(exception.template.rawValue),
            "view": recognition.viewIsKnown ? .string(exception.view.rawValue) : .null,
            "complete": .bool(recognition.isComplete),
            "arguments": .array(
                (recognition.isComplete ? exception.fact.arguments : []).map {
                    switch $0 {
                    case .number(let number): .int(number)
                    case .path(let path): .array([.int(path.section), .int(path.item)])
                    }
                }),
            "quoted": .string(recognition.quoted),
            "reproduce": .optional(reproduction.map(command)),
        ])
    }
}

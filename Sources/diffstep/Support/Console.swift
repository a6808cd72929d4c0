import Render
import Storyboard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's terminal, environment and streams: the only place diffstep touches them.
enum Console {
    /// The process environment, read once.
    static let environment: [String: String] = {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let pair = String(cString: entry)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }()

    /// The language of messages, decided once at the edge: `--lang` as written on the
    /// command line (read before parsing, so even a usage error speaks it), else the
    /// locale's. Nothing changes it later; commands pass their language down as a value.
    static let language: Language = requestedLanguage(in: CommandLine.arguments)

    /// The language asked for with `--lang` on a command line that may not have parsed,
    /// else the locale's: so even a usage error speaks the learner's language.
    private static func requestedLanguage(in arguments: [String]) -> Language {
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--lang="), let lang = Language(rawValue: String(argument.dropFirst(7))) {
                return lang
            }
            if argument == "--lang", index + 1 < arguments.count, let lang = Language(rawValue: arguments[index + 1]) {
                return lang
            }
        }
        return Language.preferred(in: environment)
    }

    /// True when standard output is a terminal.
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// True when standard input is a terminal.
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Whether to colour standard output for this choice.
    static func colors(_ choice: ColorChoice) -> Bool {
        choice.resolve(environment: environment, isTerminal: outputIsTerminal)
    }

    /// Writes `text` and a newline to standard output, with every control character but
    /// line breaks, tabs and our own colour codes shown escaped (`TerminalText.sanitized`).
    static func out(_ text: String) {
        write(TerminalText.sanitized(text) + "\n", to: STDOUT_FILENO)
    }

    /// Writes one line to standard error, with control characters escaped.
    static func error(_ text: String) {
        write("diffstep: " + TerminalText.escaped(text) + "\n", to: STDERR_FILENO)
    }

    /// Writes `text` unchanged to a file descriptor, retrying short writes.
    ///
    /// A reader that went away (`diffstep ... | head`) ends the process quietly with the
    /// status a pipe's writer gets (141); any other failure (a full disk, a closed
    /// descriptor) is told in one line on stderr and ends it with status 1, because output
    /// that silently stopped would look complete.
    static func write(_ text: String, to descriptor: Int32) {
        var text = text
        // A native string's bytes are written where they are: a 10 MB page is not copied.
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    outputFailed(descriptor: descriptor, code: written < 0 ? errno : EIO)
                }
                offset += written
            }
        }
    }

    private static func outputFailed(descriptor: Int32, code: Int32) -> Never {
        if code == EPIPE { exit(141) }
        if descriptor == STDERR_FILENO { exit(1) }
        let reason = WriteFailure.reason(code)
        let line = Localized(
            ko: "표준 출력에 쓸 수 없습니다: \(reason.ko)", en: "cannot write to standard output: \(reason.en)")
        write("diffstep: " + line[language] + "\n", to: STDERR_FILENO)
        exit(1)
    }
}
